import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customerOrder } from '../db/schema/index.ts';
import type { CustomerRow, StoreContext } from '../http/context.ts';
import { ApiError, errors } from '../http/errors.ts';

/**
 * POST /b2b/order/withdraw: the person who placed a pending order takes it back. It becomes cancelled,
 * which holds no budget (budget/period.ts SPENDING_STATUSES), so its reservation is free at once. The
 * row lock orders it against an approver deciding the same order: whoever comes second finds it
 * decided (409). Anyone else's order does not exist for this call (404).
 */
export async function withdrawOrder(ctx: StoreContext, me: CustomerRow, orderNumber: string) {
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [order] = await tx
      .select({ id: customerOrder.id, status: customerOrder.status })
      .from(customerOrder)
      .where(
        and(
          eq(customerOrder.orderNumber, orderNumber),
          eq(customerOrder.companyId, me.companyId),
          eq(customerOrder.customerId, me.id),
        ),
      )
      .for('update');
    if (!order) throw errors.notFound('Order', orderNumber);
    if (order.status !== 'pending') {
      throw new ApiError(409, 'B2B__ORDER_ALREADY_DECIDED', 'The order was already decided.', {
        orderNumber,
        status: order.status,
      });
    }
    await tx.update(customerOrder).set({ status: 'cancelled' }).where(eq(customerOrder.id, order.id));
    return { apiAlias: 'b2b_order_withdrawal', id: order.id, orderNumber, status: 'cancelled' };
  });
}
