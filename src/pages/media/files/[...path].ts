import type { APIRoute } from 'astro';
import { isStoreApiError } from '../../../api/index.ts';

export const prerender = false;

/** The headers of a stored file that reach the browser. */
const PASSED = ['content-type', 'content-length', 'cache-control', 'etag'];

/**
 * An image uploaded through the Admin API: `/media/files/{mediaId}/{hash}/{fileName}.{ext}`. The file
 * name is for people and crawlers; id and hash find the file. Asked without the visitor's session,
 * as the file is the same for everyone.
 */
export const GET: APIRoute = async ({ locals, params, request }) => {
  const [mediaId, hash] = (params.path ?? '').split('/');
  if (!mediaId || !hash) return new Response('Not found', { status: 404 });
  if (request.headers.get('if-none-match')?.includes(hash)) return new Response(null, { status: 304 });
  try {
    const file = await locals.storeApi
      .with({ contextToken: null, languageId: null })
      .download(`/media-file/${encodeURIComponent(mediaId)}/${encodeURIComponent(hash)}`);
    const headers = new Headers();
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
