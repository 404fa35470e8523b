import { and, asc, eq } from 'drizzle-orm';
import { translate } from '../../shared/locales.ts';
import { category } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { countListing, type FacetCounts, type Need, type PageRequest, type Skip } from './listing-facets.ts';
import type { ListingQuery } from './listing-query.ts';
import { euros } from './pricing.ts';
import { byGroupThenOption, optionsByIds, type PropertyOptionView } from './properties.ts';
import { manufacturersById } from './reference.ts';
import type { Viewer } from './viewer.ts';

/**
 * A listing's page, total and aggregations (Shopware names and shapes). Each aggregation is counted
 * with every active filter except its own, so a filter's own choices never narrow themselves away;
 * counts are of listing products (parents and single articles). All of it is one statement
 * (listing-facets.ts); without `aggregations` only the page and the total.
 */
export async function countedListing(
  ctx: StoreContext,
  viewer: Viewer,
  query: ListingQuery,
  { aggregations, page }: { aggregations: boolean; page: PageRequest | null },
) {
  const parentId = query.categoryId ?? ctx.salesChannel.navigationCategoryId;
  // Categories are content (NOTIFY trigger): remembered until the next change.
  const children = aggregations
    ? await ctx.memo.get(`category-children:${parentId}`, () =>
        ctx.db
          .select()
          .from(category)
          .where(and(eq(category.parentId, parentId), eq(category.active, true)))
          .orderBy(asc(category.position)),
      )
    : [];
  const own = (filter: string) => (name: string) => name === filter;
  const propertyFilters = [...query.filters.keys()].filter((f) => f.startsWith('property:'));
  const needs: Need[] = [{ skip: () => false, kinds: ['total'] }];
  if (aggregations) {
    needs.push(
      { skip: own('manufacturer'), kinds: ['manufacturers'] },
      { skip: own('rating'), kinds: ['total'] },
      { skip: own('shipping-free'), kinds: ['total'] },
      { skip: own('categories'), kinds: ['children'] },
      { skip: (f) => f.startsWith('property:'), kinds: ['options'] },
      ...propertyFilters.map((f): Need => ({ skip: own(f), kinds: ['options'] })),
    );
    if (viewer.canSeePrices) needs.push({ skip: own('price'), kinds: ['price'] });
  }
  const { counts, pageIds } = await countListing(
    ctx,
    query,
    children.map((c) => c.id),
    needs,
    page,
  );
  const total = counts(() => false).total;
  if (!aggregations) return { total, pageIds, aggregations: {} };
  const price = counts(own('price')).price;
  return {
    total,
    pageIds,
    aggregations: {
      manufacturer: {
        apiAlias: 'manufacturer_aggregation',
        entities: await manufacturerEntities(ctx, counts(own('manufacturer')).manufacturers),
      },
      price: {
        apiAlias: 'price_aggregation',
        min: viewer.canSeePrices ? euros(price.min) : null,
        max: viewer.canSeePrices ? euros(price.max) : null,
      },
      rating: { apiAlias: 'rating_aggregation', max: counts(own('rating')).rating },
      'shipping-free': {
        apiAlias: 'shipping-free_aggregation',
        max: counts(own('shipping-free')).shippingFree ? 1 : 0,
      },
      properties: {
        apiAlias: 'properties_aggregation',
        entities: await propertiesAggregation(ctx, propertyFilters, counts),
      },
      categories: {
        apiAlias: 'categories_aggregation',
        entities: children.flatMap((c) => {
          const count = counts(own('categories')).children.get(c.id);
          return count
            ? [{ apiAlias: 'category', id: c.id, name: translate(c.translations, 'name', ctx.locale), count }]
            : [];
        }),
      },
    },
  };
}

async function manufacturerEntities(ctx: StoreContext, counts: Map<string, number>) {
  if (!counts.size) return [];
  const all = await manufacturersById(ctx);
  return [...counts]
    .flatMap(([id, count]) => {
      const found = all.get(id);
      return found ? [{ apiAlias: 'product_manufacturer', id, name: found.name, count }] : [];
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * Filterable property groups with their options (inner and outer diameter, material, width…).
 * Groups without an active filter share the counts with every property filter left out; each
 * filtered group gets counts that leave out only its own filter, so its other options stay selectable.
 */
async function propertiesAggregation(
  ctx: StoreContext,
  filtered: string[],
  countsOf: (skip: Skip) => FacetCounts,
) {
  const shared = countsOf((f) => f.startsWith('property:'));
  const own = filtered.map((f) => countsOf((name) => name === f));
  const ownGroups = filtered.map((f) => f.slice('property:'.length));
  const all = [shared, ...own].flatMap((c) => [...c.options.keys()]);
  const options = await optionsByIds(ctx, [...new Set(all)]);
  const counts = new Map<string, number>();
  const keep = (found: FacetCounts, inGroup: (groupId: string) => boolean) => {
    for (const [id, count] of found.options) {
      const option = options.get(id);
      if (option && inGroup(option.groupId)) counts.set(id, count);
    }
  };
  keep(shared, (g) => !ownGroups.includes(g));
  for (const [i, found] of own.entries()) keep(found, (g) => g === ownGroups[i]);

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
