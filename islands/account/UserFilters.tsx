import { useEffect, useRef, useState } from 'react';
import {
  parseUsersQuery,
  SORT_FIELDS,
  type SortField,
  toSearchParams,
  type UsersQuery,
  withFilters,
} from '../../src/components/account/users-query.ts';
import { Field } from '../../src/components/form/Field.tsx';
import * as m from '../../src/paraglide/messages.js';
import type { Locale } from '../../src/shared/locales.ts';
import { BUDGET_SLIDER } from '../../src/shared/schemas/company-users.ts';

interface Props {
  query: UsersQuery;
  /** The list page (with domain prefix). */
  action: string;
  locale: Locale;
}

const DEBOUNCE_MS = 500;

/**
 * Users list filters (§2 query parameters). A plain GET form that works without JavaScript; with it,
 * every change reloads the list after a 500 ms pause, back on page 1 (§4).
 */
export default function UserFilters({ query, action, locale }: Props) {
  const t = { locale };
  const [state, setState] = useState(query);
  const first = useRef(true);
  const form = useRef<HTMLFormElement>(null);

  // What was typed or picked before hydration fired no change event: apply it like any change.
  useEffect(() => {
    if (!form.current) return;
    const fields = [...new FormData(form.current)].map(([k, v]) => [k, String(v)]);
    const typed = { ...parseUsersQuery(new URLSearchParams(fields)), page: 1 };
    if (toSearchParams(typed).toString() !== toSearchParams({ ...query, page: 1 }).toString())
      setState(typed);
  }, [query]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => {
      const params = toSearchParams(state).toString();
      window.location.assign(params ? `${action}?${params}` : action);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [state, action]);

  const change = (changes: Partial<Omit<UsersQuery, 'page'>>) => setState((q) => withFilters(q, changes));
  const text = (key: 'search' | 'firstName' | 'lastName' | 'username') => ({
    name: key,
    defaultValue: query[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => change({ [key]: e.target.value.trim() }),
  });
  const budget = m.account_users_budget({}, t);
  const remaining = m.account_users_budgetRemaining({}, t);
  const fieldLabels: Record<SortField, string> = {
    lastName: m.account_field_lastName({}, t),
    firstName: m.account_field_firstName({}, t),
    username: m.account_field_username({}, t),
    leadBuyer: m.account_users_leadBuyer({}, t),
    'flow.budget': budget,
    'flow.budgetRemaining': remaining,
  };

  const slider = (
    key: 'budgetMin' | 'budgetMax' | 'budgetRemainingMin' | 'budgetRemainingMax',
    label: string,
  ) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`users-${key}`} className="font-medium text-slate-800">
        {label}: <output htmlFor={`users-${key}`}>€ {state[key]}</output>
      </label>
      <input
        id={`users-${key}`}
        type="range"
        name={key}
        min={BUDGET_SLIDER.min}
        max={BUDGET_SLIDER.max}
        step={100}
        defaultValue={query[key]}
        onChange={(e) => change({ [key]: Number(e.target.value) })}
        className="accent-brand-700"
      />
    </div>
  );

  return (
    <form
      ref={form}
      method="get"
      action={action}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4"
      aria-labelledby="users-filters"
    >
      <h2 id="users-filters" className="text-lg font-semibold text-brand-900">
        {m.account_users_filters({}, t)}
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          label={m.account_users_search({}, t)}
          locale={locale}
          idPrefix="users"
          type="search"
          {...text('search')}
        />
        <Field
          label={m.account_field_firstName({}, t)}
          locale={locale}
          idPrefix="users"
          {...text('firstName')}
        />
        <Field
          label={m.account_field_lastName({}, t)}
          locale={locale}
          idPrefix="users"
          {...text('lastName')}
        />
        <Field
          label={m.account_field_username({}, t)}
          locale={locale}
          idPrefix="users"
          {...text('username')}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="users-leadBuyer" className="font-medium text-slate-800">
            {m.account_users_leadBuyer({}, t)}
          </label>
          <select
            id="users-leadBuyer"
            name="leadBuyer"
            defaultValue={query.leadBuyer}
            onChange={(e) => change({ leadBuyer: e.target.value as UsersQuery['leadBuyer'] })}
            className="rounded-md border border-slate-400 px-3 py-2"
          >
            <option value="">{m.account_users_any({}, t)}</option>
            <option value="true">{m.account_yes({}, t)}</option>
            <option value="false">{m.account_no({}, t)}</option>
          </select>
        </div>
        {slider('budgetMin', m.account_range_min({ label: budget }, t))}
        {slider('budgetMax', m.account_range_max({ label: budget }, t))}
        {slider('budgetRemainingMin', m.account_range_min({ label: remaining }, t))}
        {slider('budgetRemainingMax', m.account_range_max({ label: remaining }, t))}
        <div className="flex flex-col gap-1">
          <label htmlFor="users-field" className="font-medium text-slate-800">
            {m.account_users_sort({}, t)}
          </label>
          <select
            id="users-field"
            name="field"
            defaultValue={query.field}
            onChange={(e) => change({ field: e.target.value as SortField })}
            className="rounded-md border border-slate-400 px-3 py-2"
          >
            {SORT_FIELDS.map((field) => (
              <option key={field} value={field}>
                {fieldLabels[field]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="users-order" className="font-medium text-slate-800">
            {m.account_users_order({}, t)}
          </label>
          <select
            id="users-order"
            name="order"
            defaultValue={query.order}
            onChange={(e) => change({ order: e.target.value === 'desc' ? 'desc' : 'asc' })}
            className="rounded-md border border-slate-400 px-3 py-2"
          >
            <option value="asc">{m.account_users_sortAsc({}, t)}</option>
            <option value="desc">{m.account_users_sortDesc({}, t)}</option>
          </select>
        </div>
      </div>
      {query.type && <input type="hidden" name="type" value={query.type} />}
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {m.account_users_apply({}, t)}
        </button>
        <a href={action} className="text-brand-700 underline">
          {m.account_users_reset({}, t)}
        </a>
      </div>
    </form>
  );
}
