import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { product } from '../../db/schema/index.ts';
import { uuidArray } from '../../search/product-rows.ts';
import type { ProductRefs, StoredProduct } from './product-refs.ts';
import type { ProductInput } from './product-schema.ts';
import { type Fail, hexId } from './report.ts';

/**
 * A variant's `parentId` and `options`, and any product's `properties`: the parent is a stored product that is no variant itself, or
 * one the same operation writes; the options are property options. Its columns for the row, or
 * nothing when the record names neither. Options are added to the stored ones, as Shopware's upsert
 * of a many-to-many association adds.
 */
export function variantColumns(
  refs: ProductRefs,
  r: ProductInput,
  id: string,
  old: StoredProduct | undefined,
  fail: Fail,
): Partial<typeof product.$inferInsert> {
  if (r.parentId && (r.parentId === id || !refs.parents.has(r.parentId))) {
    fail(
      ['parentId'],
      'FRAMEWORK__FOREIGN_KEY_NOT_FOUND',
      `No product ${hexId(r.parentId)} to be the parent.`,
    );
  }
  for (const field of ['options', 'properties'] as const) {
    r[field]?.forEach((o, i) => {
      if (!refs.options.has(o.id)) {
        fail([field, i, 'id'], 'FRAMEWORK__FOREIGN_KEY_NOT_FOUND', `No property option ${hexId(o.id)}.`);
      }
    });
  }
  return {
    ...(r.parentId !== undefined ? { parentId: r.parentId } : {}),
    ...(r.options
      ? { optionIds: [...new Set([...(old?.optionIds ?? []), ...r.options.map((o) => o.id)])] }
      : {}),
    ...(r.properties
      ? { propertyIds: [...new Set([...(old?.propertyIds ?? []), ...r.properties.map((o) => o.id)])] }
      : {}),
  };
}

/**
 * A parent follows its variants, as the seed makes parents: it counts them, holds the sum of their
 * stock and the lowest price of the active ones, and is listed with its variants grouped under it.
 * A parent left without variants keeps its own stock and price.
 */
export async function refreshParents(tx: Db, parentIds: string[]): Promise<void> {
  if (!parentIds.length) return;
  await tx.execute(sql`
    update product p set child_count = c.n,
      stock = case when c.n > 0 then c.stock else p.stock end,
      net_price_milli = case when c.n > 0 then c.price else p.net_price_milli end,
      variant_listing_config = case when c.n > 0
        then coalesce(p.variant_listing_config, '{"displayParent": true}'::jsonb) else p.variant_listing_config end
    from (
      select x.id, count(v.id)::int as n,
        coalesce(sum(v.stock) filter (where v.active), 0)::int as stock,
        min(v.net_price_milli) filter (where v.active) as price
      from unnest(${uuidArray(parentIds)}) x(id) left join product v on v.parent_id = x.id
      group by x.id
    ) c
    where p.id = c.id`);
}
