/**
 * The first path segments the shop's own routes hold (src/pages, the language prefixes and Shopware's
 * technical paths): a landing page there would never be shown, so its url is refused. A unit test
 * keeps this list in step with src/pages.
 */
export const RESERVED_SEGMENTS = new Set([
  '500',
  'account',
  'api',
  'auth',
  'blog',
  'checkout',
  'cxml',
  'de',
  'detail',
  'en',
  'fr',
  'healthz',
  'landingpage',
  'loginascustomer',
  'maintenance',
  'media',
  'menu.json',
  'metrics',
  'navigation',
  'newsletter',
  'oci',
  'preview',
  'punchout',
  'quote-request',
  'readyz',
  'register',
  'request-too-large',
  'robots.txt',
  'search',
  'sitemap-pages.xml',
  'sitemap.xml',
  'store-api',
  'swag',
  'unavailable',
]);

/** Routes of the shop that show the landing page of their own path (the contact page and its form). */
export const LANDING_ROUTES = new Set(['contact', 'kontakt']);

/** Whether a path (`/account/x`, `account`, `Sitemap.xml`) starts in a segment the shop's routes hold. */
export const isReservedPath = (path: string): boolean =>
  RESERVED_SEGMENTS.has(path.replace(/^\/+/, '').split('/')[0]?.toLowerCase() ?? '') ||
  /^sitemap-products-/i.test(path.replace(/^\/+/, ''));
