import * as v from 'valibot';
import {
  ApprovalActionsSchema,
  ApprovalQuerySchema,
  OrderPatchSchema,
  OrderWithdrawSchema,
} from '../../shared/schemas/approvals.ts';
import { Uuid } from '../../shared/schemas/fields.ts';
import { createRouter, requireCustomer } from '../http/context.ts';
import { body, parse } from '../http/validate.ts';
import { requireDecider } from './deciders.ts';
import { decide, getApproval, listApprovals, removeOrderLines } from './service.ts';
import { withdrawOrder } from './withdraw.ts';

const idParam = (value: string) => parse(v.object({ id: Uuid }), { id: value }).id;

/**
 * Approvals (§2 /account/approvals, §7 order/approvals, order/approvals/actions, PATCH order/{id}),
 * for approvers and lead buyers and scoped to the orders the caller decides (deciders.ts); and the
 * orderer's withdrawal of a pending order. Registered before the order routes, whose `/b2b/order/:id`
 * would otherwise take `approvals`.
 */
export const approvalRoutes = createRouter()
  .post('/b2b/order/approvals', async (c) => {
    const ctx = c.get('ctx');
    const me = await requireDecider(ctx);
    return c.json(await listApprovals(ctx, me, await body(c, ApprovalQuerySchema)));
  })
  .post('/b2b/order/approvals/actions', async (c) => {
    const ctx = c.get('ctx');
    const me = await requireDecider(ctx);
    return c.json(await decide(ctx, me, await body(c, ApprovalActionsSchema)));
  })
  .get('/b2b/order/approvals/:id', async (c) => {
    const ctx = c.get('ctx');
    const me = await requireDecider(ctx);
    return c.json(await getApproval(ctx, me, idParam(c.req.param('id'))));
  })
  .post('/b2b/order/withdraw', async (c) => {
    const ctx = c.get('ctx');
    const me = requireCustomer(ctx);
    const { orderNumber } = await body(c, OrderWithdrawSchema);
    return c.json(await withdrawOrder(ctx, me, orderNumber));
  })
  .patch('/b2b/order/:id', async (c) => {
    const ctx = c.get('ctx');
    const me = await requireDecider(ctx);
    const id = idParam(c.req.param('id'));
    const { removeLineItemIds } = await body(c, OrderPatchSchema);
    return c.json(await removeOrderLines(ctx, me, id, removeLineItemIds));
  });
