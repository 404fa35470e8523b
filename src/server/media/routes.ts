import { normalizeId } from '../../shared/catalog/listing.ts';
import { createRouter } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { readMediaFile } from './files.ts';

const notFound = () => new ApiError(404, 'CONTENT__MEDIA_NOT_FOUND', 'No such media file.');

/**
 * `GET /media-file/{mediaId}/{hash}`: the bytes of an uploaded medium (files.ts), for the storefront's
 * /media/files route. The hash is the file's, so the answer never changes: cacheable for a year.
 */
export const mediaFileRoutes = createRouter().get('/media-file/:mediaId/:hash', async (c) => {
  const mediaId = normalizeId(c.req.param('mediaId'));
  const file = mediaId ? await readMediaFile(c.get('ctx').db, mediaId, c.req.param('hash')) : null;
  if (!file) throw notFound();
  return c.body(new Uint8Array(file.bytes), 200, {
    'content-type': file.mimeType,
    'content-length': String(file.bytes.length),
    'cache-control': 'public, max-age=31536000, immutable',
    etag: `"${file.sha256}"`,
  });
});
