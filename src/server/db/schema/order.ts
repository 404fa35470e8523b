import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { OrderAddress } from '../../../api/cart-types.ts';
import type { ContactLocation } from '../../../shared/schemas/contact.ts';
import { salesChannel } from './channel.ts';
import { company, customer } from './customer.ts';
import { orderFlow } from './flow.ts';
import { externalContact, orderReference } from './order-reference.ts';

/** Order numbers count up from 100001 on every database (no gaps from retries: one per placed order). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 });

export type OrderAddressSnapshot = OrderAddress;

/**
 * An order (§3 Order). status: open (placed) | pending (waiting for approval; its amount is reserved) |
 * declined | cancelled | in_progress | completed (the ERP's transitions, Shopware's order states). Amounts are integer thousandths of a euro.
 * (customerId, idempotencyKey) is unique: a retried placement returns the first order.
 */
export const customerOrder = pgTable(
  'customer_order',
  {
    id: uuid().primaryKey(),
    orderNumber: varchar({ length: 16 }).notNull().unique(),
    salesChannelId: uuid()
      .notNull()
      .references(() => salesChannel.id),
    companyId: uuid()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    customerId: uuid().references(() => customer.id, { onDelete: 'set null' }),
    locale: varchar({ length: 10 }).notNull(),
    status: varchar({ length: 16 }).notNull(),
    idempotencyKey: varchar({ length: 128 }),
    flowId: uuid().references(() => orderFlow.id, { onDelete: 'set null' }),
    orderReferenceId: uuid().references(() => orderReference.id, { onDelete: 'set null' }),
    orderReferenceName: text(),
    orderReferenceSuffix: varchar({ length: 64 }),
    fileNumber: varchar({ length: 64 }),
    customerComment: text(),
    shippingOption: varchar({ length: 16 }).notNull(),
    shippingMethod: varchar({ length: 16 }).notNull(),
    shippingDate: date(),
    paymentMethod: varchar({ length: 16 }).notNull(),
    pickupLocationId: uuid(),
    /** The pickup point as it was when ordered (the sales channel's contact data can change). */
    pickupPlace: jsonb().$type<ContactLocation>(),
    externalContactId: uuid().references(() => externalContact.id, { onDelete: 'set null' }),
    deliveryAddress: jsonb().$type<OrderAddressSnapshot>(),
    billingAddress: jsonb().$type<OrderAddressSnapshot>(),
    /** Goods after discount plus shipping and additional cost, without VAT. */
    amountNet: bigint({ mode: 'number' }).notNull(),
    amountTotal: bigint({ mode: 'number' }).notNull(),
    shippingTotal: bigint({ mode: 'number' }).notNull().default(0),
    additionalCost: bigint({ mode: 'number' }).notNull().default(0),
    discount: bigint({ mode: 'number' }).notNull().default(0),
    /** Why the order waits for approval: approveFrom (flow or reference). */
    approvalReason: varchar({ length: 32 }),
    /** The cart as it was ordered (§4: creating the order stores a copy of the cart). */
    cartCopy: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The staff user who placed the order on the customer's behalf (/loginascustomer), else null. */
    impersonatorId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The ERP's side (issue 30): its order number, and its delivery and payment as Shopware's states. */
    erpOrderNumber: varchar({ length: 64 }),
    deliveryId: uuid().notNull().default(sql`gen_random_uuid()`),
    deliveryState: varchar({ length: 24 }).notNull().default('open'),
    trackingCodes: text().array().notNull().default(sql`'{}'`),
    shippedAt: timestamp({ withTimezone: true }),
    transactionId: uuid().notNull().default(sql`gen_random_uuid()`),
    paymentState: varchar({ length: 24 }).notNull().default('open'),
    /** Who approved or declined an order that waited (a user of the company) and when. */
    decidedBy: uuid().references(() => customer.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    /** The punch-out protocol of the session the order was placed in (oci | cxml), else null. */
    punchoutProtocol: varchar({ length: 8 }),
  },
  (t) => [
    uniqueIndex('customer_order_delivery_idx').on(t.deliveryId),
    uniqueIndex('customer_order_transaction_idx').on(t.transactionId),
    unique('customer_order_idempotency_unique').on(t.customerId, t.idempotencyKey),
    index('customer_order_customer_idx').on(t.customerId, t.createdAt),
    index('customer_order_company_idx').on(t.companyId, t.createdAt),
    index('customer_order_flow_idx').on(t.flowId, t.customerId, t.createdAt),
    index('customer_order_reference_idx').on(t.orderReferenceId, t.createdAt),
  ],
);

/** §3 Order line. quantityMilli: thousandths of a unit. */
export const orderLineItem = pgTable(
  'order_line_item',
  {
    id: uuid().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => customerOrder.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    productId: uuid(),
    productNumber: varchar({ length: 64 }).notNull(),
    label: text().notNull(),
    quantityMilli: bigint({ mode: 'number' }).notNull(),
    unit: varchar({ length: 8 }).notNull(),
    unitPrice: bigint({ mode: 'number' }).notNull(),
    totalPrice: bigint({ mode: 'number' }).notNull(),
    taxRateBp: integer().notNull(),
    comment: text(),
    customerSku: varchar({ length: 64 }),
  },
  (t) => [index('order_line_item_order_idx').on(t.orderId, t.position)],
);
