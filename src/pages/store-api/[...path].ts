import type { APIRoute } from 'astro';
import { storeApiFetch } from '../../server/runtime.ts';

export const prerender = false;

/** Mounts the Store API under /store-api; the client address is set here, never taken from the caller. */
export const ALL: APIRoute = ({ request, clientAddress }) => {
  const headers = new Headers(request.headers);
  headers.set('x-b2b-client-ip', clientAddress);
  return storeApiFetch(new Request(request, { headers }));
};
