import type { Flow } from '../../api/flows.ts';
import { BUDGET_PERIODS } from '../../shared/schemas/flows.ts';

/**
 * The flow form's values as strings and flags, read from a plain form post, and turned into the
 * FlowSchema payload. The wizard (§4 flow creation steps: name → budget → approvers → success → users)
 * carries the other steps' values in hidden fields.
 */
export interface FlowFormValues {
  name: string;
  budget: string;
  period: string;
  renewable: boolean;
  transferable: boolean;
  approveFrom: string;
  startDate: string;
  endDate: string;
  active: boolean;
  approverIds: string[];
  customerIds: string[];
}

export type FlowSection = 'name' | 'budget' | 'approvers' | 'users';
export const WIZARD_STEPS = ['name', 'budget', 'approvers'] as const satisfies FlowSection[];

/** The fields of each section; errors on them keep the wizard on that step. */
export const SECTION_FIELDS: Record<FlowSection, readonly (keyof FlowFormValues)[]> = {
  name: ['name'],
  budget: ['budget', 'period', 'renewable', 'transferable', 'approveFrom', 'startDate', 'endDate', 'active'],
  approvers: ['approverIds'],
  users: ['customerIds'],
};

export const PERIODS = BUDGET_PERIODS;

export const NEW_FLOW: FlowFormValues = {
  name: '',
  budget: '',
  period: 'monthly',
  renewable: true,
  transferable: false,
  approveFrom: '',
  startDate: '',
  endDate: '',
  active: true,
  approverIds: [],
  customerIds: [],
};

const text = (data: FormData, key: string) => {
  const value = data.get(key);
  return typeof value === 'string' ? value.trim() : '';
};
const ids = (data: FormData, key: string) =>
  data.getAll(key).filter((v): v is string => typeof v === 'string');

/** Every field from a post: checkboxes and the hidden carriers both post "true" when set. */
export function readFlowForm(data: FormData): FlowFormValues {
  return {
    name: text(data, 'name'),
    budget: text(data, 'budget'),
    period: text(data, 'period'),
    renewable: data.get('renewable') === 'true',
    transferable: data.get('transferable') === 'true',
    approveFrom: text(data, 'approveFrom'),
    startDate: text(data, 'startDate'),
    endDate: text(data, 'endDate'),
    active: data.get('active') === 'true',
    approverIds: ids(data, 'approverIds'),
    customerIds: ids(data, 'customerIds'),
  };
}

/** Euros as typed in Belgium ("1.250,50" or "1250.50"); an empty field stays empty for the schema. */
const euros = (value: string) =>
  value === '' ? undefined : Number(value.replace(/\.(?=\d{3}\b)/g, '').replace(',', '.'));

export const flowInput = (f: FlowFormValues) => ({
  ...f,
  budget: euros(f.budget),
  approveFrom: f.approveFrom === '' ? null : euros(f.approveFrom),
  startDate: f.startDate || null,
  endDate: f.endDate || null,
});

export const flowValues = (flow: Flow): FlowFormValues => ({
  name: flow.name,
  budget: String(flow.budget),
  period: flow.period,
  renewable: flow.renewable,
  transferable: flow.transferable,
  approveFrom: flow.approveFrom === null ? '' : String(flow.approveFrom),
  startDate: flow.startDate ?? '',
  endDate: flow.endDate ?? '',
  active: flow.active,
  approverIds: flow.approvers.map((a) => a.id),
  customerIds: flow.customers.map((c) => c.id),
});

/** Hidden inputs carrying the values of the sections not on screen. */
export function carried(values: FlowFormValues, shown: readonly FlowSection[]): [string, string][] {
  const hidden = (Object.keys(SECTION_FIELDS) as FlowSection[]).filter((s) => !shown.includes(s));
  return hidden.flatMap((s) =>
    SECTION_FIELDS[s].flatMap((key): [string, string][] => {
      const value = values[key];
      if (Array.isArray(value)) return value.map((v) => [key, v]);
      return [[key, String(value)]];
    }),
  );
}
