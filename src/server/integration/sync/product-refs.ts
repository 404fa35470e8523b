import { inArray } from 'drizzle-orm';
import { category, deliveryTime, manufacturer, product, propertyOption } from '../../db/schema/index.ts';
import type { SyncContext } from './entity.ts';
import type { ProductInput } from './product-schema.ts';

export type StoredProduct = Pick<
  typeof product.$inferSelect,
  'id' | 'parentId' | 'productNumber' | 'translations' | 'categoryIds' | 'optionIds'
>;

/**
 * What a batch of product records refers to, read in one query per table inside the sync's
 * transaction (so manufacturers and products written by earlier operations count): the stored rows
 * of the records' ids, who holds their product numbers, which manufacturers, variant parents,
 * options and delivery times exist and each category's ancestors.
 */
export async function productRefs(ctx: SyncContext, records: ProductInput[]) {
  const ids = records.flatMap((r) => (r.id ? [r.id] : []));
  const numbers = records.flatMap((r) => (r.productNumber ? [r.productNumber] : []));
  const manufacturerIds = records.flatMap((r) => (r.manufacturerId ? [r.manufacturerId] : []));
  const parentIds = records.flatMap((r) => (r.parentId ? [r.parentId] : []));
  const optionIds = records.flatMap((r) => r.options?.map((o) => o.id) ?? []);
  const columns = {
    id: product.id,
    parentId: product.parentId,
    productNumber: product.productNumber,
    translations: product.translations,
    categoryIds: product.categoryIds,
    optionIds: product.optionIds,
  };
  // One after the other: the transaction is one connection.
  const stored = ids.length ? await ctx.tx.select(columns).from(product).where(inArray(product.id, ids)) : [];
  const holders = numbers.length
    ? await ctx.tx
        .select({ id: product.id, productNumber: product.productNumber })
        .from(product)
        .where(inArray(product.productNumber, numbers))
    : [];
  const brands = manufacturerIds.length
    ? await ctx.tx
        .select({ id: manufacturer.id })
        .from(manufacturer)
        .where(inArray(manufacturer.id, manufacturerIds))
    : [];
  const parents = parentIds.length
    ? await ctx.tx
        .select({ id: product.id, parentId: product.parentId })
        .from(product)
        .where(inArray(product.id, parentIds))
    : [];
  const options = optionIds.length
    ? await ctx.tx
        .select({ id: propertyOption.id })
        .from(propertyOption)
        .where(inArray(propertyOption.id, optionIds))
    : [];
  const times = records.some((r) => r.deliveryTimeId)
    ? await ctx.tx.select({ id: deliveryTime.id }).from(deliveryTime)
    : [];
  const categoryIds = [
    ...new Set([
      ...records.flatMap((r) => r.categories?.map((c) => c.id) ?? []),
      ...stored.flatMap((s) => s.categoryIds),
    ]),
  ];
  const categories = categoryIds.length
    ? await ctx.tx
        .select({ id: category.id, path: category.path })
        .from(category)
        .where(inArray(category.id, categoryIds))
    : [];
  return {
    stored: new Map<string, StoredProduct>(stored.map((s) => [s.id, s])),
    numberHolder: new Map(holders.map((h) => [h.productNumber, h.id])),
    manufacturers: new Set(brands.map((b) => b.id)),
    /** Stored products that may be a variant's parent: not variants themselves (one level, as Shopware). */
    parents: new Set(parents.flatMap((p) => (p.parentId ? [] : [p.id]))),
    options: new Set(options.map((o) => o.id)),
    deliveryTimes: new Set(times.map((t) => t.id)),
    /** A category with its ancestors (Shopware's path `|root|…|parent|`), for product.categoryTree. */
    trees: new Map(categories.map((c) => [c.id, [c.id, ...c.path.split('|').filter(Boolean)]])),
  };
}
export type ProductRefs = Awaited<ReturnType<typeof productRefs>>;
