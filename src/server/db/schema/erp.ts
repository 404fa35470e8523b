import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { company, customer } from './customer.ts';
import type { OrderAddressSnapshot } from './order.ts';

/**
 * The ERP's order history (issue 15), kept apart from the shop's own orders (`customer_order`): the
 * demo seeds it, a real ERP connector replaces `src/server/erp/adapter.ts`. Amounts are integer
 * thousandths of a euro, quantities thousandths of a unit, like the shop's orders.
 * status: one of the 12 §4 order statuses (ERP_ORDER_STATUSES).
 * An ERP order is identified by firm and order number (§2 /account/orders/details/:orderNumber/:firm/:warehouse?).
 */
export const erpOrder = pgTable(
  'erp_order',
  {
    id: uuid().primaryKey(),
    companyId: uuid()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    /** The shop user who ordered; null for orders placed by phone, mail or EDI. */
    customerId: uuid().references(() => customer.id, { onDelete: 'set null' }),
    firm: varchar({ length: 8 }).notNull(),
    warehouse: varchar({ length: 16 }),
    orderNumber: varchar({ length: 20 }).notNull(),
    orderDate: date({ mode: 'string' }).notNull(),
    status: varchar({ length: 24 }).notNull(),
    /** phone | mail | webshop | edi | counter */
    orderType: varchar({ length: 16 }).notNull(),
    customerReference: text(),
    orderReference: text(),
    referenceSuffix: varchar({ length: 64 }),
    fileNumber: varchar({ length: 64 }),
    remark: text(),
    lineCount: integer().notNull(),
    /** Goods plus delivery and additional cost, without VAT; total with VAT. */
    amountNet: bigint({ mode: 'number' }).notNull(),
    amountTotal: bigint({ mode: 'number' }).notNull(),
    deliveryCost: bigint({ mode: 'number' }).notNull().default(0),
    additionalCost: bigint({ mode: 'number' }).notNull().default(0),
    deliveryAddress: jsonb().$type<OrderAddressSnapshot>(),
    billingAddress: jsonb().$type<OrderAddressSnapshot>(),
  },
  (t) => [
    unique('erp_order_number_unique').on(t.firm, t.orderNumber),
    // The history pages newest first, per company (company-wide right) or per user (own orders).
    index('erp_order_company_date_idx').on(t.companyId, t.orderDate.desc(), t.orderNumber.desc()),
    index('erp_order_customer_date_idx').on(t.customerId, t.orderDate.desc(), t.orderNumber.desc()),
  ],
);

/** An ERP invoice (§3 Invoice) of one order; its lines point to it. Links are absolute URLs or shop paths. */
export const erpInvoice = pgTable(
  'erp_invoice',
  {
    id: uuid().primaryKey(),
    companyId: uuid()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    orderId: uuid()
      .notNull()
      .references(() => erpOrder.id, { onDelete: 'cascade' }),
    invoiceNumber: varchar({ length: 20 }).notNull().unique(),
    invoiceDate: date({ mode: 'string' }).notNull(),
    orderNumber: varchar({ length: 20 }).notNull(),
    customerReference: text(),
    invoiceUrl: text(),
    deliveryProofUrl: text(),
    shippingNoteNumber: varchar({ length: 20 }),
    amountNet: bigint({ mode: 'number' }).notNull(),
    amountTotal: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    index('erp_invoice_company_date_idx').on(t.companyId, t.invoiceDate.desc(), t.invoiceNumber.desc()),
    index('erp_invoice_order_idx').on(t.orderId),
  ],
);

/** A delivery (shipment) of an ERP order with its shipping method and shipping note. */
export const erpDelivery = pgTable(
  'erp_delivery',
  {
    id: uuid().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => erpOrder.id, { onDelete: 'cascade' }),
    shippingNoteNumber: varchar({ length: 20 }).notNull(),
    /** courier | own-transport | pickup | pallet */
    shippingMethod: varchar({ length: 24 }).notNull(),
    /** open | shipped | delivered */
    state: varchar({ length: 16 }).notNull(),
    shippedAt: date({ mode: 'string' }),
    trackingNumber: varchar({ length: 40 }),
  },
  (t) => [index('erp_delivery_order_idx').on(t.orderId)],
);

/** A payment transaction of an ERP order (newest first in the detail) with its payment method. */
export const erpTransaction = pgTable(
  'erp_transaction',
  {
    id: uuid().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => erpOrder.id, { onDelete: 'cascade' }),
    /** invoice | prepayment | credit-card | direct-debit */
    paymentMethod: varchar({ length: 24 }).notNull(),
    /** open | paid | cancelled | refunded */
    state: varchar({ length: 16 }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('erp_transaction_order_idx').on(t.orderId, t.createdAt.desc())],
);

/** §3 Order line of an ERP order; invoice and delivery are set once the line is invoiced or shipped. */
export const erpOrderLine = pgTable(
  'erp_order_line',
  {
    id: uuid().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => erpOrder.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    articleNumber: varchar({ length: 64 }).notNull(),
    name: text().notNull(),
    description: text(),
    quantityMilli: bigint({ mode: 'number' }).notNull(),
    unit: varchar({ length: 8 }).notNull(),
    unitPrice: bigint({ mode: 'number' }).notNull(),
    totalPrice: bigint({ mode: 'number' }).notNull(),
    deliveryDate: date({ mode: 'string' }),
    customerArticleNumber: varchar({ length: 64 }),
    invoiceId: uuid().references(() => erpInvoice.id, { onDelete: 'set null' }),
    deliveryId: uuid().references(() => erpDelivery.id, { onDelete: 'set null' }),
    /** The carrier's parcel number. */
    sendingNumber: varchar({ length: 40 }),
  },
  (t) => [
    index('erp_order_line_order_idx').on(t.orderId, t.position),
    // The article-number filter: orders holding an article, by our number or the customer's (a BitmapOr).
    index('erp_order_line_article_idx').on(t.articleNumber, t.orderId),
    index('erp_order_line_customer_article_idx').on(t.customerArticleNumber, t.orderId),
  ],
);
