import {
  createStoreApiClient,
  DEFAULT_TIMEOUT_MS,
  type StoreApiClientOptions,
  type Transport,
} from './client.ts';

export { CONTEXT_TOKEN_HEADER, createStoreApiClient, type StoreApiClient } from './client.ts';
export { isStoreApiError, StoreApiError, statusOf } from './errors.ts';
export { isExternalLink } from './reshape.ts';
export type * from './types.ts';

const remoteUrl = process.env.STORE_API_URL;
const accessKey = process.env.STORE_API_ACCESS_KEY ?? 'SWSCB2BDEMOSHOPBELGIUM00001';
const timeoutMs = Number(process.env.STORE_API_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS;

/**
 * With STORE_API_URL (e.g. `https://shop.example/store-api`) calls go over the network to that
 * Store API; otherwise to the in-process one, imported lazily so a remote setup never boots the DB.
 */
const transport: Transport = remoteUrl
  ? (request) => fetch(request)
  : async (request) => (await import('../server/runtime.ts')).storefrontFetch(request);

/**
 * Answers the browser's calls to the /store-api mount (islands) and the ERP's to /api: forwarded to the remote Store API with
 * the visitor's address in X-Forwarded-For (list this storefront in its TRUSTED_PROXIES), or in-process.
 */
export async function forwardToStoreApi(request: Request, visitor: string, peer: string): Promise<Response> {
  if (!remoteUrl) return (await import('../server/runtime.ts')).storeApiFetch(request, peer);
  const { pathname, search } = new URL(request.url);
  const headers = new Headers(request.headers);
  for (const name of ['host', 'cookie', 'connection', 'content-length']) headers.delete(name);
  headers.set('x-forwarded-for', visitor);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const response = await fetch(remotePath(remoteUrl, pathname) + search, {
    method: request.method,
    headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  // fetch has already decoded the body: its length and encoding headers would lie.
  const out = new Headers(response.headers);
  for (const name of ['content-encoding', 'content-length', 'transfer-encoding', 'connection'])
    out.delete(name);
  return new Response(response.body, { status: response.status, headers: out });
}

/** A /store-api path under STORE_API_URL; an Admin API path (/api) beside it, on the same server. */
function remotePath(base: string, pathname: string): string {
  const root = base.replace(/\/+$/, '');
  if (pathname.startsWith('/store-api')) return root + pathname.slice('/store-api'.length);
  return root.replace(/\/store-api$/, '') + pathname;
}

/** The storefront's client for one request: bound to the visitor's session and language. */
export const storeApiClient = (
  context: Pick<StoreApiClientOptions, 'contextToken' | 'languageId' | 'clientAddress' | 'requestId'>,
) =>
  createStoreApiClient({
    baseUrl: remoteUrl ?? 'http://internal/store-api',
    accessKey,
    fetch: transport,
    timeoutMs,
    ...context,
  });
export type * from './content.ts';
export { errorMessages, type Loaded, load } from './loader.ts';
