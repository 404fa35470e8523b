import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { QUICK_SEARCH_COUNTED, type QuickSearchHit } from '../../src/api/quick-search.ts';
import { ICON_PATHS } from '../../src/components/icons.ts';
import { formatUnitPrice } from '../../src/shared/money.ts';
import { fillPlural, type PluralTemplates } from '../../src/shared/plural.ts';
import { fill } from '../menu-parts.tsx';
import { useTypingPlaceholder } from './typing.ts';
import { type SearchState, useQuickSearch } from './useQuickSearch.ts';

/** Texts in the page's language, rendered by the header (so the island ships one language only). */
export interface SearchLabels {
  label: string;
  placeholder: string;
  submit: string;
  loading: string;
  /** Contains `{query}`. */
  noResults: string;
  error: string;
  results: string;
  /** Contains `{sku}`: the company's own article number. */
  customerSku: string;
  /** Contains `{shown}` and `{total}`. */
  resultCount: string;
  /** Contains `{shown}` and `{total}`: more than `total` matched. */
  resultCountMore: string;
  showMore: string;
  /** Contains `{number}`. */
  articleNumber: string;
  /** Per plural category, with `{count}`. */
  variants: PluralTemplates;
  /** The page's locale, for the plural rules. */
  locale: string;
}

interface Props {
  labels: SearchLabels;
  /** Domain path prefix ('' or '/fr'). */
  prefix: string;
  /** Language uuid of the domain, so names come back in the page's language. */
  languageId: string;
}

const productHref = (prefix: string, hit: QuickSearchHit) => `${prefix}/${hit.seoUrls[0]?.seoPathInfo ?? ''}`;

/**
 * Header quick search (§2, §4 Search): an ARIA combobox over the best 5 matches, with "show more"
 * to /search. Server-rendered it is the plain GET form to /search, which is all it is without
 * JavaScript. While focused it marks the header (`data-searching`) so the field grows, the service
 * navigation steps aside and, on mobile, the menu button hides.
 */
export default function QuickSearch({ labels, prefix, languageId }: Props) {
  const [term, setTerm] = useState('');
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const root = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const { placeholder } = labels;
  const typed = useTypingPlaceholder(placeholder, !focused && !term);
  const { state, prices, variants, links } = useQuickSearch(term, languageId);
  const hits = state.status === 'done' ? state.hits : [];
  const expanded = open && state.status !== 'idle';
  const moreHref = `${prefix}/search?${new URLSearchParams({ query: term.trim() })}`;

  // The field is usable before hydration: what was typed and where the focus is then fired no event.
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    if (field.value) setTerm(field.value);
    if (document.activeElement === field) {
      setFocused(true);
      setOpen(true);
    }
  }, []);
  useEffect(() => {
    root.current?.closest('[data-header]')?.toggleAttribute('data-searching', focused);
  }, [focused]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!hits.length) return;
      const last = hits.length - 1;
      setActive((i) => (event.key === 'ArrowDown' ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Enter' && expanded && hits[active]) {
      event.preventDefault();
      window.location.assign(productHref(prefix, hits[active]));
    }
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark that is also the no-JavaScript form.
    <form
      ref={root}
      action={`${prefix}/search`}
      method="get"
      role="search"
      aria-label={labels.label}
      className="relative flex min-w-56 flex-1 transition-[max-width] md:max-w-2xl md:group-data-compressed/header:max-w-none md:group-data-searching/header:max-w-none"
      onFocus={() => {
        setFocused(true);
        setOpen(true);
      }}
      onBlur={(event) => {
        if (root.current?.contains(event.relatedTarget as Node | null)) return;
        setFocused(false);
        setOpen(false);
      }}
    >
      <label htmlFor="header-search" className="sr-only">
        {labels.label}
      </label>
      <div className="relative flex min-w-0 flex-1">
        <input
          ref={input}
          id="header-search"
          type="search"
          name="query"
          autoComplete="off"
          placeholder={placeholder}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && hits[active] ? `${listId}-${active}` : undefined}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          className={`min-w-0 flex-1 rounded-l-md border border-r-0 border-slate-400 px-4 py-2.5 text-base placeholder:text-slate-600 focus:border-brand-600 ${typed === null ? '' : 'placeholder:text-transparent'}`}
        />
        {typed !== null && (
          // Decoration only: the input keeps its label and real placeholder for assistive technology.
          // Held inside the field's padding (inset-x-4), so the growing text is clipped before the button.
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 inset-x-4 flex items-center overflow-hidden whitespace-nowrap text-base text-slate-600"
          >
            {typed}
          </span>
        )}
      </div>
      <button
        type="submit"
        className="flex items-center gap-2 rounded-r-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        <svg
          className="size-5"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d={ICON_PATHS.search} strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="sr-only lg:not-sr-only">{labels.submit}</span>
      </button>
      <p role="status" className="sr-only">
        {statusText(state, term, labels)}
      </p>
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[28rem] overflow-y-auto rounded-md border border-slate-200 bg-white p-2 shadow-lg"
      >
        {state.status === 'loading' && (
          <p className="flex items-center gap-2 px-3 py-2 text-slate-700" data-search-loading>
            <span className="size-4 animate-spin rounded-full border-2 border-brand-700 border-t-transparent motion-reduce:animate-none" />
            {labels.loading}
          </p>
        )}
        {state.status === 'error' && <p className="px-3 py-2 text-red-700">{labels.error}</p>}
        {state.status === 'done' && !hits.length && (
          <p className="px-3 py-2 text-slate-700" data-search-empty>
            {fill(labels.noResults, { query: term.trim() })}
          </p>
        )}
        <div id={listId} role="listbox" aria-label={labels.results} hidden={!hits.length}>
          {hits.map((hit, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant).
            <div
              key={hit.id}
              id={`${listId}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={`flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 ${i === active ? 'bg-brand-50 outline-2 outline-brand-600' : 'hover:bg-slate-50'}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => window.location.assign(productHref(prefix, hit))}
            >
              <Row
                labels={labels}
                hit={hit}
                price={prices.get(hit.id)}
                variants={variants.get(hit.id) ?? 0}
                customerSku={links.get(hit.id)}
              />
            </div>
          ))}
        </div>
        {hits.length > 0 && (
          <a
            href={moreHref}
            className="mt-1 block rounded-md px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50"
            onClick={() => setOpen(false)}
          >
            {labels.showMore}
          </a>
        )}
      </div>
    </form>
  );
}

function statusText(state: SearchState, term: string, labels: SearchLabels): string {
  if (state.status === 'loading') return labels.loading;
  if (state.status === 'error') return labels.error;
  if (state.status !== 'done') return '';
  if (!state.hits.length) return fill(labels.noResults, { query: term.trim() });
  // Matches are counted a few pages ahead only: beyond that the count reads "more than".
  if (state.total > QUICK_SEARCH_COUNTED) {
    return fill(labels.resultCountMore, { shown: state.hits.length, total: QUICK_SEARCH_COUNTED });
  }
  return fill(labels.resultCount, { shown: state.hits.length, total: state.total });
}

interface RowProps {
  labels: SearchLabels;
  hit: QuickSearchHit;
  /** Net price and unit (logged-in customers with the right to see prices). */
  price: { price: number; uom: string } | null | undefined;
  variants: number;
  /** The company's own number for the article (article link). */
  customerSku: string | undefined;
}

function Row({ labels, hit, price, variants, customerSku }: RowProps) {
  return (
    <>
      {hit.cover ? (
        <img
          src={hit.cover.media.url}
          alt=""
          width="48"
          height="48"
          className="size-12 shrink-0 object-contain"
        />
      ) : (
        <span className="size-12 shrink-0 rounded bg-slate-100" />
      )}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-brand-900">{hit.name}</span>
        <span className="block text-sm text-slate-700">
          {fill(labels.articleNumber, { number: hit.productNumber })}
          {customerSku ? ` · ${fill(labels.customerSku, { sku: customerSku })}` : ''}
          {hit.manufacturer ? ` · ${hit.manufacturer.name}` : ''}
          {variants > 0 ? ` · ${fillPlural(labels.locale, labels.variants, variants)}` : ''}
        </span>
      </span>
      {price && (
        <span className="shrink-0 font-semibold">
          {formatUnitPrice(labels.locale, price.price, price.uom)}
        </span>
      )}
    </>
  );
}
