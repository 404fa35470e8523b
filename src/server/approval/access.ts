import { eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { customerOrder } from '../db/schema/index.ts';
import type { CustomerRow } from '../http/context.ts';
import { ApiError, errors } from '../http/errors.ts';

/**
 * Orders of the approver's company, of users they approve: an approver of the order's flow
 * (order_flow_approver) or of its order reference (order_reference_approver). Nobody decides their own
 * order. `o` is the alias of customer_order.
 */
export const approvedBy = (me: CustomerRow): SQL =>
  sql`o.company_id = ${me.companyId} and (
    exists (select 1 from order_flow_approver a where a.flow_id = o.flow_id and a.customer_id = ${me.id})
    or exists (select 1 from order_reference_approver a
      where a.order_reference_id = o.order_reference_id and a.customer_id = ${me.id}))`;

export type OrderRow = typeof customerOrder.$inferSelect;

/**
 * Locks a pending order the approver may decide, inside the caller's transaction. The row lock makes
 * two approvers deciding the same order at once wait for each other: the second then finds it decided
 * (409). Another company's order, or one of a user they do not approve, does not exist (404).
 */
export async function lockDecidable(tx: Db, me: CustomerRow, id: string): Promise<OrderRow> {
  const [locked] = await queryRows<{ id: string }>(
    tx,
    sql`select id from customer_order where id = ${id} and company_id = ${me.companyId} for update`,
  );
  const [allowed] = locked
    ? await queryRows<{ id: string }>(
        tx,
        sql`select o.id from customer_order o where o.id = ${id} and ${approvedBy(me)}`,
      )
    : [];
  if (!allowed) throw errors.notFound('Order', id);
  const [row] = await tx.select().from(customerOrder).where(eq(customerOrder.id, id));
  const order = row as OrderRow;
  if (order.customerId === me.id) {
    throw new ApiError(403, 'B2B__APPROVAL_OWN_ORDER', 'Nobody approves their own order.', {
      orderNumber: order.orderNumber,
    });
  }
  if (order.status !== 'pending') {
    throw new ApiError(409, 'B2B__ORDER_ALREADY_DECIDED', 'The order was already decided.', {
      orderNumber: order.orderNumber,
      status: order.status,
    });
  }
  return order;
}
