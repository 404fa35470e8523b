import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { lineNet } from '../../src/shared/money.ts';
import { userWithRights } from './authz/fixtures.ts';
import {
  addItems,
  type CatalogProduct,
  emptyCart,
  getCart,
  type OrderLineRow,
  orderable,
  placeOrder,
  simple,
  tableRows,
} from './cart-helpers.ts';
import { call, errorCodes, loginAs } from './client.ts';
import { runSql } from './inspect.ts';

// Issue 27: an open offer into the cart at its prices (POST /b2b/offer/{offerNumber}/cart): who may,
// which offers, once only, and the offer's price to the cent in the cart and the order.

const RUN = Date.now().toString(36).slice(-6).toUpperCase();
const sql = (query: string) => runSql(inject('baseUrl'), query);

let taker: Awaited<ReturnType<typeof userWithRights>>;
let noOrders: Awaited<ReturnType<typeof userWithRights>>;
let noHistory: Awaited<ReturnType<typeof userWithRights>>;
let otherLead: string;
let products: CatalogProduct[];
let companyId: string;

beforeAll(async () => {
  const lead = await loginAs('demo.lead');
  const base = ['ROLE_VIEW_PRICES', 'ROLE_MANAGE_OWN_ACCOUNT'];
  [taker, noOrders, noHistory, otherLead] = await Promise.all([
    userWithRights(lead, `offer.taker.${RUN}`.toLowerCase(), [
      ...base,
      'ROLE_PLACE_ORDERS',
      'ROLE_MANAGE_OFFER_HISTORY',
    ]),
    userWithRights(lead, `offer.noorders.${RUN}`.toLowerCase(), [...base, 'ROLE_MANAGE_OFFER_HISTORY']),
    userWithRights(lead, `offer.nohistory.${RUN}`.toLowerCase(), [...base, 'ROLE_PLACE_ORDERS']),
    loginAs('other.lead'),
  ]);
  products = (await orderable(taker.token)).filter(simple);
  expect(products.length).toBeGreaterThan(1);
  const [row] = await sql(`select id from company where number = '100001'`);
  companyId = row?.id as string;
});

afterAll(async () => {
  await Promise.all([taker?.drop(), noOrders?.drop(), noHistory?.drop()]);
});

let serial = 0;
/** An offer of company 100001 for the first two products: 3 at 12.345 EUR and 7 at 0.999 EUR. */
async function makeOffer(more: { validUntil?: string; status?: string } = {}) {
  const number = `T${RUN}${serial++}`;
  const [a, b] = products as [CatalogProduct, CatalogProduct];
  const lines = [
    {
      productId: a.id,
      productNumber: a.productNumber,
      label: 'A',
      quantityMilli: 3000,
      unitPriceMilli: 12_345,
    },
    { productId: b.id, productNumber: b.productNumber, label: 'B', quantityMilli: 7000, unitPriceMilli: 999 },
  ];
  await sql(
    `insert into offer (id, offer_number, company_id, status, valid_until, lines)
     values (gen_random_uuid(), '${number}', '${companyId}', '${more.status ?? 'open'}',
       ${more.validUntil ? `'${more.validUntil}'` : 'null'}, '${JSON.stringify(lines)}'::jsonb)`,
  );
  return number;
}
const take = (token: string, number: string) => call('POST', `/b2b/offer/${number}/cart`, { token });

describe('POST /b2b/offer/{offerNumber}/cart', () => {
  it('puts the lines in the cart at the offer prices, and the order charges them to the cent', async () => {
    await emptyCart(taker.token);
    const [a, b] = products as [CatalogProduct, CatalogProduct];
    // A line of the same article already in the cart is replaced by the offer's.
    expect((await addItems(taker.token, [{ type: 'product', referencedId: a.id }])).status).toBe(200);
    const number = await makeOffer({ validUntil: '2999-12-31' });
    const res = await take(taker.token, number);
    expect(res.status, res.text).toBe(200);
    const cart = await getCart(taker.token);
    const lines = cart.lineItems.filter((l) => l.type === 'product');
    expect(
      lines.map((l) => [l.referencedId, l.quantity, l.price?.unitPrice, l.price?.totalPrice, l.stackable]),
    ).toEqual([
      [a.id, 3, 12.345, lineNet(12_345, 3000) / 1000, false],
      [b.id, 7, 0.999, lineNet(999, 7000) / 1000, false],
    ]);
    expect(cart.price.positionPrice).toBe((lineNet(12_345, 3000) + lineNet(999, 7000)) / 1000);
    const [offer] = await sql(`select status, accepted_at from offer where offer_number = '${number}'`);
    expect(offer?.status).toBe('processed');
    expect(offer?.accepted_at).not.toBeNull();

    // The offer's quantity is fixed: neither a new quantity nor more of the article.
    const lineId = lines[0]?.id as string;
    const patched = await call('PATCH', '/checkout/cart/line-item', {
      token: taker.token,
      body: { items: [{ id: lineId, quantity: 30 }] },
    });
    expect(errorCodes(patched.json)).toEqual(['B2B__CART_OFFER_LINE_FIXED']);
    const added = await addItems(taker.token, [{ type: 'product', referencedId: a.id, quantity: 5 }]);
    expect(errorCodes(added.json)).toEqual(['B2B__CART_OFFER_LINE_FIXED']);

    const [pickup] = (await call('GET', '/b2b/pickup-locations', { token: taker.token })).json.elements;
    const placed = await placeOrder(taker.token, { shippingOption: 'pickup', pickupLocationId: pickup?.id });
    expect(placed.status, placed.text).toBe(200);
    const orderLines = (
      await tableRows<OrderLineRow & { unit_price: number | string }>('order_line_item')
    ).filter((l) => l.order_id === placed.json.id);
    expect(orderLines.map((l) => [l.product_id, Number(l.unit_price)])).toEqual([
      [a.id, 12_345],
      [b.id, 999],
    ]);
  });

  it('takes an offer once only, even twice at the same time', async () => {
    await emptyCart(taker.token);
    const number = await makeOffer();
    const both = await Promise.all([take(taker.token, number), take(taker.token, number)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const again = await take(taker.token, number);
    expect(again.status).toBe(409);
    expect(errorCodes(again.json)).toEqual(['B2B__OFFER_ALREADY_ACCEPTED']);
    expect((await getCart(taker.token)).lineItems.filter((l) => l.type === 'product')).toHaveLength(2);
  });

  it('refuses expired and processed offers with their reason, and leaves the cart alone', async () => {
    await emptyCart(taker.token);
    const expired = await take(taker.token, await makeOffer({ validUntil: '2020-01-31' }));
    expect(expired.status).toBe(409);
    expect(errorCodes(expired.json)).toEqual(['B2B__OFFER_EXPIRED']);
    const processed = await take(taker.token, await makeOffer({ status: 'processed' }));
    expect(errorCodes(processed.json)).toEqual(['B2B__OFFER_NOT_OPEN']);
    expect((await getCart(taker.token)).lineItems).toHaveLength(0);
    const detail = await call(
      'GET',
      `/b2b/offer/history/detail?offerNumber=${await makeOffer({ validUntil: '2020-01-31' })}`,
      {
        token: taker.token,
      },
    );
    expect(detail.json.refusal).toBe('B2B__OFFER_EXPIRED');
  });

  it('needs both rights, and another company does not find the offer', async () => {
    const number = await makeOffer();
    const answers = await Promise.all([
      take(noOrders.token, number),
      take(noHistory.token, number),
      take(otherLead, number),
      call('POST', `/b2b/offer/${number}/cart`),
    ]);
    expect(answers.map((r) => r.status)).toEqual([403, 403, 404, 401]);
    const [offer] = await sql(`select status, accepted_at from offer where offer_number = '${number}'`);
    expect(offer).toEqual({ status: 'open', accepted_at: null });
  });
});
