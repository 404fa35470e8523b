import { and, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  category,
  deliveryTime,
  manufacturer,
  product,
  productStock,
  propertyOption,
} from '../../db/schema/index.ts';
import { textArray, uuidArray } from '../../search/product-rows.ts';
import type { SyncContext } from './entity.ts';
import type { ProductInput } from './product-schema.ts';

export type StoredProduct = Pick<
  typeof product.$inferSelect,
  | 'id'
  | 'parentId'
  | 'productNumber'
  | 'translations'
  | 'categoryIds'
  | 'optionIds'
  | 'propertyIds'
  | 'customFields'
  | 'translatedCustomFields'
  | 'inherited'
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
  const optionIds = records.flatMap((r) => [...(r.options ?? []), ...(r.properties ?? [])].map((o) => o.id));
  const timeIds = records.flatMap((r) => (r.deliveryTimeId ? [r.deliveryTimeId] : []));
  const columns = {
    id: product.id,
    parentId: product.parentId,
    productNumber: product.productNumber,
    translations: product.translations,
    categoryIds: product.categoryIds,
    optionIds: product.optionIds,
    propertyIds: product.propertyIds,
    customFields: product.customFields,
    translatedCustomFields: product.translatedCustomFields,
    inherited: product.inherited,
  };
  // One after the other: the transaction is one connection.
  // Ids as one array parameter each (a batch names 1,000 and more; uuidArray, textArray).
  const stored = ids.length
    ? await ctx.tx
        .select(columns)
        .from(product)
        .where(sql`${product.id} = any(${uuidArray(ids)})`)
    : [];
  const holders = numbers.length
    ? await ctx.tx
        .select({ id: product.id, productNumber: product.productNumber })
        .from(product)
        .where(sql`${product.productNumber} = any(${textArray(numbers)})`)
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
        .where(sql`${category.id} = any(${uuidArray(categoryIds)})`)
    : [];
  return {
    stored: new Map<string, StoredProduct>(stored.map((s) => [s.id, s])),
    numberHolder: new Map(holders.map((h) => [h.productNumber, h.id])),
    manufacturers: await existing(ctx, manufacturer, manufacturer.id, manufacturerIds),
    /** Stored products that may be a variant's parent: not variants themselves (one level, as Shopware). */
    parents: await existing(ctx, product, product.id, parentIds, isNull(product.parentId)),
    options: await existing(ctx, propertyOption, propertyOption.id, optionIds),
    deliveryTimes: await existing(ctx, deliveryTime, deliveryTime.id, timeIds),
    /** Stored products with stock per branch, whose `stock` is their sum (stock.ts). */
    branchStocked: await existing(
      ctx,
      productStock,
      productStock.productId,
      records.flatMap((r) => (r.id && r.stock !== undefined ? [r.id] : [])),
    ),
    /** A category with its ancestors (Shopware's path `|root|…|parent|`), for product.categoryTree. */
    trees: new Map(categories.map((c) => [c.id, [c.id, ...c.path.split('|').filter(Boolean)]])),
  };
}
/** Which of these uuids the table holds (with `also`, of the rows that also meet it). */
export async function existing(ctx: SyncContext, table: PgTable, id: AnyPgColumn, ids: string[], also?: SQL) {
  if (!ids.length) return new Set<string>();
  const rows = await ctx.tx
    .select({ id })
    .from(table)
    .where(and(sql`${id} = any(${uuidArray(ids)})`, also));
  return new Set(rows.map((r) => r.id as string));
}

export type ProductRefs = Awaited<ReturnType<typeof productRefs>>;
