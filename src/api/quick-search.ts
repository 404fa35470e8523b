// The header's quick search (§4 Search, §9): one lean `POST /search-suggest` call (Shopware's suggest),
// shared by the island and `npm run bench:search` so the benchmark measures exactly what the browser asks for.
import { SUGGEST_LIMIT } from '../shared/catalog/suggest.ts';

export const QUICK_SEARCH_PATH = '/search-suggest';

/** §9: the dropdown shows at most 5 of 10 requested results (all the suggest call answers). */
export const QUICK_SEARCH_LIMIT = SUGGEST_LIMIT;
export const QUICK_SEARCH_SHOWN = 5;

/** `total` counts matches up to five pages ahead (Shopware's next-pages mode); more shows as "more than". */
export const QUICK_SEARCH_COUNTED = QUICK_SEARCH_LIMIT * 6;

/**
 * Only what a dropdown row shows: no aggregations, a total counted a few pages ahead only, and Criteria
 * `includes` trim every entity (the server then loads nothing else).
 */
export const quickSearchBody = (search: string) => ({
  search,
  limit: QUICK_SEARCH_LIMIT,
  'no-aggregations': true,
  'total-count-mode': 'next-pages',
  includes: {
    product_listing: ['elements', 'total'],
    product: ['id', 'productNumber', 'ean', 'name', 'manufacturer', 'cover', 'seoUrls'],
    product_manufacturer: ['name'],
    product_media: ['media'],
    media: ['url', 'alt'],
    seo_url: ['seoPathInfo'],
  },
});

export interface QuickSearchHit {
  id: string;
  productNumber: string;
  ean: string | null;
  name: string | null;
  manufacturer: { name: string } | null;
  cover: { media: { url: string; alt: string | null } } | null;
  seoUrls: { seoPathInfo: string }[];
}

export interface QuickSearchResult {
  elements: QuickSearchHit[];
  total: number;
}
