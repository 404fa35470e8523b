import { expect, inject } from 'vitest';
import type { Cart, Order } from '../../src/api/cart-types.ts';
import { shopToday } from '../../src/shared/time-zone.ts';
import { call } from './client.ts';
import { rows } from './inspect.ts';

// Shared by the cart, checkout and order suites (tests/api/cart*, checkout*, orders*). Every suite
// shares one database with the others: each test empties the cart it uses first, and only the budget
// suite spends demo.buyer's flow budget.

export interface CatalogProduct {
  id: string;
  productNumber: string;
  ean: string | null;
  unit: { shortCode: string };
  minPurchase: number;
  maxPurchase: number | null;
  purchaseSteps: number;
  availableStock: number | null;
  childCount: number;
  calculatedPrice: { unitPrice: number } | null;
  /** Days until delivery; null without a delivery time (then no backorder). */
  leadTime: string | null;
}

const INCLUDES = {
  product: [
    'id',
    'productNumber',
    'ean',
    'unit',
    'minPurchase',
    'maxPurchase',
    'purchaseSteps',
    'availableStock',
    'childCount',
    'calculatedPrice',
    'leadTime',
  ],
  calculated_price: ['unitPrice'],
};

/** Every active product of the test seed as the customer of `token` sees it (POST /product with includes). */
export async function catalog(token: string): Promise<CatalogProduct[]> {
  const out: CatalogProduct[] = [];
  for (let page = 1; ; page++) {
    const res = await call('POST', '/product', {
      token,
      body: { page, limit: 100, includes: INCLUDES, 'total-count-mode': 'exact' },
    });
    expect(res.status).toBe(200);
    out.push(...res.json.elements);
    if (res.json.elements.length < 100) return out;
  }
}

/** Products the customer can put into a cart: priced for them, not a variant parent, in stock. */
export const isOrderable = (p: CatalogProduct) =>
  p.calculatedPrice !== null && p.childCount === 0 && (p.availableStock ?? 0) > 0;

export async function orderable(token: string): Promise<CatalogProduct[]> {
  return (await catalog(token)).filter(isOrderable);
}

/** Whole-unit articles sold one by one: the easiest to reason about. */
export const simple = (p: CatalogProduct) =>
  isOrderable(p) && p.minPurchase === 1 && p.purchaseSteps === 1 && p.maxPurchase === null;

export const unitPrice = (p: CatalogProduct) => p.calculatedPrice?.unitPrice ?? 0;

/** The most a product line can hold: its stock and maximum, on its step grid. */
export function maxQuantity(p: CatalogProduct): number {
  const cap = Math.min(p.availableStock ?? 0, p.maxPurchase ?? Number.POSITIVE_INFINITY);
  return cap < p.minPurchase
    ? 0
    : p.minPurchase + Math.floor((cap - p.minPurchase) / p.purchaseSteps) * p.purchaseSteps;
}

export const getCart = async (token?: string): Promise<Cart> => {
  const res = await call('GET', '/checkout/cart', { token });
  expect(res.status).toBe(200);
  return res.json;
};

export async function emptyCart(token: string) {
  const res = await call('DELETE', '/checkout/cart', { token });
  expect(res.status).toBe(204);
}

export const addItems = (token: string, items: unknown[]) =>
  call('POST', '/checkout/cart/line-item', { token, body: { items } });

export async function addProduct(token: string, referencedId: string, quantity?: number): Promise<Cart> {
  const res = await addItems(token, [{ type: 'product', referencedId, quantity }]);
  expect(res.status, res.text).toBe(200);
  return res.json;
}

/** What a cart holds, for before/after comparisons: lines, quantities, comments, totals, reference. */
export function cartState(cart: Cart) {
  return {
    lines: cart.lineItems
      .map((l) => ({
        id: l.id,
        type: l.type,
        referencedId: l.referencedId,
        quantity: l.payload['article-float-qty'] ?? l.quantity,
        comment: l.payload.customFields?.order_detail_text ?? null,
      }))
      .sort((a, b) => a.id.localeCompare(b.id)),
    net: cart.price.netPrice,
    gross: cart.price.totalPrice,
    orderReferenceId: cart.extensions['order-reference-id'].orderReferenceId,
  };
}

/** Net amount of the goods after the discount: what the minimum value and free shipping look at. */
export const goodsOf = (cart: Cart) => cart.price.positionPrice;

/**
 * Puts one line of `p` into an empty cart whose goods are worth between `min` and `max` euros (when
 * the step grid and stock allow), and returns the cart.
 */
export async function cartWorth(token: string, p: CatalogProduct, min: number, max: number): Promise<Cart> {
  const price = unitPrice(p);
  let steps = Math.max(0, Math.ceil((min / price - p.minPurchase) / p.purchaseSteps));
  let quantity = p.minPurchase + steps * p.purchaseSteps;
  expect(quantity, `${p.productNumber} cannot reach ${min} EUR`).toBeLessThanOrEqual(maxQuantity(p));
  await emptyCart(token);
  let cart = await addProduct(token, p.id, quantity);
  // Prices are rounded to thousandths per line: step down once when rounding overshoots.
  while (goodsOf(cart) > max && steps > 0) {
    steps -= 1;
    quantity = p.minPurchase + steps * p.purchaseSteps;
    cart = await patchQuantity(token, cart.lineItems[0]?.id as string, quantity);
  }
  expect(goodsOf(cart)).toBeGreaterThanOrEqual(min);
  expect(goodsOf(cart)).toBeLessThanOrEqual(max);
  return cart;
}

export async function patchQuantity(token: string, id: string, quantity: number): Promise<Cart> {
  const res = await call('PATCH', '/checkout/cart/line-item', { token, body: { items: [{ id, quantity }] } });
  expect(res.status, res.text).toBe(200);
  return res.json;
}

/** A product whose single line can be worth between min and max euros. */
export function productFor(products: CatalogProduct[], min: number, max: number, exclude: string[] = []) {
  const found = products.find((p) => {
    if (!simple(p) || exclude.includes(p.id)) return false;
    const price = unitPrice(p);
    const quantity = Math.max(1, Math.ceil(min / price));
    return price * quantity <= max && quantity <= maxQuantity(p);
  });
  expect(found, `no product for a ${min}–${max} EUR line in the test seed`).toBeDefined();
  return found as CatalogProduct;
}

export const placeOrder = (token: string, body: Record<string, unknown> = {}, key?: string) =>
  call('POST', '/checkout/order', {
    token,
    body,
    headers: key ? { 'idempotency-key': key } : undefined,
  });

export async function orderOf(token: string, id: string): Promise<Order> {
  const res = await call('GET', `/b2b/order/${id}`, { token });
  expect(res.status).toBe(200);
  return res.json;
}

export async function customerIdOf(token: string): Promise<string> {
  const res = await call('GET', '/account/customer', { token });
  expect(res.status).toBe(200);
  return res.json.id;
}

export interface OrderRow {
  id: string;
  order_number: string;
  customer_id: string | null;
  status: string;
  idempotency_key: string | null;
  order_reference_id: string | null;
  amount_net: number | string;
  created_at: string;
}
export interface OrderLineRow {
  id: string;
  order_id: string;
  product_id: string | null;
  quantity_milli: number | string;
  comment: string | null;
}
export interface MailRow {
  to: string;
  subject: string;
  text: string;
  template: string;
}

/** Rows of the database behind the API under test (tests/api/inspect.ts). */
export const tableRows = <T>(table: string) => rows<T>(inject('baseUrl'), table);

/** The first day after the shop's today with the given weekday (0 Sunday … 6 Saturday). */
export function nextWeekday(weekday: number, from = shopToday()): string {
  const day = new Date(`${from}T12:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() !== weekday);
  return day.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const day = new Date(`${iso}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Money compares to the thousandth (the API's precision). */
export const milli = (euros: number) => Math.round(euros * 1000);
