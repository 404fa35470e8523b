import * as v from 'valibot';
import {
  ApprovalActionsSchema,
  ApprovalQuerySchema,
  OrderPatchSchema,
} from '../../shared/schemas/approvals.ts';
import { Uuid } from '../../shared/schemas/fields.ts';
import { createRouter, requireRight, type StoreContext } from '../http/context.ts';
import { body, parse } from '../http/validate.ts';
import { decide, getApproval, listApprovals, removeOrderLines } from './service.ts';

const idParam = (value: string) => parse(v.object({ id: Uuid }), { id: value }).id;
const approver = (ctx: StoreContext) => requireRight(ctx, 'ROLE_APPROVE_ORDER_FLOWS');

/**
 * Approvals (§2 /account/approvals, §7 order/approvals, order/approvals/actions, PATCH order/{id}),
 * gated by ROLE_APPROVE_ORDER_FLOWS and scoped to the orders of users the caller approves. Registered
 * before the order routes, whose `/b2b/order/:id` would otherwise take `approvals`.
 */
export const approvalRoutes = createRouter()
  .post('/b2b/order/approvals', async (c) => {
    const ctx = c.get('ctx');
    const me = await approver(ctx);
    return c.json(await listApprovals(ctx, me, await body(c, ApprovalQuerySchema)));
  })
  .post('/b2b/order/approvals/actions', async (c) => {
    const ctx = c.get('ctx');
    const me = await approver(ctx);
    return c.json(await decide(ctx, me, await body(c, ApprovalActionsSchema)));
  })
  .get('/b2b/order/approvals/:id', async (c) => {
    const ctx = c.get('ctx');
    const me = await approver(ctx);
    return c.json(await getApproval(ctx, me, idParam(c.req.param('id'))));
  })
  .patch('/b2b/order/:id', async (c) => {
    const ctx = c.get('ctx');
    const me = await approver(ctx);
    const id = idParam(c.req.param('id'));
    const { removeLineItemIds } = await body(c, OrderPatchSchema);
    return c.json(await removeOrderLines(ctx, me, id, removeLineItemIds));
  });
