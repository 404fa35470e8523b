import * as v from 'valibot';
import { issueOn, requiredText, Uuid } from './fields.ts';

/**
 * Payloads of the order-reference calls (§3 Order reference, §7 order-reference/*). The Store API
 * validates with these; the account forms reuse them. Amounts are in euros here (as the API answers
 * them) and kept as integer thousandths in the database.
 */

export const BUDGET_PERIODS = ['daily', 'weekly', 'monthly', 'yearly', 'custom'] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];
export const ORDER_REFERENCES_PAGE_SIZE = 20;
const MAX_PEOPLE = 500;

const Amount = v.nullable(
  v.pipe(
    v.number('INVALID_AMOUNT'),
    v.minValue(0, 'INVALID_AMOUNT'),
    v.maxValue(100_000_000, 'INVALID_AMOUNT'),
  ),
);
/** A calendar day, `YYYY-MM-DD`. */
const Day = v.nullable(v.pipe(v.string(), v.isoDate('INVALID_DATE')));
const People = v.optional(v.pipe(v.array(Uuid), v.maxLength(MAX_PEOPLE, 'TOO_LONG')), []);

/** §5: the end date lies after the start date (reported on the end date). */
const endAfterStart = <T extends { startDate: string | null; endDate: string | null }>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { startDate, endDate } = dataset.value;
    if (startDate && endDate && endDate <= startDate)
      addIssue({ message: 'END_DATE_BEFORE_START_DATE', path: issueOn('endDate', dataset.value) });
  });

const OrderReferenceFields = v.object({
  name: requiredText(120),
  budget: v.optional(Amount, null),
  approveFrom: v.optional(Amount, null),
  period: v.optional(v.picklist(BUDGET_PERIODS, 'INVALID_PERIOD'), 'monthly'),
  renewable: v.optional(v.boolean(), true),
  transferable: v.optional(v.boolean(), false),
  active: v.optional(v.boolean(), true),
  startDate: v.optional(Day, null),
  endDate: v.optional(Day, null),
  customerIds: People,
  approverIds: People,
});
export const OrderReferenceSchema = v.pipe(
  OrderReferenceFields,
  endAfterStart<v.InferOutput<typeof OrderReferenceFields>>(),
);
export type OrderReferenceInput = v.InferOutput<typeof OrderReferenceSchema>;

/** POST /b2b/order-reference/list body: page, limit and a term matched against the name. */
export const OrderReferenceQuerySchema = v.object({
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1),
  limit: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
    ORDER_REFERENCES_PAGE_SIZE,
  ),
  term: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, 'TOO_LONG')), ''),
});
export type OrderReferenceQuery = v.InferOutput<typeof OrderReferenceQuerySchema>;

/** Assign or dismiss external contacts of the cost centre. */
export const ExternalContactIdsSchema = v.object({
  ids: v.pipe(v.array(Uuid), v.minLength(1, 'IS_BLANK'), v.maxLength(MAX_PEOPLE, 'TOO_LONG')),
});
