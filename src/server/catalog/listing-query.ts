import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  DEFAULT_SORTING,
  LISTING_PAGE_SIZE,
  type ListingParams,
  type SortingKey,
} from '../../shared/catalog/listing.ts';
import { productListing as listing } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { rankProducts, SEARCH_MATCH_CAP } from '../search/rank.ts';
import { priceSql } from './pricing.ts';
import { optionsByIds } from './properties.ts';
import { uuidArray, type Viewer } from './viewer.ts';

/**
 * A product listing (or search) as SQL over product_listing (schema/listing.ts): one narrow row per
 * listed product (parents and single articles, never variant children); a parent's options include
 * those of its active variants, so it matches a property filter when it or one of them does.
 * Filters are kept by name so that each aggregation can leave out its own filter and still apply all
 * the others (Shopware's post-filter behaviour).
 */
export interface ListingQuery {
  base: SQL;
  /** The category listed; null for a search. */
  categoryId: string | null;
  /** Search relevance (position in the ranked matches), the default order of a search. */
  rank?: SQL;
  /** The search's matches in relevance order: active listed products only (search/rank.ts). */
  ranked?: string[];
  /** What a search without filters reports as its total (see searchCap). */
  rankedTotal?: number;
  filters: Map<string, SQL>;
  price: SQL;
  /** Whose prices `price` gives: the price list id, '-' for net prices. */
  priceKey: string;
}

/** The sort name column of a language (the English name where a translation is missing). */
export const sortName = (locale: string) =>
  ['de-DE', 'fr-FR', 'nl-NL'].includes(locale) ? `name_${locale.slice(0, 2)}` : 'name_en';
const nameOf = (locale: string) => sql.raw(`product_listing.${sortName(locale)}`);

export async function listingQuery(
  ctx: StoreContext,
  viewer: Viewer,
  params: ListingParams,
  categoryId: string | null,
): Promise<ListingQuery> {
  // The search's ranked listed products, best first (exact numbers, SKU prefix, words, typo fallback).
  const cap = searchCap(params);
  const ranking = params.search
    ? await rankProducts(ctx.db, params.search, { cap, companyId: viewer.customer?.company.id })
    : undefined;
  const ranked = ranking?.ids;
  // Counting a few pages ahead (next-pages), a cut-off list says "at least this many".
  const rankedTotal =
    ranking && params['total-count-mode'] !== 'exact' && ranking.more ? cap : ranked?.length;
  const base =
    and(
      categoryId ? sql`${listing.tags} @> ${uuidArray([categoryId])}::uuid[]` : undefined,
      ranked ? sql`${listing.id} = any(${uuidArray(ranked)}::uuid[])` : undefined,
    ) ?? sql`true`;
  const rank = ranked ? sql`array_position(${uuidArray(ranked)}::uuid[], ${listing.id})` : undefined;
  const price = priceSql(viewer);
  const filters = new Map<string, SQL>();
  if (params.manufacturer.length)
    filters.set('manufacturer', sql`${listing.tags} && ${uuidArray(params.manufacturer)}::uuid[]`);
  // Price filters would reveal prices to visitors who may not see them, so they only apply with prices.
  const min = params['min-price'];
  const max = params['max-price'];
  if (viewer.canSeePrices && (min !== undefined || max !== undefined)) {
    filters.set(
      'price',
      and(
        min !== undefined ? sql`${price} >= ${Math.round(min * 1000)}` : undefined,
        max !== undefined ? sql`${price} <= ${Math.round(max * 1000)}` : undefined,
      ) as SQL,
    );
  }
  if (params.rating !== undefined) filters.set('rating', sql`${listing.ratingAverage} >= ${params.rating}`);
  if (params['shipping-free']) filters.set('shipping-free', eq(listing.shippingFree, true));
  if (params.categories.length) {
    filters.set('categories', sql`${listing.tags} && ${uuidArray(params.categories)}::uuid[]`);
  }
  for (const [groupId, options] of await optionsByGroup(ctx, params.properties)) {
    filters.set(`property:${groupId}`, sql`${listing.tags} && ${uuidArray(options)}::uuid[]`);
  }
  return {
    base,
    categoryId,
    rank,
    ranked,
    rankedTotal,
    filters,
    price,
    priceKey: viewer.priceList?.id ?? '-',
  };
}

/**
 * How many matches a search ranks: every page a buyer reads (`exact`), or, for the quick search's
 * `next-pages` count, only up to five pages ahead (Shopware's limit × 6 + 1), which keeps it fast.
 */
function searchCap(params: ListingParams): number {
  const limit = params.limit ?? LISTING_PAGE_SIZE;
  const offset = ((params.p ?? params.page ?? 1) - 1) * limit;
  const mode = params['total-count-mode'];
  if (mode === 'exact') return SEARCH_MATCH_CAP;
  return Math.min(SEARCH_MATCH_CAP, offset + (mode === 'next-pages' ? 6 * limit + 1 : limit));
}

/** Options of one group are alternatives (or), groups combine (and); unknown options match nothing. */
async function optionsByGroup(ctx: StoreContext, optionIds: string[]): Promise<Map<string, string[]>> {
  const groups = new Map<string, string[]>();
  if (!optionIds.length) return groups;
  const known = await optionsByIds(ctx, optionIds);
  for (const id of new Set(optionIds)) {
    const group = known.get(id)?.groupId ?? 'unknown';
    groups.set(group, [...(groups.get(group) ?? []), id]);
  }
  return groups;
}

/** True when the aggregations leaving out `skip` see the whole category: its stored facet counts apply. */
export const isWholeCategory = (query: ListingQuery, skip: (name: string) => boolean = () => false) =>
  query.categoryId !== null && !query.ranked && [...query.filters.keys()].every(skip);

/**
 * The order of a listing: ties go by the net price, then the article number, each in the sorting's
 * direction, so that a whole category can be paged along its indexes (listing-sort.ts).
 */
export function orderOf(query: ListingQuery, sorting: SortingKey | undefined, locale: string): SQL[] {
  const name = nameOf(locale);
  if (query.rank && !sorting) return [sql`${query.rank} asc`, asc(listing.productNumber)];
  switch (sorting ?? DEFAULT_SORTING) {
    case 'name-desc':
      return [sql`${name} desc`, desc(listing.productNumber)];
    case 'price-asc':
      return [
        sql`${query.price} asc nulls last`,
        sql`${listing.netPriceMilli} asc nulls last`,
        asc(listing.productNumber),
      ];
    case 'price-desc':
      return [
        sql`${query.price} desc nulls last`,
        sql`${listing.netPriceMilli} desc nulls last`,
        desc(listing.productNumber),
      ];
    case 'topseller':
      // No sales figures: the best rated and best stocked articles come first.
      return [sql`${listing.ratingAverage} desc nulls last`, desc(listing.stock), asc(listing.productNumber)];
    default:
      return [sql`${name} asc`, asc(listing.productNumber)];
  }
}
