import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { taxId } from '../../src/server/catalog/tax.ts';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import {
  dashed,
  hex,
  newProduct,
  removeSyncedLater,
  SHOPWARE_EURO,
  stored,
  sync,
  tokenOf,
} from './admin-client.ts';
import { adminAnswer, adminError, drift } from './admin-schema.ts';
import { call, languageId, loginAs } from './client.ts';
import { runSql } from './inspect.ts';
import { expectListingInStep } from './listing-in-step.ts';

/** `POST /api/_action/sync` (issue 29): an ERP connector writes manufacturers and products. */

const byNumber = async (productNumber: string, token: string, locale = 'nl-NL') =>
  (
    await call('POST', '/product', {
      token,
      headers: { 'sw-language-id': await languageId(locale) },
      body: { filter: [{ type: 'equals', field: 'productNumber', value: productNumber }] },
    })
  ).json.elements;

const searchIds = async (term: string, locale: string) =>
  (
    await call('POST', '/search', {
      headers: { 'sw-language-id': await languageId(locale) },
      body: { search: term, 'no-aggregations': true },
    })
  ).json.elements.map((p: { id: string }) => p.id);

let admin = '';
let lead = '';
let categoryId = '';
/** The demo lead buyer's price list takes this share off every net price (basis points). */
let leadDiscountBp = 0;
/** What the lead buyer pays for a net price in euros (pricing.ts: the list's discount, to the milli). */
const leadPrice = (net: number) => Math.round((net * 1000 * (10_000 - leadDiscountBp)) / 10_000) / 1000;
const manufacturerId = hex();
const productId = hex();

let removeSynced: () => Promise<void> = async () => {};
beforeAll(async () => {
  removeSynced = await removeSyncedLater();
  admin = await tokenOf({ accessKey: DEMO_INTEGRATION.accessKey });
  lead = await loginAs('demo.lead');
  const [leaf] = await runSql<{ id: string }>(
    inject('baseUrl'),
    'select category_ids[1] as id from product where parent_id is null and active order by product_number limit 1',
  );
  categoryId = (leaf as { id: string }).id;
  const [list] = await runSql<{ discount_bp: number }>(
    inject('baseUrl'),
    `select coalesce(l.discount_bp, 0) as discount_bp from customer u join company c on c.id = u.company_id
     left join price_list l on l.id = c.price_list_id where u.username = 'demo.lead'`,
  );
  leadDiscountBp = (list as { discount_bp: number }).discount_bp;
});
afterAll(() => removeSynced());

describe('Admin API sync', () => {
  it('upserts a manufacturer and a product in four languages, shown at once by the Store API', async () => {
    const english = (await call('GET', '/context')).json.domains.find(
      (d: { languageLocaleCode: string }) => d.languageLocaleCode === 'en-GB',
    ).languageId as string;
    const res = await sync(
      {
        brands: {
          entity: 'product_manufacturer',
          action: 'upsert',
          payload: [{ id: manufacturerId, name: 'Quixomat', link: 'https://quixomat.example' }],
        },
        products: {
          entity: 'product',
          action: 'upsert',
          payload: [
            newProduct(productId, 'ERP-1001', {
              name: undefined,
              stock: 42,
              ean: '5400000010011',
              manufacturerNumber: 'QX-6204',
              manufacturerId,
              minPurchase: 2,
              purchaseSteps: 2,
              categories: [{ id: categoryId }],
              price: [{ currencyId: SHOPWARE_EURO, net: 12.345, gross: 14.94, linked: true }],
              translations: {
                'nl-NL': { name: 'Kogellager quixotisch 6204', description: 'Een lager.' },
                'fr-FR': { name: 'Roulement quixotique 6204', description: 'Un roulement.' },
                [english.replace(/-/g, '')]: { name: 'Quixotic ball bearing 6204' },
                'de-DE': { name: 'Kugellager quixotisch 6204' },
              },
            }),
          ],
        },
      },
      admin,
    );
    expect(res.status).toBe(200);
    expect(drift(adminAnswer('post', '/_action/sync'), res.json)).toEqual([]);
    expect(res.json.data).toEqual({ product_manufacturer: [manufacturerId], product: [productId] });

    const [found] = await byNumber('ERP-1001', lead, 'fr-FR');
    expect(found).toMatchObject({
      id: dashed(productId),
      name: 'Roulement quixotique 6204',
      stock: 42,
      ean: '5400000010011',
      minPurchase: 2,
      purchaseSteps: 2,
      manufacturer: { name: 'Quixomat' },
      calculatedPrice: { unitPrice: leadPrice(12.345) },
    });
    expect(found.seoUrls[0].seoPathInfo).toBe('roulement-quixotique-6204/ERP-1001');
    expect(await searchIds('quixotique', 'fr-FR')).toContain(dashed(productId));
    expect(await searchIds('QX-6204', 'de-DE')).toContain(dashed(productId));
    const listing = await call('POST', `/product-listing/${categoryId}`, {
      body: { manufacturer: [dashed(manufacturerId)], 'no-aggregations': true },
    });
    expect(listing.json.elements.map((p: { id: string }) => p.id)).toEqual([dashed(productId)]);
  });

  it('updates price and stock of a stored product and keeps what the record leaves out', async () => {
    const [time] = await runSql<{ id: string }>(
      inject('baseUrl'),
      'select id from delivery_time order by min limit 1',
    );
    const deliveryTimeId = (time as { id: string }).id;
    const res = await sync(
      [
        {
          entity: 'product',
          action: 'upsert',
          payload: [
            {
              id: productId,
              stock: 7,
              price: [{ currencyId: SHOPWARE_EURO, net: 9.99, gross: 10.59 }],
              taxId: taxId(600).replace(/-/g, ''),
              deliveryTimeId: deliveryTimeId.replace(/-/g, ''),
              restockTime: 5,
            },
          ],
        },
      ],
      admin,
    );
    expect(res.status).toBe(200);
    const [found] = await byNumber('ERP-1001', lead, 'de-DE');
    expect(found).toMatchObject({
      name: 'Kugellager quixotisch 6204',
      stock: 7,
      taxId: taxId(600),
      restockTime: 5,
      deliveryTime: { id: deliveryTimeId },
      calculatedPrice: { unitPrice: leadPrice(9.99) },
    });
    const [row] = await runSql<{ net_price_milli: number; stock: number }>(
      inject('baseUrl'),
      `select l.net_price_milli::int, s.stock from product_listing l join listing_sort s on s.id = l.id
       where l.id = '${dashed(productId)}'`,
    );
    expect(row).toEqual({ net_price_milli: 9990, stock: 7 });
    // A price and stock delta leaves the texts and the search row as they were.
    expect(await searchIds('quixotique', 'fr-FR')).toContain(dashed(productId));
  });

  it('with fail-on-error (the default) writes nothing when one record fails, naming record and field', async () => {
    const body = {
      products: {
        entity: 'product',
        action: 'upsert',
        payload: [
          newProduct(hex(), 'ERP-2001'),
          newProduct(hex(), 'ERP-2002', { stock: 'many' }),
          newProduct(hex(), 'ERP-2003', { price: [{ currencyId: SHOPWARE_EURO, net: -1, gross: 0 }] }),
          // A fourth decimal would be rounded away: refused, as the price charged is the ERP's.
          newProduct(hex(), 'ERP-2004', { price: [{ currencyId: SHOPWARE_EURO, net: 1.0005, gross: 1.21 }] }),
        ],
      },
    };
    const res = await sync(body, admin);
    expect(res.status).toBe(400);
    expect(drift(adminError('400'), res.json)).toEqual([]);
    expect(res.json.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      '/products/1/stock',
      '/products/2/price/0/net',
      '/products/3/price/0/net',
    ]);
    expect(await stored(['ERP-2001', 'ERP-2002', 'ERP-2003', 'ERP-2004'])).toEqual([]);
  });

  it('with fail-on-error false writes the good records and reports the bad one', async () => {
    const good = hex();
    const res = await sync(
      {
        products: {
          entity: 'product',
          action: 'upsert',
          payload: [newProduct(good, 'ERP-2001'), newProduct(hex(), 'ERP-1001')],
        },
      },
      admin,
      { 'fail-on-error': 'false' },
    );
    expect(res.status).toBe(200);
    expect(drift(adminAnswer('post', '/_action/sync'), res.json)).toEqual([]);
    expect(res.json.data).toEqual({ product: [good] });
    expect(res.json.errors).toMatchObject([
      { code: 'CONTENT__DUPLICATE_PRODUCT_NUMBER', source: { pointer: '/products/1/productNumber' } },
    ]);
    expect(await stored(['ERP-2001'])).toEqual([{ product_number: 'ERP-2001' }]);
    expect((await byNumber('ERP-2001', lead))[0].id).toBe(dashed(good));
  });

  it('refuses unknown entities and fields instead of dropping them', async () => {
    const entity = await sync([{ entity: 'media_folder', action: 'upsert', payload: [] }], admin);
    expect(entity.status).toBe(400);
    expect(entity.json.errors[0]).toMatchObject({
      code: 'FRAMEWORK__DEFINITION_NOT_FOUND',
      source: { pointer: '/0/entity' },
    });
    const field = await sync(
      [{ entity: 'product', action: 'upsert', payload: [{ id: productId, colour: 'red' }] }],
      admin,
    );
    expect(field.status).toBe(400);
    expect(field.json.errors[0].source.pointer).toBe('/0/0/colour');
    const missing = await sync(
      [
        {
          entity: 'product',
          action: 'upsert',
          payload: [{ id: productId, manufacturerId: hex(), categories: [{ id: hex() }], taxId: hex() }],
        },
      ],
      admin,
    );
    expect(missing.status).toBe(400);
    expect(missing.json.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      '/0/0/manufacturerId',
      '/0/0/taxId',
      '/0/0/categories/0/id',
    ]);
    const criteria = await sync(
      {
        gone: {
          entity: 'product',
          action: 'delete',
          criteria: [
            { type: 'equals', field: 'stock', value: 0 },
            { type: 'equals', field: 'active', value: 'yes' },
          ],
        },
      },
      admin,
    );
    expect(criteria.status).toBe(400);
    expect(criteria.json.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      '/gone/criteria/0/field',
      '/gone/criteria/1/value',
    ]);
  });

  it('deletes by id and by criteria; the product leaves the Store API and the search', async () => {
    const missing = hex();
    const res = await sync(
      {
        byId: { entity: 'product', action: 'delete', payload: [{ id: productId }, { id: missing }] },
        byCriteria: {
          entity: 'product',
          action: 'delete',
          payload: [],
          criteria: [{ type: 'equals', field: 'productNumber', value: 'ERP-2001' }],
        },
      },
      admin,
    );
    expect(res.status).toBe(200);
    expect(drift(adminAnswer('post', '/_action/sync'), res.json)).toEqual([]);
    expect(res.json.deleted.product).toHaveLength(2);
    expect(res.json.deleted.product[0]).toBe(productId);
    expect(res.json.notFound).toEqual({ product: [missing] });
    expect(await stored(['ERP-1001', 'ERP-2001'])).toEqual([]);
    expect(await byNumber('ERP-1001', lead)).toEqual([]);
    expect(await searchIds('quixotique', 'fr-FR')).not.toContain(dashed(productId));
    const rows = await runSql(
      inject('baseUrl'),
      `select 1 from product_listing where id = '${dashed(productId)}'`,
    );
    expect(rows).toEqual([]);
  });

  it("deletes a manufacturer by criteria; its products stay, without it (Shopware's set-null)", async () => {
    const id = hex();
    const made = await sync(
      [{ entity: 'product', action: 'upsert', payload: [newProduct(id, 'ERP-4001', { manufacturerId })] }],
      admin,
    );
    expect(made.status).toBe(200);
    expect(await searchIds('quixomat', 'en-GB')).toContain(dashed(id));
    const res = await sync(
      [
        {
          entity: 'product_manufacturer',
          action: 'delete',
          criteria: [{ type: 'equalsAny', field: 'name', value: ['Quixomat', 'Nobody'] }],
        },
      ],
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.json.deleted).toEqual({ product_manufacturer: [manufacturerId] });
    const [found] = await byNumber('ERP-4001', lead);
    expect(found).toMatchObject({ id: dashed(id), manufacturerId: null, manufacturer: null });
    expect(await searchIds('quixomat', 'en-GB')).not.toContain(dashed(id));
  });

  it('upserts a parent with variants: it counts them, sums their stock and shows the lowest price', async () => {
    const sizes = await runSql<{ id: string }>(
      inject('baseUrl'),
      `select o.id from property_option o join property_group g on g.id = o.group_id
       where g.translations->'en-GB'->>'name' = 'Size' order by o.id limit 2`,
    );
    const [small, large] = sizes.map((o) => o.id.replace(/-/g, ''));
    const [parent, first, second] = [hex(), hex(), hex()];
    const variant = (id: string, number: string, option: string | undefined, stock: number, net: number) =>
      newProduct(id, number, {
        parentId: parent,
        options: [{ id: option }],
        stock,
        manufacturerNumber: `QXG-${number}`,
        price: [{ currencyId: SHOPWARE_EURO, net, gross: net * 1.21 }],
      });
    const res = await sync(
      [
        {
          entity: 'product',
          action: 'upsert',
          payload: [
            variant(first, 'ERP-5001', small, 3, 6),
            newProduct(parent, 'ERP-5000', { categories: [{ id: categoryId }] }),
            variant(second, 'ERP-5002', large, 4, 4),
          ],
        },
      ],
      admin,
    );
    expect(res.status).toBe(200);
    // The listing's kept tables follow the batch's statements (rows, pass-down, parents' counts).
    await expectListingInStep();
    const [shown] = await byNumber('ERP-5000', lead);
    expect(shown).toMatchObject({ childCount: 2, stock: 7, calculatedPrice: { unitPrice: leadPrice(4) } });
    const variants = await call('POST', '/product', {
      token: lead,
      body: { filter: [{ type: 'equals', field: 'parentId', value: dashed(parent) }] },
    });
    expect(variants.json.elements.map((v: { optionIds: string[] }) => v.optionIds)).toEqual([
      [dashed(small as string)],
      [dashed(large as string)],
    ]);
    expect(await searchIds('QXG-ERP-5002', 'nl-NL')).toContain(dashed(parent));

    const orphan = await sync(
      [
        {
          entity: 'product',
          action: 'upsert',
          payload: [newProduct(hex(), 'ERP-5009', { parentId: hex() })],
        },
      ],
      admin,
    );
    expect(orphan.status).toBe(400);
    expect(orphan.json.errors[0].source.pointer).toBe('/0/0/parentId');

    await sync([{ entity: 'product', action: 'delete', payload: [{ id: second }] }], admin);
    const [after] = await byNumber('ERP-5000', lead);
    expect(after).toMatchObject({ childCount: 1, stock: 3, calculatedPrice: { unitPrice: leadPrice(6) } });
    await expectListingInStep();
  });
});
