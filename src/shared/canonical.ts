/** The custom field that overrides a product's or category's canonical path (§2 SEO). */
export const CANONICAL_FIELD = 'b2b_canonical_url';

/** The custom canonical path when it is a path of this shop (`/…`, never `//host`), else null. */
export function customCanonical(customFields: Record<string, unknown> | null | undefined): string | null {
  const custom = customFields?.[CANONICAL_FIELD];
  return typeof custom === 'string' && /^\/[^/]/.test(custom) ? custom : null;
}
