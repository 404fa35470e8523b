import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { translate } from '../../shared/locales.ts';
import { category, manufacturer, product } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { type ListingQuery, whereOf } from './listing-query.ts';
import { euros } from './pricing.ts';
import { byGroupThenOption, optionsByIds, type PropertyOptionView } from './properties.ts';
import { rows, uuidArray, type Viewer } from './viewer.ts';

/**
 * The listing's aggregations (Shopware names and shapes), each computed with every active filter
 * except its own, so a filter's own choices never narrow themselves away. Counts are of listing
 * products (parents and single articles). One query per aggregation, none per product.
 */
export async function listingAggregations(
  ctx: StoreContext,
  viewer: Viewer,
  query: ListingQuery,
  categoryId: string | null,
) {
  const [manufacturers, stats, properties, categories] = await Promise.all([
    manufacturerAggregation(
      ctx,
      whereOf(query, (f) => f === 'manufacturer'),
    ),
    statsAggregation(ctx, query),
    propertiesAggregation(ctx, query),
    categoriesAggregation(
      ctx,
      whereOf(query, (f) => f === 'categories'),
      categoryId ?? ctx.salesChannel.navigationCategoryId,
    ),
  ]);
  return {
    manufacturer: { apiAlias: 'manufacturer_aggregation', entities: manufacturers },
    price: {
      apiAlias: 'price_aggregation',
      min: viewer.canSeePrices ? euros(stats.price.min) : null,
      max: viewer.canSeePrices ? euros(stats.price.max) : null,
    },
    rating: { apiAlias: 'rating_aggregation', max: stats.rating },
    'shipping-free': { apiAlias: 'shipping-free_aggregation', max: stats.shippingFree ? 1 : 0 },
    properties: { apiAlias: 'properties_aggregation', entities: properties },
    categories: { apiAlias: 'categories_aggregation', entities: categories },
  };
}

async function manufacturerAggregation(ctx: StoreContext, where: SQL) {
  const found = await ctx.db
    .select({ id: manufacturer.id, name: manufacturer.name, count: sql<number>`count(*)::int` })
    .from(product)
    .innerJoin(manufacturer, eq(manufacturer.id, product.manufacturerId))
    .where(where)
    .groupBy(manufacturer.id, manufacturer.name)
    .orderBy(asc(manufacturer.name));
  return found.map((m) => ({ apiAlias: 'product_manufacturer', ...m }));
}

interface Stats {
  min: number | null;
  max: number | null;
  rating: number | null;
  free: boolean | null;
}

/**
 * Price range, best rating and whether anything ships free. Every statistic whose own filter is
 * not active shares one scan (the common case); the others get a scan without their filter.
 */
async function statsAggregation(ctx: StoreContext, query: ListingQuery) {
  const stat = (where: SQL) =>
    rows<Stats>(
      ctx.db,
      sql`select min(${query.price})::float8 as min, max(${query.price})::float8 as max,
            max(${product.ratingAverage})::float8 as rating, bool_or(${product.shippingFree}) as free
          from product where ${where}`,
    ).then((r) => r[0]);
  const shared = stat(whereOf(query));
  const own = (filter: string) =>
    query.filters.has(filter) ? stat(whereOf(query, (f) => f === filter)) : shared;
  const [price, rating, free] = await Promise.all([own('price'), own('rating'), own('shipping-free')]);
  return {
    price: { min: price?.min ?? null, max: price?.max ?? null },
    rating: rating?.rating ?? null,
    shippingFree: free?.free === true,
  };
}

/**
 * Option counts over listing products, a parent counting the options of its children too. A
 * product's own options are distinct already; only options that children add are deduplicated,
 * so the count is a plain hash aggregate even over a whole catalogue.
 */
const optionCounts = (ctx: StoreContext, where: SQL) =>
  rows<{ id: string; count: number }>(
    ctx.db,
    sql`select opt::text as id, count(*)::int as count from (
          select unnest(${product.propertyIds}) as opt from product where ${where}
          union all
          select opt from (
            select distinct ${product.id}, o as opt from product
              join product c on c.parent_id = ${product.id} and c.active
              cross join lateral unnest(c.property_ids) o
              where ${product.childCount} > 0 and ${where} and not (o = any(${product.propertyIds}))
          ) added
        ) found
        group by opt`,
  );

/**
 * Filterable property groups with their options (inner and outer diameter, material, width…).
 * Groups without an active filter share one query; each filtered group gets its own that leaves
 * out only that group's filter, so its other options stay selectable.
 */
async function propertiesAggregation(ctx: StoreContext, query: ListingQuery) {
  const filtered = [...query.filters.keys()].filter((f) => f.startsWith('property:'));
  const [shared, ...own] = await Promise.all([
    optionCounts(
      ctx,
      whereOf(query, (f) => f.startsWith('property:')),
    ),
    ...filtered.map((f) =>
      optionCounts(
        ctx,
        whereOf(query, (name) => name === f),
      ),
    ),
  ]);
  const ownGroups = filtered.map((f) => f.slice('property:'.length));
  const counts = new Map<string, number>();
  const options = await optionsByIds(
    ctx,
    [...(shared ?? []), ...own.flat()].map((r) => r.id),
  );
  const keep = (list: { id: string; count: number }[], inGroup: (groupId: string) => boolean) => {
    for (const row of list) {
      const option = options.get(row.id);
      if (option && inGroup(option.groupId)) counts.set(row.id, row.count);
    }
  };
  keep(shared ?? [], (g) => !ownGroups.includes(g));
  for (const [i, list] of own.entries()) keep(list, (g) => g === ownGroups[i]);

  const groups = new Map<string, PropertyOptionView['group'] & { options: unknown[] }>();
  const sorted = [...counts.keys()]
    .flatMap((id) => options.get(id) ?? [])
    .filter((o) => o.group.filterable)
    .sort(byGroupThenOption);
  for (const option of sorted) {
    const group = groups.get(option.groupId) ?? { ...option.group, options: [] };
    const { group: _group, ...bare } = option;
    group.options.push({ ...bare, count: counts.get(option.id) ?? 0 });
    groups.set(option.groupId, group);
  }
  return [...groups.values()];
}

/** The direct children of the listed category, each with the number of matching products. */
async function categoriesAggregation(ctx: StoreContext, where: SQL, parentId: string) {
  const children = await ctx.db
    .select()
    .from(category)
    .where(and(eq(category.parentId, parentId), eq(category.active, true)))
    .orderBy(asc(category.position));
  if (!children.length) return [];
  const found = await rows<{ id: string; count: number }>(
    ctx.db,
    sql`select cid::text as id, count(*)::int as count
        from product cross join lateral unnest(${product.categoryTree}) cid
        where ${where} and cid = any(${uuidArray(children.map((c) => c.id))}::uuid[])
        group by cid`,
  );
  const counts = new Map(found.map((r) => [r.id, r.count]));
  return children.flatMap((c) =>
    counts.has(c.id)
      ? [
          {
            apiAlias: 'category',
            id: c.id,
            name: translate(c.translations, 'name', ctx.locale),
            count: counts.get(c.id),
          },
        ]
      : [],
  );
}
