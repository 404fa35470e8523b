import { boolean, index, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** Read or write access to one entity of the Admin API (Shopware's integration role privileges). */
export type Privilege = 'read' | 'write';
/** Privileges per entity name, e.g. `{ product: ['read', 'write'], category: ['read'] }`. */
export type EntityPermissions = Record<string, Privilege[]>;

/**
 * An Admin API client (Shopware's integration, issue 29): an ERP connector logs in with the access key
 * id and the secret. Only a SHA-256 of the secret is kept; it is shown once, when created.
 */
export const integration = pgTable('integration', {
  id: uuid().primaryKey(),
  label: text().notNull(),
  accessKey: varchar({ length: 64 }).notNull().unique(),
  secretHash: varchar({ length: 64 }).notNull(),
  /** All entities, read and write (Shopware's `admin` flag); `permissions` then does not matter. */
  admin: boolean().notNull().default(false),
  permissions: jsonb().$type<EntityPermissions>().notNull().default({}),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp({ withTimezone: true }),
  lastUsedAt: timestamp({ withTimezone: true }),
});

/**
 * An Admin API bearer token: opaque, stored as a SHA-256 so a database leak hands out none, and in
 * the database so that every instance accepts it.
 */
export const integrationToken = pgTable(
  'integration_token',
  {
    tokenHash: varchar({ length: 64 }).primaryKey(),
    integrationId: uuid()
      .notNull()
      .references(() => integration.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('integration_token_integration_idx').on(t.integrationId),
    index('integration_token_expires_idx').on(t.expiresAt),
  ],
);
