import { timingSafeEqual } from 'node:crypto';

export const PREVIEW_TOKEN_HEADER = 'b2b-preview-token';
/** The demo default; set PREVIEW_TOKEN in production (README). */
export const DEFAULT_PREVIEW_TOKEN = 'preview-demo';

export const previewToken = () => process.env.PREVIEW_TOKEN || DEFAULT_PREVIEW_TOKEN;

/** Constant-time comparison, so the token cannot be guessed from response times. */
export function isPreviewToken(given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(previewToken());
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
