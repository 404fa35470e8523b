import * as v from 'valibot';
import { issueOn, requiredText, Uuid } from './fields.ts';

/** §9 budget periods. */
export const BUDGET_PERIODS = ['daily', 'weekly', 'monthly', 'yearly', 'custom'] as const;

const Euros = v.pipe(v.number('NOT_NUMERIC'), v.minValue(0, 'TOO_SMALL'), v.maxValue(1e9, 'TOO_LARGE'));
const IsoDate = v.pipe(v.string(), v.isoDate('INVALID_DATE'));
const Ids = v.optional(v.pipe(v.array(Uuid), v.maxLength(500, 'TOO_MANY')), []);

/**
 * A flow (§3 Flow, §7 POST/PUT order-flow) as the wizard builds it: amounts in euros (the Store API
 * shows budgets in euros), the approvers and the assigned users. A custom period needs a start and an
 * end date, the end later than the start (§5).
 */
export const FlowSchema = v.pipe(
  v.object({
    name: requiredText(120),
    budget: Euros,
    period: v.picklist(BUDGET_PERIODS, 'INVALID_PERIOD'),
    renewable: v.optional(v.boolean(), true),
    transferable: v.optional(v.boolean(), false),
    approveFrom: v.optional(v.nullable(Euros), null),
    startDate: v.optional(v.nullable(IsoDate), null),
    endDate: v.optional(v.nullable(IsoDate), null),
    active: v.optional(v.boolean(), true),
    approverIds: Ids,
    customerIds: Ids,
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const f = dataset.value;
    if (f.period === 'custom' && !f.startDate)
      addIssue({ message: 'IS_BLANK', path: issueOn('startDate', f) });
    if (f.period === 'custom' && !f.endDate) addIssue({ message: 'IS_BLANK', path: issueOn('endDate', f) });
    if (f.startDate && f.endDate && f.endDate <= f.startDate) {
      addIssue({ message: 'END_DATE_BEFORE_START_DATE', path: issueOn('endDate', f) });
    }
  }),
);
export type FlowInput = v.InferOutput<typeof FlowSchema>;
