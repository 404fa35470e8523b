import { defineMiddleware } from 'astro:middleware';
import type { APIContext, MiddlewareNext } from 'astro';
import { hasSessionCookie, LANGUAGE_COOKIE, sessionToken, setLanguageCookie } from './api/cookies.ts';
import { type DomainMatch, resolveDomain } from './api/domains.ts';
import { bufferedBody, formLimit, TOO_LARGE } from './api/form-limit.ts';
import {
  type Customer,
  type Domain,
  type SalesChannel,
  type SessionContext,
  type StoreApiClient,
  StoreApiError,
  statusOf,
  storeApiClient,
} from './api/index.ts';
import { type PunchoutMode, punchoutApi } from './api/punchout.ts';
import { crossSiteRefusal, isCrossSiteWrite } from './api/same-origin.ts';
import {
  cacheEnabled,
  cacheKey,
  PRIVATE_CACHE_CONTROL,
  pageCache,
  toResponse,
  varyOnCookie,
} from './cache/index.ts';
import { accountGuard } from './components/account/guard.ts';
// Server-only error texts (kept out of the islands' bundle).
import './components/form/page-errors.ts';
import { createHref, type Href } from './components/links.ts';
import { pageCspAdditions, withCspAdditions } from './security/page-csp.ts';
import { databaseOutage } from './server/db/outage.ts';
import { logRequest, withRequestId } from './server/ops/logger.ts';
import { metrics, observeRequest } from './server/ops/metrics.ts';
import { requestIdOf, withRequestIdHeader } from './server/ops/request-id.ts';
import { socketPeer, visitorAddress } from './shared/client-address.ts';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, isLocale, type Locale } from './shared/locales.ts';
import { API_CSP, visitorOverHttps, withSecurityHeaders } from './shared/security-headers.ts';

declare global {
  namespace App {
    interface Locals {
      /** The sales-channel domain of this request (language, currency, path prefix). */
      domain: Domain;
      /** Domains on the same host, for the language switcher. */
      domains: Domain[];
      locale: Locale;
      pathPrefix: string;
      /** Request path without the domain prefix, starting with '/'. */
      path: string;
      /** Prefixes a shop path with the current domain's prefix. */
      href: Href;
      /** Store API client bound to the visitor's session and the domain's language. */
      storeApi: StoreApiClient;
      salesChannel: SalesChannel | null;
      /** Set when the shop context could not be loaded: pages show the error page. */
      bootError: StoreApiError | null;
      /** Set by pages that anonymous visitors may get from the page cache (`cms:{pageId}` …). */
      cacheTags?: string[];
      /** Maintenance mode (§1): every page shows the maintenance page. */
      maintenance?: boolean;
      /** The database is unreachable: the page shows the 503 page. */
      unavailable?: boolean;
      /** The post's body is over its limit (src/api/form-limit.ts): the page shows the 413 page. */
      tooLarge?: boolean;
      /** The logged-in customer on guarded account pages (set by the account guard). */
      customer?: Customer | null;
      /** The category a catch-all page shows, for its product-listing block. */
      categoryId?: string;
      /** Its name: the listing's item_list_name for the tag manager (§1). */
      categoryName?: string;
      /** The session's punch-out mode (banner, transfer instead of checkout); asked once per request. */
      punchout?: () => Promise<PunchoutMode | null>;
      /** Logged with every line about this request and answered as X-Request-Id (scripts/serve.mjs sets it). */
      requestId?: string;
    }
  }
}

const CONTEXT_TTL_MS = 60_000;
// Not storefront pages: they need no domain. `/_astro/` assets are not even logged.
const NON_PAGE = /^\/(store-api|api|healthz|readyz|metrics|_astro|_image|_server-islands)(\/|$)/;

let cachedContext: { expires: number; value: Promise<SessionContext> } | undefined;
let lastGoodContext: SessionContext | undefined;

// A changed sales channel (e.g. its maintenance flag) applies at once with the in-process Store
// API; a remote one is re-read after CONTEXT_TTL_MS.
if (!process.env.STORE_API_URL) {
  import('./server/runtime.ts').then(({ onContentChanged, ANY_TABLE }) =>
    onContentChanged((change) => {
      if (change.table === 'sales_channel' || change.table === ANY_TABLE) cachedContext = undefined;
    }),
  );
}

/** The anonymous shop context (domains, sales channel), shared by all requests for a minute. */
async function shopContext(): Promise<SessionContext> {
  if (!cachedContext || cachedContext.expires < Date.now()) {
    const entry = {
      expires: Date.now() + CONTEXT_TTL_MS,
      value: storeApiClient({}).getContext(),
    };
    cachedContext = entry;
    entry.value.then(
      (context) => {
        lastGoodContext = context;
      },
      () => {
        if (cachedContext === entry) cachedContext = undefined;
      },
    );
  }
  try {
    return await cachedContext.value;
  } catch (error) {
    // A briefly unreachable backend should not take the whole shop down with it.
    if (lastGoodContext) return lastGoodContext;
    throw error;
  }
}

// Only used when the Store API is down before the first successful context load.
const OFFLINE_DOMAIN: Domain = {
  id: '',
  url: '',
  host: '',
  origin: '',
  pathPrefix: '',
  domainId: '',
  languageId: '',
  languageLocaleCode: DEFAULT_LOCALE,
  languageName: '',
  languageLabel: '',
  currencyId: '',
  snippetSetId: '',
};

async function storefront(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const { locals, cookies, url } = context;
  if (isCrossSiteWrite(context.request, url)) return crossSiteRefusal();
  const contextToken = sessionToken(cookies);
  let match: DomainMatch | null = null;
  locals.bootError = null;
  locals.salesChannel = null;
  try {
    const shop = await shopContext();
    locals.salesChannel = shop.salesChannel;
    match = resolveDomain(shop.domains, url.hostname, url.pathname);
  } catch (error) {
    locals.bootError =
      error instanceof StoreApiError ? error : StoreApiError.local(500, 'STOREFRONT__BOOT', String(error));
  }
  const { domain, siblings, path } = match ?? { domain: OFFLINE_DOMAIN, siblings: [], path: url.pathname };

  locals.domain = domain;
  locals.domains = siblings;
  locals.locale = isLocale(domain.languageLocaleCode) ? domain.languageLocaleCode : FALLBACK_LOCALE;
  locals.pathPrefix = domain.pathPrefix;
  locals.path = path;
  locals.href = createHref(domain.pathPrefix);
  locals.storeApi = storeApiClient({
    contextToken,
    languageId: domain.languageId || null,
    clientAddress: visitorAddress(context),
    requestId: locals.requestId,
  });

  locals.punchout = contextToken ? once(() => punchoutApi(locals.storeApi).mode()) : async () => null;

  // The language cookie only matters for a session; anonymous visitors without cookies get no
  // Set-Cookie at all, so their pages stay cacheable.
  const languageCookie = cookies.get(LANGUAGE_COOKIE)?.value;
  if ((languageCookie || contextToken) && domain.languageId && languageCookie !== domain.languageId) {
    setLanguageCookie(cookies, domain.languageId, visitorOverHttps(context));
  }

  // §1 maintenance mode, flagged on the sales channel or forced by MAINTENANCE=1: the whole
  // layout is replaced (the Store API and /healthz are not pages and keep answering).
  locals.maintenance = process.env.MAINTENANCE === '1' || Boolean(locals.salesChannel?.maintenance);
  // Before the page cache stores the page: its policy is kept with it.
  const secured = async (response: Response) =>
    withCspAdditions(response, pageCspAdditions((await locals.punchout?.())?.frameAncestors));
  if (locals.maintenance) return secured(await next(new URL('/maintenance', url)));
  // The database is away (in-process Store API): the 503 page at once rather than every page finding
  // out on its own. Cached anonymous pages were answered before this and keep being served.
  const unavailable = async () => {
    locals.unavailable = true;
    return secured(await next(new URL('/unavailable', url)));
  };
  if (!(await databaseOutage.available())) return unavailable();
  // Every post's body is read here, within its limit, before any page or endpoint can read it whole.
  const target = new URL(`${path}${url.search}`, url);
  const posted = await bufferedBody(context.request, target, formLimit(path));
  if (posted === TOO_LARGE) {
    locals.tooLarge = true;
    const headers = new Headers(context.request.headers);
    for (const name of ['content-length', 'content-type', 'transfer-encoding']) headers.delete(name);
    const page = await secured(await next(new Request(new URL('/request-too-large', url), { headers })));
    // The rest of the body is never read: the connection ends after the answer.
    const closing = new Headers(page.headers);
    closing.set('connection', 'close');
    return new Response(page.body, { status: page.status, headers: closing });
  }
  let guarded: Response | undefined;
  try {
    guarded = await accountGuard(context);
  } catch (error) {
    if (statusOf(error) === 503) return unavailable();
    throw error;
  }
  if (guarded) return withCacheControl(guarded, PRIVATE_CACHE_CONTROL);

  // Pages live once, unprefixed: '/fr/search' renders src/pages/search.astro with fr locals.
  // A read body goes on as a new request: pages take it from the rewrite, endpoints from the context.
  if (posted) context.request = posted;
  const render = async () => secured(await (posted || domain.pathPrefix ? next(posted ?? target) : next()));
  return hasSessionCookie(cookies)
    ? withCacheControl(await render(), PRIVATE_CACHE_CONTROL)
    : cachedRender(context, render);
}

/**
 * Anonymous GET pages that opt in (`locals.cacheTags`) are served from the page cache; a response
 * that sets a cookie or depends on a session never is.
 */
async function cachedRender(context: APIContext, render: () => Promise<Response>): Promise<Response> {
  const { request, locals } = context;
  const eligible = request.method === 'GET' && cacheEnabled();
  locals.cacheTags = undefined;
  const started = performance.now();
  const response = await render();
  const setsCookie = response.headers.has('set-cookie') || [...context.cookies.headers()].length > 0;
  const html = response.headers.get('content-type')?.includes('text/html');
  if (eligible && locals.cacheTags) metrics.pageCache.inc({ result: 'miss' });
  if (!eligible || !locals.cacheTags || setsCookie || !html || response.status !== 200) return response;
  const page = {
    route: context.routePattern,
    body: await response.text(),
    status: response.status,
    headers: [...response.headers.entries()],
    tags: locals.cacheTags,
    storedAt: Date.now(),
  };
  pageCache.set(cacheKey(context.url.host, `${context.url.pathname}${context.url.search}`), page);
  const missed = toResponse(page, 'MISS');
  // Full render time, body included (bench:pages reads it).
  missed.headers.set('server-timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
  return missed;
}

function withCacheControl(response: Response, value: string): Response {
  if (response.headers.has('cache-control')) return response;
  // Copied: some responses (redirects) carry immutable headers.
  const headers = new Headers(response.headers);
  headers.set('cache-control', value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The punch-out mode, asked at most once; a failing call counts as a normal session (the server enforces it). */
function once(ask: () => Promise<PunchoutMode | null>) {
  let answer: Promise<PunchoutMode | null> | undefined;
  return () => {
    answer ??= ask().catch(() => null);
    return answer;
  };
}

/** A cached anonymous page, looked up before any other work so hits stay cheap. */
function cachedPage(context: APIContext): Response | undefined {
  const { request, cookies, url } = context;
  if (request.method !== 'GET' || hasSessionCookie(cookies) || NON_PAGE.test(url.pathname)) return;
  const hit = cacheEnabled() ? pageCache.get(cacheKey(url.host, `${url.pathname}${url.search}`)) : undefined;
  if (hit) metrics.pageCache.inc({ result: 'hit' });
  return hit && toResponse(hit, 'HIT');
}

export const onRequest = defineMiddleware(async (context, next) => {
  const { pathname } = context.url;
  // Build assets are served before Astro (scripts/serve.mjs); a path that gets here names no file.
  if (pathname.startsWith('/_astro/')) return new Response('Not found', { status: 404 });
  const { locals, request } = context;
  locals.requestId ??= requestIdOf(request.headers.get('x-request-id'), socketPeer(context));
  return withRequestId(locals.requestId, () => answer(context, next, locals.requestId as string));
});

async function answer(context: APIContext, next: MiddlewareNext, requestId: string): Promise<Response> {
  const { pathname } = context.url;
  const { request } = context;
  const https = visitorOverHttps(context);
  const started = performance.now();
  let status = 500;
  let cached = false;
  try {
    const hit = cachedPage(context);
    cached = Boolean(hit);
    const response = hit
      ? withSecurityHeaders(hit, https)
      : NON_PAGE.test(pathname)
        ? withSecurityHeaders(await next(), https, API_CSP)
        : withSecurityHeaders(varyOnCookie(await storefront(context, next)), https);
    status = response.status;
    return withRequestIdHeader(response, requestId);
  } finally {
    const seconds = (performance.now() - started) / 1000;
    // The Store API app counts its own routes (by their patterns); the mount would only add `[...path]`.
    if (!/^\/(store-api|api)\//.test(pathname)) {
      observeRequest('page', context.routePattern, request.method, status, seconds);
    }
    // The dev server logs requests itself.
    if (!import.meta.env.DEV) {
      const { method } = request;
      const durationMs = Math.round(seconds * 1000);
      logRequest({ requestId, method, path: pathname, status, durationMs, cached });
    }
  }
}
