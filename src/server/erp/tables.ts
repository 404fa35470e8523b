import { and, asc, desc, eq, exists, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { ErpOrderDetail, ErpOrderSummary, OrderHistoryFilter } from '../../api/erp-types.ts';
import type { ErpOrderStatus } from '../../shared/erp-orders.ts';
import { euroAmount as eur, euroPrice } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import {
  customer,
  erpDelivery,
  erpInvoice,
  erpOrder,
  erpOrderLine,
  erpTransaction,
} from '../db/schema/index.ts';
import { containsPattern } from '../http/criteria.ts';
import type { ErpAdapter, ErpOrderKey, ErpScope } from './adapter.ts';

const SORT_COLUMNS = {
  orderDate: erpOrder.orderDate,
  orderNumber: erpOrder.orderNumber,
  amountTotal: erpOrder.amountTotal,
  status: erpOrder.status,
} as const;

function scopeWhere(scope: ErpScope): SQL | undefined {
  return and(
    eq(erpOrder.companyId, scope.companyId),
    scope.customerId ? eq(erpOrder.customerId, scope.customerId) : undefined,
  );
}

function filterWhere(scope: ErpScope, f: OrderHistoryFilter): SQL | undefined {
  // Numbers are compared without case: an ERP may keep them in lower case, and a buyer types either.
  const article = f.articleNumber?.trim().toUpperCase();
  const reference = f.reference?.trim();
  return and(
    scopeWhere(scope),
    f.statuses.length ? inArray(erpOrder.status, f.statuses) : undefined,
    f.from ? gte(erpOrder.orderDate, f.from) : undefined,
    f.to ? lte(erpOrder.orderDate, f.to) : undefined,
    reference
      ? or(
          ilike(erpOrder.customerReference, containsPattern(reference)),
          ilike(erpOrder.orderReference, containsPattern(reference)),
        )
      : undefined,
    article
      ? exists(
          sql`(select 1 from ${erpOrderLine} where ${erpOrderLine.orderId} = ${erpOrder.id}
               and (upper(${erpOrderLine.articleNumber}) = ${article} or upper(${erpOrderLine.customerArticleNumber}) = ${article}))`,
        )
      : undefined,
  );
}

const summaryColumns = {
  id: erpOrder.id,
  orderNumber: erpOrder.orderNumber,
  firm: erpOrder.firm,
  warehouse: erpOrder.warehouse,
  orderDate: erpOrder.orderDate,
  status: erpOrder.status,
  orderType: erpOrder.orderType,
  customerReference: erpOrder.customerReference,
  orderReference: erpOrder.orderReference,
  lineCount: erpOrder.lineCount,
  amountNet: erpOrder.amountNet,
  amountTotal: erpOrder.amountTotal,
  firstName: customer.firstName,
  lastName: customer.lastName,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] | null };

const summary = (r: SummaryRow): ErpOrderSummary => ({
  apiAlias: 'b2b_erp_order',
  orderNumber: r.orderNumber as string,
  firm: r.firm as string,
  warehouse: r.warehouse,
  orderDate: r.orderDate as string,
  status: r.status as ErpOrderStatus,
  orderType: r.orderType as string,
  customerReference: r.customerReference,
  orderReference: r.orderReference,
  lineCount: r.lineCount as number,
  amountNet: eur(r.amountNet as number),
  amountTotal: eur(r.amountTotal as number),
  customerName: r.firstName ? `${r.firstName} ${r.lastName}` : null,
});

/** The ERP adapter over the erp_* tables (the demo's ERP). */
export function tableErp(db: Db): ErpAdapter {
  return {
    async listOrders(scope, f) {
      const where = filterWhere(scope, f);
      const direction = f.order === 'asc' ? asc : desc;
      // The index erp_order_{company,customer}_date_idx serves the default order (date, number).
      const tieBreak = f.sort === 'orderNumber' ? [] : [direction(erpOrder.orderNumber)];
      const [rows, [count]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(erpOrder)
          .leftJoin(customer, eq(customer.id, erpOrder.customerId))
          .where(where)
          .orderBy(direction(SORT_COLUMNS[f.sort]), ...tieBreak)
          .limit(f.limit)
          .offset((f.page - 1) * f.limit),
        db.select({ total: sql<number>`count(*)::int` }).from(erpOrder).where(where),
      ]);
      return { elements: rows.map(summary), page: f.page, limit: f.limit, total: count?.total ?? 0 };
    },

    async getOrder(scope, key) {
      const [row] = await db
        .select({ ...summaryColumns, order: erpOrder })
        .from(erpOrder)
        .leftJoin(customer, eq(customer.id, erpOrder.customerId))
        .where(and(scopeWhere(scope), keyWhere(key)))
        // §9 order details limit 1: a number without firm takes the newest match.
        .orderBy(desc(erpOrder.orderDate))
        .limit(1);
      if (!row) return null;
      return detail(db, summary(row), row.order);
    },
  };
}

const keyWhere = (key: ErpOrderKey) =>
  and(
    eq(erpOrder.orderNumber, key.orderNumber),
    key.firm ? eq(erpOrder.firm, key.firm) : undefined,
    key.warehouse ? eq(erpOrder.warehouse, key.warehouse) : undefined,
  );

async function detail(
  db: Db,
  head: ErpOrderSummary,
  order: typeof erpOrder.$inferSelect,
): Promise<ErpOrderDetail> {
  const [lines, invoices, transactions, deliveries] = await Promise.all([
    db
      .select({
        line: erpOrderLine,
        invoiceNumber: erpInvoice.invoiceNumber,
        invoiceDate: erpInvoice.invoiceDate,
        shippingNoteNumber: erpDelivery.shippingNoteNumber,
      })
      .from(erpOrderLine)
      .leftJoin(erpInvoice, eq(erpInvoice.id, erpOrderLine.invoiceId))
      .leftJoin(erpDelivery, eq(erpDelivery.id, erpOrderLine.deliveryId))
      .where(eq(erpOrderLine.orderId, order.id))
      .orderBy(asc(erpOrderLine.position)),
    db.select().from(erpInvoice).where(eq(erpInvoice.orderId, order.id)).orderBy(asc(erpInvoice.invoiceDate)),
    db
      .select()
      .from(erpTransaction)
      .where(eq(erpTransaction.orderId, order.id))
      .orderBy(desc(erpTransaction.createdAt)),
    db
      .select()
      .from(erpDelivery)
      .where(eq(erpDelivery.orderId, order.id))
      .orderBy(asc(erpDelivery.shippedAt)),
  ]);
  return {
    ...head,
    referenceSuffix: order.referenceSuffix,
    fileNumber: order.fileNumber,
    remark: order.remark,
    deliveryCost: eur(order.deliveryCost),
    additionalCost: eur(order.additionalCost),
    deliveryAddress: order.deliveryAddress,
    billingAddress: order.billingAddress,
    lineItems: lines.map(({ line, invoiceNumber, invoiceDate, shippingNoteNumber }) => ({
      position: line.position,
      articleNumber: line.articleNumber,
      name: line.name,
      description: line.description,
      quantity: line.quantityMilli / 1000,
      unit: line.unit,
      unitPrice: euroPrice(line.unitPrice),
      totalPrice: eur(line.totalPrice),
      deliveryDate: line.deliveryDate,
      customerArticleNumber: line.customerArticleNumber,
      invoiceNumber,
      invoiceDate,
      shippingNoteNumber,
      sendingNumber: line.sendingNumber,
    })),
    invoices: invoices.map((i) => ({
      invoiceNumber: i.invoiceNumber,
      invoiceDate: i.invoiceDate,
      invoiceUrl: i.invoiceUrl,
      deliveryProofUrl: i.deliveryProofUrl,
      shippingNoteNumber: i.shippingNoteNumber,
    })),
    transactions: transactions.map((t) => ({
      paymentMethod: t.paymentMethod,
      state: t.state,
      amount: eur(t.amount),
      createdAt: t.createdAt.toISOString(),
    })),
    deliveries: deliveries.map((d) => ({
      shippingNoteNumber: d.shippingNoteNumber,
      shippingMethod: d.shippingMethod,
      state: d.state,
      shippedAt: d.shippedAt,
      trackingNumber: d.trackingNumber,
    })),
  };
}
