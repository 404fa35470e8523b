import { bigint, index, pgTable, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { product } from './catalog.ts';
import { company, customer } from './customer.ts';

/**
 * An order list (§3): a named set of articles to order again. `privacy` user: only its creator sees
 * it; company: every user of the company with ROLE_MANAGE_ORDER_LISTS does (§6).
 */
export const orderList = pgTable(
  'order_list',
  {
    id: uuid().primaryKey(),
    companyId: uuid()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    /**
     * The creator. Deleting a user deletes their private lists (company/users.ts); the company's lists
     * stay for the colleagues who use them, without a creator.
     */
    createdBy: uuid().references(() => customer.id, { onDelete: 'set null' }),
    name: varchar({ length: 120 }).notNull(),
    /** user | company */
    privacy: varchar({ length: 16 }).notNull().default('user'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_list_company_idx').on(t.companyId, t.createdBy)],
);

/** One article of a list; adding an article already listed raises its quantity. */
export const orderListItem = pgTable(
  'order_list_item',
  {
    id: uuid().primaryKey(),
    orderListId: uuid()
      .notNull()
      .references(() => orderList.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    /** Thousandths of a unit, as the cart's lines (units M, KG, L take parts). */
    quantityMilli: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('order_list_item_product_unique').on(t.orderListId, t.productId)],
);
