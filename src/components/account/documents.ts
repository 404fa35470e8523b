import { isStoreApiError } from '../../api/errors.ts';

/**
 * Hands a Store API document (PDF, XML) to the browser as it came, with its type and file name;
 * a document that is not there (or not the visitor's) is a 404, any other failure a 502.
 */
export async function passDocument(fetchDocument: () => Promise<Response>): Promise<Response> {
  try {
    const response = await fetchDocument();
    const headers = new Headers({ 'cache-control': 'private, no-store' });
    for (const name of ['content-type', 'content-disposition']) {
      const value = response.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(response.body, { status: 200, headers });
  } catch (error) {
    const status = isStoreApiError(error) && error.status < 500 ? 404 : 502;
    return new Response(null, { status, headers: { 'cache-control': 'private, no-store' } });
  }
}

/**
 * The segments of the page's own path after `base` (`/account/invoices/`), decoded. An endpoint reached
 * under a language prefix (`/fr/account/…`) is a rewrite from the catch-all page, and its `params` are
 * the catch-all's (`{ path: 'fr/account/…' }`), not its own: the unprefixed path is what it asked for.
 */
export function segmentsAfter(path: string, base: string): string[] {
  if (!path.startsWith(base)) return [];
  try {
    return path.slice(base.length).split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return [];
  }
}
