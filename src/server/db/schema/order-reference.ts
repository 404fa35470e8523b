import {
  bigint,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { company, customer } from './customer.ts';
import { budgetRules } from './flow.ts';

/**
 * An order reference (§3): orders are booked on it, and it may carry a budget of its own per period.
 * Amounts are integer thousandths of a euro. The remaining budget is never stored: it is computed
 * from the orders of the period (src/server/budget).
 */
export const orderReference = pgTable(
  'order_reference',
  {
    id: uuid().primaryKey(),
    companyId: uuid()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    name: varchar({ length: 120 }).notNull(),
    createdBy: uuid().references(() => customer.id, { onDelete: 'set null' }),
    budget: bigint({ mode: 'number' }),
    ...budgetRules(),
  },
  (t) => [unique('order_reference_company_name_unique').on(t.companyId, t.name)],
);

/** People of a reference: its assigned users, or its approvers. */
const referencePeople = (name: string) =>
  pgTable(
    name,
    {
      orderReferenceId: uuid()
        .notNull()
        .references(() => orderReference.id, { onDelete: 'cascade' }),
      customerId: uuid()
        .notNull()
        .references(() => customer.id, { onDelete: 'cascade' }),
    },
    (t) => [primaryKey({ columns: [t.orderReferenceId, t.customerId] })],
  );

/** Users an order reference is assigned to; a reference without any is open to the whole company. */
export const orderReferenceCustomer = referencePeople('order_reference_customer');
/** Approvers of orders on the reference above its approve-from amount. */
export const orderReferenceApprover = referencePeople('order_reference_approver');

/** Cost centre (§3): external contacts and contracts a cart can be charged to. */
export const externalContact = pgTable(
  'external_contact',
  {
    id: uuid().primaryKey(),
    companyId: uuid()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    identifier: varchar({ length: 64 }).notNull(),
    name: text().notNull(),
    email: text(),
    /** contact | contract */
    kind: varchar({ length: 16 }).notNull().default('contact'),
    linked: boolean().notNull().default(true),
  },
  (t) => [index('external_contact_company_idx').on(t.companyId)],
);

export type OrderReferenceRow = typeof orderReference.$inferSelect;
