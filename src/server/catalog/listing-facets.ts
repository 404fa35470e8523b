import { and, or, type SQL, sql } from 'drizzle-orm';
import { categoryFacet } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { type PartRow, productReads } from './listing-page.ts';
import { isWholeCategory, type ListingQuery, sortName } from './listing-query.ts';
import type { SortedPage } from './listing-sort.ts';
import { rows, uuidArray } from './viewer.ts';

/** The counts behind a listing's total and its aggregations, for one set of products. */
export interface FacetCounts {
  total: number;
  manufacturers: Map<string, number>;
  options: Map<string, number>;
  /** Products of each direct child category. */
  children: Map<string, number>;
  rating: number | null;
  shippingFree: boolean;
  price: { min: number | null; max: number | null };
}

export type Skip = (filter: string) => boolean;
type Kind = 'total' | 'manufacturers' | 'options' | 'children' | 'price' | 'tree';
/** Which counts to take over the products that all filters but the skipped ones pick. */
export interface Need {
  skip: Skip;
  kinds: Kind[];
}
export type PageRequest = SortedPage;

interface Group {
  kept: string[];
  kinds: Set<Kind>;
  /** A whole category: its stored counts serve all but the price range. */
  stored: boolean;
  counts: FacetCounts;
}

/**
 * Everything a listing counts, in one statement: the products of the category (or search) that any
 * requested set can contain are read once into a CTE, and each set's counts (and the page, in the
 * asked order) are taken from it. Sets that are a whole category read their counts from category_facet,
 * which the listing triggers keep (migration 0010), so an unfiltered category costs the same whatever
 * its size. Sets are keyed by the filters they keep, so equal sets are counted once.
 */
export async function countListing(
  ctx: StoreContext,
  query: ListingQuery,
  childIds: string[],
  needs: Need[],
  page: PageRequest | null,
) {
  const names = [...query.filters.keys()];
  const groups = new Map<string, Group>();
  for (const need of needs) {
    const kept = names.filter((name) => !need.skip(name));
    const key = kept.join('|');
    const group = groups.get(key) ?? {
      kept,
      kinds: new Set<Kind>(),
      stored: isWholeCategory(query, need.skip),
      counts: emptyCounts(),
    };
    for (const kind of need.kinds) group.kinds.add(kind);
    groups.set(key, group);
  }
  const where = (kept: string[]) => and(...kept.map((name) => query.filters.get(name))) ?? sql`true`;
  // In the CTEs each filter is evaluated once per row, as a flag the parts combine.
  const flagged = (kept: string[]) =>
    and(...kept.map((name) => sql.raw(`product_listing.f${names.indexOf(name)}`))) ?? sql`true`;
  // Without a search or a price filter (whose prices depend on the buyer) the counts are sums over
  // listing_group, read into `s`; the page and the price range then read the products themselves
  // (listing-page.ts), knowing how many match. Otherwise every part reads the products read once into `s`.
  const grouped = query.categoryId !== null && !query.ranked && !query.filters.has('price');
  // With filters, how many products of each category's subtree they leave: the page's plan.
  const all = groups.get(names.join('|')) as Group;
  if (grouped && names.length) all.kinds.add('tree');
  const counted = sql`s as product_listing`;
  const parts: SQL[] = [];
  const live: Group[] = [];
  const sets: string[][] = [];
  let priceTag: string | null = null;
  for (const group of groups.values()) {
    const tag = String(live.length);
    // The subtree counts hold the children's: one part serves both.
    const kinds = [...group.kinds].filter(
      (kind) => (!group.stored || kind === 'price') && !(kind === 'children' && group.kinds.has('tree')),
    );
    if (!kinds.length) continue;
    live.push(group);
    for (const kind of kinds) {
      // Grouped, the one price range is of every filter (there is no price filter to leave out).
      if (grouped && kind === 'price') priceTag = `${tag}:price`;
      else {
        sets.push(group.kept);
        parts.push(partOf(kind, tag, { from: counted, where: flagged(group.kept) }, childIds, query.price));
      }
    }
  }
  if (page && !grouped) {
    sets.push(names);
    // Numbered after the limit (a window over the order would sort every row, not keep the top ones).
    parts.push(sql`select 'page' as k, page.id::text as id, (row_number() over ())::int as n,
      null::float8 as a, null::float8 as b
      from (select product_listing.id from s as product_listing where ${flagged(names)}
        order by ${sql.join(page.order, sql`, `)} limit ${page.limit} offset ${page.offset}) page`);
  }
  const storedGroups = [...groups.values()].filter((g) => g.stored);
  const [read, stored] = await Promise.all([
    parts.length ? readParts(ctx, query, parts, where, sets, grouped) : [],
    storedGroups.length && query.categoryId ? storedFacets(ctx, query.categoryId, childIds) : null,
  ]);
  const found = [...read];
  if (grouped && query.categoryId && (page || priceTag)) {
    const tree = `${live.indexOf(all)}:tree`;
    const matches = new Map(read.flatMap((row) => (row.k === tree && row.id ? [[row.id, row.n]] : [])));
    const filter = names.length ? where(names) : null;
    found.push(...(await productReads(ctx, query, query.categoryId, { page, priceTag, filter, matches })));
  }
  for (const group of storedGroups) if (stored) group.counts = { ...stored, price: group.counts.price };
  const pageIds: string[] = [];
  for (const row of found) {
    if (row.k === 'page') {
      pageIds[row.n - 1] = row.id ?? '';
      continue;
    }
    const [tag, kind] = row.k.split(':');
    const counts = live[Number(tag)]?.counts;
    if (!counts) continue;
    if (kind === 'total') {
      counts.total = row.n;
      counts.rating = row.a;
      counts.shippingFree = row.b === 1;
    } else if (kind === 'price') counts.price = { min: row.a, max: row.b };
    else if (kind === 'manufacturers' && row.id) counts.manufacturers.set(row.id, row.n);
    else if (kind === 'options' && row.id) counts.options.set(row.id, row.n);
    else if ((kind === 'children' || kind === 'tree') && row.id && childIds.includes(row.id)) {
      counts.children.set(row.id, row.n);
    }
  }
  return {
    counts: (skip: Skip) =>
      groups.get(names.filter((name) => !skip(name)).join('|'))?.counts ?? emptyCounts(),
    pageIds: pageIds.filter(Boolean),
  };
}

/**
 * The rows of every set the parts count from `s`, read once with the columns the parts use: listing
 * products, or, when `grouped`, listing groups (`n` is how many products a row stands for). Filters
 * name product_listing's columns, which listing_group shares: it is read under that name.
 */
function readParts(
  ctx: StoreContext,
  query: ListingQuery,
  parts: SQL[],
  where: (kept: string[]) => SQL,
  sets: string[][],
  grouped: boolean,
) {
  const flags = sql.join(
    [...query.filters.values()].map((filter, i) => sql`, coalesce(${filter}, false) as ${sql.raw(`f${i}`)}`),
    sql``,
  );
  const any = or(...sets.map(where)) ?? sql`false`;
  const columns = grouped
    ? sql`category_tree, manufacturer_id, option_ids, rating_average, shipping_free, count as n${flags}
        from listing_group as product_listing`
    : sql`id, category_tree, manufacturer_id, option_ids, net_price_milli, list_prices, rating_average,
          shipping_free, stock, product_number, ${sql.raw(sortName(ctx.locale))}, 1 as n${flags}
        from product_listing`;
  return rows<PartRow>(
    ctx.db,
    sql`with s as materialized (select ${columns} where ${query.base} and (${any}))
        ${sql.join(parts, sql` union all `)}`,
  );
}

function partOf(
  kind: Kind,
  tag: string,
  { from, where }: { from: SQL; where: SQL },
  childIds: string[],
  price: SQL,
): SQL {
  // Every part names its columns: whichever comes first names the union's.
  const select = (id: SQL, n: SQL, a: SQL, b: SQL) =>
    sql`select ${`${tag}:${kind}`}::text as k, ${id} as id, ${n} as n, ${a} as a, ${b} as b from ${from}`;
  const count = sql`coalesce(sum(product_listing.n), 0)::int`;
  const none = sql`null::float8`;
  switch (kind) {
    case 'total':
      return sql`${select(
        sql`null::text`,
        count,
        sql`max(product_listing.rating_average)::float8`,
        sql`bool_or(product_listing.shipping_free)::int::float8`,
      )} where ${where}`;
    case 'price':
      return sql`${select(sql`null::text`, sql`0`, sql`min(${price})::float8`, sql`max(${price})::float8`)} where ${where}`;
    case 'manufacturers':
      return sql`${select(sql`product_listing.manufacturer_id::text`, count, none, none)}
        where ${where} and product_listing.manufacturer_id is not null group by 2`;
    case 'options':
      return sql`${select(sql`o::text`, count, none, none)}
        cross join lateral unnest(product_listing.option_ids) o where ${where} group by 2`;
    case 'children':
      return sql`${select(sql`c::text`, count, none, none)}
        cross join lateral unnest(product_listing.category_tree) c
        where ${where} and c = any(${uuidArray(childIds)}::uuid[]) group by 2`;
    case 'tree':
      return sql`${select(sql`c::text`, count, none, none)}
        cross join lateral unnest(product_listing.category_tree) c where ${where} group by 2`;
  }
}

/**
 * A whole category's counts, as the listing triggers keep them in category_facet (migration 0010):
 * the same whatever the category's size.
 */
async function storedFacets(ctx: StoreContext, categoryId: string, childIds: string[]): Promise<FacetCounts> {
  const found = await ctx.db
    .select({ categoryId: categoryFacet.categoryId, facet: categoryFacet.facet, count: categoryFacet.count })
    .from(categoryFacet)
    .where(
      sql`${categoryFacet.count} > 0 and (${categoryFacet.categoryId} = ${categoryId}
        or (${categoryFacet.categoryId} = any(${uuidArray(childIds)}::uuid[]) and ${categoryFacet.facet} = 't'))`,
    );
  const counts: FacetCounts = emptyCounts();
  for (const { categoryId: id, facet, count } of found) {
    if (id !== categoryId) counts.children.set(id, count);
    else if (facet === 't') counts.total = count;
    else if (facet === 'f') counts.shippingFree = true;
    else if (facet.startsWith('m:')) counts.manufacturers.set(facet.slice(2), count);
    else if (facet.startsWith('o:')) counts.options.set(facet.slice(2), count);
    else if (facet.startsWith('r:')) counts.rating = Math.max(counts.rating ?? 0, Number(facet.slice(2)));
  }
  return counts;
}

const emptyCounts = (): FacetCounts => ({
  total: 0,
  manufacturers: new Map(),
  options: new Map(),
  children: new Map(),
  rating: null,
  shippingFree: false,
  price: { min: null, max: null },
});
