import { type SQL, sql } from 'drizzle-orm';
import type { StoreContext } from '../http/context.ts';
import { type ListingQuery, orderOf } from './listing-query.ts';
import { type SortedPage, type SortPlan, sortedCategoryPage, sortPlan } from './listing-sort.ts';
import { rows } from './viewer.ts';

/** One row of a listing's counting statement: `page` rows carry the page's ids in order. */
export type PartRow = { k: string; id: string | null; n: number; a: number | null; b: number | null };

export interface ProductReads {
  page: SortedPage | null;
  /** The tag of the price range to read (`{group}:price`), or null. */
  priceTag: string | null;
  /** The active filters of a category listing (no search, no price filter); null for the whole category. */
  filter: SQL | null;
  /** How many products of each category's subtree the filters leave (counted on listing_group). */
  matches: Map<string, number>;
}

/**
 * What a category listing reads from the products themselves: its page and the buyer's price range,
 * along the sort indexes where that pays (listing-sort.ts). The price range is exact and fresh.
 */
export async function productReads(
  ctx: StoreContext,
  query: ListingQuery,
  categoryId: string,
  { page, priceTag, filter, matches }: ProductReads,
): Promise<PartRow[]> {
  const plan = await sortPlan(ctx, categoryId, filter, matches);
  const ids = page
    ? ((await sortedCategoryPage(ctx, query, plan, page)) ?? (await plainPage(ctx, query, page, filter)))
    : [];
  // The dearest match of a narrow filter may sit far down each price index (a brand of cheap parts):
  // below half of the category the matches themselves are read instead.
  const range =
    priceTag === null
      ? null
      : filter === null || plan.share >= 0.5
        ? await streamedRange(ctx, query, plan)
        : await plainRange(ctx, query, filter);
  const out: PartRow[] = ids.map(({ id }, i) => ({ k: 'page', id, n: i + 1, a: null, b: null }));
  if (priceTag) out.push({ k: priceTag, id: null, n: 0, a: range?.min ?? null, b: range?.max ?? null });
  return out;
}

function plainPage(ctx: StoreContext, query: ListingQuery, page: SortedPage, filter: SQL | null) {
  return rows<{ id: string }>(
    ctx.db,
    sql`select product_listing.id::text as id from product_listing where ${query.base}
        ${filter ? sql`and ${filter}` : sql``}
        order by ${sql.join(page.order, sql`, `)} limit ${page.limit} offset ${page.offset}`,
  );
}

type Range = { min: number | null; max: number | null };

async function plainRange(ctx: StoreContext, query: ListingQuery, filter: SQL): Promise<Range> {
  const [counted] = await rows<Range>(
    ctx.db,
    sql`select min(${query.price})::float8 as min, max(${query.price})::float8 as max
        from product_listing where ${query.base} and ${filter}`,
  );
  return { min: counted?.min ?? null, max: counted?.max ?? null };
}

/** The cheapest and the dearest match: the first of each price sorting (prices without one sort last). */
async function streamedRange(ctx: StoreContext, query: ListingQuery, plan: SortPlan) {
  const first = async (sorting: 'price-asc' | 'price-desc') => {
    const page = { sorting, order: orderOf(query, sorting, ctx.locale), limit: 1, offset: 0 };
    const [row] = (await sortedCategoryPage(ctx, query, plan, page)) ?? [];
    return row?.price ?? null;
  };
  return { min: await first('price-asc'), max: await first('price-desc') };
}
