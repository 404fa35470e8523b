import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart, Order } from '../../../src/api/cart-types.ts';
import { trackBeginCheckout, trackPurchase, trackViewCart } from '../../../src/client/analytics-cart.ts';

let dataLayer: Record<string, unknown>[];
beforeEach(() => {
  dataLayer = [];
  vi.stubGlobal('window', { dataLayer });
});
afterEach(() => vi.unstubAllGlobals());

const cart = {
  lineItems: [
    {
      type: 'product',
      referencedId: 'p1',
      sku: 'IM-1',
      label: 'Kabel',
      quantity: 2,
      price: { unitPrice: 1.5 },
      payload: { 'article-float-qty': 2.5 },
    },
    {
      type: 'product',
      referencedId: 'p2',
      sku: 'IM-2',
      label: 'Lager',
      quantity: 3,
      price: { unitPrice: 10.001 },
      payload: {},
    },
    {
      type: 'promotion',
      referencedId: 'WELKOM5',
      sku: null,
      label: 'Welkom',
      quantity: 1,
      price: null,
      payload: {},
    },
  ],
} as unknown as Cart;

describe('GA4 ecommerce events of the cart and checkout', () => {
  it('view_cart and begin_checkout list the product lines with their (fractional) quantities', () => {
    trackViewCart(cart);
    trackBeginCheckout(cart);
    const [, view, , begin] = dataLayer;
    expect(dataLayer[0]).toEqual({ ecommerce: null });
    expect(view).toEqual({
      event: 'view_cart',
      ecommerce: {
        currency: 'EUR',
        value: 33.753,
        items: [
          { item_id: 'IM-1', item_name: 'Kabel', price: 1.5, quantity: 2.5 },
          { item_id: 'IM-2', item_name: 'Lager', price: 10.001, quantity: 3 },
        ],
      },
    });
    expect(begin).toMatchObject({ event: 'begin_checkout', ecommerce: { value: 33.753 } });
  });

  it('purchase carries the order number, net value without shipping, VAT and shipping', () => {
    trackPurchase({
      orderNumber: '10042',
      amountNet: 112.5,
      amountTotal: 136.125,
      shippingTotal: 12.5,
      lineItems: [{ articleNumber: 'IM-2', name: 'Lager', unitPrice: 10, quantity: 10 }],
    } as Order);
    expect(dataLayer[1]).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '10042',
        currency: 'EUR',
        value: 100,
        tax: 23.625,
        shipping: 12.5,
        items: [{ item_id: 'IM-2', item_name: 'Lager', price: 10, quantity: 10 }],
      },
    });
  });
});
