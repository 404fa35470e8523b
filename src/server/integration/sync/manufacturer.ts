import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { FALLBACK_LOCALE, translate } from '../../../shared/locales.ts';
import { queryRows } from '../../db/client.ts';
import { manufacturer, product } from '../../db/schema/index.ts';
import { refreshSearchRows, uuidArray } from '../../search/product-rows.ts';
import type { EntitySync, SyncContext } from './entity.ts';
import { byLocale, mergeTranslations, TranslationsOf } from './languages.ts';
import { onePerId, parseRecords, ShopwareId } from './report.ts';

const Name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(255));
const Description = v.nullable(v.pipe(v.string(), v.maxLength(65_535)));

/** `product_manufacturer` with Shopware's field names. */
export const ManufacturerRecord = v.strictObject({
  id: v.optional(ShopwareId),
  name: v.optional(Name),
  link: v.optional(v.nullable(v.pipe(v.string(), v.url(), v.maxLength(2048)))),
  description: v.optional(Description),
  translations: v.optional(TranslationsOf({ name: v.optional(Name), description: v.optional(Description) })),
});

type Row = typeof manufacturer.$inferSelect;

/**
 * Upserts manufacturers. The shop keeps one name per manufacturer (a brand reads the same in every
 * language): the record's `name`, else its en-GB translation, else any translated name. Only the
 * description is per language. A renamed brand rewrites its products' search rows.
 */
async function upsert(ctx: SyncContext, records: unknown[], key: string): Promise<string[]> {
  const parsed = onePerId(parseRecords(ManufacturerRecord, records, key, ctx.report), key, ctx.report);
  const ids = parsed.flatMap((p) => (p.record.id ? [p.record.id] : []));
  const stored = new Map(
    (ids.length ? await ctx.tx.select().from(manufacturer).where(inArray(manufacturer.id, ids)) : []).map(
      (r) => [r.id, r],
    ),
  );
  const rows: Row[] = [];
  const renamed: string[] = [];
  for (const { index, record } of parsed) {
    const texts = byLocale(
      { name: record.name, description: record.description },
      record.translations,
      ctx.locales,
      [key, index],
      ctx.report,
    );
    if (!texts) continue;
    const id = record.id ?? randomUUID();
    const old = stored.get(id);
    const name = translate(texts, 'name', FALLBACK_LOCALE) ?? old?.name;
    if (!name) {
      ctx.report.fail([key, index, 'name'], 'VIOLATION::IS_BLANK', 'A new manufacturer needs a name.');
      continue;
    }
    const descriptions = Object.fromEntries(
      Object.entries(texts).flatMap(([locale, t]) =>
        t && 'description' in t ? [[locale, { description: t.description }]] : [],
      ),
    );
    if (old && old.name !== name) renamed.push(id);
    rows.push({
      id,
      name,
      link: record.link === undefined ? (old?.link ?? null) : record.link,
      mediaId: old?.mediaId ?? null,
      translations: mergeTranslations(old?.translations ?? {}, descriptions),
    });
  }
  if (!rows.length) return [];
  await ctx.tx
    .insert(manufacturer)
    .values(rows)
    .onConflictDoUpdate({
      target: manufacturer.id,
      set: {
        name: sql`excluded.name`,
        link: sql`excluded.link`,
        translations: sql`excluded.translations`,
      },
    });
  if (renamed.length) await refreshSearchRows(ctx.tx, await productsOf(ctx, renamed));
  return rows.map((r) => r.id);
}

const productsOf = async (ctx: SyncContext, ids: string[]) =>
  (
    await queryRows<{ id: string }>(
      ctx.tx,
      sql`select id from product where manufacturer_id = any(${uuidArray(ids)})`,
    )
  ).map((r) => r.id);

/** As Shopware (SetNullOnDelete): the brand's products stay, without a manufacturer. */
async function remove(ctx: SyncContext, ids: string[]): Promise<void> {
  const products = await productsOf(ctx, ids);
  if (products.length) {
    await ctx.tx.update(product).set({ manufacturerId: null }).where(inArray(product.id, products));
  }
  await ctx.tx.delete(manufacturer).where(inArray(manufacturer.id, ids));
  await refreshSearchRows(ctx.tx, products);
}

export const manufacturerSync: EntitySync = {
  table: manufacturer,
  id: manufacturer.id,
  filterable: { id: manufacturer.id, name: manufacturer.name, link: manufacturer.link },
  upsert,
  remove,
};
