import { type SQL, sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '../../shared/time-zone.ts';

/**
 * The one definition of a budget period and of what was spent in it (§9 budget periods, §4 budgets),
 * used by checkout, the users list, the dashboard and approvals. Nothing is stored as a counter: the
 * remaining budget is computed from the placed and pending orders, so it cannot drift.
 * Periods are counted in days in the shop's time zone: daily 1, weekly 7, monthly 30, yearly 365, or
 * custom (start date to end date, inclusive). A renewable budget starts again every period from its
 * start date (or the day it was created); a one-off budget lasts one period. A transferable renewable
 * budget also carries what earlier periods left unused into the current one.
 */

/** Orders in these states hold budget: placed ones and pending ones (reserved while waiting). */
export const SPENDING_STATUSES = ['open', 'pending', 'in_progress', 'shipped', 'invoiced', 'completed'];

/**
 * Columns of a flow or order reference row, by their SQL names, qualified with the table alias, and the
 * moment the budget is weighed at (now; tests pass a fixed timestamp).
 */
export interface PeriodColumns {
  period: SQL;
  startDate: SQL;
  endDate: SQL;
  renewable: SQL;
  transferable: SQL;
  createdAt: SQL;
  at: SQL;
}

export const periodColumns = (alias: string, at: SQL = sql`now()`): PeriodColumns => ({
  period: sql.raw(`${alias}.period`),
  startDate: sql.raw(`${alias}.start_date`),
  endDate: sql.raw(`${alias}.end_date`),
  renewable: sql.raw(`${alias}.renewable`),
  transferable: sql.raw(`${alias}.transferable`),
  createdAt: sql.raw(`${alias}.created_at`),
  at,
});

const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);
const dayOf = (moment: SQL) => sql`((${moment}) at time zone ${zone})::date`;
const atShopMidnight = (day: SQL) => sql`((${day})::timestamp at time zone ${zone})`;

function periodDays(c: PeriodColumns): SQL {
  return sql`(case ${c.period} when 'daily' then 1 when 'weekly' then 7 when 'yearly' then 365 else 30 end)`;
}

/** First day of the first period: the start date, or the day the budget was created. */
const anchorDay = (c: PeriodColumns) => sql`coalesce(${c.startDate}, ${dayOf(c.createdAt)})`;

/** Whole periods between the first one and the current one (0 unless renewable). */
function periodsBefore(c: PeriodColumns): SQL {
  return sql`(case when ${c.period} <> 'custom' and ${c.renewable}
    then greatest(${dayOf(c.at)} - ${anchorDay(c)}, 0) / ${periodDays(c)} else 0 end)`;
}

/** First day of the current period (a date). */
export function periodStartDay(c: PeriodColumns): SQL {
  return sql`(${anchorDay(c)} + ${periodsBefore(c)} * ${periodDays(c)})`;
}

/** The day after the current period (exclusive end). */
export function periodEndDay(c: PeriodColumns): SQL {
  return sql`(case when ${c.period} = 'custom' then coalesce(${c.endDate}, ${periodStartDay(c)}) + 1
    else ${periodStartDay(c)} + ${periodDays(c)} end)`;
}

export const periodStart = (c: PeriodColumns) => atShopMidnight(periodStartDay(c));
export const periodEnd = (c: PeriodColumns) => atShopMidnight(periodEndDay(c));

const statuses = sql.raw(SPENDING_STATUSES.map((s) => `'${s}'`).join(','));

/** Net amount of the orders of `owner` that hold budget from `from` (inclusive) to `to` (exclusive). */
function spentBetween(owner: SQL, from: SQL, to: SQL): SQL {
  return sql`coalesce((select sum(o.amount_net) from customer_order o
    where ${owner} and o.status in (${statuses}) and o.created_at >= ${from} and o.created_at < ${to}), 0)`;
}

/**
 * Net amount of the orders that hold budget in the current period. `owner` narrows the orders: for a
 * flow, the user's own orders in that flow (the budget is per user); for a reference, all its orders.
 */
export const spentSql = (c: PeriodColumns, owner: SQL): SQL =>
  spentBetween(owner, periodStart(c), periodEnd(c));

/**
 * Unused budget of the earlier periods of a transferable renewable budget: each earlier period's budget
 * minus what was spent before the current period, never below 0 (an overspent past takes nothing away).
 */
function carriedSql(budget: SQL, c: PeriodColumns, owner: SQL): SQL {
  return sql`(case when ${c.transferable} then greatest(${budget} * ${periodsBefore(c)}
    - ${spentBetween(owner, atShopMidnight(anchorDay(c)), periodStart(c))}, 0) else 0 end)`;
}

/**
 * Budget left at the moment `c.at`: budget (+ carried over) − placed − pending orders of the period;
 * nothing outside the period (a one-off or custom budget that ended or not begun); null without a budget.
 */
export function remainingSql(budget: SQL, c: PeriodColumns, owner: SQL): SQL {
  return sql`(case when ${budget} is null then null when ${c.at} >= ${periodStart(c)} and ${c.at} < ${periodEnd(c)}
    then ${budget} + ${carriedSql(budget, c, owner)} - ${spentSql(c, owner)} else 0 end)`;
}

/** A user's remaining flow budget, for a query joining `order_flow` and `order_flow_customer`. */
export const flowRemainingSql = () =>
  remainingSql(
    sql.raw('order_flow.budget'),
    periodColumns('order_flow'),
    sql.raw('o.flow_id = order_flow.id and o.customer_id = order_flow_customer.customer_id'),
  );
