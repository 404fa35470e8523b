import { describe, expect, it } from 'vitest';
import { QUICK_SEARCH_LIMIT, QUICK_SEARCH_PATH, quickSearchBody } from '../../src/api/quick-search.ts';
import { listing, type Product, setUpCatalogSessions } from './catalog-helpers.ts';
import { call } from './client.ts';

setUpCatalogSessions();

const search = (body: Record<string, unknown>) => call('POST', '/search', { body });
/** The header island's call: Shopware's suggest (issue 27). */
const suggest = (body: Record<string, unknown>) => call('POST', QUICK_SEARCH_PATH, { body });

describe('quick search (POST /search-suggest with the header island body)', () => {
  it('finds an article by EAN first and returns only the included fields', async () => {
    const cards = (await listing({ limit: 24 })).json.elements as (Product & { ean: string | null })[];
    const card = cards.find((p) => p.ean);
    const res = await suggest(quickSearchBody(card?.ean ?? ''));
    expect(res.status).toBe(200);
    expect(res.json.elements[0].id).toBe(card?.id);
    expect(Object.keys(res.json).sort()).toEqual(['apiAlias', 'elements', 'total']);
    expect(Object.keys(res.json.elements[0]).sort()).toEqual(
      ['apiAlias', 'cover', 'ean', 'id', 'manufacturer', 'name', 'productNumber', 'seoUrls'].sort(),
    );
  });

  it('counts a few pages ahead only in next-pages mode, as Shopware does', async () => {
    const body = quickSearchBody('IM-1');
    expect(body['total-count-mode']).toBe('next-pages');
    const quick = await suggest(body);
    const exact = await suggest({ ...body, 'total-count-mode': 'exact' });
    expect(exact.json.total).toBeGreaterThan(6 * body.limit + 1);
    expect(quick.json.total).toBe(6 * body.limit + 1);
    expect(quick.json.elements).toEqual(exact.json.elements);
    expect((await suggest({ ...body, 'total-count-mode': 2 })).json.total).toBe(quick.json.total);
    expect((await suggest({ ...body, 'total-count-mode': 'some' })).status).toBe(400);
  });

  it('answers a 10,000-character term, SQL metacharacters and unbalanced quotes normally', async () => {
    for (const term of [
      'x'.repeat(10_000),
      "'; drop table product; --",
      'lager" or 1=1 --',
      "o'brien",
      '((( & | ! :* <->',
      '%_\\',
      '\u00e9\u00e8 \u{1F600}',
    ]) {
      const res = await suggest(quickSearchBody(term));
      expect(res.status, term.slice(0, 40)).toBe(200);
      expect(res.json.elements).toEqual(expect.any(Array));
    }
    expect((await listing({ limit: 1 })).json.total).toBeGreaterThan(0);
  });

  it('suggests at most the quick search limit, without aggregations, as the same ranked search', async () => {
    const term = 'IM-1';
    const suggested = await suggest({ search: term, limit: 50 });
    expect(suggested.status).toBe(200);
    expect(suggested.json.apiAlias).toBe('product_listing');
    expect(suggested.json.elements).toHaveLength(QUICK_SEARCH_LIMIT);
    expect(suggested.json.aggregations).toEqual([]);
    const searched = await search({ search: term, limit: QUICK_SEARCH_LIMIT });
    expect(searched.json.aggregations.length).toBeGreaterThan(0);
    const ids = (r: typeof searched) => r.json.elements.map((p: Product) => p.id);
    expect(ids(suggested)).toEqual(ids(searched));
    expect((await suggest({ limit: 5 })).status).toBe(400);
  });

  it('pages a search in relevance order the same way with and without sorting or filters', async () => {
    const term = 'IM-1'; // an article number prefix: many matches, variants ranking their parents
    const ranked = await search({ search: term, limit: 5, 'no-aggregations': true });
    const sorted = await search({ search: term, limit: 5, order: 'name-asc', 'no-aggregations': true });
    expect(ranked.json.total).toBeGreaterThan(5);
    expect(ranked.json.total).toBe(sorted.json.total);
    const second = await search({ search: term, limit: 5, p: 2, 'no-aggregations': true });
    const both = await search({ search: term, limit: 10, 'no-aggregations': true });
    const ids = (r: typeof ranked) => r.json.elements.map((p: Product) => p.id);
    expect([...ids(ranked), ...ids(second)]).toEqual(ids(both));
  });

  it('searched within a category, lists only the matches in that category', async () => {
    const term = 'IM-1';
    const tops = (
      await call('POST', '/navigation/main-navigation/main-navigation', { body: { depth: 1 } })
    ).json.slice(0, 2) as { id: string }[];
    const everywhere = await search({ search: term, limit: 24, 'no-aggregations': true });
    const within = await Promise.all(
      tops.map(({ id }) => listing({ search: term, limit: 24, 'no-aggregations': true }, undefined, id)),
    );
    const ids = (r: { json: { elements: Product[] } }) => r.json.elements.map((p) => p.id);
    for (const r of within) {
      expect(r.json.total).toBeGreaterThan(0);
      expect(r.json.total).toBeLessThan(everywhere.json.total);
    }
    const [a, b] = within.map(ids) as [string[], string[]];
    expect(a.filter((id) => b.includes(id))).toEqual([]);
  });
});
