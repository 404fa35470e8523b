import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import { normalizeId } from '../../../shared/catalog/listing.ts';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema/index.ts';
import { ApiError } from '../../http/errors.ts';
import { parse, readJson } from '../../http/validate.ts';
import { fetchMediaUrl, type MediaFetchCode, MediaFetchError } from '../../media/fetch-url.ts';
import { type MediaUpload, storeMediaFile } from '../../media/files.ts';
import { sniffImage } from '../../media/sniff.ts';
import { ShopwareId } from '../sync/report.ts';

/** Shopware's answers to a file it cannot take, by what went wrong with the download. */
const FETCH_ERRORS: Record<MediaFetchCode, [400 | 413, string]> = {
  MEDIA_URL_INVALID: [400, 'CONTENT__MEDIA_INVALID_URL'],
  MEDIA_URL_FORBIDDEN: [400, 'CONTENT__MEDIA_ILLEGAL_URL'],
  MEDIA_DOWNLOAD_FAILED: [400, 'CONTENT__MEDIA_CANNOT_OPEN_SOURCE_STREAM_TO_READ'],
  MEDIA_TOO_LARGE: [413, 'CONTENT__MEDIA_FILE_SIZE_LIMIT_EXCEEDED'],
  MEDIA_TYPE_NOT_ALLOWED: [400, 'CONTENT__MEDIA_FILE_TYPE_NOT_SUPPORTED'],
};

const notSupported = (detail: string) => new ApiError(400, 'CONTENT__MEDIA_FILE_TYPE_NOT_SUPPORTED', detail);

export const mediaNotFound = (id: string) =>
  new ApiError(404, 'CONTENT__MEDIA_NOT_FOUND', `No media ${id}.`, { mediaId: id });

/** The id of a stored medium named in the path, else 404. */
export async function storedMedium(db: Db, given: string): Promise<string> {
  const id = normalizeId(given);
  const [row] = id ? await db.select({ id: media.id }).from(media).where(eq(media.id, id)) : [];
  if (!row) throw mediaNotFound(given);
  return row.id;
}

/** Downloads an image by URL (SSRF-safe, fetch-url.ts); what it cannot take is Shopware's 4xx. */
export async function download(url: string) {
  try {
    return await fetchMediaUrl(url);
  } catch (error) {
    if (!(error instanceof MediaFetchError)) throw error;
    const [status, code] = FETCH_ERRORS[error.code];
    throw new ApiError(status, code, error.message, { url });
  }
}

const UrlBody = v.strictObject({ url: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)) });

/**
 * The file of `POST /_action/media/{id}/upload`: downloaded from `{ url }` (JSON), else the body's
 * bytes. Only JPEG, PNG, GIF, WebP and AVIF, told by their bytes (no SVG: it can carry scripts); the
 * `extension` the call names must be the file's.
 */
export async function uploadedFile(c: Context): Promise<MediaUpload & { fileName?: string }> {
  const extension = (c.req.query('extension') ?? '').toLowerCase().replace(/^jpeg$/, 'jpg');
  if (!extension) {
    throw new ApiError(
      400,
      'CONTENT__MEDIA_MISSING_FILE_EXTENSION',
      'The query parameter extension is missing.',
    );
  }
  const json = /\bjson\b/i.test(c.req.header('content-type') ?? '');
  const file = json
    ? await download(parse(UrlBody, await readJson(c)).url)
    : upload(Buffer.from(await c.req.arrayBuffer()));
  if (file.extension !== extension) {
    throw notSupported(`The file is ${file.mimeType}, not .${extension}.`);
  }
  return file;
}

function upload(bytes: Buffer): MediaUpload {
  if (!bytes.length) throw new ApiError(400, 'CONTENT__MEDIA_EMPTY_FILE', 'The request carries no file.');
  const image = sniffImage(bytes);
  if (!image) throw notSupported('Only JPEG, PNG, GIF, WebP and AVIF images are taken.');
  return { bytes, ...image };
}

/** `POST /_action/media/upload_by_url`: a new medium (or the one `id` names) with the file at `url`. */
export const UploadByUrlBody = v.strictObject({
  url: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)),
  id: v.optional(ShopwareId),
  fileName: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(255))),
  private: v.optional(v.literal(false)),
  mimeType: v.optional(v.string()),
});

export async function uploadByUrl(db: Db, input: v.InferOutput<typeof UploadByUrlBody>) {
  const file = await download(input.url);
  if (input.mimeType && input.mimeType !== file.mimeType) {
    throw notSupported(`The file is ${file.mimeType}, not ${input.mimeType}.`);
  }
  const id = input.id ?? randomUUID();
  await db.insert(media).values({ id }).onConflictDoNothing();
  const url = await storeMediaFile(db, id, file, input.fileName ?? file.fileName);
  return { id, url };
}
