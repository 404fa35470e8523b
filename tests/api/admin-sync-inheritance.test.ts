import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { adminCall, dashed, hex, removeSyncedLater, SHOPWARE_EURO, sync, tokenOf } from './admin-client.ts';
import { call } from './client.ts';
import { runSql } from './inspect.ts';

/**
 * Variant inheritance through `POST /api/_action/sync` (issue 29): a variant takes from its parent what
 * it does not name, follows the parent's changes to it, keeps what it names, and inherits again what
 * it names as null, as in Shopware.
 */
let admin = '';
let removeSynced: () => Promise<void> = async () => {};
beforeAll(async () => {
  removeSynced = await removeSyncedLater();
  admin = await tokenOf({ accessKey: DEMO_INTEGRATION.accessKey });
});
afterAll(() => removeSynced());

const price = (net: number) => [{ currencyId: SHOPWARE_EURO, net, gross: net * 1.21, linked: true }];
const upsert = async (payload: Record<string, unknown>[]) => {
  const res = await sync([{ entity: 'product', action: 'upsert', payload }], admin);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
};
/** Name and net price as the Admin API reads them back. */
const read = async (id: string) => {
  const res = await adminCall('GET', `/product/${id}`, admin);
  expect(res.status).toBe(200);
  return {
    name: res.json.data.name,
    net: res.json.data.price?.[0]?.net,
    minPurchase: res.json.data.minPurchase,
  };
};

describe('Admin API variant inheritance', () => {
  const [parent, inheriting, owning] = [hex(), hex(), hex()];
  const number = `INH-${parent.slice(0, 6)}`;

  it('fills a new variant from its parent and keeps what a variant names', async () => {
    await upsert([
      { id: parent, productNumber: number, name: 'Flange DN50', stock: 0, price: price(10), minPurchase: 5 },
    ]);
    // The variants come later, as a connector sends a parent's variants after it.
    await upsert([
      { id: inheriting, parentId: parent, productNumber: `${number}-1`, stock: 3 },
      {
        id: owning,
        parentId: parent,
        productNumber: `${number}-2`,
        stock: 4,
        name: 'Flange DN50 PN16',
        price: price(8),
      },
    ]);
    expect(await read(inheriting)).toEqual({ name: 'Flange DN50', net: 10, minPurchase: 5 });
    expect(await read(owning)).toEqual({ name: 'Flange DN50 PN16', net: 8, minPurchase: 5 });
    // The buyer's product page lists both variants with those names.
    const page = await call('POST', `/product/${parent}`, { body: {} });
    const names = page.json.product.children.map((c: { name: string }) => c.name).sort();
    expect(names).toEqual(['Flange DN50', 'Flange DN50 PN16']);
  });

  it("passes the parent's changes down to what variants inherit, and only that", async () => {
    await upsert([{ id: parent, name: 'Flange DN50 steel', price: price(12) }]);
    expect(await read(inheriting)).toMatchObject({ name: 'Flange DN50 steel', net: 12 });
    expect(await read(owning)).toMatchObject({ name: 'Flange DN50 PN16', net: 8 });
    // The parent shows its cheapest variant's price; that is not passed down by a later change.
    await upsert([{ id: parent, minPurchase: 10 }]);
    expect(await read(inheriting)).toEqual({ name: 'Flange DN50 steel', net: 12, minPurchase: 10 });
  });

  it('inherits again what a variant names as null', async () => {
    await upsert([{ id: owning, price: null }]);
    expect(await read(owning)).toMatchObject({ net: 12 });
    await upsert([{ id: parent, price: price(11) }]);
    expect((await read(owning)).net).toBe(11);
  });

  it("gives the variants that inherit it the parent's new cover in the same sync", async () => {
    const [medium, picture] = [hex(), hex()];
    await upsert([
      { id: parent, media: [{ id: picture, media: { id: medium }, position: 1 }], coverId: picture },
    ]);
    const covers = await runSql<{ id: string; cover: string | null }>(
      inject('baseUrl'),
      `select id, cover_media_id as cover from product where id in ('${dashed(parent)}', '${dashed(inheriting)}')`,
    );
    expect(covers.map((c) => c.cover)).toEqual([dashed(medium), dashed(medium)]);
  });
});
