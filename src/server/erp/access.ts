import type { FeatureFlag } from '../../shared/rights.ts';
import type { CustomerRow, StoreContext } from '../http/context.ts';
import { rightsOf } from '../http/context.ts';
import { ApiError, errors } from '../http/errors.ts';
import type { ErpAdapter, ErpScope } from './adapter.ts';
import { tableErp } from './tables.ts';

/** The ERP this shop talks to; a real connector is wired in here. */
export const erpOf = (ctx: StoreContext): ErpAdapter => tableErp(ctx.db);

/**
 * §6 gate of the order history, checked on every call: logged in (else 401), the shop's
 * DISPLAY_ORDER_HISTORY flag (else 404: the feature does not exist), ROLE_MANAGE_ORDER_HISTORY (else
 * 403). ROLE_MANAGE_COMPANY_ORDER_HISTORY widens the scope from the user's own orders to the company's.
 */
export async function historyAccess(ctx: StoreContext, extra: 'ROLE_PLACE_ORDERS' | null = null) {
  return gate(ctx, ['DISPLAY_ORDER_HISTORY'], extra);
}

/** The shop's own orders (§6 module "native order history") need MODULE_NATIVE_ORDER_HISTORY as well. */
export async function nativeHistoryAccess(ctx: StoreContext, extra: 'ROLE_PLACE_ORDERS' | null = null) {
  return gate(ctx, ['DISPLAY_ORDER_HISTORY', 'MODULE_NATIVE_ORDER_HISTORY'], extra);
}

async function gate(ctx: StoreContext, flags: FeatureFlag[], extra: 'ROLE_PLACE_ORDERS' | null) {
  const customer = ctx.customer;
  if (!customer) throw new ApiError(401, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', 'Customer is not logged in.');
  const off = flags.find((flag) => ctx.salesChannel.featureFlags[flag] !== true);
  if (off)
    throw new ApiError(404, 'B2B__FEATURE_DISABLED', 'The order history is not available.', { flag: off });
  const rights = await rightsOf(ctx.db, customer.id);
  if (!rights.has('ROLE_MANAGE_ORDER_HISTORY')) throw errors.forbidden('ROLE_MANAGE_ORDER_HISTORY');
  if (extra && !rights.has(extra)) throw errors.forbidden(extra);
  return { customer, scope: orderScope(customer, rights), prices: rights.has('ROLE_VIEW_PRICES') };
}

/** The orders a user may read: their own, or the company's with ROLE_MANAGE_COMPANY_ORDER_HISTORY. */
export function orderScope(customer: CustomerRow, rights: Set<string>): ErpScope {
  const companyWide = rights.has('ROLE_MANAGE_COMPANY_ORDER_HISTORY');
  return { companyId: customer.companyId, customerId: companyWide ? null : customer.id };
}
