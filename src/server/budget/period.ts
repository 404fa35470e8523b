import { type SQL, sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '../../shared/time-zone.ts';

/**
 * The one definition of a budget period and of what was spent in it (§9 budget periods, §4 budgets),
 * used by checkout, the users list and approvals. Nothing is stored as a counter: the remaining budget
 * is the budget minus the placed and pending orders of the current period, so it cannot drift.
 * Periods are counted in days in the shop's time zone: daily 1, weekly 7, monthly 30, yearly 365, or
 * custom (start date to end date, inclusive). A renewable budget starts again every period from its
 * start date (or the day it was created); a one-off budget lasts one period.
 */

/** Orders in these states hold budget: placed ones and pending ones (reserved while waiting). */
export const SPENDING_STATUSES = ['open', 'pending', 'in_progress', 'shipped', 'invoiced', 'completed'];

/** Columns of a flow or order reference row, by their SQL names, qualified with the table alias. */
export interface PeriodColumns {
  period: SQL;
  startDate: SQL;
  endDate: SQL;
  renewable: SQL;
  createdAt: SQL;
}

export const periodColumns = (alias: string): PeriodColumns => ({
  period: sql.raw(`${alias}.period`),
  startDate: sql.raw(`${alias}.start_date`),
  endDate: sql.raw(`${alias}.end_date`),
  renewable: sql.raw(`${alias}.renewable`),
  createdAt: sql.raw(`${alias}.created_at`),
});

const today = sql.raw(`(now() at time zone '${SHOP_TIME_ZONE}')::date`);
const atShopMidnight = (day: SQL) =>
  sql`((${day})::timestamp at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)})`;

function periodDays(c: PeriodColumns): SQL {
  return sql`(case ${c.period} when 'daily' then 1 when 'weekly' then 7 when 'yearly' then 365 else 30 end)`;
}

/** First day of the current period (a date). */
export function periodStartDay(c: PeriodColumns): SQL {
  const anchor = sql`coalesce(${c.startDate}, (${c.createdAt} at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)})::date)`;
  const days = periodDays(c);
  return sql`(case when ${c.period} = 'custom' then ${anchor}
    when ${c.renewable} then ${anchor} + (greatest(${today} - ${anchor}, 0) / ${days}) * ${days}
    else ${anchor} end)`;
}

/** The day after the current period (exclusive end). */
export function periodEndDay(c: PeriodColumns): SQL {
  return sql`(case when ${c.period} = 'custom' then coalesce(${c.endDate}, ${periodStartDay(c)}) + 1
    else ${periodStartDay(c)} + ${periodDays(c)} end)`;
}

export const periodStart = (c: PeriodColumns) => atShopMidnight(periodStartDay(c));
export const periodEnd = (c: PeriodColumns) => atShopMidnight(periodEndDay(c));

const statuses = sql.raw(SPENDING_STATUSES.map((s) => `'${s}'`).join(','));

/**
 * Net amount of the orders that hold budget in the current period. `owner` narrows the orders: for a
 * flow, the user's own orders in that flow (the budget is per user); for a reference, all its orders.
 */
export function spentSql(c: PeriodColumns, owner: SQL): SQL {
  return sql`coalesce((select sum(o.amount_net) from customer_order o
    where ${owner} and o.status in (${statuses})
      and o.created_at >= ${periodStart(c)} and o.created_at < ${periodEnd(c)}), 0)`;
}

/**
 * Budget left now: nothing outside the period (a one-off or custom budget that ended or not begun); null
 * without a budget (a user in no flow).
 */
export function remainingSql(budget: SQL, c: PeriodColumns, owner: SQL): SQL {
  return sql`(case when ${budget} is null then null when now() >= ${periodStart(c)} and now() < ${periodEnd(c)}
    then ${budget} - ${spentSql(c, owner)} else 0 end)`;
}

/** A user's remaining flow budget, for a query joining `order_flow` and `order_flow_customer`. */
export const flowRemainingSql = () =>
  remainingSql(
    sql.raw('order_flow.budget'),
    periodColumns('order_flow'),
    sql.raw('o.flow_id = order_flow.id and o.customer_id = order_flow_customer.customer_id'),
  );
