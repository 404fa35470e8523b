import { boolean, index, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { PunchoutState } from '../../punchout/types.ts';

export const language = pgTable('language', {
  id: uuid().primaryKey(),
  localeCode: varchar({ length: 10 }).notNull().unique(),
  name: text().notNull(),
});

export const currency = pgTable('currency', {
  id: uuid().primaryKey(),
  isoCode: varchar({ length: 3 }).notNull().unique(),
  symbol: varchar({ length: 4 }).notNull(),
});

/** One storefront. The four navigation roots and the maintenance flag live here (§1, §3 Session context). */
export const salesChannel = pgTable('sales_channel', {
  id: uuid().primaryKey(),
  accessKey: varchar({ length: 64 }).notNull().unique(),
  name: text().notNull(),
  languageId: uuid()
    .notNull()
    .references(() => language.id),
  currencyId: uuid()
    .notNull()
    .references(() => currency.id),
  navigationCategoryId: uuid().notNull(),
  serviceCategoryId: uuid(),
  countriesCategoryId: uuid(),
  footerCategoryId: uuid(),
  maintenance: boolean().notNull().default(false),
  /** Feature flags and module switches of §6, by code. */
  featureFlags: jsonb().$type<Record<string, boolean>>().notNull().default({}),
  customFields: jsonb().$type<Record<string, unknown>>().notNull().default({}),
});

/** §2 Site domains / §3 Domain: a host plus path prefix selects language, currency and snippet set. */
export const salesChannelDomain = pgTable(
  'sales_channel_domain',
  {
    id: uuid().primaryKey(),
    salesChannelId: uuid()
      .notNull()
      .references(() => salesChannel.id, { onDelete: 'cascade' }),
    url: text().notNull().unique(),
    host: text().notNull(),
    pathPrefix: text().notNull().default(''),
    languageId: uuid()
      .notNull()
      .references(() => language.id),
    currencyId: uuid()
      .notNull()
      .references(() => currency.id),
    snippetSetId: uuid().notNull(),
    languageLabel: text().notNull(),
  },
  (t) => [index('domain_host_idx').on(t.host)],
);

/** A Store API context (sw-context-token): language and, once logged in, the customer. */
export const session = pgTable(
  'session',
  {
    token: varchar({ length: 64 }).primaryKey(),
    salesChannelId: uuid()
      .notNull()
      .references(() => salesChannel.id, { onDelete: 'cascade' }),
    languageId: uuid()
      .notNull()
      .references(() => language.id),
    customerId: uuid(),
    /** Punch-out mode of the session (OCI or cXML), null for a normal web-shop session. */
    punchout: jsonb().$type<PunchoutState>(),
    /** The staff user who opened this customer session (/loginascustomer); null for the customer's own. */
    impersonatorId: uuid(),
    /** The login: the absolute lifetime counts from here (src/server/http/session-lifetime.ts). */
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last use, written at most once a minute: the idle lifetime counts from here. */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_customer_idx').on(t.customerId)],
);
