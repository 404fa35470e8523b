import { sql } from 'drizzle-orm';
import type { Right } from '../../shared/rights.ts';
import { type Db, queryRows } from '../db/client.ts';

/** A colleague the buyer can ask to raise a budget. */
export interface BudgetContact {
  name: string;
  email: string;
}

/**
 * Who can raise a budget the cart exceeds (docs/ordering.md "Budgets"): the company's active
 * users holding the right that edits it (ROLE_MANAGE_ORDER_FLOWS for a flow, ROLE_MANAGE_ORDER_REFERENCES
 * for a reference) and its active lead buyers, never the buyer themself. Only asked once a budget is
 * exceeded, so a cart within budget costs no query and names nobody.
 */
export async function budgetRaisers(
  db: Db,
  companyId: string,
  right: Right,
  buyerId: string,
): Promise<BudgetContact[]> {
  return queryRows<BudgetContact>(
    db,
    sql`select c.first_name || ' ' || c.last_name as name, c.email from customer c
      where c.company_id = ${companyId} and c.active and c.id <> ${buyerId} and (c.lead_buyer or exists (
        select 1 from customer_right r where r.customer_id = c.id and r.code = ${right} and r.enabled))
      order by c.lead_buyer, c.last_name, c.first_name limit 5`,
  );
}
