import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { warehouseId } from '../../src/shared/ids.ts';
import { dashed, hex, removeSyncedLater, SHOPWARE_EURO, sync, tokenOf } from './admin-client.ts';
import { adminAnswer, adminError, drift } from './admin-schema.ts';
import { addProduct, emptyCart, patchQuantity } from './cart-helpers.ts';
import { call, loginAs } from './client.ts';
import { runSql } from './inspect.ts';

/** `POST /api/_action/sync` (issue 29): customer prices (rules as price lists) and stock per branch. */

const euro = (net: number) => [{ currencyId: SHOPWARE_EURO, net, gross: net * 1.21, linked: true }];
const one = async <T>(query: string) => (await runSql<T>(inject('baseUrl'), query))[0] as T;

let admin = '';
let lead = '';
/** The price list of demo.lead's company, and that company's branch. */
let leadList = '';
let leadBranch = '';
let categoryId = '';
const manufacturerId = hex();
const productId = hex();
const ruleId = hex();
const [pricePerOne, pricePerTen] = [hex(), hex()];
const depotId = hex();
const [stockInBranch, stockInDepot] = [hex(), hex()];

let removeSynced: () => Promise<void> = async () => {};
beforeAll(async () => {
  removeSynced = await removeSyncedLater();
  admin = await tokenOf({ accessKey: DEMO_INTEGRATION.accessKey });
  lead = await loginAs('demo.lead');
  const company = await one<{ list: string; branch: string }>(
    `select c.price_list_id as list, c.branch_code as branch from customer u join company c on c.id = u.company_id
     where u.username = 'demo.lead'`,
  );
  leadList = company.list.replace(/-/g, '');
  leadBranch = company.branch;
  categoryId = (
    await one<{ id: string }>(
      'select category_ids[1] as id from product where parent_id is null and active order by product_number limit 1',
    )
  ).id;
});
afterAll(() => removeSynced());

/** The product as demo.lead sees it on the Store API, in the listing and by the article information. */
const asLead = async () => {
  const [found] = (
    await call('POST', '/product', {
      token: lead,
      body: { filter: [{ type: 'equals', field: 'id', value: dashed(productId) }] },
    })
  ).json.elements;
  const listed = (
    await call('POST', `/product-listing/${categoryId}`, {
      token: lead,
      body: { manufacturer: [dashed(manufacturerId)], 'no-aggregations': true },
    })
  ).json.elements;
  const [article] = (
    await call('POST', '/b2b/article/information', {
      token: lead,
      body: { articles: [{ sku: 'ERP-PRICE-1' }] },
    })
  ).json.articles;
  return { price: found?.calculatedPrice?.unitPrice, listed: listed[0]?.calculatedPrice?.unitPrice, article };
};

const listPrices = () =>
  runSql<{ quantity_start: number; net_price_milli: number }>(
    inject('baseUrl'),
    `select quantity_start, net_price_milli::int as net_price_milli from product_price where product_id = '${dashed(productId)}'
     order by price_list_id, quantity_start`,
  );

describe('Admin API sync of customer prices', () => {
  it('serves price lists as rules, their discount as a custom field', async () => {
    const res = await sync(
      [
        {
          entity: 'rule',
          action: 'upsert',
          payload: [{ id: ruleId, name: 'ERP list', priority: 1, customFields: { b2b_discount_bp: 750 } }],
        },
      ],
      admin,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(drift(adminAnswer('post', '/_action/sync'), res.json)).toEqual([]);
    expect(res.json.data).toEqual({ rule: [ruleId] });
    expect(await one(`select name, discount_bp from price_list where id = '${dashed(ruleId)}'`)).toEqual({
      name: 'ERP list',
      discount_bp: 750,
    });
  });

  it("writes a product's list price and quantity scale; its company's lead buyer pays them at once", async () => {
    const res = await sync(
      [
        {
          entity: 'product_manufacturer',
          action: 'upsert',
          payload: [{ id: manufacturerId, name: 'Pricomat' }],
        },
        {
          entity: 'product',
          action: 'upsert',
          payload: [
            {
              id: productId,
              productNumber: 'ERP-PRICE-1',
              name: 'Priced bearing',
              stock: 50,
              manufacturerId,
              categories: [{ id: categoryId }],
              price: euro(10),
              prices: [
                { id: pricePerOne, ruleId: leadList, quantityStart: 1, quantityEnd: 9, price: euro(8.125) },
                { ruleId, quantityStart: 1, price: euro(9) },
              ],
            },
          ],
        },
        {
          entity: 'product_price',
          action: 'upsert',
          payload: [{ id: pricePerTen, productId, ruleId: leadList, quantityStart: 10, price: euro(7.5) }],
        },
      ],
      admin,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.product_price).toEqual([pricePerTen]);
    expect((await listPrices()).length).toBe(3);
    const seen = await asLead();
    expect(seen).toMatchObject({ price: 8.125, listed: 8.125, article: { price: 8.125 } });

    await emptyCart(lead);
    const cart = await addProduct(lead, dashed(productId), 1);
    const line = () =>
      cart.lineItems.find((l: { referencedId: string }) => l.referencedId === dashed(productId));
    expect(line()?.price?.unitPrice).toBe(8.125);
    const ten = await patchQuantity(lead, line()?.id as string, 10);
    expect(ten.lineItems[0]?.price?.unitPrice).toBe(7.5);
    await emptyCart(lead);
  });

  it('changes a price at once by a delta naming it by id', async () => {
    const res = await sync(
      [{ entity: 'product_price', action: 'upsert', payload: [{ id: pricePerOne, price: euro(6.5) }] }],
      admin,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await asLead()).toMatchObject({ price: 6.5, listed: 6.5, article: { price: 6.5 } });
  });

  it('refuses bad batches whole: unknown rule, a fourth decimal, an unknown field', async () => {
    const before = await listPrices();
    const delta = {
      entity: 'product_price',
      action: 'upsert',
      payload: [{ id: pricePerOne, price: euro(5) }],
    };
    const bad = [
      [{ productId, ruleId: hex(), quantityStart: 20, price: euro(5) }, '/1/0/ruleId'],
      [{ productId, ruleId: leadList, quantityStart: 20, price: euro(5.1234) }, '/1/0/price/0/net'],
      [{ productId, ruleId: leadList, quantityStart: 20, price: euro(5), discount: 3 }, '/1/0/discount'],
    ] as const;
    for (const [record, pointer] of bad) {
      const res = await sync(
        [delta, { entity: 'product_price', action: 'upsert', payload: [record] }],
        admin,
      );
      expect(res.status).toBe(400);
      expect(drift(adminError('400'), res.json)).toEqual([]);
      expect(res.json.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
        pointer,
      ]);
    }
    expect(await listPrices()).toEqual(before);
    expect((await asLead()).price).toBe(6.5);
  });

  it("refuses to delete a company's price list; deletes prices by id and by criteria", async () => {
    const restricted = await sync([{ entity: 'rule', action: 'delete', payload: [{ id: leadList }] }], admin);
    expect(restricted.status).toBe(400);
    expect(restricted.json.errors[0].code).toBe('FRAMEWORK__RESTRICT_DELETE');
    const res = await sync(
      [{ entity: 'product_price', action: 'delete', payload: [{ id: pricePerTen }] }],
      admin,
    );
    expect(res.json.deleted).toEqual({ product_price: [pricePerTen] });
    expect((await listPrices()).map((p) => p.quantity_start)).toEqual([1, 1]);
    const byRule = await sync(
      [
        {
          entity: 'product_price',
          action: 'delete',
          criteria: [
            { type: 'equals', field: 'productId', value: productId },
            { type: 'equals', field: 'ruleId', value: ruleId },
          ],
        },
      ],
      admin,
    );
    expect(byRule.json.deleted.product_price).toHaveLength(1);
    expect(await listPrices()).toEqual([{ quantity_start: 1, net_price_milli: 6500 }]);
  });
});

describe('Admin API sync of stock per branch', () => {
  const branchId = () => warehouseId(leadBranch).replace(/-/g, '');

  it('creates a warehouse and stock in it and in a seeded branch; the storefront shows both and their sum', async () => {
    const res = await sync(
      [
        {
          entity: 'warehouse',
          action: 'upsert',
          payload: [
            {
              id: depotId,
              name: 'ERP depot',
              customFields: { b2b_code: 'ERP_DEPOT', b2b_kind: 'warehouse' },
            },
          ],
        },
        {
          entity: 'product_warehouse',
          action: 'upsert',
          payload: [
            { id: stockInBranch, productId, warehouseId: branchId(), stock: 3 },
            { id: stockInDepot, productId, warehouseId: depotId, stock: 4 },
          ],
        },
      ],
      admin,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toEqual({ warehouse: [depotId], product_warehouse: [stockInBranch, stockInDepot] });
    const { article } = await asLead();
    expect(article.stock).toBe(7);
    expect(article.stocks).toEqual([
      expect.objectContaining({ code: leadBranch, quantity: 3, preferred: true }),
      expect.objectContaining({ code: 'ERP_DEPOT', name: 'ERP depot', quantity: 4, preferred: false }),
    ]);
  });

  it("refuses a product's own stock once it has stock per branch, and unknown warehouses", async () => {
    const own = await sync(
      [{ entity: 'product', action: 'upsert', payload: [{ id: productId, stock: 99 }] }],
      admin,
    );
    expect(own.status).toBe(400);
    expect(own.json.errors[0].source.pointer).toBe('/0/0/stock');
    const unknown = await sync(
      [
        { entity: 'product_warehouse', action: 'upsert', payload: [{ id: stockInDepot, stock: 40 }] },
        {
          entity: 'product_warehouse',
          action: 'upsert',
          payload: [{ productId, warehouseId: hex(), stock: 1 }],
        },
      ],
      admin,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors[0].source.pointer).toBe('/1/0/warehouseId');
    expect((await asLead()).article.stock).toBe(7);
  });

  it('follows a stock delta and a deleted row at once', async () => {
    const res = await sync(
      [
        { entity: 'product_warehouse', action: 'upsert', payload: [{ id: stockInDepot, stock: 10 }] },
        { entity: 'product_warehouse', action: 'delete', payload: [{ id: stockInBranch }] },
      ],
      admin,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const { article } = await asLead();
    expect(article.stock).toBe(10);
    expect(article.stocks).toEqual([expect.objectContaining({ code: 'ERP_DEPOT', quantity: 10 })]);
  });
});
