import { type SQL, sql } from 'drizzle-orm';
import type { SortingKey } from '../../shared/catalog/listing.ts';
import type { StoreContext } from '../http/context.ts';
import { type ListingQuery, sortName } from './listing-query.ts';
import { rows, uuidArray } from './viewer.ts';

/**
 * Deeper pages than this (offset + limit) are sorted the plain way: each category of the subtree
 * would contribute this many candidates, and a buyer rarely pages that far.
 */
export const SORTED_DEPTH = 1000;

export interface SortedPage {
  sorting: SortingKey;
  order: SQL[];
  limit: number;
  offset: number;
}

/**
 * How a category listing finds its candidates: categories of the subtree whose own products are read
 * along listing_sort's index for the sorting (`streamed`), and subtrees whose matches are few enough to
 * read through the tags index and sort (`plain`).
 */
export interface SortPlan {
  filter: SQL | null;
  streamed: string[];
  plain: string[];
  /** The share of the category's products the filters leave (1 without filters). */
  share: number;
}

/**
 * The plan for a category (and, with filters, how many products of each category's subtree match,
 * counted on listing_group). A subtree where the filters leave at least a twentieth is streamed: its
 * index scan meets a match every 20 rows or so; where they leave less it is read plainly, and so are
 * all its descendants with it; a subtree without matches is left out.
 */
export async function sortPlan(
  ctx: StoreContext,
  categoryId: string,
  filter: SQL | null,
  matches: Map<string, number>,
): Promise<SortPlan> {
  const subtree = await rows<{ id: string; path: string; count: number }>(
    ctx.db,
    sql`select c.id::text as id, c.path, coalesce(f.count, 0)::int as count from category c
        left join category_facet f on f.category_id = c.id and f.facet = 't'
        where (c.id = ${categoryId} or c.path like ${`%|${categoryId}|%`})
          ${filter ? sql`and c.id = any(${uuidArray([...matches.keys()])}::uuid[])` : sql``}
        order by c.level`,
  );
  const plan: SortPlan = { filter, streamed: [], plain: [], share: 1 };
  for (const node of subtree) {
    if (plan.plain.some((id) => node.path.includes(`|${id}|`))) continue;
    const matched = filter ? (matches.get(node.id) ?? 0) : node.count;
    if (node.id === categoryId) plan.share = node.count ? matched / node.count : 1;
    if (matched * 20 >= node.count) plan.streamed.push(node.id);
    else plan.plain.push(node.id);
  }
  return plan;
}

/**
 * One page of a category listing (no search) without sorting the category: every streamed category
 * gives its first `offset + limit` matches in the sorting's index order (listing_sort, migration 0015),
 * every plain subtree its first `offset + limit` matches in the listing order, and only these
 * candidates are sorted by the listing's order (`page.order`, listing-query.ts orderOf). That is the
 * same page, because each index order agrees with the listing order: a product on the page is among
 * the first `offset + limit` of its category. A buyer's explicit list prices come from
 * listing_list_price in price order, next to the net price order of the products without one (whose
 * discounted price follows the net price). Null when the page is deeper than SORTED_DEPTH.
 */
export async function sortedCategoryPage(
  ctx: StoreContext,
  query: ListingQuery,
  plan: SortPlan,
  page: SortedPage,
): Promise<{ id: string; price: number | null }[] | null> {
  const depth = page.offset + page.limit;
  if (depth > SORTED_DEPTH) return null;
  const { filter } = plan;
  const name = sql.raw(`s.${sortName(ctx.locale)}`);
  const list = query.priceKey === '-' ? null : query.priceKey;
  const explicit = (page.sorting === 'price-asc' || page.sorting === 'price-desc') && list;
  // Each exactly as its index is ordered (nulls included), so that the scan needs no sort.
  const streams: Record<SortingKey, SQL> = {
    'name-asc': sql`${name}, s.product_number`,
    'name-desc': sql`${name} desc, s.product_number desc`,
    'price-asc': sql`s.net_price_milli, s.product_number`,
    'price-desc': sql`s.net_price_milli desc nulls last, s.product_number desc nulls last`,
    topseller: sql`s.rating_average desc nulls last, s.stock desc nulls last, s.product_number`,
  };
  const listOrder =
    page.sorting === 'price-desc'
      ? sql`x.price_milli desc nulls last, x.net_price_milli desc nulls last, x.product_number desc nulls last`
      : sql`x.price_milli, x.net_price_milli, x.product_number`;
  // Filters read the listing row of each product the index scan passes, until enough match.
  const matching = (alias: string) =>
    filter ? sql`join product_listing on product_listing.id = ${sql.raw(alias)}.id and ${filter}` : sql``;
  const parts: SQL[] = [];
  if (plan.streamed.length) {
    parts.push(sql`select s.id from unnest(${uuidArray(plan.streamed)}::uuid[]) n cross join lateral (
      select s.id from listing_sort s ${matching('s')} where s.category_id = n
        ${explicit ? sql`and not (s.list_ids @> array[${list}]::uuid[])` : sql``}
      order by ${streams[page.sorting]} limit ${depth}) s`);
    if (explicit) {
      parts.push(sql`select x.id from unnest(${uuidArray(plan.streamed)}::uuid[]) n cross join lateral (
        select x.id from listing_list_price x ${matching('x')}
        where x.price_list_id = ${list} and x.category_id = n order by ${listOrder} limit ${depth}) x`);
    }
  }
  if (plan.plain.length) {
    parts.push(sql`select p.id from unnest(${uuidArray(plan.plain)}::uuid[]) n cross join lateral (
      select product_listing.id from product_listing
      where product_listing.tags @> array[n] ${filter ? sql`and ${filter}` : sql``}
      order by ${sql.join(page.order, sql`, `)} limit ${depth}) p`);
  }
  if (!parts.length) return [];
  return rows<{ id: string; price: number | null }>(
    ctx.db,
    sql`select product_listing.id::text as id, (${query.price})::float8 as price from product_listing
      where product_listing.id in (${sql.join(parts, sql` union all `)})
      order by ${sql.join(page.order, sql`, `)} limit ${page.limit} offset ${page.offset}`,
  );
}
