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

/** Assigned users and approvers, as ticked in the form (`customer.<id>`, `approver.<id>`). */
export type People = Pick<OrderReferenceInput, 'customerIds' | 'approverIds'>;
export const NO_PEOPLE: People = { customerIds: [], approverIds: [] };

const idsOf = (form: Record<string, string>, prefix: string) =>
  Object.keys(form)
    .filter((key) => key.startsWith(prefix) && form[key] === 'true')
    .map((key) => key.slice(prefix.length));

/** Approvers come from the form only for those who may name them; the others keep `kept`. */
export const peopleFromForm = (form: Record<string, string>, kept: string[] | null = null): People => ({
  customerIds: idsOf(form, 'customer.'),
  approverIds: kept ?? idsOf(form, 'approver.'),
});

/** §6 MANAGE_APPROVERS: naming approvers of a reference (issue 26). */
export const mayNameApprovers = (rights: readonly { code: string; enabled: boolean }[]) =>
  rights.some((r) => r.code === 'ROLE_MANAGE_APPROVERS' && r.enabled);

export const peopleOf = (r: OrderReference): People => ({
  customerIds: r.customers.map((p) => p.id),
  approverIds: r.approvers.map((p) => p.id),
});

/** An amount field: empty is no amount; a comma is a decimal separator; anything else fails the schema. */
const amount = (value: string | boolean | undefined) => {
  const text = String(value ?? '').trim();
  if (!text) return null;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? n : text;
};
const day = (value: string | boolean | undefined) => (value ? String(value) : null);

/** The payload for the shared schema. */
export const referencePayload = (values: ReferenceValues, people: People) => ({
  name: values.name,
  budget: amount(values.budget),
  approveFrom: amount(values.approveFrom),
  period: values.period,
  startDate: day(values.startDate),
  endDate: day(values.endDate),
  renewable: values.renewable === true,
  transferable: values.transferable === true,
  active: values.active === true,
  ...people,
});
