import type { APIRoute } from 'astro';
import { forwardToStoreApi } from '../../api/index.ts';
import { socketPeer, visitorAddress } from '../../shared/client-address.ts';

export const prerender = false;

/**
 * Mounts the Admin API (issue 29) under /api as /store-api is mounted: in-process, or on the server of
 * STORE_API_URL. No cookies: an ERP connector sends its bearer token, so nothing is cross-site here.
 */
export const ALL: APIRoute = async (context) => {
  const peer = socketPeer(context) ?? 'unknown';
  return forwardToStoreApi(context.request, visitorAddress(context) ?? peer, peer);
};
