import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError, type ApiErrorItem } from './errors.ts';

const MAX_BODY_BYTES = 1024 * 1024;

/** Reads a JSON body; a body that is not JSON is a 400 in the error envelope. An empty body is `{}`. */
export async function readJson(c: Context, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const text = await c.req.text();
  if (text.length > maxBytes) {
    throw new ApiError(413, 'FRAMEWORK__REQUEST_TOO_LARGE', 'The request body is too large.');
  }
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'FRAMEWORK__INVALID_JSON', 'The request body is not valid JSON.');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new ApiError(400, 'FRAMEWORK__INVALID_REQUEST_BODY', 'The request body must be a JSON object.');
  }
  if (hasNul(value)) {
    // PostgreSQL text cannot hold NUL; refuse it here rather than fail in a query.
    throw new ApiError(400, 'FRAMEWORK__INVALID_REQUEST_BODY', 'The request body contains a NUL character.');
  }
  return value;
}

const hasNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('\0')
    : Boolean(
        value &&
          typeof value === 'object' &&
          Object.entries(value).some(([k, v]) => k.includes('\0') || hasNul(v)),
      );

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
function violationCode(issue: v.BaseIssue<unknown>): string {
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
