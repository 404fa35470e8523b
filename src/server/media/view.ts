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
}

export async function mediaByIds(ctx: StoreContext, ids: (string | null)[]): Promise<Map<string, MediaView>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await ctx.db.select().from(media).where(inArray(media.id, wanted));
  return new Map(
    rows.map((m) => [
      m.id,
      {
        apiAlias: 'media',
        id: m.id,
        url: cdnUrl(m.customFields, m.url),
        alt: translate(m.translations, 'alt', ctx.locale),
        mimeType: m.mimeType,
        width: m.width,
        height: m.height,
        customFields: m.customFields,
      },
    ]),
  );
}
