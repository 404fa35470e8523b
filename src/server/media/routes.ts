import type { Context } from 'hono';
import { normalizeId } from '../../shared/catalog/listing.ts';
import {
  IMMUTABLE_CACHE,
  isMediaWidth,
  VARIANT_FORMATS,
  type VariantFormat,
  variantEtag,
} from '../../shared/media.ts';
import { createRouter, type Env } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { fileBytes, findMediaFile } from './files.ts';
import { mediaVariant } from './variants.ts';

const notFound = () => new ApiError(404, 'CONTENT__MEDIA_NOT_FOUND', 'No such media file.');
const FORMATS = new Set<VariantFormat>(VARIANT_FORMATS);
const PATH = '/media-file/:mediaId/:hash';

/** The file of the path's medium and hash, else 404. */
async function found(c: Context<Env, typeof PATH>) {
  const mediaId = normalizeId(c.req.param('mediaId'));
  const file = mediaId ? await findMediaFile(c.get('ctx').db, mediaId, c.req.param('hash')) : null;
  if (!file) throw notFound();
  return file;
}

const answer = (bytes: Buffer, mimeType: string, etag: string) =>
  new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': mimeType,
      'content-length': String(bytes.length),
      'cache-control': IMMUTABLE_CACHE,
      etag,
    },
  });

/**
 * For the storefront's /media/files route: `GET /media-file/{mediaId}/{hash}`, the bytes of an
 * uploaded medium (files.ts), and with `?width=…&format=avif|webp|original` one of its responsive
 * variants (variants.ts); the storefront picks the format from the browser's Accept header. The hash
 * is the file's, so an answer never changes: cacheable for a year.
 */
export const mediaFileRoutes = createRouter().get(PATH, async (c) => {
  const asked = c.req.query('width');
  const format = c.req.query('format') as VariantFormat | undefined;
  const file = await found(c);
  if (asked === undefined && format === undefined) {
    const bytes = await fileBytes(file);
    if (!bytes) throw notFound();
    return answer(bytes, file.mimeType, `"${file.sha256}"`);
  }
  // Only the listed sizes and formats: no one makes the server resize to any number.
  const width = Number(asked);
  if (!isMediaWidth(width) || String(width) !== asked || !format || !FORMATS.has(format)) throw notFound();
  const variant = await mediaVariant(file, width, format);
  if (!variant) throw notFound();
  return answer(variant.bytes, variant.mimeType, variantEtag(file.sha256, width, format));
});
