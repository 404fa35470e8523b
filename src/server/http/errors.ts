import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { databaseOutage, isDatabaseUnavailable } from '../db/outage.ts';
import { logger } from '../ops/logger.ts';

export interface ApiErrorItem {
  status: string;
  code: string;
  title: string;
  detail: string;
  meta: { parameters: Record<string, unknown> };
  source?: { pointer: string };
}

/** An error that leaves the Store API as Shopware's envelope `{ errors: [...] }`. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly items: ApiErrorItem[];
  /** Response headers that belong to the error, e.g. Retry-After on a 429. */
  headers: Record<string, string> = {};

  constructor(
    status: ContentfulStatusCode,
    code: string,
    detail: string,
    parameters: Record<string, unknown> = {},
    extra: ApiErrorItem[] = [],
  ) {
    super(detail);
    this.status = status;
    this.items = [
      { status: String(status), code, title: titleFor(status), detail, meta: { parameters } },
      ...extra,
    ];
  }

  static fromItems(status: ContentfulStatusCode, items: ApiErrorItem[]): ApiError {
    const [first, ...rest] = items;
    const error = new ApiError(status, first?.code ?? 'UNKNOWN', first?.detail ?? '', {}, rest);
    if (first) error.items[0] = first;
    return error;
  }
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};
export const titleFor = (status: number) => TITLES[status] ?? 'Error';

/** Common errors, named after the Shopware codes the storefront already knows. */
export const errors = {
  unauthorized: () => new ApiError(401, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', 'Customer is not logged in.'),
  forbidden: (right: string) =>
    new ApiError(403, 'B2B__MISSING_RIGHT', `The customer lacks the right ${right}.`, { right }),
  notFound: (what: string, id: string) =>
    new ApiError(404, 'FRAMEWORK__ROUTE_NOT_FOUND', `${what} "${id}" was not found.`, { id }),
  invalidAccessKey: () =>
    new ApiError(401, 'FRAMEWORK__API_INVALID_ACCESS_KEY', 'The sw-access-key header is missing or invalid.'),
  databaseUnavailable: () => {
    const error = new ApiError(
      503,
      'FRAMEWORK__DATABASE_UNAVAILABLE',
      'The database is unreachable; try again shortly.',
    );
    error.headers = { 'retry-after': String(DATABASE_RETRY_AFTER_S) };
    return error;
  },
};

// A restarted or failed-over server is usually back within seconds.
const DATABASE_RETRY_AFTER_S = 5;

/** The 503 envelope for a caller that has no Hono context (the Store API could not even start). */
export function databaseUnavailableResponse(): Response {
  const error = errors.databaseUnavailable();
  return Response.json({ errors: error.items }, { status: error.status, headers: error.headers });
}

/** The one place where anything thrown becomes a response: never a stack trace, never a bare 500 body. */
export function handleError(error: unknown, c: Context): Response {
  if (error instanceof ApiError) return c.json({ errors: error.items }, error.status, error.headers);
  if (isDatabaseUnavailable(error)) {
    databaseOutage.report(error, 'store-api');
    return handleError(errors.databaseUnavailable(), c);
  }
  const status = httpStatusOf(error);
  if (status) {
    const code = status === 413 ? 'FRAMEWORK__REQUEST_TOO_LARGE' : 'FRAMEWORK__INVALID_REQUEST';
    return c.json({ errors: new ApiError(status, code, titleFor(status)).items }, status);
  }
  const { method, path } = c.req;
  // The request id comes from the logger's request scope (set by the middleware or the standalone server).
  logger.error({ err: error, method, path }, 'unhandled error');
  const item = new ApiError(500, 'FRAMEWORK__INTERNAL_ERROR', 'An unexpected error occurred.').items;
  return c.json({ errors: item }, 500);
}

function httpStatusOf(error: unknown): ContentfulStatusCode | null {
  const status = (error as { status?: unknown })?.status;
  return typeof status === 'number' && status >= 400 && status < 500
    ? (status as ContentfulStatusCode)
    : null;
}
