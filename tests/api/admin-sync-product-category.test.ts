import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { dashed, hex, newProduct, removeSyncedLater, sync, tokenOf } from './admin-client.ts';
import { adminAnswer, adminError, drift } from './admin-schema.ts';
import { call } from './client.ts';
import { runSql } from './inspect.ts';

/**
 * `product_category` through `POST /api/_action/sync` (issue 29): how a connector takes a product out
 * of a category, since an upsert of `product.categories` only adds.
 */
let admin = '';
let [first, second] = ['', ''];
const productId = hex();
const number = `PC-${productId.slice(0, 8)}`;

let removeSynced: () => Promise<void> = async () => {};
beforeAll(async () => {
  removeSynced = await removeSyncedLater();
  admin = await tokenOf({ accessKey: DEMO_INTEGRATION.accessKey });
  const leaves = await runSql<{ id: string }>(
    inject('baseUrl'),
    `select distinct category_ids[1] as id from product
     where parent_id is null and active and cardinality(category_ids) > 0 order by 1 limit 2`,
  );
  [first, second] = leaves.map((l) => l.id) as [string, string];
  const res = await sync(
    [
      {
        entity: 'product',
        action: 'upsert',
        payload: [newProduct(productId, number, { categories: [{ id: first }] })],
      },
    ],
    admin,
  );
  expect(res.status, JSON.stringify(res.json)).toBe(200);
});
afterAll(() => removeSynced());

/** Whether the category's listing, searched for the article number as a visitor would, holds the product. */
const listed = async (categoryId: string) => {
  const res = await call('POST', `/product-listing/${categoryId}`, {
    body: { limit: 24, search: number },
  });
  expect(res.status).toBe(200);
  return res.json.elements.some((p: { id: string }) => p.id === dashed(productId));
};
const categoriesOf = async () =>
  (
    await runSql<{ ids: string[] }>(
      inject('baseUrl'),
      `select category_ids as ids from product where id = '${dashed(productId)}'`,
    )
  )[0]?.ids;
const pair = (categoryId: string) => ({ productId, categoryId: categoryId.replace(/-/g, '') });

describe('Admin API product_category', () => {
  it('adds a category by upsert and removes one by delete; the listings follow at once', async () => {
    expect([await listed(first), await listed(second)]).toEqual([true, false]);
    const added = await sync(
      [{ entity: 'product_category', action: 'upsert', payload: [pair(second)] }],
      admin,
    );
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    expect(drift(adminAnswer('post', '/_action/sync'), added.json)).toEqual([]);
    expect(added.json.data.product_category).toEqual([pair(second)]);
    expect([await listed(first), await listed(second)]).toEqual([true, true]);

    const removed = await sync(
      [{ entity: 'product_category', action: 'delete', payload: [pair(first)] }],
      admin,
    );
    expect(removed.status, JSON.stringify(removed.json)).toBe(200);
    expect(removed.json.deleted.product_category).toEqual([pair(first)]);
    expect([await listed(first), await listed(second)]).toEqual([false, true]);
    expect(await categoriesOf()).toEqual([second]);

    // Gone already: Shopware answers it as not found, and nothing changes.
    const again = await sync(
      [{ entity: 'product_category', action: 'delete', payload: [pair(first)] }],
      admin,
    );
    expect(again.status).toBe(200);
    expect(again.json.notFound.product_category).toEqual([pair(first)]);
    expect(again.json.deleted.product_category).toBeUndefined();
  });

  it('deletes by criteria: every category of a product', async () => {
    await sync(
      [{ entity: 'product_category', action: 'upsert', payload: [pair(first), pair(second)] }],
      admin,
    );
    expect((await categoriesOf())?.sort()).toEqual([first, second].sort());
    const res = await sync(
      [
        {
          entity: 'product_category',
          action: 'delete',
          criteria: [{ type: 'equals', field: 'productId', value: productId }],
        },
      ],
      admin,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.deleted.product_category).toHaveLength(2);
    expect(await categoriesOf()).toEqual([]);
    expect([await listed(first), await listed(second)]).toEqual([false, false]);
  });

  it('refuses unknown products, categories and filters as a whole, changing nothing', async () => {
    await sync([{ entity: 'product_category', action: 'upsert', payload: [pair(first)] }], admin);
    const unknown = hex();
    const res = await sync(
      [
        { entity: 'product_category', action: 'delete', payload: [pair(first)] },
        { entity: 'product_category', action: 'upsert', payload: [{ productId, categoryId: unknown }] },
        {
          entity: 'product_category',
          action: 'delete',
          criteria: [{ type: 'equals', field: 'position', value: 1 }],
        },
      ],
      admin,
    );
    expect(res.status).toBe(400);
    expect(drift(adminError('400'), res.json)).toEqual([]);
    const codes = res.json.errors.map((e: { code: string; source: { pointer: string } }) => [
      e.code,
      e.source.pointer,
    ]);
    expect(codes).toEqual([
      ['FRAMEWORK__FOREIGN_KEY_NOT_FOUND', '/1/0/categoryId'],
      ['FRAMEWORK__INVALID_FILTER_QUERY', '/2/criteria/0/field'],
    ]);
    expect(await categoriesOf()).toEqual([first]);
    expect(await listed(first)).toBe(true);
  });
});
