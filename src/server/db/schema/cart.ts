import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { product } from './catalog.ts';
import { session } from './channel.ts';
import { company, customer } from './customer.ts';
import { externalContact, orderReference } from './order-reference.ts';
import type { Translations } from './types.ts';

/**
 * A customer's cart (§3 Cart): one per customer, so it survives logout and is the same on every device.
 * A punch-out session has a cart of its own instead (punchoutToken: its session), since every buyer of
 * the company punches out as the same customer; it goes with the session.
 * The row is locked (FOR UPDATE) by every change and by order placement: one writer at a time.
 */
export const cart = pgTable(
  'cart',
  {
    id: uuid().primaryKey(),
    customerId: uuid()
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    punchoutToken: varchar({ length: 64 })
      .unique()
      .references(() => session.token, { onDelete: 'cascade' }),
    orderReferenceId: uuid().references(() => orderReference.id, { onDelete: 'set null' }),
    externalContactId: uuid().references(() => externalContact.id, { onDelete: 'set null' }),
    /** The checkout's delivery choice (delivery | pickup): the cart's shipping is priced for it. */
    shippingOption: varchar({ length: 16 }).notNull().default('delivery'),
    /** A punch-out cart sent to the procurement system (issue 27): emptied then; a change starts a new one. */
    transferredAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_customer_id_unique').on(t.customerId).where(sql`${t.punchoutToken} is null`)],
);

/** type: product | promotion. Quantities are integer thousandths of a unit (article-float-qty). */
export const cartLineItem = pgTable(
  'cart_line_item',
  {
    id: uuid().primaryKey(),
    cartId: uuid()
      .notNull()
      .references(() => cart.id, { onDelete: 'cascade' }),
    type: varchar({ length: 16 }).notNull(),
    productId: uuid().references(() => product.id, { onDelete: 'cascade' }),
    promotionCode: varchar({ length: 64 }),
    quantityMilli: bigint({ mode: 'number' }).notNull().default(1000),
    /** customFields.order_detail_text: the buyer's line comment. */
    comment: text(),
    /** A line taken from an offer (issue 27): its quantity is fixed and it is charged the offer's price. */
    offerId: uuid().references((): AnyPgColumn => offer.id, { onDelete: 'set null' }),
    /** The offer's net unit price, thousandths of a euro; null: the customer's catalogue price. */
    unitPriceMilli: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_line_item_product_idx')
      .on(t.cartId, t.productId)
      .where(sql`${t.productId} is not null`),
    uniqueIndex('cart_line_item_promotion_idx')
      .on(t.cartId, t.promotionCode)
      .where(sql`${t.promotionCode} is not null`),
  ],
);

/** A promotion by code: a percentage off the goods. */
export const promotion = pgTable('promotion', {
  id: uuid().primaryKey(),
  code: varchar({ length: 64 }).notNull().unique(),
  discountBp: integer().notNull(),
  active: boolean().notNull().default(true),
  validUntil: timestamp({ withTimezone: true }),
  translations: jsonb().$type<Translations<'name'>>().notNull().default({}),
});

/** Cart-by-email quote requests (§1, REQUEST_OFFER): status open until processed. */
export const offer = pgTable(
  'offer',
  {
    id: uuid().primaryKey(),
    offerNumber: varchar({ length: 16 }).notNull().unique(),
    companyId: uuid()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    customerId: uuid().references(() => customer.id, { onDelete: 'set null' }),
    status: varchar({ length: 16 }).notNull().default('open'),
    /** The buyer's own reference for the offer (§3 client reference). */
    clientReference: varchar({ length: 64 }),
    comment: text(),
    /** Lines as requested, with the delivery date the offer promises once processed. */
    lines: jsonb()
      .$type<
        {
          productId: string;
          productNumber: string;
          label: string;
          quantityMilli: number;
          unitPriceMilli: number | null;
          deliveryDate?: string | null;
        }[]
      >()
      .notNull(),
    /** The last day the offer can be taken into the cart (shop time zone); null: no end. */
    validUntil: date({ mode: 'string' }),
    /** When the offer was taken into a cart: it cannot be taken a second time. */
    acceptedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offer_company_idx').on(t.companyId, t.createdAt)],
);
