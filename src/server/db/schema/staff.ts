import { boolean, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Staff: not customers, they log in separately. `roles`: `sales` helps customers (§2 /loginascustomer),
 * `editor` edits and publishes CMS pages in the preview.
 */
export const staffUser = pgTable('staff_user', {
  id: uuid().primaryKey(),
  username: varchar({ length: 120 }).notNull().unique(),
  name: text().notNull(),
  passwordHash: text().notNull(),
  active: boolean().notNull().default(true),
  roles: varchar({ length: 16 }).array().notNull().default(['sales']),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A staff member's own session, apart from customer sessions. Only a SHA-256 of the token is stored,
 * so a database leak does not hand out staff logins.
 */
export const staffSession = pgTable(
  'staff_session',
  {
    tokenHash: varchar({ length: 64 }).primaryKey(),
    staffId: uuid()
      .notNull()
      .references(() => staffUser.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('staff_session_staff_idx').on(t.staffId)],
);

/** Audit trail: one row per customer session a staff member opened (who, whom, when). */
export const impersonation = pgTable(
  'impersonation',
  {
    id: uuid().primaryKey(),
    staffId: uuid()
      .notNull()
      .references(() => staffUser.id),
    // No foreign keys to customer and company: the audit trail outlives a deleted user or company.
    customerId: uuid().notNull(),
    companyId: uuid().notNull(),
    /** SHA-256 of the customer session's token: ties the row to the session without keeping the token. */
    sessionTokenHash: varchar({ length: 64 }).notNull().unique(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('impersonation_staff_idx').on(t.staffId, t.endedAt)],
);

/**
 * Audit trail of a helped session: one row per write (any call but GET/HEAD/OPTIONS) made in it,
 * written before the handler runs and completed with its status, so no write goes unrecorded.
 */
export const impersonationAction = pgTable(
  'impersonation_action',
  {
    id: uuid().primaryKey(),
    // No foreign keys, as for `impersonation`: the trail outlives the session, user and company.
    impersonationId: uuid(),
    staffId: uuid().notNull(),
    customerId: uuid().notNull(),
    method: varchar({ length: 10 }).notNull(),
    path: text().notNull(),
    status: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('impersonation_action_staff_idx').on(t.staffId, t.createdAt)],
);
