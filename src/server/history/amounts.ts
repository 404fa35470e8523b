import { type CustomerRow, rightsOf, type StoreContext } from '../http/context.ts';
import { errors } from '../http/errors.ts';

/**
 * The money fields of the history answers (ERP and shop orders, offers, invoices, Shopware's `POST
 * /order` with its order `price`): their values, and links to documents that print them (the ERP's invoice).
 */
const AMOUNTS = new Set([
  'price',
  'positionPrice',
  'shippingTotal',
  'amountNet',
  'amountTotal',
  'unitPrice',
  'totalPrice',
  'deliveryCost',
  'additionalCost',
  'amount',
  'invoiceUrl',
]);

/** A copy of an answer with every money field null. */
function withoutAmounts<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutAmounts) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, AMOUNTS.has(key) ? null : withoutAmounts(v)]),
  ) as T;
}

/** Whether the customer may see amounts (§6 ROLE_VIEW_PRICES). */
export const seesPrices = async (ctx: StoreContext, customer: CustomerRow) =>
  (await rightsOf(ctx.db, customer.id)).has('ROLE_VIEW_PRICES');

/**
 * Issue 26: a user without ROLE_VIEW_PRICES never sees an amount, so the server never sends one —
 * every history answer passes here on its way out.
 */
export const shownAmounts = <T>(prices: boolean, value: T): T => (prices ? value : withoutAmounts(value));

/** Documents that print amounts (offer and invoice PDF, Peppol UBL) are not given to such a user at all. */
export async function requirePrices(ctx: StoreContext, customer: CustomerRow) {
  if (!(await seesPrices(ctx, customer))) throw errors.forbidden('ROLE_VIEW_PRICES');
}
