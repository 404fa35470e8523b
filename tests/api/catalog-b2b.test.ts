import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createStoreApiClient } from '../../src/api/client.ts';
import { DEMO_ACCESS_KEY } from '../../src/server/seed/constants.ts';
import { allOf, listing, type Product, session, setUpCatalogSessions } from './catalog-helpers.ts';
import { call, errorCodes } from './client.ts';

setUpCatalogSessions();

describe('article information and prices', () => {
  let sku: string;
  let soldOut: string;
  beforeAll(async () => {
    // Single articles with a price, one in stock and one sold out that can be backordered (a lead time).
    const singles = (await allOf({}, session.lead)).filter((p) => p.childCount === 0 && p.calculatedPrice);
    sku = (singles.find((p) => p.availableStock > 0) as Product).productNumber;
    soldOut = (singles.find((p) => p.availableStock === 0 && p.leadTime !== null) as Product).productNumber;
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
    const [a] = (await info(session.lead, [{ sku, quantity: 1 }])).json.articles;
    expect(a.price).toBeGreaterThan(0);
    expect(a.isBuyable).toBe(true);
    expect(a.stock).toBeGreaterThan(0);
    expect(a.stocks.reduce((n: number, s: { quantity: number }) => n + s.quantity, 0)).toBe(a.stock);
    expect(a.deliveryTime).toMatchObject({ min: expect.any(Number), unit: expect.any(String) });
    expect(a.uom).toEqual(expect.any(String));
    const [out] = (await info(session.lead, [{ sku: soldOut }])).json.articles;
    // The restock time is added to the delivery time of an article that is not in stock.
    const [first, last] = out.leadTime.split(' - ').map(Number);
    expect(first).toBeGreaterThanOrEqual(out.restockTime ?? 0);
    expect(last ?? first).toBeGreaterThanOrEqual(first);
  });

  it("gives logged-in customers their company's article numbers, visitors none", async () => {
    // The seed links the first five articles by number to DEMO-0001… of company 100001.
    const [linked, other] = (await info(session.lead, [{ sku: 'IM-100000' }, { sku }])).json.articles;
    expect(linked.customerSku).toBe('DEMO-0001');
    expect(other.customerSku).toBeNull();
    const [anonymous] = (await info(undefined, [{ sku: 'IM-100000' }])).json.articles;
    expect(anonymous.customerSku).toBeNull();
  });

  it('gives demo.viewer (no VIEW_PRICES) stock but no price, so nothing is buyable', async () => {
    const [a] = (await info(session.viewer, [{ sku }])).json.articles;
    expect(a).toMatchObject({ price: null, listPrice: null, isBuyable: false });
    expect(a.stock).toBeGreaterThan(0);
  });

  it('prices from each company price list: other.lead pays more than demo.lead', async () => {
    const [mine] = (await info(session.lead, [{ sku }])).json.articles;
    const [theirs] = (await info(session.other, [{ sku }])).json.articles;
    expect(theirs.price).toBeGreaterThan(mine.price);
    expect(theirs.listPrice).toBe(mine.listPrice);
  });

  it('looks prices up at the minimum quantity by default', async () => {
    const res = await call('POST', '/b2b/article/price', {
      body: { articles: [{ sku }, { sku, quantity: 3 }] },
      token: session.lead,
    });
    expect(res.status).toBe(200);
    const [one, three] = res.json.articles;
    expect(one.quantity).toBeGreaterThanOrEqual(1);
    expect(three.totalPrice).toBeCloseTo(Math.round(three.price * 300) / 100, 3); // to the cent (issue 26)
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
    // The unit is the code shown after the minimum quantity, not Shopware's unit entity.
    expect(row.unit).toMatch(/^[A-Z]+$/);
    expect(row.availability.every((a: { quantity: null }) => a.quantity === null)).toBe(true);
    const logged = await call('GET', `/b2b/variants/${parent.id}`, { token: session.lead });
    const priced = logged.json.elements.find((r: { netPrice: number | null }) => r.netPrice !== null);
    expect(priced.netPrice).toBeGreaterThan(0);
    expect(priced.listPrice).toBeGreaterThan(priced.netPrice);
    expect(logged.json.warehouses.length).toBeGreaterThan(0);
    const hidden = await call('GET', `/b2b/variants/${parent.id}`, { token: session.viewer });
    expect(hidden.json.elements.every((r: { netPrice: null }) => r.netPrice === null)).toBe(true);
  });
});

describe('category counters', () => {
  it('require a logged-in customer', async () => {
    const res = await call('GET', `/category/counters/${session.root}`);
    expect(res.status).toBe(401);
    expect(errorCodes(res.json)).toEqual(['CHECKOUT__CUSTOMER_NOT_LOGGED_IN']);
  });

  it('count total and available products per child category', async () => {
    const res = await call('GET', `/category/counters/${session.root}`, { token: session.lead });
    expect(res.status).toBe(200);
    const { counters } = res.json;
    expect(counters.length).toBeGreaterThan(1);
    const total = (await listing({})).json.total;
    expect(counters.reduce((n: number, c: { total: number }) => n + c.total, 0)).toBe(total);
    for (const c of counters) expect(c.available).toBeLessThanOrEqual(c.total);
    const [first] = counters.filter((c: { total: number }) => c.total > 0);
    expect((await listing({}, undefined, first.referenceId)).json.total).toBe(first.total);
    expect(
      (await call('GET', '/category/counters/00000000-0000-4000-8000-000000000000', { token: session.lead }))
        .status,
    ).toBe(404);
  });
});

describe('typed client methods (src/api)', () => {
  it('reach every catalogue call', async () => {
    const client = createStoreApiClient({
      baseUrl: `${inject('baseUrl')}/store-api`,
      accessKey: DEMO_ACCESS_KEY,
      fetch: (request) => fetch(request),
    }).with({ contextToken: session.lead });
    expect((await client.getListingSettings()).limit).toBe(24);
    const maker = (await client.getProductListing(session.root)).aggregations.manufacturer?.entities[0] as {
      id: string;
    };
    const page = await client.getProductListing(session.root, { manufacturer: [maker.id], limit: 5 });
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
    expect((await client.getCategoryCounters(session.root)).length).toBeGreaterThan(0);
    expect((await client.getCategories([session.root]))[0]?.id).toBe(session.root);
  });
});

describe('never a 500', () => {
  const bodies: unknown[] = [
    [],
    'x',
    1,
    null,
    { articles: null },
    { articles: [null] },
    { articles: [{ sku: 5 }] },
    { articles: [{ sku: 'IM-100000', quantity: 'x' }] },
    { articles: [{ sku: 'IM-100000', quantity: 1e300 }] },
    { parentIds: 'x' },
    { parentIds: [null] },
    { p: 'abc', limit: 1e20 },
    { filter: 'x' },
    { filter: [{ type: 'range', field: 'id', parameters: { gte: 1 } }] },
    { filter: [{ type: 'equalsAny', field: 'parentId', value: 'a|b' }] },
    { properties: {} },
    { manufacturer: [1, 2] },
    { 'min-price': -1 },
    { search: ['a'] },
    { search: '%_\\' },
    { includes: { product: 'x' } },
    { ids: ['nope'] },
  ];
  const routes = [
    () => `/product-listing/${session.root}`,
    () => '/search',
    () => '/product',
    () => `/product/${session.root}`,
    () => '/b2b/article/information',
    () => '/b2b/article/price',
    () => '/b2b/variants',
  ];
  it('answers malformed bodies on every catalogue route with an envelope below 500', async () => {
    for (const route of routes) {
      for (const body of bodies) {
        const res = await call('POST', route(), { body, token: session.lead });
        expect(res.status, `${route()} ${JSON.stringify(body)}`).toBeLessThan(500);
        if (res.status >= 400) expect(res.json.errors[0].code).toEqual(expect.any(String));
      }
    }
  });
});
