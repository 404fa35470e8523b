import { asc, inArray, sql } from 'drizzle-orm';
import { FALLBACK_LOCALE, translate } from '../../../shared/locales.ts';
import { media, mediaFile } from '../../db/schema/index.ts';
import { containsPattern } from '../../http/criteria.ts';
import { fileOf } from '../../media/view.ts';
import { hexId } from '../sync/report.ts';
import { readEntity } from './fields.ts';
import { present } from './views.ts';

type MediaRow = typeof media.$inferSelect;

/**
 * `media` as the Admin API's entity: whether it has a file yet (a connector uploads once), its name,
 * type, size and hash, and the alt text and title in the API's language.
 */
export const mediaRead = readEntity({
  name: 'media',
  table: media,
  id: media.id,
  order: [asc(media.id)],
  fields: { id: [media.id, 'uuid'], mimeType: [media.mimeType, 'text'] },
  term: (term) => sql`${media.url} ilike ${containsPattern(term)}`,
  view: async (db, rows: MediaRow[]) => {
    const ids = rows.map((r) => r.id);
    const files = ids.length
      ? await db
          .select({
            mediaId: mediaFile.mediaId,
            size: mediaFile.size,
            sha256: mediaFile.sha256,
            at: mediaFile.uploadedAt,
          })
          .from(mediaFile)
          .where(inArray(mediaFile.mediaId, ids))
      : [];
    const fileById = new Map(files.map((f) => [f.mediaId, f]));
    return rows.map((m) => {
      const texts = present({
        alt: translate(m.translations, 'alt', FALLBACK_LOCALE),
        title: translate(m.translations, 'title', FALLBACK_LOCALE),
      });
      const file = fileById.get(m.id);
      return present({
        id: hexId(m.id),
        ...(m.url ? { url: m.url, mimeType: m.mimeType, ...fileOf(m.url) } : {}),
        hasFile: Boolean(m.url),
        private: false,
        fileSize: file?.size,
        fileHash: file?.sha256,
        uploadedAt: file?.at.toISOString(),
        metaData: m.width && m.height ? { width: m.width, height: m.height } : undefined,
        ...texts,
        translated: texts,
        apiAlias: 'media',
      });
    });
  },
});
