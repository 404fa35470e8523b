import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { flowRemainingSql, periodColumns, periodEnd, periodStart, remainingSql } from './period.ts';

/** A budget as the checkout weighs it. Amounts in thousandths of a euro; dates as ISO timestamps. */
export interface BudgetRow {
  id: string;
  name: string;
  budget: number;
  approveFrom: number | null;
  remaining: number;
  periodStart: string;
  periodEnd: string;
}

const flowColumns = periodColumns('order_flow');
const referenceColumns = periodColumns('order_reference');

/** The active flow of a customer with a budget, and what is left of it for them this period. */
export async function flowBudget(db: Db, customerId: string): Promise<BudgetRow | null> {
  const [row] = await queryRows<BudgetRow>(
    db,
    sql`select order_flow.id, order_flow.name, order_flow.budget::float8 as budget,
        order_flow.approve_from::float8 as "approveFrom", ${flowRemainingSql()}::float8 as remaining,
        ${periodStart(flowColumns)} as "periodStart", ${periodEnd(flowColumns)} as "periodEnd"
      from order_flow join order_flow_customer on order_flow_customer.flow_id = order_flow.id
      where order_flow_customer.customer_id = ${customerId} and order_flow.active
      limit 1`,
  );
  return row ? normalized(row) : null;
}

/**
 * An order reference's budget (shared by everyone booking on it). `lock` takes the row lock that
 * serialises concurrent orders on the same reference (PostgreSQL; PGlite runs one transaction at a time).
 */
export async function referenceBudget(db: Db, referenceId: string, lock = false): Promise<BudgetRow | null> {
  if (lock) await db.execute(sql`select id from order_reference where id = ${referenceId} for update`);
  const [row] = await queryRows<BudgetRow>(
    db,
    sql`select order_reference.id, order_reference.name, order_reference.budget::float8 as budget,
        order_reference.approve_from::float8 as "approveFrom",
        ${remainingSql(sql.raw('order_reference.budget'), referenceColumns, sql.raw('o.order_reference_id = order_reference.id'))}::float8 as remaining,
        ${periodStart(referenceColumns)} as "periodStart", ${periodEnd(referenceColumns)} as "periodEnd"
      from order_reference
      where order_reference.id = ${referenceId} and order_reference.active and order_reference.budget is not null`,
  );
  return row ? normalized(row) : null;
}

const iso = (value: unknown) =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

function normalized(row: BudgetRow): BudgetRow {
  return {
    ...row,
    budget: Number(row.budget),
    approveFrom: row.approveFrom === null ? null : Number(row.approveFrom),
    remaining: Number(row.remaining),
    periodStart: iso(row.periodStart),
    periodEnd: iso(row.periodEnd),
  };
}
