import { and, count, desc, eq } from 'drizzle-orm';
import { stableId } from '../../shared/ids.ts';
import { euroAmount as eur } from '../../shared/money.ts';
import { localeText } from '../context/texts.ts';
import { customerOrder, language } from '../db/schema/index.ts';
import { nativeHistoryAccess } from '../erp/access.ts';
import { shownAmounts } from '../history/amounts.ts';
import { createRouter, type StoreContext } from '../http/context.ts';
import { CriteriaSchema, paging } from '../http/criteria.ts';
import { searchResult } from '../http/entity-search.ts';
import { body } from '../http/validate.ts';

type OrderRow = typeof customerOrder.$inferSelect;
type Tax = { taxRate: number; tax: number; price: number };

/** The taxes the order's cart showed when it was placed (its copy), in Shopware's shape. */
function orderTaxes(row: OrderRow) {
  const price = row.cartCopy.price as { calculatedTaxes?: Tax[] } | undefined;
  return (price?.calculatedTaxes ?? []).map((t) => ({
    apiAlias: 'cart_tax_calculated' as const,
    taxRate: t.taxRate,
    tax: t.tax,
    price: t.price,
  }));
}

/** One of the shop's orders as Shopware's Order entity; the B2B fields of the order stay next to it. */
function orderEntity(ctx: StoreContext, row: OrderRow, languageIds: Map<string, string>) {
  const taxes = orderTaxes(row);
  const status = localeText(ctx.locale, `account_orders_status_${row.status}`) ?? row.status;
  return {
    apiAlias: 'order' as const,
    id: row.id,
    orderNumber: row.orderNumber,
    orderDate: row.createdAt.toISOString().slice(0, 10),
    orderDateTime: row.createdAt.toISOString(),
    salesChannelId: row.salesChannelId,
    languageId: languageIds.get(row.locale) ?? ctx.salesChannel.languageId,
    currencyId: ctx.salesChannel.currencyId,
    currencyFactor: 1,
    // The billing address is a copy inside the order, named by the order.
    billingAddressId: stableId(`order-billing-address:${row.id}`),
    stateMachineState: {
      apiAlias: 'state_machine_state' as const,
      technicalName: row.status,
      name: status,
      translated: { name: status },
    },
    price: {
      apiAlias: 'cart_price' as const,
      netPrice: eur(row.amountNet),
      totalPrice: eur(row.amountTotal),
      positionPrice: eur(row.amountNet - row.shippingTotal - row.additionalCost),
      rawTotal: eur(row.amountTotal),
      taxStatus: 'net' as const,
      calculatedTaxes: taxes,
      taxRules: taxes.map((t) => ({ taxRate: t.taxRate, percentage: 100 })),
    },
    amountNet: eur(row.amountNet),
    amountTotal: eur(row.amountTotal),
    shippingTotal: eur(row.shippingTotal),
    // Invoices come from the ERP (invoice history), not as order documents.
    documents: [],
    customerComment: row.customerComment,
    orderReference: row.orderReferenceName,
  };
}

/**
 * `POST /order`: Shopware's order list of the logged-in customer, newest first, paged by the
 * Criteria's page and limit. The shop's orders under the rights of the order history: the user's
 * own, or the company's with ROLE_MANAGE_COMPANY_ORDER_HISTORY; no amount without ROLE_VIEW_PRICES.
 */
export const accountOrderRoutes = createRouter().post('/order', async (c) => {
  const ctx = c.get('ctx');
  const { scope, prices } = await nativeHistoryAccess(ctx);
  const { page, limit, offset } = paging(await body(c, CriteriaSchema), 10);
  const where = and(
    eq(customerOrder.companyId, scope.companyId),
    scope.customerId ? eq(customerOrder.customerId, scope.customerId) : undefined,
  );
  const [rows, [total], languages] = await Promise.all([
    ctx.db
      .select()
      .from(customerOrder)
      .where(where)
      .orderBy(desc(customerOrder.createdAt), desc(customerOrder.orderNumber))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(customerOrder).where(where),
    ctx.db.select({ id: language.id, localeCode: language.localeCode }).from(language),
  ]);
  const languageIds = new Map(languages.map((l) => [l.localeCode, l.id]));
  const elements = rows.map((row) => orderEntity(ctx, row, languageIds));
  const orders = searchResult('order', elements, { total: total?.n ?? 0, page, limit });
  return c.json(shownAmounts(prices, { orders, paymentChangeable: {} }));
});
