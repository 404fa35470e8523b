import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { taxId } from '../../src/server/catalog/tax.ts';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { adminCall, hex, removeSyncedLater, SHOPWARE_EURO, sync, tokenOf } from './admin-client.ts';
import { adminAnswer, adminError, drift } from './admin-schema.ts';
import { runSql } from './inspect.ts';

/** The Admin API's read side (issue 29): a connector finds what it synced, in Shopware 6.7's shapes. */
const manufacturerId = hex();
const ids = [hex(), hex(), hex()] as const;
const numbers = ['RD-3001', 'RD-3002', 'RD-3003'];
const ofMine = { type: 'contains', field: 'productNumber', value: 'RD-300' };
let admin = '';

const search = (criteria: unknown, token = admin, entity = 'product') =>
  adminCall('POST', `/search/${entity}`, token, criteria);
const numbersOf = (json: { data: { productNumber: string }[] }) => json.data.map((p) => p.productNumber);

let removeSynced: () => Promise<void> = async () => {};
beforeAll(async () => {
  removeSynced = await removeSyncedLater();
  admin = await tokenOf({ accessKey: DEMO_INTEGRATION.accessKey });
  const res = await sync(
    [
      {
        entity: 'product_manufacturer',
        action: 'upsert',
        payload: [{ id: manufacturerId, name: 'Readwerk', description: 'Reads back.' }],
      },
      {
        entity: 'product',
        action: 'upsert',
        payload: ids.map((id, i) => ({
          id,
          productNumber: numbers[i],
          name: `Read-back article ${i + 1}`,
          stock: [3, 7, 11][i],
          manufacturerId,
          ean: `540000003000${i}`,
          manufacturerNumber: `RW-${i}`,
          minPurchase: 2,
          maxPurchase: 50,
          purchaseSteps: 2,
          taxId: i === 2 ? taxId(600) : undefined,
          price: [{ currencyId: SHOPWARE_EURO, net: [12.345, 1, 10][i], gross: 0, linked: true }],
        })),
      },
    ],
    admin,
  );
  expect(res.status).toBe(200);
});
afterAll(() => removeSynced());

describe('Admin API search', () => {
  it('finds a synced product by its number, with Shopware 6.7 fields and a gross price to the cent', async () => {
    const res = await search({ filter: [{ type: 'equals', field: 'productNumber', value: 'RD-3001' }] });
    expect(res.status).toBe(200);
    expect(drift(adminAnswer('post', '/search/product'), res.json)).toEqual([]);
    expect(res.json).toMatchObject({ total: 1, aggregations: {} });
    const [found] = res.json.data;
    expect(found).toMatchObject({
      id: ids[0],
      productNumber: 'RD-3001',
      name: 'Read-back article 1',
      translated: { name: 'Read-back article 1' },
      stock: 3,
      availableStock: 3,
      active: true,
      // 12.345 × 1.21 = 14.93745: gross to the cent, net as stored.
      price: [{ net: 12.345, gross: 14.94, linked: true }],
      ean: '5400000030000',
      manufacturerNumber: 'RW-0',
      minPurchase: 2,
      maxPurchase: 50,
      purchaseSteps: 2,
      manufacturerId,
      childCount: 0,
      apiAlias: 'product',
    });
    expect(found.price[0].currencyId).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(found.createdAt)).not.toBeNaN();
    expect(found).not.toHaveProperty('parentId');
  });

  it('computes gross with the product’s own VAT rate', async () => {
    const res = await search({ ids: [ids[2]] });
    expect(res.json.data[0]).toMatchObject({
      taxId: taxId(600).replace(/-/g, ''),
      price: [{ net: 10, gross: 10.6 }],
    });
  });

  it('filters by equalsAny ids and a stock range, sorts by number descending', async () => {
    const any = await search({
      filter: [{ type: 'equalsAny', field: 'id', value: [ids[0], ids[2]] }],
      sort: [{ field: 'productNumber', order: 'DESC' }],
    });
    expect(numbersOf(any.json)).toEqual(['RD-3003', 'RD-3001']);
    const range = await search({
      filter: [ofMine, { type: 'range', field: 'stock', parameters: { gte: 5, lt: 11 } }],
    });
    expect(numbersOf(range.json)).toEqual(['RD-3002']);
    const term = await search({ term: 'RD-300', sort: [{ field: 'stock', order: 'desc' }] });
    expect(numbersOf(term.json)).toEqual(['RD-3003', 'RD-3002', 'RD-3001']);
  });

  it('pages, with the total of all matches only when total-count-mode asks for it', async () => {
    const counted = await search({ filter: [ofMine], limit: 2, page: 2, 'total-count-mode': 1 });
    expect(counted.json).toMatchObject({ total: 3 });
    expect(numbersOf(counted.json)).toEqual(['RD-3003']);
    const uncounted = await search({ filter: [ofMine], limit: 2, 'total-count-mode': 0 });
    expect(uncounted.json.total).toBe(2);
    expect((await search({ limit: 501 })).status).toBe(400);
  });

  it('answers ids only from search-ids', async () => {
    const res = await adminCall('POST', '/search-ids/product', admin, {
      filter: [{ type: 'equalsAny', field: 'productNumber', value: numbers }],
      'total-count-mode': 1,
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ total: 3, data: [...ids] });
  });

  it('reads a product and a manufacturer by id, 404 when there is none', async () => {
    const product = await adminCall('GET', `/product/${ids[1]}`, admin);
    expect(product.status).toBe(200);
    expect(drift(adminAnswer('get', '/product/{id}'), product.json)).toEqual([]);
    expect(product.json.data).toMatchObject({
      id: ids[1],
      productNumber: 'RD-3002',
      price: [{ net: 1, gross: 1.21 }],
    });
    const brand = await adminCall('GET', `/product-manufacturer/${manufacturerId}`, admin);
    expect(drift(adminAnswer('get', '/product-manufacturer/{id}'), brand.json)).toEqual([]);
    expect(brand.json.data).toMatchObject({
      id: manufacturerId,
      name: 'Readwerk',
      translated: { description: 'Reads back.' },
      apiAlias: 'product_manufacturer',
    });
    for (const path of [`/product/${hex()}`, '/product/not-an-id', `/product-manufacturer/${ids[0]}`]) {
      const missing = await adminCall('GET', path, admin);
      expect(missing.status).toBe(404);
      expect(drift(adminError('404'), missing.json)).toEqual([]);
      expect(missing.json.errors[0].code).toBe('FRAMEWORK__RESOURCE_NOT_FOUND');
    }
  });

  it('searches manufacturers', async () => {
    const res = await search(
      { filter: [{ type: 'equals', field: 'name', value: 'Readwerk' }] },
      admin,
      'product-manufacturer',
    );
    expect(drift(adminAnswer('post', '/search/product-manufacturer'), res.json)).toEqual([]);
    expect(res.json.data.map((m: { id: string }) => m.id)).toEqual([manufacturerId]);
  });

  it('refuses a field it does not serve and a value of the wrong type, naming the field', async () => {
    for (const criteria of [
      { filter: [{ type: 'equals', field: 'purchasePrices', value: 1 }] },
      { sort: [{ field: 'purchasePrices', order: 'ASC' }] },
    ]) {
      const res = await search(criteria);
      expect(res.status).toBe(400);
      expect(drift(adminError('400'), res.json)).toEqual([]);
      expect(res.json.errors[0].meta.parameters).toEqual({ field: 'purchasePrices' });
    }
    const wrong = await search({ filter: [{ type: 'equals', field: 'active', value: 'yes' }] });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors[0].meta.parameters).toEqual({ field: 'active' });
    // A date field takes dates, a number field numbers (never a database error).
    for (const [field, gte] of [
      ['updatedAt', 1],
      ['createdAt', 'yesterday'],
      ['stock', '2026-01-01'],
    ] as const) {
      const res = await search({ filter: [{ type: 'range', field, parameters: { gte } }] });
      expect(res.status, field).toBe(400);
      expect(res.json.errors[0].meta.parameters).toEqual({ field });
    }
  });

  it('filters by a date range: what was created since a moment, as a connector polls', async () => {
    const [created] = await runSql<{ at: string }>(
      inject('baseUrl'),
      `select to_char(min(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
       from product where product_number like 'RD-300%'`,
    );
    const since = (created as { at: string }).at;
    const mine = await search({
      filter: [ofMine, { type: 'range', field: 'createdAt', parameters: { gte: since } }],
    });
    expect(numbersOf(mine.json)).toEqual(numbers);
    const none = await search({
      filter: [ofMine, { type: 'range', field: 'createdAt', parameters: { lt: '2000-01-01' } }],
    });
    expect(none.json.data).toEqual([]);
  });

  it('needs a token (401) and the entity’s read privilege (403)', async () => {
    const anonymous = await search({}, '');
    expect(anonymous.status).toBe(401);
    expect(drift(adminError('401'), anonymous.json)).toEqual([]);
    const brandsOnly = await tokenOf({ permissions: { product_manufacturer: ['read'], product: ['write'] } });
    for (const path of ['/search/product', '/search-ids/product']) {
      const res = await adminCall('POST', path, brandsOnly, {});
      expect(res.status).toBe(403);
      expect(drift(adminError('403'), res.json)).toEqual([]);
      expect(res.json.errors[0].meta.parameters.missingPrivileges).toEqual(['product:read']);
    }
    expect((await adminCall('GET', `/product/${ids[0]}`, brandsOnly)).status).toBe(403);
    // The privilege is checked before the body is read.
    expect((await adminCall('POST', '/search/product', brandsOnly, { limit: 'all' })).status).toBe(403);
    expect((await search({}, brandsOnly, 'product-manufacturer')).status).toBe(200);
  });
});
