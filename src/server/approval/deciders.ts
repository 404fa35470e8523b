import { type SQL, sql } from 'drizzle-orm';
import { type CustomerRow, requireCustomer, requireRight, type StoreContext } from '../http/context.ts';

/**
 * Who decides a pending order (docs/ordering.md "Approvals"). `o` is the alias of customer_order.
 *
 * 1. The approvers named by what sent the order to approval — its flow (approval_reason
 *    flow-approve-from) or its order reference (reference-approve-from) — who can decide now: active,
 *    holding ROLE_APPROVE_ORDER_FLOWS, and not the orderer.
 * 2. Nobody left (none named, all deactivated, removed or without the right, or only the orderer):
 *    the company's active lead buyers other than the orderer.
 * 3. The orderer is the company's only active lead buyer: they decide their own order, as nobody is
 *    above them.
 * An approver named on another flow or reference decides nothing here: approvals belong to the order.
 */

/** Customers named by the flow or reference that sent `o` to approval. */
const named = sql`(select a.customer_id from order_flow_approver a
    where o.approval_reason is distinct from 'reference-approve-from' and a.flow_id = o.flow_id
  union all select a.customer_id from order_reference_approver a
    where o.approval_reason = 'reference-approve-from' and a.order_reference_id = o.order_reference_id)`;

/** `id` can decide as a named approver of `o` today. */
const canApprove = (id: SQL) => sql`${id} is distinct from o.customer_id and exists (
  select 1 from customer c join customer_right r on r.customer_id = c.id
  where c.id = ${id} and c.active and c.company_id = o.company_id
    and r.code = 'ROLE_APPROVE_ORDER_FLOWS' and r.enabled)`;

const namedDeciderExists = sql`exists (select 1 from ${named} n where ${canApprove(sql`n.customer_id`)})`;

const activeLead = (id: SQL) =>
  sql`exists (select 1 from customer l where l.id = ${id} and l.company_id = o.company_id and l.active and l.lead_buyer)`;

/** `o` is an order of the caller's company that the caller decides (whatever its status). */
export const decidedBy = (me: CustomerRow): SQL => {
  const id = sql`${me.id}::uuid`;
  return sql`o.company_id = ${me.companyId} and (
    (exists (select 1 from ${named} n where n.customer_id = ${id}) and ${canApprove(id)})
    or (not ${namedDeciderExists} and ${activeLead(id)} and (o.customer_id is distinct from ${id}
      or not exists (select 1 from customer l where l.company_id = o.company_id and l.active
        and l.lead_buyer and l.id <> ${id}))))`;
};

/**
 * The approvals calls: approvers hold ROLE_APPROVE_ORDER_FLOWS; a lead buyer may call them without it,
 * as the one who decides when no approver can (what they see is narrowed by decidedBy).
 */
export async function requireDecider(ctx: StoreContext): Promise<CustomerRow> {
  const current = requireCustomer(ctx);
  return current.leadBuyer ? current : requireRight(ctx, 'ROLE_APPROVE_ORDER_FLOWS');
}
