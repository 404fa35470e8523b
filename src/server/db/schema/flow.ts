import {
  bigint,
  boolean,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { company, customer } from './customer.ts';

/**
 * The rules of a budget, shared by flows and order references (§3): the period (daily | weekly | monthly |
 * yearly | custom, §9), renewal and carry-over, the amount from which orders need approval, the dates.
 */
export const budgetRules = () => ({
  period: varchar({ length: 16 }).notNull().default('monthly'),
  renewable: boolean().notNull().default(true),
  transferable: boolean().notNull().default(false),
  approveFrom: bigint({ mode: 'number' }),
  startDate: date(),
  endDate: date(),
  active: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Order flows with budgets (§3 Flow). Amounts are integer thousandths of a euro, as prices are.
 * The remaining budget of a period is computed from the orders of that period (src/server/budget).
 */
export const orderFlow = pgTable(
  'order_flow',
  {
    id: uuid().primaryKey(),
    companyId: uuid()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Budget per user and period. */
    budget: bigint({ mode: 'number' }).notNull(),
    ...budgetRules(),
  },
  (t) => [index('order_flow_company_idx').on(t.companyId)],
);

/** A user's membership in a flow (a user belongs to at most one). What is left of the budget is computed. */
export const orderFlowCustomer = pgTable(
  'order_flow_customer',
  {
    flowId: uuid()
      .notNull()
      .references(() => orderFlow.id, { onDelete: 'cascade' }),
    customerId: uuid()
      .notNull()
      .unique()
      .references(() => customer.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.flowId, t.customerId] })],
);

/** Approvers of a flow (§3 Flow: approvers): they decide orders that need approval. */
export const orderFlowApprover = pgTable(
  'order_flow_approver',
  {
    flowId: uuid()
      .notNull()
      .references(() => orderFlow.id, { onDelete: 'cascade' }),
    customerId: uuid()
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.flowId, t.customerId] })],
);
