import { randomUUID } from 'node:crypto';
import { inArray, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { queryRows } from '../../db/client.ts';
import { media, product, productMedia } from '../../db/schema/index.ts';
import { uuidArray } from '../../search/product-rows.ts';
import { type ProductMediumPair, reassignCovers } from './covers.ts';
import type { EntitySync, SyncContext } from './entity.ts';
import { MediaRecord, upsertMedia } from './media.ts';
import { hexId, onePerId, parseRecords, ShopwareId } from './report.ts';

/**
 * Shopware's `product_media`: a picture of a product, naming an existing medium by `mediaId` or
 * bringing it along as `media` (then upserted first). Under a product's `media` the product is the
 * record's own.
 */
export const ProductMediaRecord = v.strictObject({
  id: v.optional(ShopwareId),
  productId: v.optional(ShopwareId),
  mediaId: v.optional(ShopwareId),
  media: v.optional(MediaRecord),
  position: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2_147_483_647))),
});
export type ProductMediaInput = v.InferOutput<typeof ProductMediaRecord>;

/** A picture to write, where its record is (for failures) and, under a product, whose it is. */
export interface ProductMediaItem {
  at: (string | number)[];
  record: ProductMediaInput;
  productId?: string;
}

type Row = typeof productMedia.$inferSelect;

/**
 * Writes pictures: a record matches a stored one by its id or by product and medium, keeps what it
 * leaves out (the position) and takes the id it names. Products that had no cover get their first
 * picture as one; a picture that moved to another medium no longer covers its product.
 */
export async function writeProductMedia(ctx: SyncContext, items: ProductMediaItem[]): Promise<string[]> {
  if (!items.length) return [];
  const failures = ctx.report.errors.length;
  await upsertMedia(
    ctx,
    items.flatMap((i) => (i.record.media ? [{ at: [...i.at, 'media'], record: i.record.media }] : [])),
  );
  if (ctx.report.errors.length > failures) return [];
  const wanted = items.map((i) => ({
    ...i,
    productId: i.productId ?? i.record.productId,
    mediaId: i.record.mediaId ?? i.record.media?.id,
  }));
  const known = await existing(ctx, wanted);
  const ids = wanted.flatMap((w) => (w.record.id ? [w.record.id] : []));
  const pairs = wanted.flatMap((w) => (w.productId && w.mediaId ? [`${w.productId}|${w.mediaId}`] : []));
  const stored: Row[] = await ctx.tx
    .select()
    .from(productMedia)
    .where(
      or(
        ids.length ? inArray(productMedia.id, ids) : sql`false`,
        pairs.length
          ? sql`(${productMedia.productId}::text || '|' || ${productMedia.mediaId}::text) = any(${`{${pairs.join(',')}}`}::text[])`
          : sql`false`,
      ),
    );
  const byId = new Map(stored.map((r) => [r.id, r]));
  const byPair = new Map(stored.map((r) => [`${r.productId}|${r.mediaId}`, r]));
  const rows = new Map<string, Row>();
  for (const w of wanted) {
    const fail = (field: string, code: string, detail: string) =>
      ctx.report.fail([...w.at, field], code, detail);
    if (!w.productId) fail('productId', 'VIOLATION::IS_BLANK', 'A product picture needs its productId.');
    else if (!known.products.has(w.productId))
      fail('productId', 'FRAMEWORK__FOREIGN_KEY_NOT_FOUND', `No product ${hexId(w.productId)}.`);
    if (!w.mediaId) fail('mediaId', 'VIOLATION::IS_BLANK', 'A product picture needs a mediaId or media.');
    else if (!known.media.has(w.mediaId))
      fail('mediaId', 'FRAMEWORK__FOREIGN_KEY_NOT_FOUND', `No media ${hexId(w.mediaId)}.`);
    if (!w.productId || !w.mediaId || !known.products.has(w.productId) || !known.media.has(w.mediaId))
      continue;
    const pair = `${w.productId}|${w.mediaId}`;
    const old = (w.record.id && byId.get(w.record.id)) || byPair.get(pair);
    const id = w.record.id ?? old?.id ?? randomUUID();
    if ([...rows.values()].some((r) => r.id === id && `${r.productId}|${r.mediaId}` !== pair)) {
      fail('id', 'FRAMEWORK__DUPLICATE_SYNC_ID', `Id ${hexId(id)} is written twice.`);
      continue;
    }
    rows.set(pair, {
      id,
      productId: w.productId,
      mediaId: w.mediaId,
      position: w.record.position ?? old?.position ?? 0,
    });
  }
  if (ctx.report.errors.length > failures) return [];
  const written = [...rows.values()];
  const replaced = stored.filter((s) =>
    written.some((r) => r.id === s.id || (r.productId === s.productId && r.mediaId === s.mediaId)),
  );
  if (replaced.length)
    await ctx.tx.delete(productMedia).where(
      inArray(
        productMedia.id,
        replaced.map((r) => r.id),
      ),
    );
  await ctx.tx.insert(productMedia).values(written);
  const gone = replaced.filter((s) => !rows.has(`${s.productId}|${s.mediaId}`));
  await reassignCovers(
    ctx.tx,
    gone,
    written.map((r) => r.productId),
  );
  return written.map((r) => r.id);
}

/** Which of the named products and media exist (the pictures' foreign keys). */
async function existing(ctx: SyncContext, wanted: { productId?: string; mediaId?: string }[]) {
  const productIds = [...new Set(wanted.flatMap((w) => (w.productId ? [w.productId] : [])))];
  const mediaIds = [...new Set(wanted.flatMap((w) => (w.mediaId ? [w.mediaId] : [])))];
  const [products, media_] = await Promise.all([
    productIds.length
      ? ctx.tx.select({ id: product.id }).from(product).where(inArray(product.id, productIds))
      : [],
    mediaIds.length ? ctx.tx.select({ id: media.id }).from(media).where(inArray(media.id, mediaIds)) : [],
  ]);
  return { products: new Set(products.map((r) => r.id)), media: new Set(media_.map((r) => r.id)) };
}

/**
 * Sets the covers records name by `coverId` (one of the product's pictures, Shopware's product_media
 * id); a `coverId` that is none of them is reported at `at`.
 */
export async function setCovers(
  ctx: SyncContext,
  covers: { at: (string | number)[]; productId: string; coverId: string | null }[],
) {
  if (!covers.length) return;
  const none = covers.flatMap((c) => (c.coverId === null ? [c.productId] : []));
  if (none.length) await ctx.tx.update(product).set({ coverMediaId: null }).where(inArray(product.id, none));
  const rows = await queryRows<ProductMediumPair & { id: string }>(
    ctx.tx,
    sql`select id, product_id as "productId", media_id as "mediaId" from product_media
        where id = any(${uuidArray(covers.flatMap((c) => (c.coverId ? [c.coverId] : [])))})`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const c of covers) {
    if (c.coverId === null) continue;
    const picture = byId.get(c.coverId);
    if (picture?.productId !== c.productId) {
      ctx.report.fail(
        c.at,
        'FRAMEWORK__FOREIGN_KEY_NOT_FOUND',
        `No picture ${hexId(c.coverId)} of this product.`,
      );
      continue;
    }
    await ctx.tx
      .update(product)
      .set({ coverMediaId: picture.mediaId })
      .where(sql`${product.id} = ${c.productId}`);
  }
}

async function upsert(ctx: SyncContext, records: unknown[], key: string): Promise<string[]> {
  const parsed = onePerId(parseRecords(ProductMediaRecord, records, key, ctx.report), key, ctx.report);
  return writeProductMedia(
    ctx,
    parsed.map(({ index, record }) => ({ at: [key, index], record })),
  );
}

/** Deletes pictures; a product whose cover went gets its next picture. */
async function remove(ctx: SyncContext, ids: string[]): Promise<void> {
  const gone = await ctx.tx
    .delete(productMedia)
    .where(inArray(productMedia.id, ids))
    .returning({ productId: productMedia.productId, mediaId: productMedia.mediaId });
  await reassignCovers(ctx.tx, gone);
}

export const productMediaSync: EntitySync = {
  table: productMedia,
  id: productMedia.id,
  filterable: { id: productMedia.id, productId: productMedia.productId, mediaId: productMedia.mediaId },
  upsert,
  remove,
};
