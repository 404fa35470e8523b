import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { salesChannel } from './channel.ts';

/** A contact form submission (§1 contact form, §7 POST /swag/cms-extensions/form). */
export const contactRequest = pgTable(
  'contact_request',
  {
    id: uuid().primaryKey(),
    salesChannelId: uuid()
      .notNull()
      .references(() => salesChannel.id, { onDelete: 'cascade' }),
    locale: varchar({ length: 10 }).notNull(),
    formId: varchar({ length: 64 }).notNull(),
    email: text().notNull(),
    /** The validated fields as submitted (names of §3 Registration and form fields). */
    fields: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_request_created_idx').on(t.createdAt)],
);

/** status: notSet (waiting for the double opt-in) | optIn (confirmed). */
export const newsletterRecipient = pgTable(
  'newsletter_recipient',
  {
    id: uuid().primaryKey(),
    salesChannelId: uuid()
      .notNull()
      .references(() => salesChannel.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    locale: varchar({ length: 10 }).notNull(),
    firstName: text(),
    lastName: text(),
    status: varchar({ length: 16 }).notNull().default('notSet'),
    /** Secret of the confirmation link; unique so a link confirms exactly one address. */
    hash: varchar({ length: 64 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_recipient_email_idx').on(t.salesChannelId, t.email),
    uniqueIndex('newsletter_recipient_hash_idx').on(t.hash),
  ],
);

/** Mails written instead of sent when no SMTP server is configured (SMTP_URL unset). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    /** What the mail is about (contact, newsletter-confirm), for tests and support. */
    template: varchar({ length: 64 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);
