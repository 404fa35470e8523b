import { inArray } from 'drizzle-orm';
import { translate } from '../../shared/locales.ts';
import { media } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { cdnUrl } from './cdn.ts';

export interface MediaView {
  apiAlias: 'media';
  id: string;
  /** Built from the CDN custom fields when they are set. */
  url: string;
  alt: string | null;
  mimeType: string;
  width: number | null;
  height: number | null;
  /** The CDN fields of §3 (b2bCdnUrl, b2bCdnFormat, …). */
  customFields: Record<string, unknown>;
  /** Shopware's file fields, read from the stored URL. */
  fileName: string;
  fileExtension: string;
  path: string;
  hasFile: true;
  private: false;
}

/** `/media/ab/bearing-6204.webp` → path, name without extension, extension (Shopware splits them so). */
export function fileOf(url: string) {
  const path = new URL(url, 'http://shop.invalid').pathname.replace(/^\//, '');
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return {
    path,
    fileName: dot > 0 ? base.slice(0, dot) : base,
    fileExtension: dot > 0 ? base.slice(dot + 1) : '',
  };
}

type MediaRow = typeof media.$inferSelect;

/**
 * Media by id, remembered per id until media change (a NOTIFY trigger clears the memo): product cards
 * and the quick search show the same few images over and over.
 */
export async function mediaByIds(ctx: StoreContext, ids: (string | null)[]): Promise<Map<string, MediaView>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const key = (id: string) => `media:${id}`;
  const missing = wanted.filter((id) => !ctx.memo.has(key(id)));
  const loaded = missing.length
    ? ctx.db
        .select()
        .from(media)
        .where(inArray(media.id, missing))
        .then((rows) => new Map(rows.map((m) => [m.id, m])))
    : undefined;
  const rows = await Promise.all(
    wanted.map((id) => ctx.memo.get<MediaRow | null>(key(id), async () => (await loaded)?.get(id) ?? null)),
  );
  // A medium synced without its file yet (Admin API) is not shown.
  return new Map(rows.flatMap((m) => (m?.url ? [[m.id, mediaView(m, ctx.locale)] as const] : [])));
}

const mediaView = (m: MediaRow, locale: StoreContext['locale']): MediaView => ({
  apiAlias: 'media',
  id: m.id,
  url: cdnUrl(m.customFields, m.url),
  alt: translate(m.translations, 'alt', locale),
  mimeType: m.mimeType,
  width: m.width,
  height: m.height,
  customFields: m.customFields,
  ...fileOf(m.url),
  hasFile: true,
  private: false,
});
