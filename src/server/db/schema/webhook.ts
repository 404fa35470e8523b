import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { integration } from './integration.ts';

/**
 * Shopware's `webhook` (issue 30): an integration's subscription of a URL to an event. Its deliveries
 * are signed with the registering integration's key (integration/webhook/deliver.ts).
 */
export const webhook = pgTable('webhook', {
  id: uuid().primaryKey(),
  name: text().notNull(),
  eventName: varchar({ length: 255 }).notNull(),
  url: text().notNull(),
  active: boolean().notNull().default(true),
  /** Deliveries that failed for good. */
  errorCount: integer().notNull().default(0),
  integrationId: uuid()
    .notNull()
    .references(() => integration.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }),
});

/**
 * The outbox: one row per event and webhook, written in the transaction of the change it reports,
 * delivered at least once under its stable id. `nextAttemptAt` is also the lease of the instance
 * delivering it: a crashed instance's lease runs out and another delivers it again.
 */
export const webhookEvent = pgTable(
  'webhook_event',
  {
    id: uuid().primaryKey(),
    webhookId: uuid()
      .notNull()
      .references(() => webhook.id, { onDelete: 'cascade' }),
    eventName: varchar({ length: 255 }).notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp({ withTimezone: true }),
    /** Given up after the retry window (24 h and more). */
    failedAt: timestamp({ withTimezone: true }),
    lastStatus: integer(),
    lastError: text(),
  },
  (t) => [
    index('webhook_event_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null and ${t.failedAt} is null`),
  ],
);
