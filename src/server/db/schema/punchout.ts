import { boolean, index, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { UnitMapping } from '../../punchout/types.ts';
import { company, customer } from './customer.ts';

/**
 * A company's punch-out set-up (issue 17): OCI credentials and allowed hook URLs, cXML identities and
 * shared secret, allowed BrowserFormPost hosts, unit mapping and the customer the sessions log in as.
 * Secrets are stored hashed (scrypt, as customer passwords) and compared in constant time.
 */
export const punchoutSettings = pgTable('punchout_settings', {
  companyId: uuid()
    .primaryKey()
    .references(() => company.id, { onDelete: 'cascade' }),
  /** The customer a punch-out session logs in as (e.g. demo.oci). */
  customerId: uuid()
    .notNull()
    .references(() => customer.id, { onDelete: 'cascade' }),
  ociEnabled: boolean().notNull().default(false),
  ociUsername: varchar({ length: 120 }).unique(),
  ociPasswordHash: text(),
  /** HOOK_URL must start with one of these (scheme://host[:port][/path]); a prefix without a port allows any port. */
  allowedHookUrls: jsonb().$type<string[]>().notNull().default([]),
  cxmlFromDomain: varchar({ length: 64 }),
  cxmlFromIdentity: varchar({ length: 120 }),
  cxmlToDomain: varchar({ length: 64 }),
  cxmlToIdentity: varchar({ length: 120 }),
  cxmlSenderDomain: varchar({ length: 64 }),
  cxmlSenderIdentity: varchar({ length: 120 }),
  cxmlSecretHash: text(),
  /** Hosts a BrowserFormPost URL may point to. */
  allowedPostHosts: jsonb().$type<string[]>().notNull().default([]),
  /** Also send the order message base64-encoded in `cxml-base64`. */
  cxmlBase64: boolean().notNull().default(false),
  unitMapping: jsonb().$type<UnitMapping>().notNull().default({}),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Single-use, expiring punch-out tickets: OCI one-time passwords and cXML StartPage tokens. Only a
 * SHA-256 of the token is stored; redeeming is one UPDATE … WHERE usedAt IS NULL (atomic).
 */
export const punchoutTicket = pgTable(
  'punchout_ticket',
  {
    hash: varchar({ length: 64 }).primaryKey(),
    kind: varchar({ length: 16 }).$type<'oci-otp' | 'cxml-start'>().notNull(),
    companyId: uuid()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    customerId: uuid()
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    /** cXML: buyerCookie, postUrl, operation, items to re-open. */
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('punchout_ticket_company_idx').on(t.companyId)],
);
