import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { priceList } from './catalog.ts';
import { language } from './channel.ts';
import type { CustomFields } from './types.ts';

export const country = pgTable('country', {
  id: uuid().primaryKey(),
  iso: varchar({ length: 2 }).notNull().unique(),
  translations: jsonb().$type<Record<string, { name?: string }>>().notNull().default({}),
});

/** A customer company (§1: company number and name). Every company-owned row carries companyId. */
export const company = pgTable('company', {
  id: uuid().primaryKey(),
  number: varchar({ length: 6 }).notNull().unique(),
  name: text().notNull(),
  vatId: varchar({ length: 16 }).unique(),
  active: boolean().notNull().default(true),
  /** Client number blocked by the provider (CLIENT_IS_BLOCKED). */
  blocked: boolean().notNull().default(false),
  priceListId: uuid().references(() => priceList.id),
  /** Branch whose stock the company's users see first (§3 Branch codes). */
  branchCode: varchar({ length: 16 }),
  /** Open orders on account may not exceed this (thousandths of a euro); null: no limit (§4 credit limit). */
  creditLimit: bigint({ mode: 'number' }),
  customFields: jsonb().$type<CustomFields>().notNull().default({}),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A set of rights the ERP names for a company's users (Shopware's b2b_components_role). A user with
 * a role holds exactly the role's rights; changing the role changes theirs.
 */
export const companyRole = pgTable(
  'company_role',
  {
    id: uuid().primaryKey(),
    companyId: uuid()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    rights: text().array().notNull().default([]),
    /** The role of the company's users the ERP sends without one. */
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_role_company_idx').on(t.companyId)],
);

/** A user of a company (§3 Customer, User). customerType: user | company. */
export const customer = pgTable(
  'customer',
  {
    id: uuid().primaryKey(),
    companyId: uuid()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    username: varchar({ length: 120 }).notNull().unique(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    salutation: varchar({ length: 16 }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    active: boolean().notNull().default(true),
    guest: boolean().notNull().default(false),
    leadBuyer: boolean().notNull().default(false),
    customerType: varchar({ length: 16 }).notNull().default('user'),
    languageId: uuid().references(() => language.id),
    defaultBillingAddressId: uuid(),
    defaultShippingAddressId: uuid(),
    /** b2b_is_oci_customer and friends. */
    customFields: jsonb().$type<CustomFields>().notNull().default({}),
    doubleOptInRegistration: boolean().notNull().default(false),
    doubleOptInConfirmDate: timestamp({ withTimezone: true }),
    /** Joined an existing company by registration: inactive until a lead buyer or staff approves. */
    awaitingApproval: boolean().notNull().default(false),
    /** Set by the ERP (Admin API): the user's rights are the role's. */
    roleId: uuid().references((): AnyPgColumn => companyRole.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_company_idx').on(t.companyId)],
);

/** Rights as code + enabled flag (§3 Rights); codes are the ROLE_ list of §6. */
export const customerRight = pgTable(
  'customer_right',
  {
    customerId: uuid()
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    code: varchar({ length: 48 }).notNull(),
    enabled: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.code] })],
);

export const customerAddress = pgTable(
  'customer_address',
  {
    id: uuid().primaryKey(),
    companyId: uuid()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    customerId: uuid().references(() => customer.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text(),
    street: text().notNull(),
    streetNumber: varchar({ length: 16 }),
    box: varchar({ length: 16 }),
    zipcode: varchar({ length: 16 }).notNull(),
    city: text().notNull(),
    countryId: uuid()
      .notNull()
      .references(() => country.id),
    defaultDelivery: boolean().notNull().default(false),
  },
  (t) => [index('customer_address_company_idx').on(t.companyId)],
);

/**
 * Login back-off per key (`user:<name>`, `ip:<address>`, `user:oci:<name>`; `recovery:user:<name>` and
 * `recovery:ip:<address>` for password-recovery requests): failures in a row and
 * the moment the next guess is allowed. One row per key, locked while an attempt is taken.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  lastAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Single-use links sent by mail (§4: password recovery, registration double opt-in). Only a SHA-256 of
 * the secret is stored, so a database leak does not hand out working links.
 */
export const customerToken = pgTable(
  'customer_token',
  {
    hash: varchar({ length: 64 }).primaryKey(),
    customerId: uuid()
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    /** recovery | double-opt-in */
    purpose: varchar({ length: 16 }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('customer_token_customer_idx').on(t.customerId)],
);

/** Postal codes and their cities, for the registration's city search (REQUIRE_CITY_SEARCH). */
export const city = pgTable(
  'city',
  {
    countryId: uuid()
      .notNull()
      .references(() => country.id),
    zipcode: varchar({ length: 16 }).notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.zipcode, t.name] })],
);
