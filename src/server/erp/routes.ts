import type { ErpOrderDetail, OrderHistoryPage, ReorderResult } from '../../api/erp-types.ts';
import { ErpOrderKeySchema, OrderHistoryQuerySchema } from '../../shared/schemas/order-history.ts';
import { checkLines } from '../cart/quick-order.ts';
import { addLineItems } from '../cart/service.ts';
import { shownAmounts } from '../history/amounts.ts';
import type { CustomerRow, StoreContext } from '../http/context.ts';
import { createRouter } from '../http/context.ts';
import { ApiError, errors } from '../http/errors.ts';
import { body, parse } from '../http/validate.ts';
import { listShopOrders, shopOrderDetail } from '../order/history.ts';
import { erpOf, historyAccess, nativeHistoryAccess } from './access.ts';
import type { ErpOrderKey, ErpScope } from './adapter.ts';

const keyLabel = (k: ErpOrderKey) => [k.orderNumber, k.firm, k.warehouse].filter(Boolean).join('/');

/** Another company's order, or another user's without the company-wide right, does not exist here. */
async function findOrder(ctx: StoreContext, scope: ErpScope, key: ErpOrderKey) {
  const order = await erpOf(ctx).getOrder(scope, key);
  if (!order) throw errors.notFound('Order', keyLabel(key));
  return order;
}
async function findShopOrder(ctx: StoreContext, scope: ErpScope, orderNumber: string) {
  const order = await shopOrderDetail(ctx.db, scope, orderNumber);
  if (!order) throw errors.notFound('Order', orderNumber);
  return order;
}

/** Without ROLE_VIEW_PRICES the list is not sorted by total either: the order would tell the amounts. */
const historyFilter = (query: Record<string, string>, prices: boolean) => {
  const { status, sort, ...rest } = parse(OrderHistoryQuerySchema, query);
  return {
    ...rest,
    sort: sort === 'amountTotal' && !prices ? ('orderDate' as const) : sort,
    statuses: status,
  };
};

/** Puts every line of an order into the cart that can go as it is, and names the others (§8 reorder). */
async function reorder(
  ctx: StoreContext,
  customer: CustomerRow,
  order: ErpOrderDetail,
): Promise<ReorderResult> {
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
  return { apiAlias: 'b2b_reorder_result', ...report, cart: await addLineItems(ctx, { items }) };
}

const page = (scope: ErpScope, list: Omit<OrderHistoryPage, 'apiAlias' | 'scope'>): OrderHistoryPage => ({
  apiAlias: 'b2b_erp_order_history',
  ...list,
  scope: scope.customerId ? 'own' : 'company',
});

/**
 * §7 GET /order/history and /order/history/detail (the ERP's orders), GET /sw/order/history and
 * /sw/order/history/detail (the shop's own orders), and the reorder of either.
 */
export const erpRoutes = createRouter()
  .get('/b2b/order/history', async (c) => {
    const ctx = c.get('ctx');
    const { scope, prices } = await historyAccess(ctx);
    const list = await erpOf(ctx).listOrders(scope, historyFilter(c.req.query(), prices));
    return c.json(shownAmounts(prices, page(scope, list)));
  })
  .get('/b2b/order/history/detail', async (c) => {
    const ctx = c.get('ctx');
    const { scope, prices } = await historyAccess(ctx);
    return c.json(shownAmounts(prices, await findOrder(ctx, scope, parse(ErpOrderKeySchema, c.req.query()))));
  })
  .post('/b2b/order/history/reorder', async (c) => {
    const ctx = c.get('ctx');
    const { customer, scope } = await historyAccess(ctx, 'ROLE_PLACE_ORDERS');
    return c.json(
      await reorder(ctx, customer, await findOrder(ctx, scope, await body(c, ErpOrderKeySchema))),
    );
  })
  .get('/b2b/sw/order/history', async (c) => {
    const ctx = c.get('ctx');
    const { scope, prices } = await nativeHistoryAccess(ctx);
    const list = await listShopOrders(ctx.db, scope, historyFilter(c.req.query(), prices));
    return c.json(shownAmounts(prices, page(scope, list)));
  })
  .get('/b2b/sw/order/history/detail', async (c) => {
    const ctx = c.get('ctx');
    const { scope, prices } = await nativeHistoryAccess(ctx);
    const { orderNumber } = parse(ErpOrderKeySchema, c.req.query());
    return c.json(shownAmounts(prices, await findShopOrder(ctx, scope, orderNumber)));
  })
  .post('/b2b/sw/order/history/reorder', async (c) => {
    const ctx = c.get('ctx');
    const { customer, scope } = await nativeHistoryAccess(ctx, 'ROLE_PLACE_ORDERS');
    const { orderNumber } = await body(c, ErpOrderKeySchema);
    return c.json(await reorder(ctx, customer, await findShopOrder(ctx, scope, orderNumber)));
  });
