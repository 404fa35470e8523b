import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FeatureFlag, Right } from '../../shared/rights.ts';
import { SHOP_TIME_ZONE } from '../../shared/time-zone.ts';
import { type CustomerRow, requireRight, type StoreContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';

/**
 * §6 gate of a history section on the server: a visitor is 401, a customer without the right 403,
 * and a section whose feature flag is off answers 404 as if it were not there.
 */
export async function requireSection(
  ctx: StoreContext,
  right: Right,
  flag: FeatureFlag,
): Promise<CustomerRow> {
  if (!ctx.customer)
    throw new ApiError(401, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', 'Customer is not logged in.');
  const current = await requireRight(ctx, right);
  if (ctx.salesChannel.featureFlags[flag] !== true) {
    throw new ApiError(404, 'FRAMEWORK__ROUTE_NOT_FOUND', 'This section is switched off.');
  }
  return current;
}

/** The pager of §3 Pagination. */
export const pagerOf = (page: number, limit: number, totalResults: number) => ({
  currentPage: page,
  currentLimit: limit,
  totalResults,
  totalPages: Math.max(1, Math.ceil(totalResults / limit)),
});

/** A timestamp's calendar day in the shop's time zone, as the buyer reads the dates and filters on them. */
export const shopDate = (column: SQLWrapper) =>
  sql`(${column} at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)})::date`;

/** §5 from/to filter on a day column (both ends included). */
export const dateRange = (day: SQL, from: string, to: string) =>
  and(from ? sql`${day} >= ${from}::date` : undefined, to ? sql`${day} <= ${to}::date` : undefined);
