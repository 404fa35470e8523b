import { useEffect, useState } from 'react';
import type { QuickSearchHit } from '../../src/api/quick-search.ts';
import * as m from '../../src/paraglide/messages.js';
import type { Locale } from '../../src/shared/locales.ts';
import { searchProducts } from '../search/api.ts';
import Combobox from './Combobox.tsx';

export interface Row {
  key: number;
  article: string;
  quantity: string;
  /** Why the server did not add this row, and which of its fields it concerns. */
  error?: { text: string; field: 'article' | 'quantity' };
}

interface Props {
  locale: Locale;
  languageId: string;
  row: Row;
  number: number;
  onChange: (row: Row) => void;
  onRemove: (() => void) | null;
}

const LOOKUP_DELAY_MS = 300;
const SHOWN = 5;

/**
 * One quick-order row: an article field that looks the article up as it is typed (article number,
 * EAN or the company's own number: the shop search knows all three) and a quantity.
 */
export default function ArticleRow({ locale, languageId, row, number, onChange, onRemove }: Props) {
  const t = { locale };
  const [hits, setHits] = useState<QuickSearchHit[] | null>(null);
  const [chosen, setChosen] = useState<QuickSearchHit | null>(null);
  const term = row.article.trim();
  const errorId = `quick-row-${row.key}-error`;
  const described = (field: 'article' | 'quantity') =>
    row.error?.field === field ? { 'aria-describedby': errorId, 'aria-invalid': true } : {};

  useEffect(() => {
    if (term.length < 2) {
      setHits(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        setHits((await searchProducts(term, languageId, controller.signal)).elements.slice(0, SHOWN));
      } catch {
        if (!controller.signal.aborted) setHits([]);
      }
    }, LOOKUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, languageId]);

  // What the field names, when it names exactly one of the hits.
  const upper = term.toUpperCase();
  const match =
    chosen?.productNumber === term
      ? chosen
      : hits?.find((h) => h.productNumber.toUpperCase() === upper || h.ean === term);
  const status =
    term.length < 2
      ? ''
      : hits === null
        ? m.checkout_searching({}, t)
        : hits.length
          ? m.checkout_quick_suggestions({ count: String(hits.length) }, t)
          : m.checkout_quick_noSuggestions({}, t);

  return (
    <li
      className="grid grid-cols-[1fr_5rem] items-start gap-2 sm:grid-cols-[1fr_6rem_8rem]"
      data-testid="quick-order-row"
    >
      <div className="flex flex-col gap-1">
        <Combobox
          label={m.checkout_quick_article({ number: String(number) }, t)}
          hideLabel
          {...described('article')}
          value={row.article}
          onInput={(article) => {
            setChosen(null);
            onChange({ ...row, article, error: undefined });
          }}
          options={(hits ?? []).map((h) => ({ id: h.id, label: `${h.productNumber} – ${h.name ?? ''}` }))}
          status={status}
          onPick={(option) => {
            const hit = hits?.find((h) => h.id === option.id);
            if (!hit) return;
            setChosen(hit);
            onChange({ ...row, article: hit.productNumber, error: undefined });
          }}
        />
        <p className="min-h-5 text-sm text-slate-600" aria-live="polite">
          {match?.name ?? ''}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`quick-row-${row.key}-quantity`} className="sr-only">
          {m.checkout_quick_quantity({ number: String(number) }, t)}
        </label>
        <input
          id={`quick-row-${row.key}-quantity`}
          type="text"
          inputMode="decimal"
          value={row.quantity}
          placeholder="1"
          {...described('quantity')}
          className="rounded-md border border-slate-400 px-3 py-2 text-right aria-invalid:border-red-700"
          onChange={(e) => onChange({ ...row, quantity: e.target.value, error: undefined })}
        />
      </div>
      {onRemove ? (
        <button
          type="button"
          className="col-span-2 justify-self-start rounded-md px-2 py-1 text-sm text-red-800 underline sm:col-span-1 sm:py-2"
          onClick={onRemove}
        >
          {m.checkout_quick_removeRow({ number: String(number) }, t)}
        </button>
      ) : null}
      {row.error && (
        <p
          id={errorId}
          className="col-span-full text-sm font-medium text-red-700"
          data-testid="quick-row-error"
        >
          {row.error.text}
        </p>
      )}
    </li>
  );
}
