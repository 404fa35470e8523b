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
