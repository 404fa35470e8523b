import type { Criteria, CriteriaFilter } from '../../api/account.ts';
import { BUDGET_SLIDER, USERS_PAGE_SIZE } from '../../shared/schemas/company-users.ts';

/**
 * The users list state as it lives in the URL (§2 query parameters), so the list works without
 * JavaScript and can be bookmarked. Anything malformed falls back to the default.
 */
export interface UsersQuery {
  page: number;
  search: string;
  firstName: string;
  lastName: string;
  username: string;
  leadBuyer: '' | 'true' | 'false';
  budgetMin: number;
  budgetMax: number;
  budgetRemainingMin: number;
  budgetRemainingMax: number;
  /** Sort direction. */
  order: 'asc' | 'desc';
  /** Sort field (a Criteria field). */
  field: SortField;
  /** Sort type: 'natural' sorts numbers inside text naturally. */
  type: '' | 'natural';
}

export const SORT_FIELDS = [
  'lastName',
  'firstName',
  'username',
  'leadBuyer',
  'flow.budget',
  'flow.budgetRemaining',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const DEFAULT_USERS_QUERY: UsersQuery = {
  page: 1,
  search: '',
  firstName: '',
  lastName: '',
  username: '',
  leadBuyer: '',
  budgetMin: BUDGET_SLIDER.min,
  budgetMax: BUDGET_SLIDER.max,
  budgetRemainingMin: BUDGET_SLIDER.min,
  budgetRemainingMax: BUDGET_SLIDER.max,
  order: 'asc',
  field: 'lastName',
  type: '',
};

const TEXT_KEYS = ['search', 'firstName', 'lastName', 'username'] as const;
const BUDGET_KEYS = ['budgetMin', 'budgetMax', 'budgetRemainingMin', 'budgetRemainingMax'] as const;
const MAX_TEXT = 100;

const clampBudget = (raw: string | null, fallback: number) => {
  const n = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(n)
    ? Math.min(BUDGET_SLIDER.max, Math.max(BUDGET_SLIDER.min, Math.round(n)))
    : fallback;
};

export function parseUsersQuery(params: URLSearchParams): UsersQuery {
  const q: UsersQuery = { ...DEFAULT_USERS_QUERY };
  const page = Number(params.get('page'));
  q.page = Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
  for (const key of TEXT_KEYS) q[key] = (params.get(key) ?? '').trim().slice(0, MAX_TEXT);
  const lead = params.get('leadBuyer');
  q.leadBuyer = lead === 'true' || lead === 'false' ? lead : '';
  for (const key of BUDGET_KEYS) q[key] = clampBudget(params.get(key), DEFAULT_USERS_QUERY[key]);
  q.order = params.get('order') === 'desc' ? 'desc' : 'asc';
  const field = params.get('field');
  q.field = SORT_FIELDS.find((f) => f === field) ?? DEFAULT_USERS_QUERY.field;
  q.type = params.get('type') === 'natural' ? 'natural' : '';
  return q;
}

/** The URL query for a state; defaults are left out so a plain list has a plain URL. */
export function toSearchParams(q: UsersQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(q) as [keyof UsersQuery, UsersQuery[keyof UsersQuery]][]) {
    if (value !== DEFAULT_USERS_QUERY[key]) params.set(key, String(value));
  }
  return params;
}

/** §4: any filter change goes back to page 1. */
export const withFilters = (q: UsersQuery, changes: Partial<Omit<UsersQuery, 'page'>>): UsersQuery => ({
  ...q,
  ...changes,
  page: 1,
});

function budgetRange(field: string, min: number, max: number): CriteriaFilter[] {
  const parameters: { gte?: number; lte?: number } = {};
  if (min > BUDGET_SLIDER.min) parameters.gte = min;
  if (max < BUDGET_SLIDER.max) parameters.lte = max;
  return Object.keys(parameters).length ? [{ type: 'range', field, parameters }] : [];
}

/** §7 customer list call: contains on names, equals on leadBuyer, ranges on budgets, one sort. */
export function toCriteria(q: UsersQuery): Criteria {
  const filter: CriteriaFilter[] = [
    ...(['firstName', 'lastName', 'username'] as const)
      .filter((key) => q[key])
      .map((key): CriteriaFilter => ({ type: 'contains', field: key, value: q[key] })),
    ...(q.leadBuyer ? [{ type: 'equals', field: 'leadBuyer', value: q.leadBuyer === 'true' } as const] : []),
    ...budgetRange('flow.budget', q.budgetMin, q.budgetMax),
    ...budgetRange('flow.budgetRemaining', q.budgetRemainingMin, q.budgetRemainingMax),
  ];
  return {
    page: q.page,
    limit: USERS_PAGE_SIZE,
    ...(q.search ? { term: q.search } : {}),
    filter,
    sort: [
      {
        field: q.field,
        order: q.order === 'desc' ? 'DESC' : 'ASC',
        ...(q.type === 'natural' ? { naturalSorting: true } : {}),
      },
    ],
  };
}
