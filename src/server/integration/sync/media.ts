import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { queryRows } from '../../db/client.ts';
import { category, manufacturer, media } from '../../db/schema/index.ts';
import { mediaFilesRemoval } from '../../media/files.ts';
import { uuidArray } from '../../search/product-rows.ts';
import { reassignCovers } from './covers.ts';
import type { EntitySync, SyncContext } from './entity.ts';
import { byLocale, mergeTranslations, TranslationsOf } from './languages.ts';
import { onePerId, parseRecords, ShopwareId } from './report.ts';

const Text = v.nullable(v.pipe(v.string(), v.maxLength(255)));

/**
 * `media` with Shopware's field names: the record that a file is uploaded to afterwards
 * (`POST /api/_action/media/{id}/upload`), with its alt text and title per language. The shop keeps
 * one folder for all media and no private ones, so `mediaFolderId` is refused and `private` may only
 * be false.
 */
export const MediaRecord = v.strictObject({
  id: v.optional(ShopwareId),
  alt: v.optional(Text),
  title: v.optional(Text),
  private: v.optional(v.literal(false)),
  translations: v.optional(TranslationsOf({ alt: v.optional(Text), title: v.optional(Text) })),
});
export type MediaInput = v.InferOutput<typeof MediaRecord>;

/** Upserts media records; a new one has no file until one is uploaded (the storefront skips it). */
export async function upsertMedia(
  ctx: SyncContext,
  parsed: { at: (string | number)[]; record: MediaInput }[],
): Promise<string[]> {
  const ids = parsed.flatMap((p) => (p.record.id ? [p.record.id] : []));
  const stored = new Map(
    (ids.length ? await ctx.tx.select().from(media).where(inArray(media.id, ids)) : []).map((r) => [r.id, r]),
  );
  const rows: (typeof media.$inferInsert)[] = [];
  for (const { at, record } of parsed) {
    const texts = byLocale(
      { alt: record.alt, title: record.title },
      record.translations,
      ctx.locales,
      at,
      ctx.report,
    );
    if (!texts) continue;
    const id = record.id ?? randomUUID();
    rows.push({ id, translations: mergeTranslations(stored.get(id)?.translations ?? {}, texts) });
  }
  if (rows.length) {
    await ctx.tx
      .insert(media)
      .values(rows)
      .onConflictDoUpdate({ target: media.id, set: { translations: sql`excluded.translations` } });
  }
  return rows.map((r) => r.id);
}

async function upsert(ctx: SyncContext, records: unknown[], key: string): Promise<string[]> {
  const parsed = onePerId(parseRecords(MediaRecord, records, key, ctx.report), key, ctx.report);
  return upsertMedia(
    ctx,
    parsed.map(({ index, record }) => ({ at: [key, index], record })),
  );
}

/**
 * Deletes media with their files and product pictures (foreign keys); a product whose cover went gets
 * its next picture, and manufacturers and categories that showed one show none (Shopware's SetNull).
 */
async function remove(ctx: SyncContext, ids: string[]): Promise<void> {
  const covered = await queryRows<{ productId: string; mediaId: string }>(
    ctx.tx,
    sql`select id as "productId", cover_media_id as "mediaId" from product
        where cover_media_id = any(${uuidArray(ids)})`,
  );
  await ctx.tx.update(manufacturer).set({ mediaId: null }).where(inArray(manufacturer.mediaId, ids));
  await ctx.tx.update(category).set({ mediaId: null }).where(inArray(category.mediaId, ids));
  await ctx.tx.update(category).set({ iconMediaId: null }).where(inArray(category.iconMediaId, ids));
  // The files go once the delete is committed (a rolled-back delete keeps them).
  ctx.afterCommit.push(await mediaFilesRemoval(ctx.tx, ids));
  await ctx.tx.delete(media).where(inArray(media.id, ids));
  await reassignCovers(ctx.tx, covered);
}

export const mediaSync: EntitySync = {
  table: media,
  id: media.id,
  filterable: { id: media.id },
  upsert,
  remove,
};
