import { sql } from 'drizzle-orm';
import { decidedBy } from '../approval/deciders.ts';
import { queryRows } from '../db/client.ts';
import type { CustomerRow, StoreContext } from '../http/context.ts';

interface PendingRow {
  id: string;
  orderNumber: string;
  amountNet: string;
  createdAt: string;
  flowId: string | null;
  flowName: string | null;
  firstName: string | null;
  lastName: string | null;
}

/**
 * §7 GET order-flow/pending: the orders waiting for the caller's decision — those the approvals list
 * shows (approval/deciders.ts). The dashboard shows how many.
 */
export async function pendingForApprover(ctx: StoreContext, current: CustomerRow, limit: number) {
  const where = sql`o.status = 'pending' and ${decidedBy(current)}`;
  const [count] = await queryRows<{ total: number }>(
    ctx.db,
    sql`select count(*)::int as total from customer_order o where ${where}`,
  );
  const rows = await queryRows<PendingRow>(
    ctx.db,
    sql`select o.id, o.order_number as "orderNumber", o.amount_net as "amountNet", o.created_at as "createdAt",
        f.id as "flowId", f.name as "flowName", c.first_name as "firstName", c.last_name as "lastName"
      from customer_order o left join order_flow f on f.id = o.flow_id left join customer c on c.id = o.customer_id
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
