import { type CatalogMethods, catalogMethods } from './catalog.ts';
import { type ContentCalls, contentCalls } from './content.ts';
import { StoreApiError, type StoreApiErrorItem } from './errors.ts';
import { toCustomer, toNavigationItems, toSessionContext } from './reshape.ts';
import type {
  CmsPreview,
  Customer,
  CustomerData,
  Method,
  NavigationItem,
  NavigationNodeData,
  NavigationRoot,
  ResolvedPage,
  SessionContext,
} from './types.ts';

/** Anything that answers a Request: global fetch, or the in-process Store API app. */
export type Transport = (request: Request) => Promise<Response>;

export interface StoreApiClientOptions {
  /** Base URL of the Store API including `/store-api`, e.g. `https://shop.example/store-api`. */
  baseUrl: string;
  accessKey: string;
  fetch: Transport;
  contextToken?: string | null;
  /** Language uuid; selects the translations of everything the API returns. */
  languageId?: string | null;
  /**
   * The visitor's address, sent as X-Forwarded-For so the Store API throttles logins per visitor
   * (it believes the header only from its trusted proxies: this storefront).
   */
  clientAddress?: string | null;
  /** The page request's id, so the Store API's error logs name the request they belong to. */
  requestId?: string;
  timeoutMs?: number;
}

export type { Method };

export const DEFAULT_TIMEOUT_MS = 10_000;
export const CONTEXT_TOKEN_HEADER = 'sw-context-token';
export const DEVICE_TOKEN_HEADER = 'b2b-device-token';

export interface LoginResult {
  token: string;
  /** The renewed known-device tokens, for the browser's HttpOnly cookie. */
  devices: string | null;
}

export interface RequestOptions {
  /** For the few calls without the /store-api prefix (§7 `/swag/cms-extensions/form`). */
  outsideStoreApi?: boolean;
  /** Extra headers of one call, e.g. the editors' preview token. */
  headers?: Record<string, string>;
}

export interface StoreApiClient extends CatalogMethods, ContentCalls {
  /** Any Store API call; the typed methods below cover the ones the storefront uses. */
  request<T>(method: Method, path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** A call whose answer is a file (PDF, XML, CSV): the raw 2xx response, failures as StoreApiError. */
  download(path: string, method?: Method, body?: unknown): Promise<Response>;
  readonly contextToken: string | null;
  readonly languageId: string | null;
  /** The same client bound to another session or language (e.g. after login). */
  with(overrides: Pick<StoreApiClientOptions, 'contextToken' | 'languageId'>): StoreApiClient;
  getContext(): Promise<SessionContext>;
  /** Resolves a path without domain prefix ('/' or '/lagers/kogellagers/') to its page. */
  resolvePage(path: string): Promise<ResolvedPage>;
  getNavigation(root: NavigationRoot, depth: number, activeId?: string): Promise<NavigationItem[]>;
  /**
   * Logs in and returns the new context token; an empty token counts as failure (§4). `devices`: the
   * known-device tokens of this browser, sent along and answered with the renewed list.
   */
  login(username: string, password: string, devices?: string | null): Promise<LoginResult>;
  logout(): Promise<unknown>;
  getCustomer(): Promise<Customer>;
  /** A CMS page for content editors, drafts included; refused (401) without the preview token. */
  getCmsPreview(id: string, previewToken: string): Promise<CmsPreview>;
}

export function createStoreApiClient(options: StoreApiClientOptions): StoreApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** Sends one call and returns the raw 2xx response; every failure becomes a StoreApiError. */
  async function send(
    method: Method,
    path: string,
    body?: unknown,
    requestOptions: RequestOptions = {},
  ): Promise<Response> {
    const headers = new Headers({
      ...requestOptions.headers,
      accept: 'application/json',
      'sw-access-key': options.accessKey,
    });
    if (options.contextToken) headers.set(CONTEXT_TOKEN_HEADER, options.contextToken);
    if (options.languageId) headers.set('sw-language-id', options.languageId);
    if (options.clientAddress) headers.set('x-forwarded-for', options.clientAddress);
    if (options.requestId) headers.set('x-request-id', options.requestId);
    if (body !== undefined) headers.set('content-type', 'application/json');

    const controller = new AbortController();
    const base = requestOptions.outsideStoreApi ? baseUrl.replace(/\/store-api$/, '') : baseUrl;
    const request = new Request(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    // Racing the abort as well: an in-process transport may ignore the signal.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(StoreApiError.local(408, 'STORE_API__TIMEOUT', `${method} ${path} took over ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      const response = await Promise.race([options.fetch(request), timeout]);
      if (response.ok) return response;
      const errors = await Promise.race([readErrors(response), timeout]);
      throw new StoreApiError(response.status, errors);
    } catch (error) {
      if (error instanceof StoreApiError) throw error;
      throw StoreApiError.local(502, 'STORE_API__UNREACHABLE', `${method} ${path}: ${String(error)}`);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sends one call and parses its JSON body (undefined for an empty body). */
  async function request<T>(method: Method, path: string, body?: unknown, opts?: RequestOptions): Promise<T> {
    const response = await send(method, path, body, opts);
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    request,
    download: (path, method = 'GET', body) => send(method, path, body),
    ...contentCalls(request),
    contextToken: options.contextToken ?? null,
    languageId: options.languageId ?? null,

    with: (overrides) => createStoreApiClient({ ...options, ...overrides }),

    getContext: async () =>
      toSessionContext(
        await request<Omit<SessionContext, 'customer'> & { customer: CustomerData | null }>(
          'GET',
          '/context',
        ),
      ),

    resolvePage: (path) => request<ResolvedPage>('POST', '/pwa/page', { path }),

    async getNavigation(root, depth, activeId = root) {
      const nodes = await request<NavigationNodeData[]>(
        'POST',
        `/navigation/${encodeURIComponent(activeId)}/${root}`,
        { depth, buildTree: true },
      );
      return toNavigationItems(nodes);
    },

    async login(username, password, devices) {
      const response = await send(
        'POST',
        '/account/login',
        { username, password },
        { headers: devices ? { [DEVICE_TOKEN_HEADER]: devices } : {} },
      );
      const body = (await response.json().catch(() => ({}))) as { contextToken?: string };
      const token = response.headers.get(CONTEXT_TOKEN_HEADER) || body.contextToken;
      if (!token) throw StoreApiError.local(401, 'STORE_API__EMPTY_TOKEN', 'Empty token');
      return { token, devices: response.headers.get(DEVICE_TOKEN_HEADER) };
    },

    logout: () => request<unknown>('POST', '/account/logout'),

    getCustomer: async () => toCustomer(await request<CustomerData>('POST', '/account/customer')),

    ...catalogMethods(request),
    getCmsPreview: (id, previewToken) =>
      request<CmsPreview>('GET', `/b2b/cms/preview/${encodeURIComponent(id)}`, undefined, {
        headers: { 'b2b-preview-token': previewToken },
      }),
  };
}

async function readErrors(response: Response): Promise<StoreApiErrorItem[]> {
  const status = String(response.status);
  try {
    const body = (await response.json()) as { errors?: StoreApiErrorItem[] };
    if (Array.isArray(body.errors) && body.errors.length > 0) return body.errors;
  } catch {
    // Not the JSON envelope (e.g. a proxy's HTML error page): fall through to a generic entry.
  }
  return [{ status, code: 'STORE_API__HTTP_ERROR', title: response.statusText, detail: status }];
}
