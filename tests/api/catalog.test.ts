import { describe, expect, it } from 'vitest';
import {
  allOf,
  type Group,
  innerDiameter,
  listing,
  type Product,
  session,
  setUpCatalogSessions,
} from './catalog-helpers.ts';
import { call, errorCodes, languageId } from './client.ts';

setUpCatalogSessions();

describe('product listing', () => {
  it('has settings with page size 24 and the sortings', async () => {
    const res = await call('GET', '/product-listing/settings');
    expect(res.status).toBe(200);
    expect(res.json.limit).toBe(24);
    expect(res.json.availableSortings.map((s: { key: string }) => s.key)).toEqual([
      'name-asc',
      'name-desc',
      'price-asc',
      'price-desc',
      'topseller',
    ]);
  });

  it('pages 24 per page over parents and single articles of the subtree', async () => {
    const first = await listing({});
    expect(first.status).toBe(200);
    const { total, totalPages, elements } = first.json;
    expect(first.json).toMatchObject({ page: 1, currentPage: 1, limit: 24, sorting: 'name-asc' });
    expect(elements).toHaveLength(24);
    expect(totalPages).toBe(Math.ceil(total / 24));
    expect(elements.every((p: Product) => p.parentId === null)).toBe(true);
    const everything = await allOf({});
    expect(everything).toHaveLength(total);
    expect(new Set(everything.map((p) => p.id)).size).toBe(total);
    const second = await listing({ p: 2, limit: 5 });
    expect(second.json.elements.map((p: Product) => p.id)).toEqual(everything.slice(5, 10).map((p) => p.id));
    const beyond = await listing({ p: totalPages + 1 });
    expect(beyond.json.elements).toEqual([]);
    expect(beyond.json.total).toBe(total);
  });

  it('shows cards with cover, properties with group, manufacturer and an SEO URL', async () => {
    const [card] = (await listing({ limit: 1 })).json.elements;
    expect(card.cover.media.url).toMatch(/^\//);
    expect(card.manufacturer.name).toEqual(expect.any(String));
    expect(card.properties[0].group).toMatchObject({
      name: expect.any(String),
      position: expect.any(Number),
    });
    expect(card.seoUrls[0].seoPathInfo).toMatch(new RegExp(`/${card.productNumber}$`));
  });

  it('lists only the subtree of a category', async () => {
    const top = (await listing({})).json.aggregations.categories.entities[0];
    const res = await listing({ limit: 100 }, undefined, top.id);
    expect(res.json.total).toBe(top.count);
    expect(res.json.elements.every((p: Product) => p.categoryTree.includes(top.id))).toBe(true);
  });

  it('narrows results and the other aggregations by manufacturer and inner diameter', async () => {
    const all = (await listing({})).json;
    const group = innerDiameter(all.aggregations) as Group;
    expect(group).toBeDefined();
    // A manufacturer that has products with and without some inner diameter.
    const everything = await allOf({});
    let pick: { maker: string; option: string } | undefined;
    for (const m of all.aggregations.manufacturer.entities) {
      const own = (await listing({ manufacturer: m.id })).json;
      expect(own.total).toBe(m.count);
      const option = innerDiameter(own.aggregations)?.options.find((o) => o.count < own.total);
      if (option) {
        pick = { maker: m.id, option: option.id };
        break;
      }
    }
    if (!pick) throw new Error('no manufacturer with an inner diameter in the seed');

    const byMaker = await listing({ manufacturer: pick.maker });
    expect(byMaker.json.total).toBeLessThan(all.total);
    // The manufacturer aggregation ignores its own filter; others narrow.
    expect(byMaker.json.aggregations.manufacturer.entities).toHaveLength(
      all.aggregations.manufacturer.entities.length,
    );
    const expected = innerDiameter(byMaker.json.aggregations)?.options.find(
      (o) => o.id === pick?.option,
    )?.count;

    const both = await listing({ manufacturer: pick.maker, properties: pick.option, limit: 100 });
    expect(both.json.total).toBe(expected);
    expect(both.json.total).toBeLessThan(byMaker.json.total);
    for (const p of both.json.elements as Product[]) {
      expect(p.manufacturerId).toBe(pick.maker);
      if (p.childCount === 0) expect(p.propertyIds).toContain(pick.option);
    }
    // Only manufacturers that have that inner diameter remain, each with its own count.
    const makers = both.json.aggregations.manufacturer.entities;
    const withOption = (await listing({ properties: pick.option })).json;
    expect(makers.reduce((n: number, m: { count: number }) => n + m.count, 0)).toBe(withOption.total);
    expect(makers.length).toBeLessThan(all.aggregations.manufacturer.entities.length);
    // The inner diameter group keeps its other options selectable (its own filter is left out).
    expect(innerDiameter(both.json.aggregations)?.options.length).toBe(
      innerDiameter(byMaker.json.aggregations)?.options.length,
    );
    expect(everything.length).toBe(all.total);
  });

  it('combines options of one group with or and groups with and', async () => {
    const groups = (await listing({})).json.aggregations.properties.entities as Group[];
    const inner = groups.find((g) => g.technicalName === 'Innendurchmesser') as Group;
    const [a, b] = inner.options as { id: string; count: number }[];
    if (!a || !b) throw new Error('seed has fewer than two inner diameters');
    const either = (await listing({ properties: `${a.id}|${b.id}` })).json.total;
    expect(either).toBeGreaterThanOrEqual(Math.max(a.count, b.count));
    expect(either).toBeLessThanOrEqual(a.count + b.count);
    const material = groups.find((g) => g.technicalName === 'Werkstoff') as Group;
    const m = material.options[0] as { id: string; count: number };
    const both = (await listing({ properties: [a.id, m.id] })).json.total;
    expect(both).toBeLessThanOrEqual(Math.min(a.count, m.count));
  });

  it('sorts by the customer price, cheapest or dearest first', async () => {
    const asc = (await listing({ order: 'price-asc', limit: 50 }, session.lead)).json.elements as Product[];
    const prices = asc.map((p) => p.calculatedPrice?.unitPrice ?? Number.POSITIVE_INFINITY);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    const desc = (await listing({ order: 'price-desc', limit: 50 }, session.lead)).json.elements as Product[];
    const dear = desc.filter((p) => p.calculatedPrice).map((p) => p.calculatedPrice?.unitPrice as number);
    expect(dear).toEqual([...dear].sort((x, y) => y - x));
    expect(dear[0]).toBeGreaterThan(prices[0] as number);
  });

  it('filters by price for customers with prices and reports the range', async () => {
    const all = (await listing({}, session.lead)).json;
    const { min, max } = all.aggregations.price;
    expect(min).toBeLessThan(max);
    const mid = Math.round(((min + max) / 2) * 1000) / 1000;
    const cheap = await allOf({ 'max-price': mid }, session.lead);
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.length).toBeLessThan(all.total);
    expect(cheap.every((p) => (p.calculatedPrice?.unitPrice ?? 0) <= mid)).toBe(true);
    // Anonymous visitors see no prices, so no price range either.
    const anonymous = (await listing({})).json;
    expect(anonymous.aggregations.price).toMatchObject({ min: null, max: null });
    expect(anonymous.elements.every((p: Product) => p.calculatedPrice === null)).toBe(true);
  });

  it('searches by article number of a variant and finds its parent', async () => {
    const parent = (await allOf({})).find((p) => p.childCount > 0) as Product;
    const detail = (await call('POST', `/product/${parent.id}`, { body: {} })).json.product;
    const child = detail.children[0];
    const res = await call('POST', '/search', { body: { search: child.productNumber } });
    expect(res.status).toBe(200);
    expect(res.json.elements.map((p: Product) => p.id)).toEqual([parent.id]);
    const byBrand = await call('POST', '/search', { body: { search: parent.manufacturer.name, limit: 100 } });
    expect(byBrand.json.total).toBeGreaterThan(0);
    const missing = await call('POST', '/search', { body: {} });
    expect(missing.status).toBe(400);
  });
});

describe('product detail and list', () => {
  it('returns a parent with its variants, options, configurator, categories and SEO URL', async () => {
    const parent = (await allOf({})).find((p) => p.childCount > 1) as Product;
    const res = await call('POST', `/product/${parent.id}`, { body: {} });
    expect(res.status).toBe(200);
    const { product, configurator } = res.json;
    expect(product.children).toHaveLength(parent.childCount);
    for (const child of product.children) {
      expect(child.parentId).toBe(parent.id);
      expect(child.options[0].group.name).toEqual(expect.any(String));
    }
    expect(configurator[0].options).toHaveLength(parent.childCount);
    expect(product.categories[0].path).toContain(`|${session.root}|`);
    expect(product.media.length).toBeGreaterThan(0);
    expect(product.seoUrls[0].seoPathInfo).toContain(product.productNumber);
  });

  it('shows related products of the same category', async () => {
    const firsts = (await listing({ limit: 10 })).json.elements as Product[];
    const details = await Promise.all(firsts.map((p) => call('POST', `/product/${p.id}`, { body: {} })));
    const related = details.flatMap((d) => d.json.product.crossSellings);
    expect(related.length).toBeGreaterThan(0);
    for (const [i, d] of details.entries()) {
      for (const list of d.json.product.crossSellings) {
        expect(list.crossSelling.name).toBe('Gerelateerde producten');
        expect(list.products.length).toBeGreaterThan(0);
        expect(list.products.length).toBeLessThanOrEqual(4);
        for (const p of list.products) {
          expect(p.categoryIds[0]).toBe(firsts[i]?.categoryIds[0]);
          expect(p.id).not.toBe(firsts[i]?.id);
        }
      }
    }
  });

  it('lists products by Criteria with equalsAny on productNumber', async () => {
    const some = (await listing({ limit: 3 })).json.elements as Product[];
    const res = await call('POST', '/product', {
      body: {
        filter: [{ type: 'equalsAny', field: 'productNumber', value: some.map((p) => p.productNumber) }],
        'total-count-mode': 'exact',
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(3);
    expect(res.json.elements.map((p: Product) => p.id).sort()).toEqual(some.map((p) => p.id).sort());
  });

  it('answers unknown ids with 404 and malformed ones with 400 envelopes', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const product = await call('POST', `/product/${unknown}`, { body: {} });
    expect(product.status).toBe(404);
    expect(errorCodes(product.json)).toEqual(['CONTENT__PRODUCT_NOT_FOUND']);
    const category = await listing({}, undefined, unknown);
    expect(category.status).toBe(404);
    expect(errorCodes(category.json)).toEqual(['CONTENT__CATEGORY_NOT_FOUND']);
    expect((await call('GET', `/b2b/variants/${unknown}`)).status).toBe(404);
    expect((await call('POST', '/product/not-an-id', { body: {} })).status).toBe(400);
    const badFilter = await call('POST', '/product', {
      body: { filter: [{ type: 'equals', field: 'id', value: 'nope' }] },
    });
    expect(badFilter.status).toBe(400);
    expect(errorCodes(badFilter.json)).toEqual(['VIOLATION::INVALID_UUID']);
  });
});

describe('malformed listing input', () => {
  it.each([
    [{ limit: 'x' }],
    [{ limit: 0 }],
    [{ limit: 1000 }],
    [{ p: -1 }],
    [{ order: 'random' }],
    [{ manufacturer: 'not-an-id' }],
    [{ properties: ['x'] }],
    [{ 'min-price': 'cheap' }],
    [{ rating: 9 }],
    [{ 'shipping-free': 'maybe' }],
  ])('rejects %j with a 400 envelope', async (body) => {
    const res = await listing(body);
    expect(res.status).toBe(400);
    expect(res.json.errors[0].code).toMatch(/^VIOLATION::/);
  });

  it('rejects a body that is not JSON and a malformed category id', async () => {
    const res = await call('POST', `/product-listing/${session.root}`, { rawBody: '{oops' });
    expect(res.status).toBe(400);
    expect(errorCodes(res.json)).toEqual(['FRAMEWORK__INVALID_JSON']);
    expect((await listing({}, undefined, 'x')).status).toBe(400);
  });

  it('takes filters from the query string too', async () => {
    const maker = (await listing({})).json.aggregations.manufacturer.entities[0];
    const res = await call('POST', `/product-listing/${session.root}?manufacturer=${maker.id}&limit=2`, {
      body: {},
    });
    expect(res.json.total).toBe(maker.count);
    expect(res.json.limit).toBe(2);
  });
});

describe('query-string input', () => {
  it('rejects a NUL in the search term from the query string', async () => {
    const res = await call('POST', '/search?search=ab%00cd', { body: {} });
    expect(res.status).toBe(400);
  });
});

describe('quick search payloads', () => {
  it('accepts the term as query and trims products to the included fields', async () => {
    const res = await call('POST', '/search', {
      body: { query: 'IM-1000', limit: 10, includes: { product: ['id', 'productNumber', 'name'] } },
    });
    expect(res.status).toBe(200);
    expect(res.json.elements.length).toBeGreaterThan(0);
    expect(Object.keys(res.json.elements[0]).sort()).toEqual(['apiAlias', 'id', 'name', 'productNumber']);
    expect((await call('POST', '/search', { body: { search: 'x', includes: 'all' } })).status).toBe(400);
  });
});

describe('POST /category', () => {
  it('looks categories up by id (equalsAny), e.g. for breadcrumbs', async () => {
    const [card] = (await listing({ limit: 1 })).json.elements as Product[];
    const detail = (await call('POST', `/product/${card?.id}`, { body: {} })).json.product;
    const { path, id } = detail.categories[0];
    const crumbs: string[] = [...path.split('|').filter(Boolean), id];
    const res = await call('POST', '/category', {
      body: { filter: [{ type: 'equalsAny', field: 'id', value: crumbs }] },
    });
    expect(res.status).toBe(200);
    expect(res.json.elements.map((c: { id: string }) => c.id).sort()).toEqual([...crumbs].sort());
    for (const c of res.json.elements) {
      expect(c.name).toEqual(expect.any(String));
      if (c.type === 'folder') expect(c.seoUrl).toBeNull();
    }
    const leaf = res.json.elements.find((c: { id: string }) => c.id === crumbs.at(-1));
    expect(leaf.seoUrl).toMatch(/^\/.+/);
    const bad = await call('POST', '/category', {
      body: { filter: [{ type: 'equals', field: 'parentId', value: 'x' }] },
    });
    expect(bad.status).toBe(400);
  });

  it("answers the breadcrumb as the ancestors' names in the context language, as Shopware does", async () => {
    const [card] = (await listing({ limit: 1 })).json.elements as Product[];
    const byLocale = async (locale: string) => {
      const headers = { 'sw-language-id': await languageId(locale) };
      const product = (await call('POST', `/product/${card?.id}`, { body: {}, headers })).json.product;
      const leaf = product.categories[0];
      const ids: string[] = [...leaf.path.split('|').filter(Boolean), leaf.id];
      const res = await call('POST', '/category', {
        body: { filter: [{ type: 'equalsAny', field: 'id', value: ids }] },
        headers,
      });
      const names = ids.map((i) => res.json.elements.find((c: { id: string }) => c.id === i).name);
      expect(leaf.breadcrumb).toEqual(names);
      expect(leaf.translated.breadcrumb).toEqual(names);
      return names as string[];
    };
    const [nl, fr] = [await byLocale('nl-NL'), await byLocale('fr-FR')];
    expect(nl.length).toBeGreaterThan(1);
    expect(fr).not.toEqual(nl);
    for (const name of [...nl, ...fr]) expect(name).not.toMatch(/^[0-9a-f]{32}$|^[0-9a-f-]{36}$/);
  });
});

describe('search matching', () => {
  it('needs every word on the same article and skips aggregations on request', async () => {
    const [card] = (await listing({ limit: 1, order: 'topseller' })).json.elements as Product[];
    const brand = card?.manufacturer.name.split(' ')[0];
    const res = await call('POST', '/search', {
      body: { search: `${brand} ${card?.productNumber}`, 'no-aggregations': true },
    });
    expect(res.json.elements.map((p: Product) => p.id)).toContain(card?.id);
    expect(res.json.aggregations).toEqual([]);
    const none = await call('POST', '/search', { body: { search: `${card?.productNumber} zzzzzz` } });
    expect(none.json.total).toBe(0);
    const literal = await call('POST', '/search', { body: { search: '%' } });
    expect(literal.json.total).toBe(0);
  });
});

describe('variant parents in filters', () => {
  it('match and count an option that only their variants carry', async () => {
    const parents = (await allOf({})).filter((p) => p.childCount > 0);
    for (const parent of parents) {
      const detail = (await call('POST', `/product/${parent.id}`, { body: {} })).json.product;
      const option = detail.children
        .flatMap((c: Product) => c.propertyIds)
        .find((id: string) => !parent.propertyIds.includes(id));
      if (!option) continue;
      const res = (await listing({ properties: option, limit: 100 })).json;
      expect(res.elements.map((p: Product) => p.id)).toContain(parent.id);
      const counted = res.aggregations.properties.entities
        .flatMap((g: Group) => g.options)
        .find((o: { id: string }) => o.id === option);
      expect(counted.count).toBe(res.total);
      return;
    }
    throw new Error('no variant parent with a variant-only option in the seed');
  });
});
