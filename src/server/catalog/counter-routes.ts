import { and, asc, eq, sql } from 'drizzle-orm';
import { IdSchema } from '../../shared/catalog/listing.ts';
import { category, product } from '../db/schema/index.ts';
import { createRouter, requireCustomer } from '../http/context.ts';
import { parse } from '../http/validate.ts';
import { catalogErrors } from './errors.ts';
import { rows, uuidArray } from './viewer.ts';

/**
 * Category counters (§3, §4): for each child category, the number of listing products (total)
 * and of those in stock (available). Logged-in customers only; one grouped query for all children.
 */
export const counterRoutes = createRouter().get('/category/counters/:id', async (c) => {
  const ctx = c.get('ctx');
  requireCustomer(ctx);
  const id = parse(IdSchema, c.req.param('id'));
  const [parent] = await ctx.db
    .select({ id: category.id })
    .from(category)
    .where(and(eq(category.id, id), eq(category.active, true)))
    .limit(1);
  if (!parent) throw catalogErrors.categoryNotFound(id);
  const children = await ctx.db
    .select({ id: category.id })
    .from(category)
    .where(and(eq(category.parentId, id), eq(category.active, true)))
    .orderBy(asc(category.position));
  const counted = children.length
    ? await rows<{ id: string; total: number; available: number }>(
        ctx.db,
        sql`select cid::text as id, count(*)::int as total, (count(*) filter (where ${product.stock} > 0))::int as available
            from product cross join lateral unnest(${product.categoryTree}) cid
            where ${product.active} and ${product.parentId} is null
              and ${product.categoryTree} @> ${uuidArray([id])}::uuid[]
              and cid = any(${uuidArray(children.map((ch) => ch.id))}::uuid[])
            group by cid`,
      )
    : [];
  const byId = new Map(counted.map((r) => [r.id, r]));
  return c.json({
    apiAlias: 'b2b_category_counters',
    counters: children.map((ch) => ({
      apiAlias: 'b2b_category_counter',
      referenceId: ch.id,
      total: byId.get(ch.id)?.total ?? 0,
      available: byId.get(ch.id)?.available ?? 0,
    })),
  });
});
