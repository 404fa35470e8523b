import { MAX_CSV_BYTES } from '../shared/schemas/cart.ts';

/** Every storefront post (forms, the login and contact JSON): far above any form of ours. */
export const FORM_LIMIT_BYTES = 64 * 1024;
/**
 * The pages that take a CSV upload (quick order on the cart page, the article-link import): the file,
 * or its text sent back url-encoded in the confirmation form, where one byte may take three.
 */
const UPLOAD_LIMIT_BYTES = 3 * MAX_CSV_BYTES + FORM_LIMIT_BYTES;
const UPLOAD_PAGES = new Set(['/checkout', '/account/articlelinks/import']);

/** The body limit of a storefront path (without its domain prefix). */
export const formLimit = (path: string) =>
  UPLOAD_PAGES.has(path.replace(/\/+$/, '') || '/') ? UPLOAD_LIMIT_BYTES : FORM_LIMIT_BYTES;

export const TOO_LARGE = Symbol('too large');

/**
 * The request's body read here, up to `limit` bytes, as a new request for `target` that the page can
 * read; TOO_LARGE as soon as the declared length or the bytes received (a chunked body declares none)
 * pass the limit: the rest is never read, so no post can make the server hold more than the limit.
 * GET and HEAD, which carry no body, give null.
 */
export async function bufferedBody(
  request: Request,
  target: URL,
  limit: number,
): Promise<Request | typeof TOO_LARGE | null> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  if (Number(request.headers.get('content-length') ?? 0) > limit) return TOO_LARGE;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      // Not cancelled: that would reset the connection before the 413 is sent; it closes after it.
      if (size > limit) return TOO_LARGE;
      chunks.push(read.value);
    }
  }
  const headers = new Headers(request.headers);
  headers.delete('transfer-encoding');
  headers.set('content-length', String(size));
  return new Request(target, { method: request.method, headers, body: Buffer.concat(chunks) });
}
