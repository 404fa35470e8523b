import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { QUICK_SEARCH_SHOWN, type QuickSearchHit } from '../../src/api/quick-search.ts';
import { $customer } from '../stores/session.ts';
import { loadArticleLinks, loadPrices, loadVariantCounts, searchProducts } from './api.ts';

/** §9: the search waits until typing has paused this long. */
export const DEBOUNCE_MS = 600;

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; hits: QuickSearchHit[]; total: number };

/**
 * §4 Search: an empty term clears the results; any other is searched 600 ms after the last
 * keystroke, then variant counts and, for logged-in customers, prices and article links (the company's
 * own numbers) of the shown rows are loaded in one call each. A newer term aborts everything still running for an older one.
 */
export function useQuickSearch(term: string, languageId: string) {
  const customer = useStore($customer);
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const [prices, setPrices] = useState<Awaited<ReturnType<typeof loadPrices>>>(new Map());
  const [variants, setVariants] = useState(new Map<string, number>());
  const [links, setLinks] = useState(new Map<string, string>());

  useEffect(() => {
    setPrices(new Map());
    setVariants(new Map());
    setLinks(new Map());
    const query = term.trim();
    if (!query) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading' });
    const controller = new AbortController();
    const { signal } = controller;
    const timer = setTimeout(async () => {
      try {
        const result = await searchProducts(query, languageId, signal);
        const hits = result.elements.slice(0, QUICK_SEARCH_SHOWN);
        setState({ status: 'done', hits, total: result.total });
        if (!hits.length) return;
        const extras: Promise<void>[] = [
          loadVariantCounts(
            hits.map((h) => h.id),
            languageId,
            signal,
          ).then(setVariants),
        ];
        if (customer) {
          extras.push(
            loadPrices(
              hits.map((h) => h.productNumber),
              languageId,
              signal,
            ).then(setPrices),
            loadArticleLinks(
              hits.map((h) => h.id),
              languageId,
              signal,
            ).then(setLinks),
          );
        }
        // Prices, counts and links are extras: the rows stay useful without them.
        await Promise.allSettled(extras);
      } catch {
        if (!signal.aborted) setState({ status: 'error' });
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, languageId, customer]);

  return { state, prices, variants, links };
}
