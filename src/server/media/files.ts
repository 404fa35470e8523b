import { createHash } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { media, mediaFile } from '../db/schema/index.ts';

/** An image ready to store: its bytes and what sniffing them told (sniff.ts). */
export interface MediaUpload {
  bytes: Buffer;
  mimeType: string;
  extension: string;
  width: number | null;
  height: number | null;
}

/** Characters of the file's SHA-256 in its URL: enough to tell two uploads of one medium apart. */
const HASH_CHARS = 16;

/** Where the storefront serves a stored file (src/pages/media/files); a new upload gets a new URL. */
export const mediaFileUrl = (mediaId: string, sha256: string, fileName: string, extension: string) =>
  `/media/files/${mediaId.replace(/-/g, '')}/${sha256.slice(0, HASH_CHARS)}/${encodeURIComponent(fileName)}.${extension}`;

/**
 * A file name as a URL keeps it: letters, digits, dot, dash and underscore, at most 100 characters;
 * no leading or trailing dot or dash (no hidden files, no "..").
 */
export const safeFileName = (name: string) =>
  name
    .replace(/[^A-Za-z0-9._-]/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, 100) || 'media';

/**
 * Stores the file of an existing medium, replacing its former one (Shopware's upload does so), and
 * points the medium at it. Returns the file's URL.
 */
export async function storeMediaFile(
  db: Db,
  mediaId: string,
  upload: MediaUpload,
  fileName: string,
): Promise<string> {
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const url = mediaFileUrl(mediaId, sha256, safeFileName(fileName), upload.extension);
  await db.transaction(async (tx) => {
    const file = { bytes: upload.bytes, sha256, size: upload.bytes.length, uploadedAt: new Date() };
    await tx
      .insert(mediaFile)
      .values({ mediaId, ...file })
      .onConflictDoUpdate({ target: mediaFile.mediaId, set: file });
    await tx
      .update(media)
      .set({ url, mimeType: upload.mimeType, width: upload.width, height: upload.height })
      .where(eq(media.id, mediaId));
  });
  return url;
}

/** The stored file of a medium whose hash starts with `hash` (its URL's), else null. */
export async function readMediaFile(db: Db, mediaId: string, hash: string) {
  if (!/^[0-9a-f]{16}$/.test(hash)) return null;
  const [row] = await db
    .select({ bytes: mediaFile.bytes, sha256: mediaFile.sha256, mimeType: media.mimeType })
    .from(mediaFile)
    .innerJoin(media, eq(media.id, mediaFile.mediaId))
    .where(and(eq(mediaFile.mediaId, mediaId), like(mediaFile.sha256, `${hash}%`)));
  return row ?? null;
}
