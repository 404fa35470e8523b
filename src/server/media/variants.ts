import sharp, { type FormatEnum } from 'sharp';
import type { MediaWidth, VariantFormat } from '../../shared/media.ts';
import { logger } from '../ops/logger.ts';
import { type FoundFile, fileBytes } from './files.ts';
import { variantKey } from './keys.ts';
import { type MediaStore, mediaStore } from './storage/index.ts';

export type Variant = { bytes: Buffer; mimeType: string };

/** sharp's name of each format an upload may have (sniff.ts). */
const SHARP_FORMAT: Record<string, keyof FormatEnum | 'avif'> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

const typeOf = (file: FoundFile, format: VariantFormat) =>
  format === 'original' ? file.mimeType : `image/${format}`;

/** Variants being made in this process: a burst of requests for a new image makes each one once. */
const making = new Map<string, Promise<Variant | null>>();

/**
 * A file at one of the listed widths in one format: from the store, else made from the upload and
 * stored (once: the key names hash, width and format). Null when the upload's bytes are gone.
 */
export async function mediaVariant(
  file: FoundFile,
  width: MediaWidth,
  format: VariantFormat,
  store: MediaStore = mediaStore(),
): Promise<Variant | null> {
  const key = variantKey(file.mediaId, file.sha256, width, format);
  const stored = await store.get(key);
  if (stored) return { bytes: stored, mimeType: typeOf(file, format) };
  let made = making.get(key);
  if (!made) {
    made = make(file, width, format, store).finally(() => making.delete(key));
    making.set(key, made);
  }
  return made;
}

/**
 * Never wider than the upload; metadata (EXIF, GPS, comments) stripped, the orientation applied
 * first so that nothing turns over.
 */
async function make(file: FoundFile, width: MediaWidth, format: VariantFormat, store: MediaStore) {
  const original = await fileBytes(file, store);
  if (!original) return null;
  const mimeType = typeOf(file, format);
  let bytes: Buffer;
  try {
    bytes = await sharp(original)
      .autoOrient()
      .resize({ width, withoutEnlargement: true })
      .toFormat(format === 'original' ? (SHARP_FORMAT[file.mimeType] ?? 'png') : format)
      .toBuffer();
  } catch (error) {
    // Sniffed as an image yet undecodable (a truncated upload): the browser gets the upload as it is.
    logger.warn({ err: error, mediaId: file.mediaId, width, format }, 'media variant failed');
    return { bytes: original, mimeType: file.mimeType };
  }
  await store.put(variantKey(file.mediaId, file.sha256, width, format), bytes, mimeType);
  return { bytes, mimeType };
}
