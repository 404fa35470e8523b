import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { slugify } from '../../../shared/slug.ts';
import { taxRateOf } from '../../catalog/tax.ts';
import { queryRows } from '../../db/client.ts';
import { product } from '../../db/schema/index.ts';
import type { Translations } from '../../db/schema/types.ts';
import { refreshSearchRows, uuidArray } from '../../search/product-rows.ts';
import { customFieldColumns, textsOf } from './custom-fields.ts';
import type { EntitySync, SyncContext } from './entity.ts';
import { inheritedKeys, passDown } from './inheritance.ts';
import { byLocale, mergeTranslations } from './languages.ts';
import { euroNet, type PriceItem, writePrices } from './prices.ts';
import { type ProductMediaItem, setCovers, writeProductMedia } from './product-media.ts';
import { type ProductRefs, productRefs } from './product-refs.ts';
import { type ProductInput, ProductRecord } from './product-schema.ts';
import { type Fail, hexId, onePerId, parseRecords } from './report.ts';
import { refreshParents, variantColumns } from './variants.ts';

type Write = typeof product.$inferInsert;
type TextField = 'name' | 'description' | 'keywords' | 'metaTitle' | 'slug';
type Texts = Translations<TextField>;

/** The column's name in SQL (the schema's keys are camelCase, the database's snake_case). */
const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The columns a sync writes; an upsert sets exactly these on a stored product. */
const WRITTEN = [
  'productNumber',
  'active',
  'translations',
  'netPriceMilli',
  'listPriceMilli',
  'stock',
  'ean',
  'manufacturerNumber',
  'minPurchase',
  'maxPurchase',
  'purchaseSteps',
  'manufacturerId',
  'categoryIds',
  'categoryTree',
  'parentId',
  'optionIds',
  'propertyIds',
  'taxRateBp',
  'deliveryTimeId',
  'restockTime',
  'shippingFree',
  'customFields',
  'translatedCustomFields',
  'inherited',
] as const satisfies (keyof Write)[];

/**
 * One record as a product row: what it names over what is stored (Shopware's upsert), or a new
 * product, which needs a number, a name and stock. Unlike Shopware it may come without a price: the
 * shop shows such an article with the mail-contact button (§1), and a parent its cheapest variant's.
 * Categories are added to the stored ones, as Shopware's upsert of a many-to-many association adds.
 * Null when the record fails.
 */
function toRow(ctx: SyncContext, refs: ProductRefs, r: ProductInput, at: [string, number]): Write | null {
  const failures = ctx.report.errors.length;
  const fail: Fail = (field, code, detail) => ctx.report.fail([...at, ...field], code, detail);
  const id = r.id ?? randomUUID();
  const old = refs.stored.get(id);
  const texts = byLocale(
    { name: r.name, description: r.description, keywords: r.keywords, metaTitle: r.metaTitle },
    textsOf(r.translations),
    ctx.locales,
    at,
    ctx.report,
  );
  // A named product gets the URL of its name: {slug}/{productNumber} (seo/paths.ts).
  const slugged: Texts = {};
  for (const [locale, t] of Object.entries(texts ?? {}))
    slugged[locale] = t?.name ? { ...t, slug: slugify(t.name) } : t;
  const translations = mergeTranslations<TextField>(old?.translations ?? {}, slugged);
  // A stored product's texts are rewritten only when the record names some (a price delta does not).
  const textsNamed = !old || Object.keys(slugged).length > 0;
  checkReferences(refs, r, id, fail);
  if (r.stock !== undefined && refs.branchStocked.has(id)) {
    fail(
      ['stock'],
      'FRAMEWORK__WRITE_PROTECTED_FIELD',
      'This product has stock per branch: its stock is their sum, written through product_warehouse.',
    );
  }
  const price = priceOf(ctx, r, at);
  const taxRateBp = r.taxId ? taxRateOf(r.taxId) : undefined;
  const variant = variantColumns(refs, r, id, old, fail);
  if (!old) {
    if (!r.productNumber)
      fail(['productNumber'], 'VIOLATION::IS_BLANK', 'A new product needs a productNumber.');
    // A variant may take its name from its parent (inheritance.ts).
    if (!r.parentId && !Object.values(translations).some((t) => t?.name)) {
      fail(['name'], 'VIOLATION::IS_BLANK', 'A new product needs a name.');
    }
    if (r.stock === undefined) fail(['stock'], 'VIOLATION::IS_BLANK', 'A new product needs stock.');
  }
  if (ctx.report.errors.length > failures) return null;
  const categoryIds = [...new Set([...(old?.categoryIds ?? []), ...(r.categories?.map((c) => c.id) ?? [])])];
  const row: Write = {
    id,
    productNumber: r.productNumber ?? old?.productNumber ?? '',
    ...(textsNamed ? { translations } : {}),
  };
  const given = {
    active: r.active,
    stock: r.stock,
    ean: r.ean,
    manufacturerNumber: r.manufacturerNumber,
    minPurchase: r.minPurchase,
    maxPurchase: r.maxPurchase,
    purchaseSteps: r.purchaseSteps,
    manufacturerId: r.manufacturerId,
    deliveryTimeId: r.deliveryTimeId,
    restockTime: r.restockTime,
    shippingFree: r.shippingFree,
    taxRateBp,
    ...customFieldColumns(ctx, r.customFields, r.translations, old),
    ...price,
    ...variant,
    inherited: inheritedKeys(r, old),
  };
  for (const [column, value] of Object.entries(given))
    if (value !== undefined) Object.assign(row, { [column]: value });
  if (r.categories) {
    row.categoryIds = categoryIds;
    row.categoryTree = [...new Set(categoryIds.flatMap((c) => refs.trees.get(c) ?? [c]))];
  }
  return row;
}

/** What a product's search row is made of (search/vector.ts) or whether it has one. */
const SEARCHED = [
  'productNumber',
  'active',
  'name',
  'description',
  'keywords',
  'metaTitle',
  'translations',
  'ean',
  'manufacturerNumber',
  'manufacturerId',
  'parentId',
] as const satisfies (keyof ProductInput)[];

/** The record's number is its own or free, and the rows it names exist (Shopware's foreign keys). */
function checkReferences(refs: ProductRefs, r: ProductInput, id: string, fail: Fail) {
  const holder = r.productNumber ? refs.numberHolder.get(r.productNumber) : undefined;
  if (holder && holder !== id) {
    fail(
      ['productNumber'],
      'CONTENT__DUPLICATE_PRODUCT_NUMBER',
      `Product number ${r.productNumber} is taken.`,
    );
  }
  const named: [(string | number)[], string | null | undefined, boolean, string][] = [
    [['manufacturerId'], r.manufacturerId, refs.manufacturers.has(r.manufacturerId ?? ''), 'manufacturer'],
    [['deliveryTimeId'], r.deliveryTimeId, refs.deliveryTimes.has(r.deliveryTimeId ?? ''), 'delivery time'],
    [['taxId'], r.taxId, taxRateOf(r.taxId ?? '') !== undefined, 'tax'],
    ...(r.categories ?? []).map(
      (c, i) => [['categories', i, 'id'], c.id, refs.trees.has(c.id), 'category'] as (typeof named)[number],
    ),
  ];
  for (const [field, value, known, what] of named) {
    if (value && !known) fail(field, 'FRAMEWORK__FOREIGN_KEY_NOT_FOUND', `No ${what} ${hexId(value)}.`);
  }
}

/**
 * The price in the shop's currency (it sells in one), net as the stored unit price; gross follows
 * from net and the product's tax rate here, so Shopware's gross is checked as a number only.
 */
function priceOf(ctx: SyncContext, r: ProductInput, at: [string, number]) {
  if (r.price === null) return { netPriceMilli: null, listPriceMilli: null };
  const price = r.price && euroNet(ctx, r.price, [...at, 'price']);
  return price ? { netPriceMilli: price.net, listPriceMilli: price.list ?? null } : {};
}

/**
 * Upserts rows that name the same columns, sent as one JSON parameter (json_populate_recordset): as
 * bound parameters, a batch of 1,000 products is some 25,000 of them, and building and binding those took
 * about a fifth of a first load's time (bench:sync, CPU profile).
 */
async function writeShape(ctx: SyncContext, shape: Write[]): Promise<void> {
  const keys = Object.keys(shape[0] as Write) as (keyof Write)[];
  const columns = keys.map(snakeCase).join(', ');
  const records = shape.map((row) => Object.fromEntries(keys.map((k) => [snakeCase(k), row[k] ?? null])));
  const updated = WRITTEN.filter((c) => keys.includes(c)).map(snakeCase);
  await ctx.tx.execute(sql`
    insert into product (${sql.raw(columns)})
    select ${sql.raw(columns)} from json_populate_recordset(null::product, ${JSON.stringify(records)}::json)
    on conflict (id) do update set ${sql.raw(updated.map((c) => `${c} = excluded.${c}`).join(', '))}`);
}

async function upsert(ctx: SyncContext, records: unknown[], key: string): Promise<string[]> {
  const parsed = onePerId(parseRecords(ProductRecord, records, key, ctx.report), key, ctx.report);
  const refs = await productRefs(
    ctx,
    parsed.map((p) => p.record),
  );
  // A parent may come in the same operation as its variants.
  for (const { record } of parsed) if (record.id && !record.parentId) refs.parents.add(record.id);
  const numbers = new Map<string, number>();
  const rows: Write[] = [];
  // New products and those whose searched fields change; a price or stock delta leaves search rows be.
  const searched: string[] = [];
  const prices: PriceItem[] = [];
  const pictures: ProductMediaItem[] = [];
  const written: { row: Write; record: ProductInput }[] = [];
  const covers: Parameters<typeof setCovers>[1] = [];
  for (const { index, record } of parsed) {
    const first = record.productNumber ? numbers.get(record.productNumber) : undefined;
    if (record.productNumber && first !== undefined) {
      ctx.report.fail(
        [key, index, 'productNumber'],
        'CONTENT__DUPLICATE_PRODUCT_NUMBER',
        `Product number ${record.productNumber} is also record ${first}'s.`,
      );
      continue;
    }
    if (record.productNumber) numbers.set(record.productNumber, index);
    const row = toRow(ctx, refs, record, [key, index]);
    if (!row) continue;
    rows.push(row);
    written.push({ row, record });
    const stored = refs.stored.get(row.id as string);
    if (!stored || SEARCHED.some((field) => record[field] !== undefined)) {
      searched.push(row.id as string, ...(stored?.parentId ? [stored.parentId] : []));
    }
    for (const [i, price] of (record.prices ?? []).entries())
      prices.push({ at: [key, index, 'prices', i], record: price, productId: row.id });
    for (const [i, picture] of (record.media ?? []).entries())
      pictures.push({ at: [key, index, 'media', i], record: picture, productId: row.id });
    if (record.coverId !== undefined)
      covers.push({ at: [key, index, 'coverId'], productId: row.id as string, coverId: record.coverId });
  }
  // Rows that name different columns are written apart: a stored product keeps what a record leaves out.
  const byShape = Map.groupBy(rows, (row) => Object.keys(row).sort().join());
  for (const shape of byShape.values()) await writeShape(ctx, shape);
  const ids = rows.map((r) => r.id as string);
  // A variant moved to another parent leaves the old one a variant short.
  const parents = [
    ...new Set(
      rows.flatMap((r) => [r.parentId, refs.stored.get(r.id as string)?.parentId]).filter((p) => p != null),
    ),
  ];
  // Pictures before the pass-down: a parent's new cover reaches the variants that inherit it.
  await writeProductMedia(ctx, pictures);
  await setCovers(ctx, covers);
  await passDown(
    ctx.tx,
    written.map(({ row, record }) => ({
      id: row.id as string,
      variant: (row.parentId ?? refs.stored.get(row.id as string)?.parentId) != null,
      record,
    })),
  );
  await refreshParents(ctx.tx, parents);
  // refreshSearchRows takes the current parents of variants along (their words are the parent's).
  await refreshSearchRows(ctx.tx, [...new Set(searched)]);
  // Written after their products, which they name; a failing price fails the request (fail-on-error).
  await writePrices(ctx, prices);
  return ids;
}

/** Deletes products with their variants (as Shopware does); a deleted variant's parent is indexed anew. */
async function remove(ctx: SyncContext, ids: string[]): Promise<void> {
  const parents = (
    await queryRows<{ id: string }>(
      ctx.tx,
      sql`select distinct parent_id as id from product
          where id = any(${uuidArray(ids)}) and parent_id is not null and not parent_id = any(${uuidArray(ids)})`,
    )
  ).map((r) => r.id);
  await ctx.tx.execute(
    sql`delete from product where id = any(${uuidArray(ids)}) or parent_id = any(${uuidArray(ids)})`,
  );
  await refreshParents(ctx.tx, parents);
  await refreshSearchRows(ctx.tx, parents);
}

export const productSync: EntitySync = {
  table: product,
  id: product.id,
  filterable: {
    id: product.id,
    productNumber: product.productNumber,
    ean: product.ean,
    manufacturerId: product.manufacturerId,
    manufacturerNumber: product.manufacturerNumber,
    parentId: product.parentId,
    active: product.active,
  },
  upsert,
  remove,
};
