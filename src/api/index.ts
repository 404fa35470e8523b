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
