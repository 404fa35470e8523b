import { sql } from 'drizzle-orm';
import { index, pgTable, timestamp, unique, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { product } from './catalog.ts';
import { company } from './customer.ts';

/**
 * A company's own article number for one of our articles (§3 Article link, §6 MANAGE_ARTICLE_LINKS of
 * the organisation): every user of the company searches and sees it. One link per article and company;
 * a customer SKU names one article within the company, whatever its case.
 */
export const articleLink = pgTable(
  'article_link',
  {
    id: uuid().primaryKey(),
    companyId: uuid()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    customerSku: varchar({ length: 64 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('article_link_company_product_unique').on(t.companyId, t.productId),
    // Exact and prefix lookups by the customer's number (search), unique per company in any case.
    uniqueIndex('article_link_company_sku_idx').on(
      t.companyId,
      sql`upper(${t.customerSku}) varchar_pattern_ops`,
    ),
    index('article_link_product_idx').on(t.productId),
  ],
);
