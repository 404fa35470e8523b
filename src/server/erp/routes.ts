import type { OrderHistoryPage, ReorderResult } from '../../api/erp-types.ts';
import { ErpOrderKeySchema, OrderHistoryQuerySchema } from '../../shared/schemas/order-history.ts';
import { checkLines } from '../cart/quick-order.ts';
import { addLineItems } from '../cart/service.ts';
import { createRouter, type StoreContext } from '../http/context.ts';
import { ApiError, errors } from '../http/errors.ts';
import { body, parse } from '../http/validate.ts';
import { erpOf, historyAccess } from './access.ts';
import type { ErpOrderKey, ErpScope } from './adapter.ts';

const keyLabel = (k: ErpOrderKey) => [k.orderNumber, k.firm, k.warehouse].filter(Boolean).join('/');

async function findOrder(ctx: StoreContext, scope: ErpScope, key: ErpOrderKey) {
  // Another company's order, or another user's without the company-wide right, does not exist here.
  const order = await erpOf(ctx).getOrder(scope, key);
  if (!order) throw errors.notFound('Order', keyLabel(key));
  return order;
}

/** §7 GET /order/history and /order/history/detail (the ERP's orders), and the reorder of one. */
export const erpRoutes = createRouter()
  .get('/b2b/order/history', async (c) => {
    const ctx = c.get('ctx');
    const { scope } = await historyAccess(ctx);
    const filter = parse(OrderHistoryQuerySchema, c.req.query());
    const { status, ...rest } = filter;
    const page = await erpOf(ctx).listOrders(scope, { ...rest, statuses: status });
    return c.json({
      apiAlias: 'b2b_erp_order_history',
      ...page,
      scope: scope.customerId ? 'own' : 'company',
    } satisfies OrderHistoryPage);
  })
  .get('/b2b/order/history/detail', async (c) => {
    const ctx = c.get('ctx');
    const { scope } = await historyAccess(ctx);
    return c.json(await findOrder(ctx, scope, parse(ErpOrderKeySchema, c.req.query())));
  })
  .post('/b2b/order/history/reorder', async (c) => {
    const ctx = c.get('ctx');
    const { customer, scope } = await historyAccess(ctx, 'ROLE_PLACE_ORDERS');
    const order = await findOrder(ctx, scope, await body(c, ErpOrderKeySchema));
    const lines = order.lineItems.map((l) => ({
      line: l.position,
      article: l.articleNumber,
      quantity: String(l.quantity),
    }));
    const { items, added, errors: failed } = await checkLines(ctx, customer.companyId, lines);
    const byPosition = new Map(order.lineItems.map((l) => [l.position, l]));
    const named = (line: number) => {
      const l = byPosition.get(line);
      return { articleNumber: l?.articleNumber ?? '', name: l?.name ?? '' };
    };
    const report = {
      added: added.map((a) => ({ ...named(a.line), quantity: a.quantity })),
      failed: failed.map((f) => ({ ...named(f.line), code: f.code })),
    };
    if (!items.length) {
      throw new ApiError(400, 'B2B__REORDER_NOTHING_ADDED', 'No line of the order could be added.', {
        failed: report.failed,
      });
    }
    return c.json({
      apiAlias: 'b2b_reorder_result',
      ...report,
      cart: await addLineItems(ctx, { items }),
    } satisfies ReorderResult);
  });
