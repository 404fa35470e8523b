import { beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../src/api/cart-types.ts';
import { DEMO_REFERENCE_ID } from '../../src/server/seed/checkout.ts';
import {
  addItems,
  addProduct,
  type CatalogProduct,
  cartState,
  cartWorth,
  emptyCart,
  getCart,
  goodsOf,
  milli,
  orderable,
  placeOrder,
  productFor,
  simple,
  unitPrice,
} from './cart-helpers.ts';
import { call, errorCodes, loginAs } from './client.ts';

// Shopware 6's cart calls and shapes (§7), the cart's price (§3, §9) and who may see and change a cart (§6).

let lead: string;
let products: CatalogProduct[];
beforeAll(async () => {
  lead = await loginAs('demo.lead');
  products = await orderable(lead);
  expect(products.length).toBeGreaterThan(50);
});

/** The VAT the server must charge: 21 % of each taxed base, to the cent (all test articles are 21 %). */
function expectVat(cart: Cart) {
  const taxes = cart.price.calculatedTaxes;
  const tax = taxes.reduce((sum, t) => sum + milli(t.tax), 0);
  for (const t of taxes) {
    expect(t.taxRate).toBe(21);
    expect(milli(t.tax)).toBe(Math.round((milli(t.price) * 21) / 1000) * 10);
  }
  // The taxed bases add up to the net amount (lines after discount, extra cost, shipping).
  const bases = taxes.reduce((sum, t) => sum + milli(t.price), 0);
  expect(bases).toBe(milli(cart.price.netPrice));
  expect(milli(cart.price.totalPrice)).toBe(milli(cart.price.netPrice) + tax);
}

describe('Shopware cart shapes', () => {
  it('gives anonymous visitors an empty cart', async () => {
    const res = await call('GET', '/checkout/cart');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      apiAlias: 'cart',
      name: 'b2b-cart',
      lineItems: [],
      productCount: 0,
      errors: {},
      price: { netPrice: 0, totalPrice: 0, positionPrice: 0, calculatedTaxes: [] },
    });
    expect(res.json.deliveries[0].shippingCosts.totalPrice).toBe(0);
    expect(res.json.extensions.orderFlowBudget).toBeNull();
  });

  it('adds by referencedId and by sku, sums a product added twice, patches quantity and comment, deletes', async () => {
    await emptyCart(lead);
    const [a, b] = products.filter(simple) as [CatalogProduct, CatalogProduct];
    const byId = await addProduct(lead, a.id, 2);
    expect(byId.lineItems).toHaveLength(1);
    const line = byId.lineItems[0];
    expect(line).toMatchObject({
      apiAlias: 'cart_line_item',
      type: 'product',
      referencedId: a.id,
      sku: a.productNumber,
      quantity: 2,
      good: true,
      removable: true,
      stackable: true,
      price: { unitPrice: unitPrice(a), quantity: 2 },
      quantityInformation: { minPurchase: 1, purchaseSteps: 1 },
      payload: { productNumber: a.productNumber, 'article-float-qty': 2 },
    });
    // Quantity × unit price, rounded to the cent (issue 26).
    expect(milli(line?.price?.totalPrice ?? 0)).toBe(Math.round((milli(unitPrice(a)) * 2) / 10) * 10);

    const bySku = await addItems(lead, [{ type: 'product', sku: b.productNumber }]);
    expect(bySku.status).toBe(200);
    expect(bySku.json.productCount).toBe(2);
    const bLine = bySku.json.lineItems.find((l: { referencedId: string }) => l.referencedId === b.id);
    expect(bLine).toMatchObject({ sku: b.productNumber, quantity: 1 });

    const again = await addProduct(lead, a.id, 3);
    expect(again.lineItems.find((l) => l.referencedId === a.id)?.quantity).toBe(5);
    expect(again.lineItems).toHaveLength(2);

    const patched = await call('PATCH', '/checkout/cart/line-item', {
      token: lead,
      body: {
        items: [
          { id: line?.id, quantity: 4, payload: { customFields: { order_detail_text: 'Voor machine 7' } } },
        ],
      },
    });
    expect(patched.status).toBe(200);
    const patchedLine = patched.json.lineItems.find((l: { id: string }) => l.id === line?.id);
    expect(patchedLine.quantity).toBe(4);
    expect(patchedLine.payload.customFields).toEqual({ order_detail_text: 'Voor machine 7' });
    // The comment survives a quantity-only change and is stored, not echoed.
    await call('PATCH', '/checkout/cart/line-item', {
      token: lead,
      body: { items: [{ id: line?.id, quantity: 3 }] },
    });
    const read = await getCart(lead);
    const readLine = read.lineItems.find((l) => l.id === line?.id);
    expect(readLine?.quantity).toBe(3);
    expect(readLine?.payload.customFields?.order_detail_text).toBe('Voor machine 7');

    const deleted = await call('POST', '/checkout/cart/line-item/delete', {
      token: lead,
      body: { ids: [line?.id] },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.json.lineItems.map((l: { referencedId: string }) => l.referencedId)).toEqual([b.id]);

    const cleared = await call('DELETE', '/checkout/cart', { token: lead });
    expect(cleared.status).toBe(204);
    expect(cleared.text).toBe('');
    expect((await getCart(lead)).lineItems).toEqual([]);
  });

  it('applies the promotion code WELKOM5 (5 %) once; an unknown code is a 404 and changes nothing', async () => {
    const p = productFor(products, 300, 450);
    const cart = await cartWorth(lead, p, 300, 450);
    const goods = milli(goodsOf(cart));
    const res = await addItems(lead, [{ type: 'promotion', referencedId: 'welkom5' }]);
    expect(res.status).toBe(200);
    const promoted: Cart = res.json;
    const promo = promoted.lineItems.find((l) => l.type === 'promotion');
    expect(promo).toMatchObject({
      referencedId: 'WELKOM5',
      payload: { code: 'WELKOM5', discountPercent: 5 },
    });
    expect(promoted.productCount).toBe(1);
    expect(milli(promoted.price.positionPrice)).toBe(goods - Math.round((goods * 0.05) / 10) * 10);
    expectVat(promoted);

    const twice = await addItems(lead, [{ type: 'promotion', referencedId: 'WELKOM5' }]);
    expect(twice.json.lineItems.filter((l: { type: string }) => l.type === 'promotion')).toHaveLength(1);

    const before = cartState(await getCart(lead));
    const unknown = await addItems(lead, [{ type: 'promotion', referencedId: 'GRATIS100' }]);
    expect(unknown.status).toBe(404);
    expect(errorCodes(unknown.json)).toEqual(['B2B__PROMOTION_NOT_FOUND']);
    expect(cartState(await getCart(lead))).toEqual(before);
  });

  it('adds the extra cost below the minimum order value (a warning, not blocking) and shipping below 250 EUR', async () => {
    const cheap = productFor(products, 10, 60);
    const small = await cartWorth(lead, cheap, 10, 60);
    const goods = milli(goodsOf(small));
    expect(small.errors['b2b-cart-underMinimumValue']).toMatchObject({
      messageKey: 'b2b-cart-underMinimumValue',
      level: 10,
      block: false,
      parameters: { minimumValue: 100, additionalCost: 15 },
    });
    expect(small.extensions.minimumCartValue).toEqual({
      additionalCost: 15,
      minimumValue: 100,
      applies: true,
    });
    expect(small.deliveries[0]?.shippingCosts.totalPrice).toBe(12.5);
    expect(milli(small.price.netPrice)).toBe(goods + 15_000 + 12_500);
    expect(milli(small.extensions.freeShipping.missing)).toBe(250_000 - goods);
    expectVat(small);

    const middle = await cartWorth(lead, productFor(products, 120, 200), 120, 200);
    expect(middle.errors['b2b-cart-underMinimumValue']).toBeUndefined();
    expect(middle.extensions.minimumCartValue.applies).toBe(false);
    expect(middle.deliveries[0]?.shippingCosts.totalPrice).toBe(12.5);
    expect(milli(middle.price.netPrice)).toBe(milli(goodsOf(middle)) + 12_500);
    expectVat(middle);
  });

  it('ships free from 250 EUR of goods after the discount', async () => {
    const big = await cartWorth(lead, productFor(products, 260, 400), 260, 400);
    expect(big.deliveries[0]?.shippingCosts.totalPrice).toBe(0);
    expect(big.extensions.freeShipping).toEqual({ limit: 250, missing: 0 });
    expect(big.price.netPrice).toBe(goodsOf(big));
    expectVat(big);

    // 250 to 263 EUR of goods drop below the limit with 5 % off: shipping is charged again.
    const edge = await cartWorth(lead, productFor(products, 251, 262), 251, 262);
    expect(edge.deliveries[0]?.shippingCosts.totalPrice).toBe(0);
    const promoted = await addItems(lead, [{ type: 'promotion', referencedId: 'WELKOM5' }]);
    expect(promoted.json.price.positionPrice).toBeLessThan(250);
    expect(promoted.json.deliveries[0].shippingCosts.totalPrice).toBe(12.5);
    expectVat(promoted.json);
  });
});

describe('the cart belongs to the customer', () => {
  it('is the same for two logins of one user, and survives logout and login', async () => {
    const first = await loginAs('demo.buyer');
    const second = await loginAs('demo.buyer');
    expect(second).not.toBe(first);
    await emptyCart(first);
    const p = products.filter(simple)[3] as CatalogProduct;
    await addProduct(first, p.id, 2);
    const seen = await getCart(second);
    expect(seen.lineItems.map((l) => [l.referencedId, l.quantity])).toEqual([[p.id, 2]]);

    const changed = await call('PATCH', '/checkout/cart/line-item', {
      token: second,
      body: { items: [{ id: seen.lineItems[0]?.id, quantity: 3 }] },
    });
    expect(changed.status).toBe(200);
    expect((await getCart(first)).lineItems[0]?.quantity).toBe(3);

    const out = await call('POST', '/account/logout', { token: first });
    expect(out.status).toBe(200);
    expect((await getCart(first)).lineItems).toEqual([]);
    const back = await loginAs('demo.buyer');
    expect((await getCart(back)).lineItems.map((l) => [l.referencedId, l.quantity])).toEqual([[p.id, 3]]);
    await emptyCart(back);
  });
});

describe('rights', () => {
  let viewer: string;
  let other: string;
  beforeAll(async () => {
    [viewer, other] = await Promise.all([loginAs('demo.viewer'), loginAs('other.lead')]);
  });

  it('refuses every cart write and the order to demo.viewer (no PLACE_ORDERS)', async () => {
    const p = products[0] as CatalogProduct;
    const before = cartState(await getCart(viewer));
    const writes = [
      await addItems(viewer, [{ type: 'product', referencedId: p.id, quantity: 1 }]),
      await call('DELETE', '/checkout/cart', { token: viewer }),
      await call('POST', '/b2b/quick-order', { token: viewer, body: { csv: `${p.productNumber};1` } }),
      await placeOrder(viewer),
    ];
    for (const res of writes) {
      expect(res.status, res.text).toBe(403);
      expect(errorCodes(res.json)).toEqual(['B2B__MISSING_RIGHT']);
    }
    expect(cartState(await getCart(viewer))).toEqual(before);
  });

  it('refuses every write to anonymous visitors', async () => {
    const p = products[0] as CatalogProduct;
    const id = '0190a1b2-0000-7000-8000-000000000001';
    const writes = [
      await addItems('', [{ type: 'product', referencedId: p.id, quantity: 1 }]),
      await call('PATCH', '/checkout/cart/line-item', { body: { items: [{ id, quantity: 2 }] } }),
      await call('POST', '/checkout/cart/line-item/delete', { body: { ids: [id] } }),
      await call('DELETE', '/checkout/cart'),
      await call('POST', '/b2b/quick-order', { body: { csv: `${p.productNumber};1` } }),
      await call('PUT', `/b2b/order-reference/cart/${DEMO_REFERENCE_ID}`),
      await call('POST', '/checkout/order', { body: {} }),
    ];
    for (const res of writes) {
      expect(res.status, res.text).toBe(401);
      expect(errorCodes(res.json)).toEqual(['CHECKOUT__CUSTOMER_NOT_LOGGED_IN']);
    }
  });

  it("never shows or changes demo.lead's cart to another company's lead buyer", async () => {
    await emptyCart(lead);
    const [a, b] = products.filter(simple).slice(5) as [CatalogProduct, CatalogProduct];
    await addProduct(lead, a.id, 2);
    const mine = await addProduct(lead, b.id, 1);
    const before = cartState(mine);
    const ids = mine.lineItems.map((l) => l.id);

    const theirs = await getCart(other);
    expect(theirs.lineItems.some((l) => ids.includes(l.id))).toBe(false);

    const patch = await call('PATCH', '/checkout/cart/line-item', {
      token: other,
      body: { items: [{ id: ids[0], quantity: 1, payload: { customFields: { order_detail_text: 'x' } } }] },
    });
    expect(patch.status).toBe(404);
    expect(errorCodes(patch.json)).toEqual(['CHECKOUT__CART_LINE_ITEM_NOT_FOUND']);
    const remove = await call('POST', '/checkout/cart/line-item/delete', { token: other, body: { ids } });
    expect(remove.status).toBe(404);
    const legacy = await call('DELETE', `/checkout/cart/line-item?ids[]=${ids[0]}`, { token: other });
    expect(legacy.status).toBe(404);
    const reference = await call('PUT', `/b2b/order-reference/cart/${DEMO_REFERENCE_ID}`, { token: other });
    expect(reference.status).toBe(404);
    // Emptying their own cart never touches another one.
    expect((await call('DELETE', '/checkout/cart', { token: other })).status).toBe(204);

    expect(cartState(await getCart(lead))).toEqual(before);
  });
});
