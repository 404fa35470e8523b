import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { customerOrder } from '../db/schema/index.ts';
import type { CustomerRow } from '../http/context.ts';
import { ApiError, errors } from '../http/errors.ts';
import { decidedBy } from './deciders.ts';

export type OrderRow = typeof customerOrder.$inferSelect;

/**
 * Locks a pending order the caller decides (deciders.ts), inside the caller's transaction. The row lock
 * makes two approvers deciding the same order at once wait for each other: the second then finds it
 * decided (409). Their own order, which others decide, is 403; another company's order, or one they do
 * not decide, does not exist (404).
 */
export async function lockDecidable(tx: Db, me: CustomerRow, id: string): Promise<OrderRow> {
  const [locked] = await queryRows<{ id: string; mine: boolean; allowed: boolean }>(
    tx,
    sql`select o.id, o.customer_id is not distinct from ${me.id}::uuid as mine, (${decidedBy(me)}) as allowed
      from customer_order o where o.id = ${id} and o.company_id = ${me.companyId} for update`,
  );
  if (!locked?.allowed) {
    if (!locked?.mine) throw errors.notFound('Order', id);
    const [own] = await tx.select().from(customerOrder).where(eq(customerOrder.id, id));
    throw new ApiError(403, 'B2B__APPROVAL_OWN_ORDER', 'Your own order is decided by its approvers.', {
      orderNumber: own?.orderNumber,
    });
  }
  const [row] = await tx.select().from(customerOrder).where(eq(customerOrder.id, id));
  const order = row as OrderRow;
  if (order.status !== 'pending') {
    throw new ApiError(409, 'B2B__ORDER_ALREADY_DECIDED', 'The order was already decided.', {
      orderNumber: order.orderNumber,
      status: order.status,
    });
  }
  return order;
}
