import { createHash } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { media, mediaFile } from '../db/schema/index.ts';
import { originalKey, variantKeys } from './keys.ts';
import { measure } from './measure.ts';
import { mediaStore } from './storage/index.ts';

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

/** A stored file as media_file knows it: where its bytes are, and the hash its variants hang on. */
export type StoredFile = { mediaId: string; sha256: string; storageKey: string | null };

/** Removes a file's bytes and its variants from the store (a row in the database takes its bytes along). */
export async function removeStoredFile(file: StoredFile, store = mediaStore()): Promise<void> {
  await Promise.all(variantKeys(file.mediaId, file.sha256).map((key) => store.delete(key)));
  // After the variants: on disk, their folder is gone by then and the medium's folder goes with this.
  if (file.storageKey) await store.delete(file.storageKey);
}

/**
 * Stores the file of an existing medium, replacing its former one (Shopware's upload does so), and
 * points the medium at it; the former file and its variants leave the store once that is committed.
 * Returns the file's URL.
 */
export async function storeMediaFile(
  db: Db,
  mediaId: string,
  upload: MediaUpload,
  fileName: string,
  store = mediaStore(),
): Promise<string> {
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const url = mediaFileUrl(mediaId, sha256, safeFileName(fileName), upload.extension);
  const storageKey = originalKey(mediaId, sha256, upload.extension);
  const { width, height } = await measure(upload);
  // The bytes first: a committed row always finds its file.
  await store.put(storageKey, upload.bytes, upload.mimeType);
  const former = await db.transaction(async (tx) => {
    // Locked, so that of two uploads at once the later one sees (and removes) the earlier one's file.
    const [old] = await tx
      .select({ mediaId: mediaFile.mediaId, sha256: mediaFile.sha256, storageKey: mediaFile.storageKey })
      .from(mediaFile)
      .where(eq(mediaFile.mediaId, mediaId))
      .for('update');
    const file = { bytes: null, storageKey, sha256, size: upload.bytes.length, uploadedAt: new Date() };
    await tx
      .insert(mediaFile)
      .values({ mediaId, ...file })
      .onConflictDoUpdate({ target: mediaFile.mediaId, set: file });
    await tx
      .update(media)
      .set({ url, mimeType: upload.mimeType, width, height })
      .where(eq(media.id, mediaId));
    return old;
  });
  if (former && former.sha256 !== sha256) await removeStoredFile(former, store);
  return url;
}

/** The file of a medium whose hash starts with `hash` (its URL's): where its bytes are, else null. */
export async function findMediaFile(db: Db, mediaId: string, hash: string) {
  if (!/^[0-9a-f]{16}$/.test(hash)) return null;
  const [row] = await db
    .select({
      mediaId: mediaFile.mediaId,
      sha256: mediaFile.sha256,
      storageKey: mediaFile.storageKey,
      legacyBytes: mediaFile.bytes,
      mimeType: media.mimeType,
    })
    .from(mediaFile)
    .innerJoin(media, eq(media.id, mediaFile.mediaId))
    .where(and(eq(mediaFile.mediaId, mediaId), like(mediaFile.sha256, `${hash}%`)));
  return row ?? null;
}

export type FoundFile = NonNullable<Awaited<ReturnType<typeof findMediaFile>>>;

/**
 * The uploaded bytes of a file; files uploaded before the media store keep them in their row
 * (migration 0044 left them there), newer ones are in the store. Null when the store lost them.
 */
export const fileBytes = async (file: FoundFile, store = mediaStore()): Promise<Buffer | null> =>
  file.legacyBytes ?? (file.storageKey ? await store.get(file.storageKey) : null);

/**
 * What to run once the deletion of these media is committed (the sync's `afterCommit`): the files and
 * variants of those that are gone leave the store. Read before the rows go, as the delete cascades
 * to media_file.
 */
export async function mediaFilesRemoval(tx: Db, mediaIds: string[]): Promise<(db: Db) => Promise<void>> {
  const files = mediaIds.length
    ? await tx
        .select({ mediaId: mediaFile.mediaId, sha256: mediaFile.sha256, storageKey: mediaFile.storageKey })
        .from(mediaFile)
        .where(inArray(mediaFile.mediaId, mediaIds))
    : [];
  return async (db) => {
    if (!files.length) return;
    const kept = await db
      .select({ id: media.id })
      .from(media)
      .where(
        inArray(
          media.id,
          files.map((f) => f.mediaId),
        ),
      );
    const still = new Set(kept.map((m) => m.id));
    await Promise.all(files.filter((f) => !still.has(f.mediaId)).map((file) => removeStoredFile(file)));
  };
}
