/**
 * `POST /search-suggest` (the header's quick search) answers at most this many products, without
 * aggregations. Apart from listing.ts, whose schemas would bring valibot into every page's island.
 */
export const SUGGEST_LIMIT = 10;
