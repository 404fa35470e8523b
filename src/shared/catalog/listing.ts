import * as v from 'valibot';

/** Listing and CMS page size (§9). */
export const LISTING_PAGE_SIZE = 24;
export const MAX_LISTING_LIMIT = 100;

/** Sortings of the product listing; the storefront translates `catalog_sort_<key>`. */
export const SORTINGS = ['name-asc', 'name-desc', 'price-asc', 'price-desc', 'topseller'] as const;
export type SortingKey = (typeof SORTINGS)[number];
export const DEFAULT_SORTING: SortingKey = 'name-asc';

const UUID_RE = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** Shopware sends ids as 32 hex digits, this API stores dashed UUIDs: both are accepted. */
export function normalizeId(id: string): string | null {
  if (!UUID_RE.test(id)) return null;
  const hex = id.replace(/-/g, '').toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const IdSchema = v.pipe(
  v.string(),
  v.check((s) => normalizeId(s) !== null, 'INVALID_UUID'),
  v.transform((s) => normalizeId(s) as string),
);

/** `a|b|c` (query string style) or an array of ids. */
const IdList = v.pipe(
  v.union([v.pipe(v.string(), v.maxLength(20_000)), v.pipe(v.array(v.string()), v.maxLength(500))]),
  v.transform((value) => (typeof value === 'string' ? value.split('|') : value).filter((s) => s !== '')),
  v.maxLength(500),
  v.array(IdSchema),
);

/** Numbers may arrive as strings from query parameters. */
const Num = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/), v.transform(Number))]),
    v.number(),
    v.minValue(min),
    v.maxValue(max),
  );
const Int = (min: number, max: number) => v.pipe(Num(min, max), v.integer());
const Flag = v.pipe(
  v.union([v.boolean(), v.picklist(['1', '0', 'true', 'false', '']), v.picklist([0, 1])]),
  v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
);

const COUNT_MODES = ['none', 'exact', 'next-pages'] as const;
type CountMode = (typeof COUNT_MODES)[number];

/**
 * Shopware's Criteria total-count-mode, by name or number (0 none, 1 exact, 2 next-pages): `exact`
 * counts every match; `next-pages` (the quick search) looks only five pages ahead, so `total` is at
 * most offset + 6 × limit + 1 ("more than").
 */
export const TotalCountModeSchema = (fallback: CountMode) =>
  v.optional(
    v.union([
      v.picklist(COUNT_MODES),
      v.pipe(
        v.picklist([0, 1, 2, '0', '1', '2']),
        v.transform((n) => COUNT_MODES[Number(n)] as CountMode),
      ),
    ]),
    fallback,
  );

/** The listing's parameters, as Shopware takes them from the query string or the body. */
export const ListingParamsSchema = v.object({
  p: v.optional(Int(1, 100_000)),
  page: v.optional(Int(1, 100_000)),
  limit: v.optional(Int(1, MAX_LISTING_LIMIT)),
  order: v.optional(v.picklist(SORTINGS)),
  search: v.optional(
    v.pipe(
      v.string(),
      v.check((s) => !s.includes('\0')),
      // Any pasted text is searched by its start (no article number, EAN or name is longer).
      v.transform((s) => s.trim().slice(0, 200)),
    ),
  ),
  manufacturer: v.optional(IdList, []),
  properties: v.optional(IdList, []),
  categories: v.optional(IdList, []),
  'min-price': v.optional(Num(0, 1e9)),
  'max-price': v.optional(Num(0, 1e9)),
  rating: v.optional(Num(0, 5)),
  'shipping-free': v.optional(Flag, false),
  /** Shopware's switch for calls that need no filters, such as the quick search. */
  'no-aggregations': v.optional(Flag, false),
  /** Listings count every match unless asked otherwise. */
  'total-count-mode': TotalCountModeSchema('exact'),
  /** Criteria includes: `{ product: ['id', 'name'] }` keeps only those fields (quick search). */
  includes: v.optional(v.record(v.string(), v.pipe(v.array(v.string()), v.maxLength(100))), {}),
});
export type ListingParams = v.InferOutput<typeof ListingParamsSchema>;
