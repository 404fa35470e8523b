import { isStoreApiError } from '../../api/errors.ts';

/** A CSV file from the Store API as a download; a refused call keeps its status (never a cached page). */
export async function csvDownload(read: () => Promise<string>, filename: string): Promise<Response> {
  try {
    return new Response(await read(), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${filename}"`,
        'cache-control': 'private, no-store',
      },
    });
  } catch (error) {
    const status = isStoreApiError(error) ? error.status : 502;
    return new Response(null, { status, headers: { 'cache-control': 'private, no-store' } });
  }
}
