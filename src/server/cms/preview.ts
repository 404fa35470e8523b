import { timingSafeEqual } from 'node:crypto';

export const PREVIEW_TOKEN_HEADER = 'b2b-preview-token';
/** The demo default; production refuses it (previewTokenProblem, README). */
export const DEFAULT_PREVIEW_TOKEN = 'preview-demo';
const MIN_PRODUCTION_LENGTH = 16;

/**
 * Why the shop must not start in production (NODE_ENV=production) with this PREVIEW_TOKEN: the demo
 * default is public, so anyone could read the drafts. Undefined when the token will do.
 */
export function previewTokenProblem(env: Record<string, string | undefined>): string | undefined {
  if (env.NODE_ENV !== 'production') return undefined;
  const token = env.PREVIEW_TOKEN ?? '';
  const howTo = 'set PREVIEW_TOKEN to a secret of your own, e.g. PREVIEW_TOKEN=$(openssl rand -hex 24)';
  if (!token || token === DEFAULT_PREVIEW_TOKEN) return `PREVIEW_TOKEN is the public demo default: ${howTo}`;
  if (token.length < MIN_PRODUCTION_LENGTH) {
    return `PREVIEW_TOKEN is shorter than ${MIN_PRODUCTION_LENGTH} characters: ${howTo}`;
  }
  return undefined;
}

export const previewToken = () => process.env.PREVIEW_TOKEN || DEFAULT_PREVIEW_TOKEN;

/** Constant-time comparison, so the token cannot be guessed from response times. */
export function isPreviewToken(given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(previewToken());
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
