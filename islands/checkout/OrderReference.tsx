import { useEffect, useId, useRef, useState } from 'react';
import type { OrderReferenceOption } from '../../src/api/cart.ts';
import { checkoutText } from '../../src/components/checkout/messages.ts';
import * as m from '../../src/paraglide/messages.js';
import type { Locale } from '../../src/shared/locales.ts';
import { formatAmount } from '../../src/shared/money.ts';
import { CartRequestError, storeCall } from '../stores/cart.ts';
import { useHydrated } from '../use-hydrated.ts';
import Combobox from './Combobox.tsx';
import { cartChanged } from './refresh.ts';

interface Props {
  locale: Locale;
  /** The cart page, for the form without JavaScript. */
  action: string;
  assigned: OrderReferenceOption | null;
  /** The first usable references, for the plain select. */
  options: OrderReferenceOption[];
  error: string | null;
}

const SEARCH_DELAY_MS = 300;

/**
 * §3 order reference of the cart: without JavaScript a select of the usable references; with it a
 * search (GET /b2b/order-reference/search/{term}) that assigns the chosen one to the cart at once.
 */
export default function OrderReference({
  locale,
  action,
  assigned: initial,
  options,
  error: initialError,
}: Props) {
  const t = { locale };
  const id = useId();
  const enhanced = useHydrated();
  const [assigned, setAssigned] = useState(initial);
  const [term, setTerm] = useState('');
  const [results, setResults] = useState<OrderReferenceOption[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(initialError);
  const root = useRef<HTMLDivElement>(null);
  const result = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!enhanced) return;
    const timer = setTimeout(async () => {
      try {
        const path = `/b2b/order-reference/search/${encodeURIComponent(term.trim() || '*')}`;
        setResults((await storeCall<{ elements: OrderReferenceOption[] }>('GET', path)).elements);
      } catch {
        setResults([]);
      }
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [term, enhanced]);

  const labelOf = (r: OrderReferenceOption) =>
    r.budget === null
      ? r.name
      : `${r.name} – ${m.checkout_budget_remaining({ remaining: formatAmount(locale, r.remaining ?? 0), budget: formatAmount(locale, r.budget) }, t)}`;

  const change = async (next: OrderReferenceOption | null) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const path = next
        ? `/b2b/order-reference/cart/${encodeURIComponent(next.id)}`
        : '/b2b/order-reference/cart';
      await storeCall(next ? 'PUT' : 'DELETE', path);
      setAssigned(next);
      setTerm('');
      await cartChanged();
      // Issue 27: the keyboard lands on (and a screen reader reads) what is now assigned.
      result.current?.focus();
    } catch (failure) {
      const item = failure instanceof CartRequestError ? failure.items[0] : undefined;
      setError(checkoutText(item?.code ?? 'UNKNOWN_ERROR', item?.meta?.parameters ?? {}, locale));
      root.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
    } finally {
      setBusy(false);
    }
  };

  const heading = (
    <h3 id={`${id}-title`} className="text-lg font-semibold text-brand-900">
      {m.checkout_reference_title({}, t)}
    </h3>
  );
  const errorText = error && (
    <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
      {error}
    </p>
  );

  if (!enhanced) {
    return (
      <form method="post" action={action} className="flex flex-col gap-2" aria-labelledby={`${id}-title`}>
        {heading}
        <input type="hidden" name="intent" value="reference" />
        <label htmlFor={`${id}-select`} className="font-medium text-slate-800">
          {m.checkout_reference_label({}, t)}
        </label>
        <select
          id={`${id}-select`}
          name="orderReferenceId"
          defaultValue={initial?.id ?? ''}
          className="w-full rounded-md border border-slate-400 px-3 py-2"
        >
          <option value="">{m.checkout_reference_none({}, t)}</option>
          {options.map((r) => (
            <option key={r.id} value={r.id}>
              {labelOf(r)}
            </option>
          ))}
        </select>
        {errorText}
        <button
          type="submit"
          className="self-start rounded-md border border-slate-400 px-4 py-2 font-medium hover:bg-slate-100"
        >
          {m.checkout_reference_apply({}, t)}
        </button>
      </form>
    );
  }

  return (
    <div ref={root} className="flex flex-col gap-2" aria-busy={busy}>
      {heading}
      <p
        ref={result}
        tabIndex={-1}
        className="text-slate-800 focus:outline-2 focus:outline-brand-700"
        data-testid="assigned-reference"
      >
        {assigned
          ? m.checkout_reference_assigned({ name: assigned.name || assigned.id }, t)
          : m.checkout_reference_noneAssigned({}, t)}
      </p>
      {assigned && (
        <button
          type="button"
          disabled={busy}
          className="self-start text-sm text-red-800 underline"
          onClick={() => change(null)}
        >
          {m.checkout_reference_remove({}, t)}
        </button>
      )}
      <Combobox
        label={m.checkout_reference_search({}, t)}
        value={term}
        onInput={setTerm}
        options={(results ?? []).map((r) => ({ id: r.id, label: labelOf(r) }))}
        status={
          results === null
            ? m.checkout_searching({}, t)
            : results.length
              ? m.checkout_reference_found({ count: String(results.length) }, t)
              : m.checkout_reference_notFound({}, t)
        }
        // Read-only, not disabled, while saving: a disabled field would drop the keyboard focus.
        readOnly={busy}
        aria-describedby={error ? `${id}-error` : undefined}
        onPick={(option) => change(results?.find((r) => r.id === option.id) ?? null)}
      />
      {errorText}
    </div>
  );
}
