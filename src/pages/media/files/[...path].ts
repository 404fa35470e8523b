import type { APIRoute } from 'astro';
import { isStoreApiError } from '../../../api/index.ts';
import { IMMUTABLE_CACHE, isMediaWidth, negotiateFormat, variantEtag } from '../../../shared/media.ts';

export const prerender = false;

/** The headers of a stored file that reach the browser. */
const PASSED = ['content-type', 'content-length', 'cache-control', 'etag'];

/**
 * An image uploaded through the Admin API: `/media/files/{mediaId}/{hash}/{fileName}.{ext}` as it was
 * uploaded, `/media/files/{mediaId}/{hash}/{width}/{fileName}.{ext}` at one of the listed widths
 * (src/shared/media.ts) as AVIF, WebP or the upload's format, whichever the browser's Accept header takes first
 * (so the answer varies by Accept). The file name is for people and crawlers; id and hash find the
 * file. Asked without the visitor's session, as the file is the same for everyone.
 */
export const GET: APIRoute = async ({ locals, params, request }) => {
  const segments = (params.path ?? '').split('/');
  const [mediaId, hash] = segments;
  const sized = segments.length === 4;
  if (!mediaId || !hash || (segments.length !== 3 && !sized))
    return new Response('Not found', { status: 404 });
  let path = `/media-file/${encodeURIComponent(mediaId)}/${encodeURIComponent(hash)}`;
  const headers = new Headers({ 'cache-control': IMMUTABLE_CACHE });
  const ifNoneMatch = request.headers.get('if-none-match') ?? '';
  // The original's ETag is its whole SHA-256, which the URL's hash begins.
  let cached = ifNoneMatch.includes(`"${hash}`);
  if (sized) {
    const width = Number(segments[2]);
    if (!isMediaWidth(width) || String(width) !== segments[2])
      return new Response('Not found', { status: 404 });
    const format = negotiateFormat(request.headers.get('accept'));
    const etag = variantEtag(hash, width, format);
    path += `?width=${width}&format=${format}`;
    headers.set('vary', 'Accept');
    headers.set('etag', etag);
    cached = ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  }
  if (cached) return new Response(null, { status: 304, headers });
  try {
    const file = await locals.storeApi.with({ contextToken: null, languageId: null }).download(path);
    for (const name of PASSED) {
      const value = file.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(file.body, { headers });
  } catch (error) {
    if (isStoreApiError(error) && error.status === 404) return new Response('Not found', { status: 404 });
    throw error;
  }
};
