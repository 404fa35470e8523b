import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { priceList, product, productPrice } from '../../db/schema/index.ts';
import { uuidArray } from '../../search/product-rows.ts';
import type { EntitySync, SyncContext } from './entity.ts';
import { existing } from './product-refs.ts';
import { type PricesInput, type ProductPriceInput, ProductPriceRecord } from './product-schema.ts';
import { hexId, onePerId, parseRecords } from './report.ts';

/*
 * Shopware's advanced prices (ProductPrice) are the shop's customer prices. Shopware gives a price to
 * the buyers a rule matches; here a company's price list decides what its buyers pay, so a price's
 * `ruleId` names a price list, and the price lists are served as the entity `rule` (rule.ts). A
 * scale (quantityStart) is a product_price row; its end is where the next scale of the list starts.
 */

export const milli = (euros: number) => Math.round(euros * 1000);

type At = (string | number)[];

/**
 * The euro net price of Shopware's price list, in milli-euros (the shop sells in one currency), or
 * undefined with the failure reported when a price names another currency.
 */
export function euroNet(
  ctx: SyncContext,
  prices: PricesInput,
  at: At,
): { net: number; list?: number } | undefined {
  const unknown = prices.findIndex((p) => !ctx.currencyIds.has(p.currencyId));
  if (unknown >= 0) {
    ctx.report.fail(
      [...at, unknown, 'currencyId'],
      'FRAMEWORK__CURRENCY_NOT_FOUND',
      'The shop sells in EUR only.',
    );
    return undefined;
  }
  const [price] = prices as [PricesInput[number]];
  return { net: milli(price.net), ...(price.listPrice ? { list: milli(price.listPrice.net) } : {}) };
}

type Row = typeof productPrice.$inferSelect;
/** A price record to write, with where its failures point and the product it belongs to, if known. */
export interface PriceItem {
  at: At;
  record: ProductPriceInput;
  productId?: string;
}

/**
 * Writes advanced prices as Shopware's upsert: a record naming a stored price by id changes what it
 * names; any other needs a product, a rule, a quantityStart and a price. A scale already held by the
 * list for the product (another id, or a seeded row without one) is taken over. The listing rows
 * follow by trigger (migration 0010); the Store API reads product_price itself. The ids written.
 */
export async function writePrices(ctx: SyncContext, items: PriceItem[]): Promise<string[]> {
  const ids = items.flatMap((i) => (i.record.id ? [i.record.id] : []));
  const stored = new Map<string, Row>(
    (ids.length ? await ctx.tx.select().from(productPrice).where(inArray(productPrice.id, ids)) : []).map(
      (r) => [r.id as string, r],
    ),
  );
  const lists = await existing(
    ctx,
    priceList,
    priceList.id,
    items.flatMap((i) => (i.record.ruleId ? [i.record.ruleId] : [])),
  );
  const products = await existing(
    ctx,
    product,
    product.id,
    items.flatMap((i) => [i.record.productId ?? i.productId ?? []].flat()),
  );
  const rows = new Map<string, Row>();
  const moved: string[] = [];
  for (const { at, record, productId } of items) {
    const failures = ctx.report.errors.length;
    const fail = (field: string, code: string, detail: string) =>
      ctx.report.fail([...at, field], code, detail);
    const old = record.id ? stored.get(record.id) : undefined;
    if (productId && record.productId && record.productId !== productId)
      fail('productId', 'FRAMEWORK__WRITE_PROTECTED_FIELD', 'A price under a product is that product’s.');
    const row = {
      id: record.id ?? randomUUID(),
      productId: productId ?? record.productId ?? old?.productId,
      priceListId: record.ruleId ?? old?.priceListId,
      quantityStart: record.quantityStart ?? old?.quantityStart,
      netPriceMilli: record.price ? euroNet(ctx, record.price, [...at, 'price'])?.net : old?.netPriceMilli,
    };
    for (const [field, value] of [
      ['productId', row.productId],
      ['ruleId', row.priceListId],
      ['quantityStart', row.quantityStart],
      ['price', row.netPriceMilli],
    ] as const) {
      if (value === undefined && !(field === 'price' && record.price))
        fail(field, 'VIOLATION::IS_BLANK', `A new price needs ${field}.`);
    }
    if (record.ruleId && !lists.has(record.ruleId))
      fail('ruleId', 'FRAMEWORK__FOREIGN_KEY_NOT_FOUND', `No rule (price list) ${hexId(record.ruleId)}.`);
    const named = productId ?? record.productId;
    if (named && !products.has(named))
      fail('productId', 'FRAMEWORK__FOREIGN_KEY_NOT_FOUND', `No product ${hexId(named)}.`);
    // The end is implied: the next scale of the same list starts after it (Shopware requires no gap).
    if (
      record.quantityEnd != null &&
      row.quantityStart !== undefined &&
      record.quantityEnd < row.quantityStart
    )
      fail('quantityEnd', 'VIOLATION::RANGE', 'quantityEnd is below quantityStart.');
    if (ctx.report.errors.length > failures) continue;
    const full = row as Row;
    const key = `${full.priceListId}/${full.productId}/${full.quantityStart}`;
    if (rows.has(key)) {
      fail('quantityStart', 'FRAMEWORK__DUPLICATE_SYNC_ID', 'Another record sets this scale of the list.');
      continue;
    }
    rows.set(key, full);
    if (old && `${old.priceListId}/${old.productId}/${old.quantityStart}` !== key)
      moved.push(full.id as string);
  }
  if (moved.length) await ctx.tx.delete(productPrice).where(inArray(productPrice.id, moved));
  if (!rows.size) return [];
  await ctx.tx
    .insert(productPrice)
    .values([...rows.values()])
    .onConflictDoUpdate({
      target: [productPrice.priceListId, productPrice.productId, productPrice.quantityStart],
      set: { id: sql`excluded.id`, netPriceMilli: sql`excluded.net_price_milli` },
    });
  return [...rows.values()].map((r) => r.id as string);
}

async function upsert(ctx: SyncContext, records: unknown[], key: string): Promise<string[]> {
  const parsed = onePerId(parseRecords(ProductPriceRecord, records, key, ctx.report), key, ctx.report);
  return writePrices(
    ctx,
    parsed.map(({ index, record }) => ({ at: [key, index], record })),
  );
}

export const productPriceSync: EntitySync = {
  table: productPrice,
  id: productPrice.id,
  filterable: {
    id: productPrice.id,
    productId: productPrice.productId,
    ruleId: productPrice.priceListId,
    quantityStart: productPrice.quantityStart,
  },
  upsert,
  /** The listing rows follow by trigger. */
  async remove(ctx, ids) {
    await ctx.tx.execute(sql`delete from product_price where id = any(${uuidArray(ids)})`);
  },
};
