import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isReservedPath, LANDING_ROUTES, RESERVED_SEGMENTS } from '../../src/shared/reserved-paths.ts';

describe('paths the shop holds', () => {
  it('names every top-level route of src/pages, so a landing page cannot take one', () => {
    const routes = readdirSync('src/pages')
      .filter((name) => !name.startsWith('[') && !name.startsWith('_'))
      .map((name) => name.replace(/\.(astro|ts)$/, '').toLowerCase())
      .filter((name) => !name.includes('['));
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((route) => !RESERVED_SEGMENTS.has(route) && !LANDING_ROUTES.has(route))).toEqual([]);
  });

  it('refuses them at the first segment only, whatever the case and slashes', () => {
    for (const path of [
      'account',
      '/Account/x',
      'checkout/cart',
      'fr',
      'sitemap-products-1.xml',
      'landingPage/x',
    ])
      expect(isReservedPath(path), path).toBe(true);
    for (const path of ['lente-actie', 'acties/account', 'accounting', 'french-week', 'contact'])
      expect(isReservedPath(path), path).toBe(false);
  });
});
