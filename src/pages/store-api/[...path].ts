import type { APIRoute } from 'astro';
import { sessionToken } from '../../api/cookies.ts';
import { forwardToStoreApi } from '../../api/index.ts';
import { crossSiteRefusal, isCrossSiteWrite } from '../../api/same-origin.ts';
import { PAGE_VARY, PRIVATE_CACHE_CONTROL } from '../../cache/index.ts';
import { socketPeer, visitorAddress } from '../../shared/client-address.ts';

export const prerender = false;

const TOKEN_HEADER = 'sw-context-token';

/**
 * Mounts the Store API (in-process, or the remote one of STORE_API_URL) under /store-api with the
 * socket's peer as the caller's address (it believes X-Forwarded-For only from TRUSTED_PROXIES).
 * Islands call it with the visitor's session: the token is taken from the httpOnly cookie when the
 * request names none, and then kept out of the answer so page scripts never see it.
 */
export const ALL: APIRoute = async (context) => {
  const { request, cookies, url } = context;
  const headers = new Headers(request.headers);
  const cookieToken = headers.has(TOKEN_HEADER) ? undefined : sessionToken(cookies);
  const peer = socketPeer(context) ?? 'unknown';
  const send = () =>
    forwardToStoreApi(new Request(request, { headers }), visitorAddress(context) ?? peer, peer);
  if (!cookieToken) return send();

  // A Lax cookie still comes with top-level cross-site form posts, a punch-out session's (SameSite=None,
  // partitioned) with any request made under the procurement system's site.
  if (isCrossSiteWrite(request, url)) return crossSiteRefusal();
  headers.set(TOKEN_HEADER, cookieToken);
  return hideToken(await send(), url);
};

async function hideToken(response: Response, url: URL): Promise<Response> {
  const out = new Headers(response.headers);
  out.delete(TOKEN_HEADER);
  // Answered for the cookie's session: no shared cache may keep it for someone else.
  if (!out.has('cache-control')) out.set('cache-control', PRIVATE_CACHE_CONTROL);
  out.append('vary', PAGE_VARY);
  const isContext = /\/store-api\/context\/?$/.test(url.pathname);
  if (!isContext || !out.get('content-type')?.includes('application/json')) {
    return new Response(response.body, { status: response.status, headers: out });
  }
  const body = (await response.json()) as Record<string, unknown>;
  out.delete('content-length');
  return Response.json({ ...body, token: null }, { status: response.status, headers: out });
}
