import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import {
  adminCall,
  dashed,
  hex,
  newProduct,
  removeSyncedLater,
  SHOPWARE_EURO,
  sync,
  tokenOf,
} from './admin-client.ts';
import { adminAnswer, drift } from './admin-schema.ts';
import { call, languageId, loginAs } from './client.ts';

/**
 * `POST /api/_action/sync` (issue 29): the B2B custom fields the product page shows, shippingFree, and
 * a product without a price.
 */
const productId = hex();
let admin = '';
let lead = '';

const shown = async (locale: string) =>
  (
    await call('POST', `/product/${dashed(productId)}`, {
      headers: { 'sw-language-id': await languageId(locale) },
      body: {},
    })
  ).json.product;

let removeSynced: () => Promise<void> = async () => {};
beforeAll(async () => {
  removeSynced = await removeSyncedLater();
  admin = await tokenOf({ accessKey: DEMO_INTEGRATION.accessKey });
  lead = await loginAs('demo.lead');
});
afterAll(() => removeSynced());

describe('Admin API sync of custom fields', () => {
  it('stores the detail tabs per language over the base fields, and shippingFree', async () => {
    const res = await sync(
      [
        {
          entity: 'product',
          action: 'upsert',
          payload: [
            {
              id: productId,
              productNumber: 'ERP-CF-1',
              name: 'Custom field article',
              stock: 3,
              shippingFree: true,
              price: [{ currencyId: SHOPWARE_EURO, net: 2.5, gross: 3.03, linked: true }],
              customFields: {
                b2b_applications: '<p>Pumps and conveyors.</p>',
                b2b_downloads: [{ title: 'Catalogue', url: 'https://erp.example/catalogue.pdf' }],
              },
              translations: {
                'fr-FR': { name: 'Article à champs', customFields: { b2b_applications: '<p>Pompes.</p>' } },
              },
            },
          ],
        },
      ],
      admin,
    );
    expect(res.status).toBe(200);
    const english = await shown('en-GB');
    expect(english.customFields).toMatchObject({
      b2b_applications: '<p>Pumps and conveyors.</p>',
      b2b_downloads: [{ title: 'Catalogue', url: 'https://erp.example/catalogue.pdf' }],
    });
    expect(english.shippingFree).toBe(true);
    const french = await shown('fr-FR');
    expect(french.name).toBe('Article à champs');
    expect(french.customFields).toMatchObject({
      b2b_applications: '<p>Pompes.</p>',
      b2b_downloads: [{ title: 'Catalogue', url: 'https://erp.example/catalogue.pdf' }],
    });

    const read = await adminCall('GET', `/product/${productId}`, admin);
    expect(drift(adminAnswer('get', '/product/{id}'), read.json)).toEqual([]);
    expect(read.json.data).toMatchObject({ shippingFree: true, customFields: english.customFields });
  });

  it('merges a later record key by key; null removes a field', async () => {
    const res = await sync(
      [
        {
          entity: 'product',
          action: 'upsert',
          payload: [
            {
              id: productId,
              customFields: { b2b_applications: null, b2b_instructions: '<ol><li>Mount.</li></ol>' },
            },
          ],
        },
      ],
      admin,
    );
    expect(res.status).toBe(200);
    const { customFields } = await shown('nl-NL');
    expect(customFields.b2b_applications).toBeUndefined();
    expect(customFields).toMatchObject({
      b2b_instructions: '<ol><li>Mount.</li></ol>',
      b2b_downloads: [{ title: 'Catalogue', url: 'https://erp.example/catalogue.pdf' }],
    });
  });

  it('refuses unknown custom fields and links that are no web address, naming the field', async () => {
    const res = await sync(
      {
        p: {
          entity: 'product',
          action: 'upsert',
          payload: [
            { id: productId, customFields: { b2b_secret: 'x' } },
            { id: productId, customFields: { b2b_documents: [{ title: 'x', url: 'javascript:alert(1)' }] } },
          ],
        },
      },
      admin,
    );
    expect(res.status).toBe(400);
    const pointers = res.json.errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/p\/0\/customFields/),
        expect.stringMatching(/^\/p\/1\/customFields\/b2b_documents\/0\/url/),
      ]),
    );
    expect((await shown('nl-NL')).customFields.b2b_documents).toBeUndefined();
  });

  it('takes a new product without a price: shown with its stock, not buyable (mail-contact article)', async () => {
    const id = hex();
    const res = await sync(
      [{ entity: 'product', action: 'upsert', payload: [newProduct(id, 'ERP-1501', { price: undefined })] }],
      admin,
    );
    expect(res.status).toBe(200);
    const info = await call('POST', '/b2b/article/information', {
      body: { articles: [{ sku: 'ERP-1501' }] },
      token: lead,
    });
    expect(info.json.articles[0]).toMatchObject({
      article: 'ERP-1501',
      price: null,
      stock: 5,
      isBuyable: false,
    });
  });
});
