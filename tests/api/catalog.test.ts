import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createStoreApiClient } from '../../src/api/client.ts';
import { DEMO_ACCESS_KEY } from '../../src/server/seed/constants.ts';
import { call, errorCodes, loginAs } from './client.ts';

type Product = {
  id: string;
  parentId: string | null;
  productNumber: string;
  manufacturerId: string;
  childCount: number;
  propertyIds: string[];
  calculatedPrice: { unitPrice: number } | null;
  [key: string]: any;
};
type Group = { id: string; technicalName: string; options: { id: string; count: number }[] };

let root: string;
let lead: string;
let viewer: string;
let other: string;

const listing = (body: Record<string, unknown>, token?: string, category = root) =>
  call('POST', `/product-listing/${category}`, { body, token });

/** Every product of a listing, page by page. */
async function allOf(body: Record<string, unknown>, token?: string): Promise<Product[]> {
  const out: Product[] = [];
  for (let p = 1; ; p++) {
    const res = await listing({ ...body, p, limit: 100 }, token);
    expect(res.status).toBe(200);
    out.push(...res.json.elements);
    if (p >= res.json.totalPages) return out;
  }
}

const innerDiameter = (aggregations: any): Group | undefined =>
  aggregations.properties.entities.find((g: Group) => g.technicalName === 'Innendurchmesser');

beforeAll(async () => {
  root = (await call('GET', '/context')).json.salesChannel.navigationCategoryId;
  [lead, viewer, other] = await Promise.all([
    loginAs('demo.lead'),
    loginAs('demo.viewer'),
    loginAs('other.lead'),
  ]);
});

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
    const asc = (await listing({ order: 'price-asc', limit: 50 }, lead)).json.elements as Product[];
    const prices = asc.map((p) => p.calculatedPrice?.unitPrice ?? Number.POSITIVE_INFINITY);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    const desc = (await listing({ order: 'price-desc', limit: 50 }, lead)).json.elements as Product[];
    const dear = desc.filter((p) => p.calculatedPrice).map((p) => p.calculatedPrice?.unitPrice as number);
    expect(dear).toEqual([...dear].sort((x, y) => y - x));
    expect(dear[0]).toBeGreaterThan(prices[0] as number);
  });

  it('filters by price for customers with prices and reports the range', async () => {
    const all = (await listing({}, lead)).json;
    const { min, max } = all.aggregations.price;
    expect(min).toBeLessThan(max);
    const mid = Math.round(((min + max) / 2) * 1000) / 1000;
    const cheap = await allOf({ 'max-price': mid }, lead);
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
    expect(product.categories[0].breadcrumb).toContain(root);
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
    const res = await call('POST', `/product-listing/${root}`, { rawBody: '{oops' });
    expect(res.status).toBe(400);
    expect(errorCodes(res.json)).toEqual(['FRAMEWORK__INVALID_JSON']);
    expect((await listing({}, undefined, 'x')).status).toBe(400);
  });

  it('takes filters from the query string too', async () => {
    const maker = (await listing({})).json.aggregations.manufacturer.entities[0];
    const res = await call('POST', `/product-listing/${root}?manufacturer=${maker.id}&limit=2`, { body: {} });
    expect(res.json.total).toBe(maker.count);
    expect(res.json.limit).toBe(2);
  });
});

describe('article information and prices', () => {
  let sku: string;
  let soldOut: string;
  beforeAll(async () => {
    // Single articles with a price, one in stock and one sold out.
    const singles = (await allOf({}, lead)).filter((p) => p.childCount === 0 && p.calculatedPrice);
    sku = (singles.find((p) => p.availableStock > 0) as Product).productNumber;
    soldOut = (singles.find((p) => p.availableStock === 0) as Product).productNumber;
  });

  const info = (token: string | undefined, articles: unknown) =>
    call('POST', '/b2b/article/information', { body: { articles }, token });

  it('gives anonymous visitors in stock or not and a lead time, but no price or amount', async () => {
    const res = await info(undefined, [{ sku }, { sku: soldOut }, { sku: 'NOPE-1' }]);
    expect(res.status).toBe(200);
    const [a, b] = res.json.articles;
    expect(a).toMatchObject({ article: sku, price: null, stock: null, hasStock: true, isBuyable: false });
    expect(a.leadTime).toMatch(/^\d+( - \d+)?$/);
    expect(a.deliveryTime).toBeNull();
    expect(a.stocks).toEqual([]);
    expect(b).toMatchObject({ article: soldOut, hasStock: false });
    expect(res.json.notFound).toEqual(['NOPE-1']);
  });

  it('gives demo.lead the company price, stock per branch and delivery times', async () => {
    const [a] = (await info(lead, [{ sku, quantity: 1 }])).json.articles;
    expect(a.price).toBeGreaterThan(0);
    expect(a.isBuyable).toBe(true);
    expect(a.stock).toBeGreaterThan(0);
    expect(a.stocks.reduce((n: number, s: { quantity: number }) => n + s.quantity, 0)).toBe(a.stock);
    expect(a.deliveryTime).toMatchObject({ min: expect.any(Number), unit: expect.any(String) });
    expect(a.uom).toEqual(expect.any(String));
    const [out] = (await info(lead, [{ sku: soldOut }])).json.articles;
    // The restock time is added to the delivery time of an article that is not in stock.
    const [first, last] = out.leadTime.split(' - ').map(Number);
    expect(first).toBeGreaterThanOrEqual(out.restockTime ?? 0);
    expect(last ?? first).toBeGreaterThanOrEqual(first);
  });

  it('gives demo.viewer (no VIEW_PRICES) stock but no price, so nothing is buyable', async () => {
    const [a] = (await info(viewer, [{ sku }])).json.articles;
    expect(a).toMatchObject({ price: null, listPrice: null, isBuyable: false });
    expect(a.stock).toBeGreaterThan(0);
  });

  it('prices from each company price list: other.lead pays more than demo.lead', async () => {
    const [mine] = (await info(lead, [{ sku }])).json.articles;
    const [theirs] = (await info(other, [{ sku }])).json.articles;
    expect(theirs.price).toBeGreaterThan(mine.price);
    expect(theirs.listPrice).toBe(mine.listPrice);
  });

  it('looks prices up at the minimum quantity by default', async () => {
    const res = await call('POST', '/b2b/article/price', {
      body: { articles: [{ sku }, { sku, quantity: 3 }] },
      token: lead,
    });
    expect(res.status).toBe(200);
    const [one, three] = res.json.articles;
    expect(one.quantity).toBeGreaterThanOrEqual(1);
    expect(three.totalPrice).toBeCloseTo(three.price * 3, 3);
    const anonymous = await call('POST', '/b2b/article/price', { body: { articles: [{ sku }] } });
    expect(anonymous.json.articles[0].price).toBeNull();
  });

  it('rejects malformed and oversized requests', async () => {
    expect((await info(undefined, 'x')).status).toBe(400);
    expect((await info(undefined, [{ sku: '' }])).status).toBe(400);
    expect((await info(undefined, [{ sku, quantity: -1 }])).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => ({ sku: `X-${i}` }));
    expect((await info(undefined, many)).status).toBe(400);
  });
});

describe('variants', () => {
  it('counts variants by parent id', async () => {
    const everything = await allOf({});
    const parent = everything.find((p) => p.childCount > 0) as Product;
    const single = everything.find((p) => p.childCount === 0) as Product;
    const res = await call('POST', '/b2b/variants', { body: { parentIds: [parent.id, single.id] } });
    expect(res.status).toBe(200);
    expect(res.json.elements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: parent.id, childCount: parent.childCount }),
        expect.objectContaining({ id: single.id, childCount: 0 }),
      ]),
    );
    expect((await call('POST', '/b2b/variants', { body: { parentIds: ['x'] } })).status).toBe(400);
  });

  it('fills the variants table by the viewer rights', async () => {
    const parent = (await allOf({})).find((p) => p.childCount > 0) as Product;
    const anonymous = await call('GET', `/b2b/variants/${parent.id}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.json.elements).toHaveLength(parent.childCount);
    const row = anonymous.json.elements[0];
    expect(row).toMatchObject({ netPrice: null, listPrice: null, stock: null });
    expect(row.minQuantity).toBeGreaterThanOrEqual(1);
    expect(row.availability.every((a: { quantity: null }) => a.quantity === null)).toBe(true);
    const logged = await call('GET', `/b2b/variants/${parent.id}`, { token: lead });
    const priced = logged.json.elements.find((r: { netPrice: number | null }) => r.netPrice !== null);
    expect(priced.netPrice).toBeGreaterThan(0);
    expect(priced.listPrice).toBeGreaterThan(priced.netPrice);
    expect(logged.json.warehouses.length).toBeGreaterThan(0);
    const hidden = await call('GET', `/b2b/variants/${parent.id}`, { token: viewer });
    expect(hidden.json.elements.every((r: { netPrice: null }) => r.netPrice === null)).toBe(true);
  });
});

describe('category counters', () => {
  it('require a logged-in customer', async () => {
    const res = await call('GET', `/category/counters/${root}`);
    expect(res.status).toBe(403);
    expect(errorCodes(res.json)).toEqual(['CHECKOUT__CUSTOMER_NOT_LOGGED_IN']);
  });

  it('count total and available products per child category', async () => {
    const res = await call('GET', `/category/counters/${root}`, { token: lead });
    expect(res.status).toBe(200);
    const { counters } = res.json;
    expect(counters.length).toBeGreaterThan(1);
    const total = (await listing({})).json.total;
    expect(counters.reduce((n: number, c: { total: number }) => n + c.total, 0)).toBe(total);
    for (const c of counters) expect(c.available).toBeLessThanOrEqual(c.total);
    const [first] = counters.filter((c: { total: number }) => c.total > 0);
    expect((await listing({}, undefined, first.referenceId)).json.total).toBe(first.total);
    expect(
      (await call('GET', '/category/counters/00000000-0000-4000-8000-000000000000', { token: lead })).status,
    ).toBe(404);
  });
});

describe('query-string input', () => {
  it('rejects a NUL in the search term from the query string', async () => {
    const res = await call('POST', '/search?search=ab%00cd', { body: {} });
    expect(res.status).toBe(400);
  });
});

describe('typed client methods (src/api)', () => {
  it('reach every catalogue call', async () => {
    const client = createStoreApiClient({
      baseUrl: `${inject('baseUrl')}/store-api`,
      accessKey: DEMO_ACCESS_KEY,
      fetch: (request) => fetch(request),
    }).with({ contextToken: lead });
    expect((await client.getListingSettings()).limit).toBe(24);
    const maker = (await client.getProductListing(root)).aggregations.manufacturer.entities[0] as {
      id: string;
    };
    const page = await client.getProductListing(root, { manufacturer: [maker.id], limit: 5 });
    expect(page.elements.every((p) => p.manufacturer?.id === maker.id)).toBe(true);
    const first = page.elements[0] as { id: string; productNumber: string };
    expect((await client.getProduct(first.id)).product.id).toBe(first.id);
    expect((await client.getProductsBy('productNumber', [first.productNumber]))[0]?.id).toBe(first.id);
    expect((await client.searchProducts(first.productNumber)).total).toBeGreaterThan(0);
    const [info] = await client.getArticleInformation([{ sku: first.productNumber }]);
    expect(info?.article).toBe(first.productNumber);
    expect((await client.getArticlePrices([{ sku: first.productNumber }]))[0]?.article).toBe(
      first.productNumber,
    );
    expect(await client.getVariantCounts([first.id])).toHaveLength(1);
    expect((await client.getVariantsTable(first.id)).parentId).toBe(first.id);
    expect((await client.getCategoryCounters(root)).length).toBeGreaterThan(0);
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
