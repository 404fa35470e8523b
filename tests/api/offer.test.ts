import { beforeAll, describe, expect, it } from 'vitest';
import {
  addItems,
  type CatalogProduct,
  emptyCart,
  type MailRow,
  orderable,
  simple,
  tableRows,
} from './cart-helpers.ts';
import { call, errorCodes, languageId, loginAs } from './client.ts';

// §1 cart-by-email quote request (REQUEST_OFFER): per product or for the whole cart, stored as an open
// offer and mailed to the buyer in their language.

interface OfferRow {
  offer_number: string;
  status: string;
  comment: string | null;
  lines: { productNumber: string; quantityMilli: number; unitPriceMilli: number | null }[];
}

let buyer: string;
let products: CatalogProduct[];
beforeAll(async () => {
  buyer = await loginAs('demo.buyer');
  products = (await orderable(buyer)).filter(simple);
  expect(products.length).toBeGreaterThan(2);
});

const offerRow = async (offerNumber: string) =>
  (await tableRows<OfferRow>('offer')).find((o) => o.offer_number === offerNumber);
const mailOf = async (offerNumber: string) =>
  (await tableRows<MailRow>('mail_outbox')).filter((m) => m.subject.endsWith(` ${offerNumber}`));

describe('POST /b2b/offer/request', () => {
  it('quotes every product line of the cart, keeps the cart, and mails the receipt in French', async () => {
    await emptyCart(buyer);
    const [a, b] = products as [CatalogProduct, CatalogProduct];
    await addItems(buyer, [
      { type: 'product', referencedId: a.id, quantity: 3 },
      { type: 'product', referencedId: b.id, quantity: 1 },
    ]);
    const res = await call('POST', '/b2b/offer/request', {
      token: buyer,
      body: { comment: 'Levering in twee delen' },
      headers: { 'sw-language-id': await languageId('fr-FR') },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ apiAlias: 'b2b_offer', status: 'open' });
    const row = await offerRow(res.json.offerNumber);
    expect(row).toMatchObject({ status: 'open', comment: 'Levering in twee delen' });
    expect(row?.lines.map((l) => [l.productNumber, l.quantityMilli])).toEqual([
      [a.productNumber, 3000],
      [b.productNumber, 1000],
    ]);
    // The buyer's own price, in thousandths.
    expect(row?.lines[0]?.unitPriceMilli).toBe(Math.round((a.calculatedPrice?.unitPrice ?? 0) * 1000));
    const [mail, ...more] = await mailOf(res.json.offerNumber);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: 'demo.buyer@example.be', template: 'offer-request' });
    expect(mail?.subject).toBe(`Votre demande d'offre ${res.json.offerNumber}`);
    expect(mail?.text).toContain(`- ${a.productNumber} `);
    // A quote request does not take the articles out of the cart.
    expect((await call('GET', '/checkout/cart', { token: buyer })).json.lineItems).toHaveLength(2);
  });

  it('quotes one product at the asked quantity', async () => {
    const c = products[2] as CatalogProduct;
    const res = await call('POST', '/b2b/offer/request', {
      token: buyer,
      body: { productId: c.id, quantity: 12 },
    });
    expect(res.status).toBe(200);
    const row = await offerRow(res.json.offerNumber);
    expect(row?.lines.map((l) => [l.productNumber, l.quantityMilli])).toEqual([[c.productNumber, 12000]]);
  });

  it('refuses an empty cart, an unknown product, bad input and visitors, storing nothing', async () => {
    await emptyCart(buyer);
    const before = (await tableRows<OfferRow>('offer')).length;
    const empty = await call('POST', '/b2b/offer/request', { token: buyer, body: {} });
    expect(empty.status).toBe(400);
    expect(errorCodes(empty.json)).toEqual(['CHECKOUT__CART_EMPTY']);
    const unknown = await call('POST', '/b2b/offer/request', {
      token: buyer,
      body: { productId: '0190a1b2-c3d4-7e8f-9a0b-1c2d3e4f5a6b' },
    });
    expect(unknown.status).toBe(404);
    const negative = await call('POST', '/b2b/offer/request', {
      token: buyer,
      body: { productId: products[0]?.id, quantity: -1 },
    });
    expect(negative.status).toBe(400);
    const visitor = await call('POST', '/b2b/offer/request', { body: { productId: products[0]?.id } });
    expect(visitor.status).toBeGreaterThanOrEqual(401);
    expect(visitor.status).toBeLessThanOrEqual(403);
    expect((await tableRows<OfferRow>('offer')).length).toBe(before);
  });
});
