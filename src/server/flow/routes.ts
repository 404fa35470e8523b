import * as v from 'valibot';
import { Uuid } from '../../shared/schemas/fields.ts';
import { FlowSchema } from '../../shared/schemas/flows.ts';
import { requireDecider } from '../approval/deciders.ts';
import { createRouter, requireRight, type StoreContext } from '../http/context.ts';
import { body, parse } from '../http/validate.ts';
import { pendingForApprover } from './pending.ts';
import { createFlow, deleteFlow, getFlow, listColleagues, listFlows, updateFlow } from './service.ts';

const Params = v.object({ id: Uuid });
const PendingQuery = v.object({
  limit: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer('NOT_NUMERIC'), v.minValue(0), v.maxValue(100)),
    '25',
  ),
});

/** The caller with ROLE_MANAGE_ORDER_FLOWS and the flow id of the path. */
async function scope(ctx: StoreContext, params: Record<string, string>) {
  const current = await requireRight(ctx, 'ROLE_MANAGE_ORDER_FLOWS');
  return { current, id: parse(Params, params).id };
}

/** Order flows with budgets and approvers (§2 flows section, §4 flow creation steps, §7 order-flow). */
export const flowRoutes = createRouter()
  .get('/b2b/order-flow', async (c) => {
    const ctx = c.get('ctx');
    return c.json(await listFlows(ctx, await requireRight(ctx, 'ROLE_MANAGE_ORDER_FLOWS')));
  })
  .get('/b2b/order-flow/colleagues', async (c) => {
    const ctx = c.get('ctx');
    return c.json(await listColleagues(ctx, await requireRight(ctx, 'ROLE_MANAGE_ORDER_FLOWS')));
  })
  .get('/b2b/order-flow/pending', async (c) => {
    const ctx = c.get('ctx');
    const current = await requireDecider(ctx);
    const { limit } = parse(PendingQuery, c.req.query());
    return c.json(await pendingForApprover(ctx, current, limit));
  })
  .post('/b2b/order-flow', async (c) => {
    const ctx = c.get('ctx');
    const current = await requireRight(ctx, 'ROLE_MANAGE_ORDER_FLOWS');
    return c.json(await createFlow(ctx, current, await body(c, FlowSchema)));
  })
  .get('/b2b/order-flow/:id', async (c) => {
    const ctx = c.get('ctx');
    const { current, id } = await scope(ctx, c.req.param());
    return c.json(await getFlow(ctx, current, id));
  })
  .put('/b2b/order-flow/:id', async (c) => {
    const ctx = c.get('ctx');
    const { current, id } = await scope(ctx, c.req.param());
    return c.json(await updateFlow(ctx, current, id, await body(c, FlowSchema)));
  })
  .delete('/b2b/order-flow/:id', async (c) => {
    const ctx = c.get('ctx');
    const { current, id } = await scope(ctx, c.req.param());
    return c.json(await deleteFlow(ctx, current, id));
  });
