import type { OrderReference } from '../../api/order-references.ts';
import * as m from '../../paraglide/messages.js';
import type { Locale } from '../../shared/locales.ts';
import type { BudgetPeriod, OrderReferenceInput } from '../../shared/schemas/order-references.ts';

const PERIOD_LABELS = {
  daily: m.account_refs_period_daily,
  weekly: m.account_refs_period_weekly,
  monthly: m.account_refs_period_monthly,
  yearly: m.account_refs_period_yearly,
  custom: m.account_refs_period_custom,
} as const;

export const periodLabel = (period: BudgetPeriod, locale: Locale) => PERIOD_LABELS[period]({}, { locale });

/** Form values of the reference form: text fields as typed, checkboxes as booleans. */
export type ReferenceValues = Record<string, string | boolean>;

const TEXT = ['name', 'budget', 'approveFrom', 'period', 'startDate', 'endDate'] as const;
const FLAGS = ['renewable', 'transferable', 'active'] as const;

export function referenceValues(form: Record<string, string>): ReferenceValues {
  const values: ReferenceValues = {};
  for (const key of TEXT) values[key] = form[key] ?? '';
  for (const key of FLAGS) values[key] = form[key] === 'true';
  return values;
}

export const valuesOf = (r: OrderReference): ReferenceValues => ({
  name: r.name,
  budget: r.budget === null ? '' : String(r.budget),
  approveFrom: r.approveFrom === null ? '' : String(r.approveFrom),
  period: r.period,
  startDate: r.startDate ?? '',
  endDate: r.endDate ?? '',
  renewable: r.renewable,
  transferable: r.transferable,
  active: r.active,
});

/** An amount field: empty is no amount; a comma is a decimal separator; anything else fails the schema. */
const amount = (value: string | boolean | undefined) => {
  const text = String(value ?? '').trim();
  if (!text) return null;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? n : text;
};
const day = (value: string | boolean | undefined) => (value ? String(value) : null);

/**
 * The payload for the shared schema. The form edits the reference's own fields; its assigned users and
 * approvers are kept as they are (`keep`).
 */
export const referencePayload = (
  values: ReferenceValues,
  keep: Pick<OrderReferenceInput, 'customerIds' | 'approverIds'> = { customerIds: [], approverIds: [] },
) => ({
  name: values.name,
  budget: amount(values.budget),
  approveFrom: amount(values.approveFrom),
  period: values.period,
  startDate: day(values.startDate),
  endDate: day(values.endDate),
  renewable: values.renewable === true,
  transferable: values.transferable === true,
  active: values.active === true,
  ...keep,
});
