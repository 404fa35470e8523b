import type * as v from 'valibot';
import { isStoreApiError } from '../../api/errors.ts';
import type { Locale } from '../../shared/locales.ts';
import { formatAmount, formatUnitPrice } from '../../shared/money.ts';
import { type FormMessages, NO_ERRORS, validate } from '../form/submit.ts';

/**
 * The state of a history list (offers, invoices) as it lives in the URL, so the list works without
 * JavaScript and can be bookmarked; checked with the same schema the Store API uses (§5).
 */
export interface HistoryState<Q> {
  /** The valid query, or null when the form has errors (then no list is asked for). */
  query: Q | null;
  /** The raw values, to refill the form and build links. */
  values: Record<string, string>;
  messages: FormMessages;
}

const KEYS = ['page', 'term', 'from', 'to', 'status', 'sort', 'order'] as const;

export function readHistoryQuery<S extends v.GenericSchema>(
  schema: S,
  params: URLSearchParams,
  locale: Locale,
): HistoryState<v.InferOutput<S>> {
  const values: Record<string, string> = {};
  for (const key of KEYS) {
    const value = params.get(key)?.trim().slice(0, 100);
    if (value) values[key] = value;
  }
  let result = validate(schema, values, locale);
  // Only the dates are the visitor's to correct (§5); any other malformed value falls back to its default.
  const stray = Object.keys(result.messages?.fields ?? {}).filter((key) => key !== 'from' && key !== 'to');
  if (stray.length) {
    for (const key of stray) delete values[key];
    result = validate(schema, values, locale);
  }
  return { query: result.output, values, messages: result.messages ?? NO_ERRORS };
}

/** The list's URL with some values changed; §4: any change but the page goes back to page 1. */
export function historyHref(action: string, values: Record<string, string>, changes: Record<string, string>) {
  const next: Record<string, string> = { ...values, ...changes };
  if (!('page' in changes)) delete next.page;
  const params = new URLSearchParams(
    Object.entries(next).filter(([key, value]) => value && !(key === 'page' && value === '1')),
  );
  const query = params.toString();
  return query ? `${action}?${query}` : action;
}

export const DEFAULT_SORT = { sort: 'date', order: 'desc' } as const;

/** A column header's link: its column in its natural direction, or the other direction when it sorts already. */
export function sortState(values: Record<string, string>, field: string) {
  const sort = values.sort ?? DEFAULT_SORT.sort;
  const order = values.order ?? DEFAULT_SORT.order;
  const active = sort === field;
  const next = active ? (order === 'asc' ? 'desc' : 'asc') : field === 'date' ? 'desc' : 'asc';
  return {
    active,
    ariaSort: active ? (order === 'asc' ? 'ascending' : 'descending') : undefined,
    changes: { sort: field, order: next },
  } as const;
}

/** An ISO day (`2026-11-02`) as the visitor's locale writes dates. */
export const formatDay = (locale: Locale, iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC' });

/** Euros with their digits (§9: unit prices with 3 decimals, amounts to the cent). */
export const formatEuro = (locale: Locale, value: number, digits = 2) =>
  digits === 3 ? formatUnitPrice(locale, value) : formatAmount(locale, value);

/** A document of the history, or the status of the error page shown instead (any refusal reads as 404). */
export async function loadDocument<T>(load: () => Promise<T>): Promise<{ doc: T | null; status: number }> {
  try {
    return { doc: await load(), status: 0 };
  } catch (error) {
    return { doc: null, status: isStoreApiError(error) && error.status < 500 ? 404 : 500 };
  }
}
