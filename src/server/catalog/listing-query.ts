import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import {
  DEFAULT_SORTING,
  LISTING_PAGE_SIZE,
  type ListingParams,
  type SortingKey,
} from '../../shared/catalog/listing.ts';
import { product, propertyOption } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { rankProducts, SEARCH_MATCH_CAP } from '../search/rank.ts';
import { priceSql } from './pricing.ts';
import { uuidArray, type Viewer } from './viewer.ts';

/**
 * A product listing (or search) as SQL. The listing shows parents and single articles, never
 * variant children; a parent matches a property or search filter when it or one of its active
 * children does. Filters are kept by name so that each aggregation can leave out its own filter and still
 * apply all the others (Shopware's post-filter behaviour).
 */
export interface ListingQuery {
  base: SQL;
  /** Search relevance (position in the ranked matches), the default order of a search. */
  rank?: SQL;
  /** The search's matches in relevance order: active listed products only (search/rank.ts). */
  ranked?: string[];
  /** What a search without filters reports as its total (see searchCap). */
  rankedTotal?: number;
  filters: Map<string, SQL>;
  price: SQL;
}

const SELF = sql.raw('"product"');

export const nameSql = (t: SQL, locale: string) =>
  sql`coalesce(${t}.translations -> ${locale}::text ->> 'name', ${t}.translations -> 'en-GB' ->> 'name')`;

/** Listed products (parents and single articles) having an active article, itself or a variant, that matches. */
const listedWithArticle = (cond: SQL) =>
  sql`${product.id} in (select coalesce(x.parent_id, x.id) from product x where x.active and ${cond})`;

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
  const base = and(
    eq(product.active, true),
    isNull(product.parentId),
    categoryId ? sql`${product.categoryTree} @> ${uuidArray([categoryId])}::uuid[]` : undefined,
    ranked ? sql`${product.id} = any(${uuidArray(ranked)}::uuid[])` : undefined,
  ) as SQL;
  const rank = ranked ? sql`array_position(${uuidArray(ranked)}::uuid[], ${product.id})` : undefined;
  const price = priceSql(viewer);
  const filters = new Map<string, SQL>();
  if (params.manufacturer.length)
    filters.set('manufacturer', inArray(product.manufacturerId, params.manufacturer));
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
  if (params.rating !== undefined) filters.set('rating', sql`${product.ratingAverage} >= ${params.rating}`);
  if (params['shipping-free']) filters.set('shipping-free', eq(product.shippingFree, true));
  if (params.categories.length) {
    filters.set('categories', sql`${product.categoryTree} && ${uuidArray(params.categories)}::uuid[]`);
  }
  for (const [groupId, options] of await optionsByGroup(ctx, params.properties)) {
    // Articles with the option (GIN index on property_ids), mapped to the listed parent.
    filters.set(
      `property:${groupId}`,
      listedWithArticle(sql`x.property_ids && ${uuidArray(options)}::uuid[]`),
    );
  }
  return { base, rank, ranked, rankedTotal, filters, price };
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
  const found = await ctx.db
    .select({ id: propertyOption.id, groupId: propertyOption.groupId })
    .from(propertyOption)
    .where(inArray(propertyOption.id, optionIds));
  const groupOf = new Map(found.map((o) => [o.id, o.groupId]));
  for (const id of new Set(optionIds)) {
    const group = groupOf.get(id) ?? 'unknown';
    groups.set(group, [...(groups.get(group) ?? []), id]);
  }
  return groups;
}

/** Base plus every filter whose name `skip` does not pick. */
export function whereOf(query: ListingQuery, skip: (name: string) => boolean = () => false): SQL {
  const active = [...query.filters].filter(([name]) => !skip(name)).map(([, cond]) => cond);
  return and(query.base, ...active) as SQL;
}

export function orderOf(query: ListingQuery, sorting: SortingKey | undefined, locale: string): SQL[] {
  const name = nameSql(SELF, locale);
  if (query.rank && !sorting) return [sql`${query.rank} asc`, asc(product.productNumber)];
  switch (sorting ?? DEFAULT_SORTING) {
    case 'name-desc':
      return [desc(name), asc(product.productNumber)];
    case 'price-asc':
      return [sql`${query.price} asc nulls last`, asc(name), asc(product.productNumber)];
    case 'price-desc':
      return [sql`${query.price} desc nulls last`, asc(name), asc(product.productNumber)];
    case 'topseller':
      // No sales figures: the best rated and best stocked articles come first.
      return [sql`${product.ratingAverage} desc nulls last`, desc(product.stock), asc(product.productNumber)];
    default:
      return [asc(name), asc(product.productNumber)];
  }
}
