import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  DEFAULT_SORTING,
  IdSchema,
  LISTING_PAGE_SIZE,
  type ListingParams,
  ListingParamsSchema,
} from '../../shared/catalog/listing.ts';
import { SUGGEST_LIMIT } from '../../shared/catalog/suggest.ts';
import { category, product } from '../db/schema/index.ts';
import { createRouter, type Env, type StoreContext } from '../http/context.ts';
import { applyIncludes } from '../http/criteria.ts';
import { ApiError } from '../http/errors.ts';
import { parse, readJson } from '../http/validate.ts';
import { catalogErrors } from './errors.ts';
import { countedListing } from './listing-aggregations.ts';
import { listingQuery, orderOf } from './listing-query.ts';
import { productViews } from './product-view.ts';
import { availableSortings } from './sortings.ts';
import { viewerOf } from './viewer.ts';

/**
 * Shopware takes listing parameters from the query string and the body; the body wins. A string
 * `query` is taken as the search term (§7 names it so), Criteria `includes` trim the response.
 */
async function listingParams(c: Context<Env>): Promise<ListingParams> {
  const input = { ...c.req.query(), ...((await readJson(c)) as Record<string, unknown>) };
  if (input.search === undefined && typeof input.query === 'string') input.search = input.query;
  return parse(ListingParamsSchema, input);
}

/**
 * One page of products with aggregations: the body of the listing and the search (§7). Counted on
 * product_listing and category_facet (listing-facets.ts), so it is answered fresh for everybody.
 */
async function listing(ctx: StoreContext, params: ListingParams, categoryId: string | null) {
  const viewer = await viewerOf(ctx);
  const query = await listingQuery(ctx, viewer, params, categoryId);
  const limit = params.limit ?? LISTING_PAGE_SIZE;
  const page = params.p ?? params.page ?? 1;
  const aggregations = !params['no-aggregations'];
  // A search in relevance order without filters is its ranked list itself (e.g. the quick search);
  // within a category, the category filters it like any other filter.
  const ranked = query.ranked && !query.filters.size && !params.order && !categoryId ? query.ranked : null;
  const counted =
    ranked && !aggregations
      ? { total: 0, pageIds: [], aggregations: {} }
      : await countedListing(ctx, viewer, query, {
          aggregations,
          page: ranked
            ? null
            : {
                sorting: params.order ?? DEFAULT_SORTING,
                order: orderOf(query, params.order, ctx.locale),
                limit,
                offset: (page - 1) * limit,
              },
        });
  const ids = ranked ? ranked.slice((page - 1) * limit, page * limit) : counted.pageIds;
  const totalResults = ranked ? (query.rankedTotal ?? 0) : counted.total;
  const rows = ids.length ? await ctx.db.select().from(product).where(inArray(product.id, ids)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const found = ids.flatMap((id) => byId.get(id) ?? []);
  return {
    apiAlias: 'product_listing',
    entity: 'product',
    elements: await productViews(ctx, found, { fields: params.includes.product }),
    // Shopware's schema lists aggregations as an array; each carries its name.
    aggregations: Object.entries(counted.aggregations).map(([name, result]) => ({ name, ...result })),
    page,
    currentPage: page,
    limit,
    currentLimit: limit,
    total: totalResults,
    totalResults,
    totalPages: Math.ceil(totalResults / limit),
    sorting: params.order ?? DEFAULT_SORTING,
    availableSortings: availableSortings(ctx.locale),
    currentFilters: {
      manufacturer: params.manufacturer,
      properties: params.properties,
      categories: params.categories,
      navigationId: categoryId ?? ctx.salesChannel.navigationCategoryId,
      // Shopware's schema counts the price filter in whole units (0: not set); rounded outwards.
      price: { min: Math.floor(params['min-price'] ?? 0), max: Math.ceil(params['max-price'] ?? 0) },
      rating: params.rating ?? null,
      'shipping-free': params['shipping-free'],
      search: params.search ?? null,
    },
  };
}

/** The search; Shopware's suggest call is the same search, limited and without aggregations. */
async function search(c: Context<Env>, suggest: boolean) {
  const ctx = c.get('ctx');
  const params = await listingParams(c);
  if (!params.search) {
    throw new ApiError(400, 'FRAMEWORK__MISSING_REQUEST_PARAMETER', 'Parameter "search" is missing.', {
      parameterName: 'search',
    });
  }
  const asked = suggest
    ? { ...params, limit: Math.min(params.limit ?? SUGGEST_LIMIT, SUGGEST_LIMIT), 'no-aggregations': true }
    : params;
  return c.json(applyIncludes(await listing(ctx, asked, null), asked.includes));
}

export const listingRoutes = createRouter()
  .get('/product-listing/settings', (c) =>
    c.json({
      apiAlias: 'product_listing_settings',
      limit: LISTING_PAGE_SIZE,
      defaultSorting: DEFAULT_SORTING,
      availableSortings: availableSortings(c.get('ctx').locale),
    }),
  )
  /** Products of a category and its descendants (§2 product listing with filters). */
  .post('/product-listing/:categoryId', async (c) => {
    const ctx = c.get('ctx');
    const categoryId = parse(IdSchema, c.req.param('categoryId'));
    const params = await listingParams(c);
    const active = await ctx.memo.get(`category-active:${categoryId}`, async () => {
      const [row] = await ctx.db
        .select({ id: category.id })
        .from(category)
        .where(and(eq(category.id, categoryId), eq(category.active, true)))
        .limit(1);
      return Boolean(row);
    });
    if (!active) throw catalogErrors.categoryNotFound(categoryId);
    return c.json(applyIncludes(await listing(ctx, params, categoryId), params.includes));
  })
  /** Search by article number, EAN, description or brand (§1), with the listing's filters. */
  .post('/search', (c) => search(c, false))
  /** The header's quick search (§4 Search). */
  .post('/search-suggest', (c) => search(c, true));
