import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { jsonProblem } from '../../shared/json-guard.ts';
import { MAX_CSV_BYTES } from '../../shared/schemas/cart.ts';
import { ApiError, type ApiErrorItem } from './errors.ts';

const MAX_BODY_BYTES = 1024 * 1024;
/** The article-link import's limit, the largest any call takes: no body beyond it is even read. */
export const MAX_ANY_BODY_BYTES = MAX_CSV_BYTES * 2;

const tooLarge = () => new ApiError(413, 'FRAMEWORK__REQUEST_TOO_LARGE', 'The request body is too large.');
const invalidBody = (detail: string) => new ApiError(400, 'FRAMEWORK__INVALID_REQUEST_BODY', detail);

/** What a JSON body may be at its top: an object, or (the Admin API's sync) also a list. */
export type JsonTop = 'object' | 'object-or-list';

/**
 * Every JSON body of every call passes readJson's checks, also where the handler ignores the body:
 * a malformed, huge or deeply nested body is refused the same way by all routes, before any work;
 * so is a URL with a NUL in its path or query (checkUrl).
 */
export const guardBodiesOf = (top: JsonTop): MiddlewareHandler[] => [
  async (c, next) => {
    checkUrl(c.req.url);
    await next();
  },
  bodyLimit({
    maxSize: MAX_ANY_BODY_BYTES,
    onError: () => {
      throw tooLarge();
    },
  }),
  async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && /\bjson\b/i.test(type)) {
      await readJson(c, MAX_ANY_BODY_BYTES, top);
    }
    await next();
  },
];
export const guardBodies = guardBodiesOf('object');

/** Reads a JSON body; a body that is not JSON is a 400 in the error envelope. An empty body is `{}`. */
export async function readJson(
  c: Context,
  maxBytes = MAX_BODY_BYTES,
  top: JsonTop = 'object',
): Promise<unknown> {
  if (Number(c.req.header('content-length') ?? 0) > maxBytes) throw tooLarge();
  const text = await c.req.text();
  if (Buffer.byteLength(text) > maxBytes) throw tooLarge();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'FRAMEWORK__INVALID_JSON', 'The request body is not valid JSON.');
  }
  if (!value || typeof value !== 'object' || (Array.isArray(value) && top === 'object')) {
    throw invalidBody(`The request body must be a JSON ${top === 'object' ? 'object' : 'object or list'}.`);
  }
  const problem = jsonProblem(value);
  if (problem) throw invalidBody(problem);
  return value;
}

/**
 * The query string and path reach queries as text just like a body does: a NUL in them (`%00`), which
 * PostgreSQL text cannot hold, is refused for every route before any handler reads a parameter.
 */
function checkUrl(href: string) {
  const url = new URL(href);
  const texts = [...url.searchParams].flat();
  try {
    texts.push(decodeURIComponent(url.pathname));
  } catch {
    // A malformed escape in the path is no NUL; the router answers it.
  }
  if (texts.some((text) => text.includes('\0'))) {
    throw new ApiError(400, 'FRAMEWORK__INVALID_REQUEST_URL', 'The request URL contains a NUL character.');
  }
}

/**
 * Validates with a valibot schema (the same schemas the forms use). Each issue becomes a
 * `VIOLATION::<CODE>` item with a JSON pointer, as Shopware reports constraint violations.
 */
export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const items = result.issues.map(toViolation);
  throw ApiError.fromItems(400, items);
}

export async function body<S extends v.GenericSchema>(c: Context, schema: S, maxBytes?: number) {
  return parse(schema, await readJson(c, maxBytes));
}

/** One constraint violation as Shopware reports it; also used for checks only the server can make. */
export function violation(
  code: string,
  field: string,
  detail: string,
  parameters: Record<string, unknown> = {},
): ApiErrorItem {
  return {
    status: '400',
    code: `VIOLATION::${code}`,
    title: 'Constraint violation error',
    detail,
    meta: { parameters: { field, ...parameters } },
    source: { pointer: `/${field.split('.').join('/')}` },
  };
}

function toViolation(issue: v.BaseIssue<unknown>): ApiErrorItem {
  const field = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  return violation(violationCode(issue), field, issue.message, {
    expected: issue.expected,
    received: issue.received,
  });
}

/** Schemas may name their own code in the message (`v.check(fn, 'USERNAME_EXISTS')`). */
export function violationCode(issue: v.BaseIssue<unknown>): string {
  if (/^[A-Z][A-Z0-9_]+$/.test(issue.message)) return issue.message;
  if (issue.received === 'undefined') return 'IS_BLANK';
  switch (issue.type) {
    case 'min_length':
    case 'max_length':
      return issue.type === 'min_length' ? 'TOO_SHORT' : 'TOO_LONG';
    case 'email':
      return 'INVALID_EMAIL';
    case 'uuid':
      return 'INVALID_UUID';
    default:
      return issue.kind === 'schema' ? 'INVALID_TYPE' : 'INVALID_VALUE';
  }
}
