import { socketPeer, trustedProxy } from './client-address.ts';

/**
 * Headers every answer carries: pages (rendered or from the page cache), static files and the Store
 * API. The page CSP itself comes from Astro (security.csp in astro.config.mjs, src/security/csp.ts).
 */

/**
 * Features the shop never uses are switched off for the page and anything it embeds. Only features
 * the browsers know: an unknown one (e.g. `bluetooth`) makes Chromium log a warning on every page.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/** One year; only sent over https (browsers ignore it over http, and a plain-http shop must stay reachable). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The Store API answers JSON and XML: nothing in it may load or be framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Whether the visitor reached us over https: directly (an encrypted socket), or through a proxy in
 * TRUSTED_PROXIES that says so in X-Forwarded-Proto (anyone else could just claim it).
 */
export function servedOverHttps(
  encrypted: boolean,
  peer: string | undefined,
  forwardedProto: string | null | undefined,
): boolean {
  if (encrypted) return true;
  if (!peer || !trustedProxy(peer)) return false;
  // The proxy nearest to us appends last.
  return forwardedProto?.split(',').pop()?.trim().toLowerCase() === 'https';
}

/** servedOverHttps for a storefront request (pages set Secure cookies and HSTS by it). */
export const visitorOverHttps = (context: { readonly clientAddress: string; request: Request; url: URL }) =>
  servedOverHttps(
    context.url.protocol === 'https:',
    socketPeer(context),
    context.request.headers.get('x-forwarded-proto'),
  );

export function securityHeaders(https: boolean): [string, string][] {
  const headers: [string, string][] = [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
  if (https) headers.push(['strict-transport-security', HSTS]);
  return headers;
}

/** Adds the security headers to a response (copied: some responses carry immutable headers). */
export function withSecurityHeaders(response: Response, https: boolean, csp?: string): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of securityHeaders(https)) headers.set(name, value);
  if (csp && !headers.has('content-security-policy')) headers.set('content-security-policy', csp);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
