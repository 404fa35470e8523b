import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import type { CustomerRow, StoreContext } from '../http/context.ts';

interface PendingRow {
  id: string;
  orderNumber: string;
  amountNet: string;
  createdAt: string;
  flowId: string;
  flowName: string;
  firstName: string | null;
  lastName: string | null;
}

/**
 * §7 GET order-flow/pending: the orders waiting for the caller's approval, in the flows they approve
 * (their own company's: a flow's approvers are its users). The dashboard shows how many.
 */
export async function pendingForApprover(ctx: StoreContext, current: CustomerRow, limit: number) {
  const where = sql`o.status = 'pending' and o.company_id = ${current.companyId}
    and exists (select 1 from order_flow_approver a where a.flow_id = o.flow_id and a.customer_id = ${current.id})`;
  const [count] = await queryRows<{ total: number }>(
    ctx.db,
    sql`select count(*)::int as total from customer_order o where ${where}`,
  );
  const rows = await queryRows<PendingRow>(
    ctx.db,
    sql`select o.id, o.order_number as "orderNumber", o.amount_net as "amountNet", o.created_at as "createdAt",
        f.id as "flowId", f.name as "flowName", c.first_name as "firstName", c.last_name as "lastName"
      from customer_order o join order_flow f on f.id = o.flow_id left join customer c on c.id = o.customer_id
      where ${where} order by o.created_at desc limit ${limit}`,
  );
  return {
    apiAlias: 'b2b_order_flow_pending',
    total: count?.total ?? 0,
    elements: rows.map((r) => ({
      ...r,
      amountNet: Number(r.amountNet) / 1000,
      createdAt: new Date(r.createdAt).toISOString(),
    })),
  };
}
