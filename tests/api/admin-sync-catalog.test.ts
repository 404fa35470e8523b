import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { dashed, hex, removeSyncedLater, SHOPWARE_EURO, sync, tokenOf } from './admin-client.ts';
import { adminAnswer, adminError, drift } from './admin-schema.ts';
import { type Group, named } from './catalog-helpers.ts';
import { call } from './client.ts';
import { runSql } from './inspect.ts';

/** `POST /api/_action/sync` (issue 29): property groups, their options and product properties. */
let admin = '';
let categoryId = '';
const groupId = hex();
const [red, blue] = [hex(), hex()];
const productId = hex();

let removeSynced: () => Promise<void> = async () => {};
beforeAll(async () => {
  removeSynced = await removeSyncedLater();
  admin = await tokenOf({ accessKey: DEMO_INTEGRATION.accessKey });
  const [leaf] = await runSql<{ id: string }>(
    inject('baseUrl'),
    'select category_ids[1] as id from product where parent_id is null and active and cardinality(category_ids) > 0 order by product_number limit 1',
  );
  categoryId = (leaf as { id: string }).id;
});
afterAll(() => removeSynced());

const facet = async (locale?: string) => {
  const res = await call('POST', `/product-listing/${categoryId}`, {
    body: { limit: 1 },
    ...(locale ? { headers: { 'sw-language-id': await languageOf(locale) } } : {}),
  });
  return (named(res.json).aggregations.properties.entities as (Group & { name: string })[]).find(
    (g) => g.id === dashed(groupId),
  );
};
const languageOf = async (locale: string) =>
  (
    (
      await runSql<{ id: string }>(
        inject('baseUrl'),
        `select id from language where locale_code = '${locale}'`,
      )
    )[0] as {
      id: string;
    }
  ).id;

describe('Admin API sync of property groups', () => {
  it('upserts a filterable group with options; a product carrying them shows the filter in its listing', async () => {
    const res = await sync(
      {
        groups: {
          entity: 'property_group',
          action: 'upsert',
          payload: [
            {
              id: groupId,
              name: 'Coating colour',
              translations: { 'nl-NL': { name: 'Coatingkleur' }, 'de-DE': { name: 'Beschichtungsfarbe' } },
              filterable: true,
              displayType: 'text',
              sortingType: 'position',
              position: 3,
              options: [
                { id: red, name: 'Red', position: 1, translations: { 'nl-NL': { name: 'Rood' } } },
                { id: blue, name: 'Blue', position: 2 },
              ],
            },
          ],
        },
        products: {
          entity: 'product',
          action: 'upsert',
          payload: [
            {
              id: productId,
              productNumber: `ERP-P-${productId.slice(0, 6)}`,
              stock: 3,
              name: 'Coated article',
              price: [{ currencyId: SHOPWARE_EURO, net: 2, gross: 2.42, linked: true }],
              categories: [{ id: categoryId }],
              properties: [{ id: red }],
            },
          ],
        },
      },
      admin,
    );
    expect(res.json.errors ?? []).toEqual([]);
    expect(res.status).toBe(200);
    expect(drift(adminAnswer('post', '/_action/sync'), res.json)).toEqual([]);
    expect(res.json.data.property_group).toEqual([groupId]);
    const group = await facet('nl-NL');
    expect(group?.name).toBe('Coatingkleur');
    expect(group?.options.map((o) => o.id)).toEqual([dashed(red)]);
    const filtered = await call('POST', `/product-listing/${categoryId}`, {
      body: { properties: dashed(red), 'no-aggregations': true },
    });
    expect(filtered.json.elements.map((p: { id: string }) => p.id)).toEqual([dashed(productId)]);
  });

  it('writes an option on its own and hides a group made not filterable', async () => {
    const res = await sync(
      [
        { entity: 'property_group_option', action: 'upsert', payload: [{ id: blue, groupId, name: 'Navy' }] },
        { entity: 'product', action: 'upsert', payload: [{ id: productId, properties: [{ id: blue }] }] },
      ],
      admin,
    );
    expect(res.status).toBe(200);
    const group = await facet();
    expect(group?.options.map((o) => o.id).sort()).toEqual([dashed(red), dashed(blue)].sort());
    await sync(
      [{ entity: 'property_group', action: 'upsert', payload: [{ id: groupId, filterable: false }] }],
      admin,
    );
    expect(await facet()).toBeUndefined();
  });

  it('fails at the pointers of a wrong group, option and property, writing nothing', async () => {
    const ghost = hex();
    const res = await sync(
      {
        groups: {
          entity: 'property_group',
          action: 'upsert',
          payload: [{ id: hex(), name: 'x', displayType: 'slider', options: [{ name: '' }] }],
        },
        options: {
          entity: 'property_group_option',
          action: 'upsert',
          payload: [{ name: 'Lost' }, { groupId: ghost, name: 'y' }],
        },
        products: {
          entity: 'product',
          action: 'upsert',
          payload: [{ id: productId, properties: [{ id: ghost }] }],
        },
      },
      admin,
    );
    expect(res.status).toBe(400);
    expect(drift(adminError('400'), res.json)).toEqual([]);
    expect(res.json.errors.map((e: { source: { pointer: string } }) => e.source.pointer).sort()).toEqual(
      [
        '/groups/0/displayType',
        '/groups/0/options/0/name',
        '/options/0/groupId',
        '/options/1/groupId',
        '/products/0/properties/0/id',
      ].sort(),
    );
  });

  it('deletes a group with its options, which leave the products carrying them', async () => {
    const res = await sync(
      [{ entity: 'property_group', action: 'delete', payload: [{ id: groupId }] }],
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.json.deleted.property_group).toEqual([groupId]);
    const [row] = await runSql<{ n: number }>(
      inject('baseUrl'),
      `select cardinality(property_ids) as n from product where id = '${dashed(productId)}'`,
    );
    expect(row?.n).toBe(0);
    const options = await runSql(
      inject('baseUrl'),
      `select id from property_option where group_id = '${dashed(groupId)}'`,
    );
    expect(options).toEqual([]);
  });

  it('answers 403 for an option without the write privilege on property_group_option', async () => {
    const token = await tokenOf({ permissions: { property_group: ['read', 'write'] } });
    const res = await sync(
      [{ entity: 'property_group_option', action: 'upsert', payload: [{ groupId, name: 'Never' }] }],
      token,
    );
    expect(res.status).toBe(403);
    expect(drift(adminError('403'), res.json)).toEqual([]);
  });
});
