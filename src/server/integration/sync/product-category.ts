import { type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { queryRows } from '../../db/client.ts';
import { category, product } from '../../db/schema/index.ts';
import { uuidArray } from '../../search/product-rows.ts';
import type { SyncContext } from './entity.ts';
import type { SyncFilter, SyncOperation } from './operations.ts';
import { existing } from './product-refs.ts';
import { hexId, parseRecords, ShopwareId } from './report.ts';

/*
 * Shopware's `product_category`, the mapping of products to categories: what a connector deletes to
 * take a product out of a category (an upsert of `product.categories` only ever adds). The shop keeps
 * a product's categories in `product.category_ids`, so a mapping row is a (product, category) pair of
 * that array; the listing follows by the product triggers, as for any product write.
 */

export const ProductCategoryRecord = v.strictObject({ productId: ShopwareId, categoryId: ShopwareId });
type Pair = v.InferOutput<typeof ProductCategoryRecord>;

/** A pair as Shopware answers a mapping's primary key. */
export const pairKey = (p: Pair) => ({ productId: hexId(p.productId), categoryId: hexId(p.categoryId) });

/**
 * The products' categories anew from `pairs` (product id, category ids as a uuid[] expression), and
 * `category_tree` as those categories with their current ancestors. `pairs` reads the products it
 * changes `for update`: on PostgreSQL a concurrent sync of the same product would otherwise have its
 * categories computed from the version before it, and one of the two changes would be lost.
 */
export const setCategories = (pairs: SQL) => sql`
  update product p set category_ids = k.ids,
    category_tree = array(
      select distinct t from category c,
        unnest(array[c.id] || string_to_array(trim(both '|' from c.path), '|')::uuid[]) t
      where c.id = any(k.ids))
  from (${pairs}) k(id, ids)
  where p.id = k.id`;

/** Adds the pairs whose product and category exist; the others fail as unknown foreign keys. */
export async function upsertProductCategories(ctx: SyncContext, records: unknown[], key: string) {
  const parsed = parseRecords(ProductCategoryRecord, records, key, ctx.report);
  const products = await existing(ctx, product, product.id, [
    ...new Set(parsed.map((p) => p.record.productId)),
  ]);
  const categories = await existing(ctx, category, category.id, [
    ...new Set(parsed.map((p) => p.record.categoryId)),
  ]);
  const added = new Map<string, Set<string>>();
  const written: Pair[] = [];
  for (const { index, record } of parsed) {
    const missing = [
      ['productId', record.productId, products, 'product'],
      ['categoryId', record.categoryId, categories, 'category'],
    ] as const;
    let failed = false;
    for (const [field, id, known, entity] of missing) {
      if (known.has(id)) continue;
      ctx.report.fail([key, index, field], 'FRAMEWORK__FOREIGN_KEY_NOT_FOUND', `No ${entity} ${hexId(id)}.`);
      failed = true;
    }
    if (failed) continue;
    added.set(record.productId, (added.get(record.productId) ?? new Set()).add(record.categoryId));
    written.push(record);
  }
  if (added.size) await ctx.tx.execute(setCategories(changed(added, 'add')));
  return written.map(pairKey);
}

/**
 * Removes the pairs named by `{productId, categoryId}` records or by criteria on those two fields;
 * the pairs the shop does not hold are `notFound`, as Shopware answers.
 */
export async function removeProductCategories(ctx: SyncContext, op: SyncOperation) {
  const named = parseRecords(ProductCategoryRecord, op.payload, op.key, ctx.report).map((p) => p.record);
  const filters = op.criteria?.map((f, i) => pairFilter(ctx, f, [op.key, 'criteria', i])) ?? [];
  const held = await queryRows<Pair>(
    ctx.tx,
    sql`select p.id as "productId", c as "categoryId" from product p, unnest(p.category_ids) c
        where ${sql.join(
          [
            named.length
              ? sql`p.id = any(${uuidArray(named.map((n) => n.productId))}) and (p.id, c) in (${sql.join(
                  named.map((n) => sql`(${n.productId}::uuid, ${n.categoryId}::uuid)`),
                  sql`, `,
                )})`
              : sql`false`,
            ...(filters.length && !filters.includes(null) ? [sql.join(filters as SQL[], sql` and `)] : []),
          ],
          sql` or `,
        )}`,
  );
  const removed = new Map<string, Set<string>>();
  for (const h of held) removed.set(h.productId, (removed.get(h.productId) ?? new Set()).add(h.categoryId));
  if (removed.size) await ctx.tx.execute(setCategories(changed(removed, 'remove')));
  const found = (n: Pair) => removed.get(n.productId)?.has(n.categoryId);
  return { deleted: held.map(pairKey), notFound: named.filter((n) => !found(n)).map(pairKey) };
}

/** Each product's categories with these added or removed, as `(id, ids)` rows. */
function changed(pairs: Map<string, Set<string>>, how: 'add' | 'remove'): SQL {
  const rows = [...pairs].map(([id, ids]) => sql`(${id}::uuid, ${uuidArray([...ids])})`);
  const ids =
    how === 'add'
      ? sql`array(select distinct x from unnest(q.category_ids || d.ids) x)`
      : sql`array(select x from unnest(q.category_ids) x where x <> all(d.ids))`;
  return sql`select q.id, ${ids} from product q join (values ${sql.join(rows, sql`, `)}) d(id, ids) on d.id = q.id
    for update of q`;
}

/** The criteria's fields, each as a condition on a product `p` and one of its categories `c`. */
const PAIR_COLUMNS = {
  productId: (ids: SQL) => sql`p.id = any(${ids})`,
  categoryId: (ids: SQL) => sql`p.category_ids && ${ids} and c = any(${ids})`,
} as const;

/** A delete's criteria on productId or categoryId (uuids), or null when it names anything else. */
function pairFilter(ctx: SyncContext, filter: SyncFilter, at: (string | number)[]): SQL | null {
  const column = Object.hasOwn(PAIR_COLUMNS, filter.field)
    ? PAIR_COLUMNS[filter.field as keyof typeof PAIR_COLUMNS]
    : null;
  const values = (filter.type === 'equals' ? [filter.value] : filter.value).map((x) =>
    typeof x === 'string' ? v.safeParse(ShopwareId, x) : null,
  );
  if (!column || values.some((x) => !x?.success)) {
    ctx.report.fail(
      [...at, column ? 'value' : 'field'],
      'FRAMEWORK__INVALID_FILTER_QUERY',
      column
        ? `A delete by "${filter.field}" needs ids.`
        : `A product_category delete filters on productId or categoryId, not "${filter.field}".`,
      { field: filter.field },
    );
    return null;
  }
  return column(uuidArray(values.map((x) => x?.output as string)));
}
