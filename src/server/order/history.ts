import { and, asc, desc, eq, exists, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { ErpOrderDetail, ErpOrderSummary, OrderHistoryFilter } from '../../api/erp-types.ts';
import type { ErpOrderStatus } from '../../shared/erp-orders.ts';
import { euroAmount as eur } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import { customer, customerOrder, orderLineItem } from '../db/schema/index.ts';
import type { ErpScope } from '../erp/adapter.ts';
import { containsPattern } from '../http/criteria.ts';
import { orderView } from './view.ts';

// The shop's own orders (§7 GET /sw/order/history, "native order history") in the shape of the ERP's,
// so one list and one detail page show both. They have no firm or warehouse until the ERP takes them over.

const SORT_COLUMNS = {
  orderDate: customerOrder.createdAt,
  orderNumber: customerOrder.orderNumber,
  amountTotal: customerOrder.amountTotal,
  status: customerOrder.status,
} as const;

const scopeWhere = (scope: ErpScope) =>
  and(
    eq(customerOrder.companyId, scope.companyId),
    scope.customerId ? eq(customerOrder.customerId, scope.customerId) : undefined,
  );

/** Shopware's state names (the ERP's transitions) as the account area's, which are camel case. */
const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const erpStatus = (status: string) => camel(status) as ErpOrderStatus;
const shopStatus = (status: string) => status.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Calendar days in the shop's time zone, as the ERP dates its orders. */
const orderDay = sql<string>`to_char(${customerOrder.createdAt} at time zone 'Europe/Brussels', 'YYYY-MM-DD')`;

function filterWhere(scope: ErpScope, f: OrderHistoryFilter): SQL | undefined {
  // Numbers are compared without case: an ERP may keep them in lower case, and a buyer types either.
  const article = f.articleNumber?.trim().toUpperCase();
  const reference = f.reference?.trim();
  return and(
    scopeWhere(scope),
    f.statuses.length ? inArray(customerOrder.status, f.statuses.map(shopStatus)) : undefined,
    f.from ? gte(orderDay, f.from) : undefined,
    f.to ? lte(orderDay, f.to) : undefined,
    reference
      ? or(
          ilike(customerOrder.orderReferenceName, containsPattern(reference)),
          ilike(customerOrder.fileNumber, containsPattern(reference)),
        )
      : undefined,
    article
      ? exists(
          sql`(select 1 from ${orderLineItem} where ${orderLineItem.orderId} = ${customerOrder.id}
               and (upper(${orderLineItem.productNumber}) = ${article} or upper(${orderLineItem.customerSku}) = ${article}))`,
        )
      : undefined,
  );
}

export async function listShopOrders(db: Db, scope: ErpScope, f: OrderHistoryFilter) {
  const where = filterWhere(scope, f);
  const direction = f.order === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        order: customerOrder,
        day: orderDay,
        lineCount: sql<number>`(select count(*)::int from ${orderLineItem} where ${orderLineItem.orderId} = ${customerOrder.id})`,
        firstName: customer.firstName,
        lastName: customer.lastName,
      })
      .from(customerOrder)
      .leftJoin(customer, eq(customer.id, customerOrder.customerId))
      .where(where)
      .orderBy(direction(SORT_COLUMNS[f.sort]), direction(customerOrder.orderNumber))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(customerOrder).where(where),
  ]);
  const elements = rows.map(
    (r): ErpOrderSummary => ({
      apiAlias: 'b2b_erp_order',
      orderNumber: r.order.orderNumber,
      firm: null,
      warehouse: null,
      orderDate: r.day,
      status: erpStatus(r.order.status),
      orderType: 'webshop',
      customerReference: r.order.orderReferenceName,
      orderReference: r.order.orderReferenceName,
      lineCount: r.lineCount,
      amountNet: eur(r.order.amountNet),
      amountTotal: eur(r.order.amountTotal),
      customerName: r.firstName ? `${r.firstName} ${r.lastName}` : null,
    }),
  );
  return { elements, page: f.page, limit: f.limit, total: count?.total ?? 0 };
}

/** One shop order by number in the scope, as an order detail (the payment is its one transaction). */
export async function shopOrderDetail(
  db: Db,
  scope: ErpScope,
  orderNumber: string,
): Promise<ErpOrderDetail | null> {
  const [row] = await db
    .select({
      id: customerOrder.id,
      customerId: customerOrder.customerId,
      day: orderDay,
      firstName: customer.firstName,
      lastName: customer.lastName,
      erpOrderNumber: customerOrder.erpOrderNumber,
      deliveryState: customerOrder.deliveryState,
      paymentState: customerOrder.paymentState,
      trackingCodes: customerOrder.trackingCodes,
      shippedAt: customerOrder.shippedAt,
    })
    .from(customerOrder)
    .leftJoin(customer, eq(customer.id, customerOrder.customerId))
    .where(and(scopeWhere(scope), eq(customerOrder.orderNumber, orderNumber)));
  if (!row) return null;
  const o = await orderView(db, scope.companyId, row.id);
  return {
    apiAlias: 'b2b_erp_order',
    orderNumber: o.orderNumber,
    firm: null,
    warehouse: null,
    orderDate: row.day,
    status: erpStatus(o.status),
    erpOrderNumber: row.erpOrderNumber,
    orderType: 'webshop',
    customerReference: o.orderReference,
    orderReference: o.orderReference,
    referenceSuffix: o.orderReferenceSuffix,
    fileNumber: o.fileNumber,
    remark: o.customerComment,
    lineCount: o.lineItems.length,
    amountNet: o.amountNet,
    amountTotal: o.amountTotal,
    deliveryCost: o.shippingTotal,
    additionalCost: o.additionalCost,
    customerName: row.firstName ? `${row.firstName} ${row.lastName}` : null,
    customerId: row.customerId,
    deliveryAddress: o.deliveryAddress,
    pickupLocation: o.pickupLocation,
    billingAddress: o.billingAddress,
    lineItems: o.lineItems.map((l, i) => ({
      position: i + 1,
      articleNumber: l.articleNumber,
      name: l.name,
      description: l.comment,
      quantity: l.quantity,
      unit: l.unit,
      unitPrice: l.unitPrice,
      totalPrice: l.totalPrice,
      deliveryDate: o.shippingDate,
      customerArticleNumber: l.customerArticleNumber,
      invoiceNumber: null,
      invoiceDate: null,
      shippingNoteNumber: null,
      sendingNumber: null,
    })),
    invoices: [],
    transactions: [
      {
        paymentMethod: o.paymentMethod === 'creditcard' ? 'credit-card' : o.paymentMethod,
        state: o.status === 'cancelled' || o.status === 'declined' ? 'cancelled' : camel(row.paymentState),
        amount: o.amountTotal,
        createdAt: o.orderDateTime,
      },
    ],
    // Once the ERP ships (or tracks) it, the order's one delivery (integration/order/routes.ts).
    deliveries:
      row.deliveryState === 'open' && !row.trackingCodes.length
        ? []
        : [
            {
              shippingNoteNumber: row.erpOrderNumber ?? o.orderNumber,
              shippingMethod: o.shippingOption === 'pickup' ? 'pickup' : 'courier',
              state: camel(row.deliveryState),
              shippedAt: row.shippedAt?.toISOString() ?? null,
              trackingNumber: row.trackingCodes.join(', ') || null,
            },
          ],
  };
}
