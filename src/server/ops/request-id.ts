import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { type TrustCheck, trustedProxy } from '../../shared/client-address.ts';

const SAFE_ID = /^[\w.:-]{1,128}$/;

/**
 * The id a request is logged under and answered with (X-Request-Id). A load balancer's id is kept so
 * its logs and ours line up, but only from a trusted proxy (TRUSTED_PROXIES) and only when it looks
 * like an id: anyone else could write what they like into our logs.
 */
export function requestIdOf(
  header: string | string[] | null | undefined,
  peer: string | undefined,
  isTrusted: TrustCheck = trustedProxy,
): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (value && peer && isTrusted(peer) && SAFE_ID.test(value)) return value;
  return randomUUID();
}

/** Only 1xx-5xx: a bounded label for dashboards and alerts. */
export const statusClass = (status: number) => `${Math.min(5, Math.max(1, Math.floor(status / 100)))}xx`;

/**
 * Adds the request id; and gives a page that set `Astro.response.status` its own reason phrase, as Astro
 * leaves "OK" on every status but 404 and 500 ("HTTP/1.1 410 OK").
 */
export function withRequestIdHeader(response: Response, id: string): Response {
  const { status, statusText } = response;
  const reason = status !== 200 && statusText === 'OK' ? (STATUS_CODES[status] ?? '') : statusText;
  if (reason === statusText) {
    try {
      response.headers.set('x-request-id', id);
      return response;
    } catch {
      // Some responses (redirects, fetched ones) carry immutable headers: copied below.
    }
  }
  const headers = new Headers(response.headers);
  headers.set('x-request-id', id);
  return new Response(response.body, { status, statusText: reason, headers });
}
