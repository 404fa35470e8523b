import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { taxId } from '../../src/server/catalog/tax.ts';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { adminCall, hex, removeSyncedLater, sync, tokenOf } from './admin-client.ts';
import { adminAnswer, adminError, drift } from './admin-schema.ts';
import { runSql } from './inspect.ts';

/** The Admin API's read side for categories and what a connector looks up first (issue 29). */
const parentId = hex();
const childIds = [hex(), hex()] as const;
let admin = '';
let rootId = '';

const search = (entity: string, criteria: unknown, token = admin) =>
  adminCall('POST', `/search/${entity}`, token, criteria);

let removeSynced: () => Promise<void> = async () => {};
beforeAll(async () => {
  removeSynced = await removeSyncedLater();
  admin = await tokenOf({ accessKey: DEMO_INTEGRATION.accessKey });
  const [channel] = await runSql<{ id: string }>(
    inject('baseUrl'),
    'select navigation_category_id as id from sales_channel limit 1',
  );
  rootId = (channel as { id: string }).id.replace(/-/g, '');
  const res = await sync(
    [
      {
        entity: 'category',
        action: 'upsert',
        payload: [
          { id: parentId, parentId: rootId, name: 'Read-back tree', metaTitle: 'Read-back' },
          { id: childIds[0], parentId, name: 'Read-back leaf one', type: 'page' },
          {
            id: childIds[1],
            parentId,
            name: 'Read-back leaf two',
            afterCategoryId: childIds[0],
            active: false,
          },
        ],
      },
    ],
    admin,
  );
  expect(res.status, JSON.stringify(res.json)).toBe(200);
});
afterAll(() => removeSynced());

describe('Admin API category read', () => {
  it('searches categories by parent in Shopware 6.7’s Category shape, ordered among siblings', async () => {
    const res = await search('category', {
      filter: [{ type: 'equals', field: 'parentId', value: parentId }],
      'total-count-mode': 1,
    });
    expect(res.status).toBe(200);
    expect(drift(adminAnswer('post', '/search/category'), res.json)).toEqual([]);
    expect(res.json.total).toBe(2);
    expect(res.json.data).toMatchObject([
      { id: childIds[0], parentId, name: 'Read-back leaf one', level: 3, active: true, type: 'page' },
      {
        id: childIds[1],
        afterCategoryId: childIds[0],
        active: false,
        translated: { name: 'Read-back leaf two' },
      },
    ]);
    const ids = await adminCall('POST', '/search-ids/category', admin, { term: 'Read-back leaf' });
    expect(ids.json).toMatchObject({ total: 2 });
    expect([...ids.json.data].sort()).toEqual([...childIds].sort());
  });

  it('reads one category by id, with its child count, and 404 for an unknown one', async () => {
    const res = await adminCall('GET', `/category/${parentId}`, admin);
    expect(res.status).toBe(200);
    expect(drift(adminAnswer('get', '/category/{id}'), res.json)).toEqual([]);
    expect(res.json.data).toMatchObject({
      id: parentId,
      parentId: rootId,
      childCount: 2,
      metaTitle: 'Read-back',
    });
    const missing = await adminCall('GET', `/category/${hex()}`, admin);
    expect(missing.status).toBe(404);
    expect(drift(adminError('404'), missing.json)).toEqual([]);
  });
});

describe('Admin API reference reads', () => {
  it('finds the euro by its ISO code', async () => {
    const res = await search('currency', { filter: [{ type: 'equals', field: 'isoCode', value: 'EUR' }] });
    expect(res.status).toBe(200);
    expect(drift(adminAnswer('post', '/search/currency'), res.json)).toEqual([]);
    const [euro] = res.json.data;
    expect(euro).toMatchObject({ isoCode: 'EUR', factor: 1, itemRounding: { decimals: 2 } });
    const one = await adminCall('GET', `/currency/${euro.id}`, admin);
    expect(drift(adminAnswer('get', '/currency/{id}'), one.json)).toEqual([]);
  });

  it('lists the four languages, with their locale when the Criteria asks for it', async () => {
    const plain = await search('language', {});
    expect(drift(adminAnswer('post', '/search/language'), plain.json)).toEqual([]);
    expect(plain.json.data).toHaveLength(4);
    expect(plain.json.data[0].locale).toBeUndefined();
    const withLocale = await search('language', {
      associations: { locale: {} },
      filter: [{ type: 'equals', field: 'locale.code', value: 'de-DE' }],
    });
    expect(drift(adminAnswer('post', '/search/language'), withLocale.json)).toEqual([]);
    expect(withLocale.json.data).toHaveLength(1);
    expect(withLocale.json.data[0].locale).toMatchObject({
      code: 'de-DE',
      name: 'German',
      territory: 'Germany',
    });
    const one = await adminCall('GET', `/language/${withLocale.json.data[0].id}`, admin);
    expect(drift(adminAnswer('get', '/language/{id}'), one.json)).toEqual([]);
  });

  it('reads the sales channel with its navigation root', async () => {
    const res = await search('sales-channel', {});
    expect(res.status).toBe(200);
    expect(drift(adminAnswer('post', '/search/sales-channel'), res.json)).toEqual([]);
    expect(res.json.data.map((c: { navigationCategoryId: string }) => c.navigationCategoryId)).toContain(
      rootId,
    );
    const one = await adminCall('GET', `/sales-channel/${res.json.data[0].id}`, admin);
    expect(drift(adminAnswer('get', '/sales-channel/{id}'), one.json)).toEqual([]);
  });

  it('finds a tax by its rate, as a product’s taxId names it', async () => {
    const res = await search('tax', { filter: [{ type: 'equals', field: 'taxRate', value: 21 }] });
    expect(res.status).toBe(200);
    expect(drift(adminAnswer('post', '/search/tax'), res.json)).toEqual([]);
    expect(res.json.data).toMatchObject([{ id: taxId(2100).replace(/-/g, ''), taxRate: 21 }]);
    const all = await adminCall('POST', '/search-ids/tax', admin, {});
    expect(all.json.data).toHaveLength(4);
    const one = await adminCall('GET', `/tax/${res.json.data[0].id}`, admin);
    expect(drift(adminAnswer('get', '/tax/{id}'), one.json)).toEqual([]);
    expect((await adminCall('GET', `/tax/${hex()}`, admin)).status).toBe(404);
    expect(
      (await search('tax', { filter: [{ type: 'range', field: 'taxRate', parameters: { gt: 1 } }] })).status,
    ).toBe(400);
  });

  it('needs each entity’s read privilege (403)', async () => {
    const productsOnly = await tokenOf({ permissions: { product: ['read'] } });
    for (const entity of ['category', 'currency', 'language', 'sales-channel', 'tax']) {
      const res = await search(entity, {}, productsOnly);
      expect(res.status, entity).toBe(403);
      expect(drift(adminError('403'), res.json)).toEqual([]);
    }
    expect((await adminCall('GET', `/category/${parentId}`, productsOnly)).status).toBe(403);
    const reader = await tokenOf({ permissions: { category: ['read'] } });
    expect((await search('category', { ids: [parentId] }, reader)).status).toBe(200);
  });
});
