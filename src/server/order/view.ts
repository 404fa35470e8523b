import { and, asc, eq } from 'drizzle-orm';
import type { Order } from '../../api/cart-types.ts';
import { euroAmount as eur, euroPrice } from '../../shared/money.ts';
import { pickupView } from '../checkout/pickup.ts';
import type { Db } from '../db/client.ts';
import { customerOrder, orderLineItem } from '../db/schema/index.ts';
import { errors } from '../http/errors.ts';

/**
 * One order of the caller's company (§3 Order with its lines); other companies' orders do not exist,
 * nor, with `customerId`, other users' orders.
 */
export async function orderView(
  db: Db,
  companyId: string,
  id: string,
  customerId: string | null = null,
): Promise<Order> {
  const [row] = await db
    .select()
    .from(customerOrder)
    .where(
      and(
        eq(customerOrder.id, id),
        eq(customerOrder.companyId, companyId),
        customerId ? eq(customerOrder.customerId, customerId) : undefined,
      ),
    );
  if (!row) throw errors.notFound('Order', id);
  const lines = await db
    .select()
    .from(orderLineItem)
    .where(eq(orderLineItem.orderId, id))
    .orderBy(asc(orderLineItem.position));
  return {
    apiAlias: 'order',
    id: row.id,
    orderNumber: row.orderNumber,
    orderDateTime: row.createdAt.toISOString(),
    status: row.status,
    orderReferenceId: row.orderReferenceId,
    orderReference: row.orderReferenceName,
    orderReferenceSuffix: row.orderReferenceSuffix,
    fileNumber: row.fileNumber,
    customerComment: row.customerComment,
    shippingOption: row.shippingOption,
    shippingMethod: row.shippingMethod,
    shippingDate: row.shippingDate,
    paymentMethod: row.paymentMethod,
    // Named in the order's language, like its mails.
    pickupLocation:
      row.pickupPlace && row.pickupLocationId
        ? pickupView(row.pickupPlace, row.locale, row.pickupLocationId)
        : null,
    deliveryAddress: row.deliveryAddress,
    billingAddress: row.billingAddress,
    amountNet: eur(row.amountNet),
    amountTotal: eur(row.amountTotal),
    shippingTotal: eur(row.shippingTotal),
    additionalCost: eur(row.additionalCost),
    discount: eur(row.discount),
    approvalReason: row.approvalReason,
    lineItems: lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      articleNumber: l.productNumber,
      name: l.label,
      quantity: l.quantityMilli / 1000,
      unit: l.unit,
      unitPrice: euroPrice(l.unitPrice),
      totalPrice: eur(l.totalPrice),
      comment: l.comment,
      customerArticleNumber: l.customerSku,
    })),
  };
}
