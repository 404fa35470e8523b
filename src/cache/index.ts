import { brotliCompress, constants, gzipSync } from 'node:zlib';
import { metrics } from '../server/ops/metrics.ts';
import { ENCODINGS, pickEncoding } from '../shared/encoding.ts';
import { applyContentChange, type CachedPage, PageCache } from './page-cache.ts';

export const pageCache = new PageCache(
  Number(process.env.PAGE_CACHE_ENTRIES ?? 2000),
  Number(process.env.PAGE_CACHE_TTL_MS ?? 5 * 60_000),
);

// With the Store API in process, content changes reach the cache at once; a remote Store API
// (STORE_API_URL) has no such channel, so its pages live until the time limit.
if (!process.env.STORE_API_URL && process.env.PAGE_CACHE !== 'off') {
  import('../server/runtime.ts').then(({ onContentChanged }) =>
    onContentChanged((change) => applyContentChange(pageCache, change)),
  );
}

metrics.watchPageCache(() => pageCache.size);

export const cacheEnabled = () => process.env.PAGE_CACHE !== 'off';

/** Host + path + query determine the domain and the page, so they key the cache. */
export const cacheKey = (host: string, pathAndQuery: string) => `${host}|${pathAndQuery}`;

// A customer, punch-out or staff session (src/api/cookies.ts).
const SESSION_COOKIE_RE = /(?:^|;\s*)(?:sw-context-token|b2b-punchout-token|b2b-staff-token)=[^;]/;

// Quality 10 takes some 60 ms for a category page (its styles inline) but is 8 % smaller than the fast
// levels: it runs once per cached page, off the event loop; until it is done, hits are gzipped.
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

function compressLater(page: CachedPage, bytes: Buffer) {
  page.brotli = null;
  brotliCompress(bytes, BROTLI_OPTIONS, (error, result) => {
    page.brotli = error ? undefined : result;
  });
}

/**
 * A cache hit for a plain Node request, for the HTTP server to answer before Astro runs at all
 * (scripts/serve.mjs): same rules as the middleware — GET, no session cookie.
 */
export function lookupForNode(method: string, host: string, url: string, cookie = '', acceptEncoding = '') {
  if (method !== 'GET' || !cacheEnabled() || SESSION_COOKIE_RE.test(cookie)) return undefined;
  const hit = pageCache.get(cacheKey(host, url));
  if (!hit) return undefined;
  metrics.pageCache.inc({ result: 'hit' });
  // Encoded and compressed once per cached page, not once per request.
  hit.bytes ??= Buffer.from(hit.body);
  if (hit.brotli === undefined && pickEncoding(acceptEncoding) === 'br') compressLater(hit, hit.bytes);
  const encoding = pickEncoding(acceptEncoding, hit.brotli ? ENCODINGS : ['gzip']);
  let body = hit.bytes;
  if (encoding === 'br' && hit.brotli) body = hit.brotli;
  if (encoding === 'gzip') body = hit.gzipped ??= gzipSync(hit.bytes);
  const headers: [string, string][] = [
    ...hitHeaders(hit, 'HIT', `${PAGE_VARY}, Accept-Encoding`),
    ['content-length', String(body.length)],
  ];
  if (encoding) headers.push(['content-encoding', encoding]);
  return { status: hit.status, headers, body, route: hit.route };
}
(globalThis as Record<symbol, unknown>)[Symbol.for('b2b.pageCache.lookup')] = lookupForNode;

/**
 * Pages depend on the session, which travels in a cookie, so a shared cache (CDN) must key them on
 * it: anonymous visitors are never sent a cookie and share one entry, a buyer's request misses it.
 */
export const PAGE_VARY = 'Cookie';

/**
 * Adds `Vary: Cookie` to a page response (copied: some responses carry immutable headers). A file
 * cached as immutable (an uploaded image under /media/files: its URL names its content) is the same
 * for everyone, so a CDN keeps one copy rather than one per cookie.
 */
export function varyOnCookie(response: Response): Response {
  if (/(^|,)\s*(cookie|\*)\s*(,|$)/i.test(response.headers.get('vary') ?? '')) return response;
  if (/\bimmutable\b/.test(response.headers.get('cache-control') ?? '')) return response;
  const headers = new Headers(response.headers);
  headers.append('vary', PAGE_VARY);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Shared caches (CDN) may keep anonymous pages briefly and serve them stale while refreshing. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Headers a cached page is answered with; length and timing belong to the original response. */
function hitHeaders(page: CachedPage, state: 'HIT' | 'MISS', vary = PAGE_VARY): [string, string][] {
  const own = new Set([
    'cache-control',
    'content-length',
    'transfer-encoding',
    'server-timing',
    'x-page-cache',
    'vary',
  ]);
  return [
    ...page.headers.filter(([name]) => !own.has(name)),
    ['cache-control', PUBLIC_CACHE_CONTROL],
    ['vary', vary],
    ['x-page-cache', state],
  ];
}

export function toResponse(page: CachedPage, state: 'HIT' | 'MISS'): Response {
  return new Response(page.body, { status: page.status, headers: hitHeaders(page, state) });
}
