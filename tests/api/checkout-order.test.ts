import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/api/cart-types.ts';
import { stableId } from '../../src/shared/ids.ts';
import { shopToday } from '../../src/shared/time-zone.ts';
import {
  addDays,
  addItems,
  addProduct,
  type CatalogProduct,
  cartState,
  cartWorth,
  customerIdOf,
  emptyCart,
  getCart,
  type MailRow,
  milli,
  nextWeekday,
  type OrderLineRow,
  type OrderRow,
  orderable,
  orderOf,
  placeOrder,
  productFor,
  simple,
  tableRows,
} from './cart-helpers.ts';
import { call, errorCodes, loginAs } from './client.ts';

// §4 checkout and §7 POST /checkout/order: the order is written once with its lines, references and
// addresses, the cart is emptied, the confirmation mail goes to the outbox; retries are idempotent.

let lead: string;
let leadId: string;
let leadEmail: string;
let products: CatalogProduct[];
let plain: CatalogProduct[];

beforeAll(async () => {
  lead = await loginAs('demo.lead');
  leadId = await customerIdOf(lead);
  leadEmail = (await call('GET', '/account/customer', { token: lead })).json.email;
  products = await orderable(lead);
  // Cheap whole-unit articles keep the company's invoice orders far below its credit limit.
  plain = products.filter((p) => simple(p) && (p.calculatedPrice?.unitPrice ?? 0) < 80);
  expect(plain.length).toBeGreaterThan(20);
});

const mailsOf = async (orderNumber: string) =>
  (await tableRows<MailRow>('mail_outbox')).filter((m) => m.subject.endsWith(` ${orderNumber}`));
const ordersWithKey = async (key: string) =>
  (await tableRows<OrderRow>('customer_order')).filter(
    (o) => o.customer_id === leadId && o.idempotency_key === key,
  );
const HAVEN_REFERENCE_ID = stableId('order-reference:100001:project-haven');

describe('placing an order', () => {
  it('writes the order with lines, reference, suffix, file number and remark; empties the cart; mails once', async () => {
    await emptyCart(lead);
    const [a, b] = plain as [CatalogProduct, CatalogProduct];
    await addItems(lead, [
      {
        type: 'product',
        referencedId: a.id,
        quantity: 2,
        payload: { customFields: { order_detail_text: 'Voor lijn 3' } },
      },
      { type: 'product', referencedId: b.id, quantity: 1 },
    ]);
    const assigned = await call('PUT', `/b2b/order-reference/cart/${HAVEN_REFERENCE_ID}`, { token: lead });
    expect(assigned.status).toBe(200);
    expect(assigned.json.extensions['order-reference-id']).toEqual({ orderReferenceId: HAVEN_REFERENCE_ID });
    // This reference has no budget (the budgeted one is spent in orders-reference.test.ts).
    expect(assigned.json.extensions.orderReferenceBudget).toBeNull();
    const addresses = (await call('POST', '/account/list-address', { token: lead })).json.elements;
    const address = addresses[addresses.length - 1];
    const before = await getCart(lead);
    const wednesday = nextWeekday(3);

    const res = await placeOrder(
      lead,
      {
        shippingOption: 'delivery',
        shippingMethod: 'separate',
        shippingDate: wednesday,
        addressId: address.id,
        paymentMethod: 'invoice',
        orderReferenceSuffix: 'week 12',
        fileNumber: 'DOS-2026-042',
        customerComment: 'Leveren aan poort 3',
      },
      `place-${Date.now()}`,
    );
    expect(res.status, res.text).toBe(200);
    const order: Order = res.json;
    expect(order).toMatchObject({
      apiAlias: 'order',
      status: 'open',
      orderReferenceId: HAVEN_REFERENCE_ID,
      orderReference: 'Project Haven Zwijndrecht',
      orderReferenceSuffix: 'week 12',
      fileNumber: 'DOS-2026-042',
      customerComment: 'Leveren aan poort 3',
      shippingOption: 'delivery',
      shippingMethod: 'separate',
      shippingDate: wednesday,
      paymentMethod: 'invoice',
      pickupLocation: null,
      amountNet: before.price.netPrice,
      amountTotal: before.price.totalPrice,
      approvalReason: null,
    });
    expect(order.orderNumber).toMatch(/^\d+$/);
    expect(order.deliveryAddress).toMatchObject({
      street: address.street,
      zipcode: address.zipcode,
      city: address.city,
    });
    expect(order.billingAddress).not.toBeNull();
    expect(order.lineItems.map((l) => [l.productId, l.articleNumber, l.quantity, l.comment])).toEqual([
      [a.id, a.productNumber, 2, 'Voor lijn 3'],
      [b.id, b.productNumber, 1, null],
    ]);
    for (const line of order.lineItems) {
      const cartLine = before.lineItems.find((l) => l.referencedId === line.productId);
      expect(line.unitPrice).toBe(cartLine?.price?.unitPrice);
      expect(line.totalPrice).toBe(cartLine?.price?.totalPrice);
    }

    const after = await getCart(lead);
    expect(after.lineItems).toEqual([]);
    expect(after.extensions['order-reference-id'].orderReferenceId).toBeNull();
    expect(await orderOf(lead, order.id)).toEqual(order);

    const [row, ...more] = (await tableRows<OrderRow>('customer_order')).filter((o) => o.id === order.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      status: 'open',
      customer_id: leadId,
      order_reference_id: HAVEN_REFERENCE_ID,
    });
    expect(Number(row?.amount_net)).toBe(milli(order.amountNet));
    const lines = (await tableRows<OrderLineRow>('order_line_item')).filter((l) => l.order_id === order.id);
    expect(lines.map((l) => [l.product_id, Number(l.quantity_milli), l.comment])).toEqual([
      [a.id, 2000, 'Voor lijn 3'],
      [b.id, 1000, null],
    ]);

    const mails = await mailsOf(order.orderNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: leadEmail, template: 'order-confirmation' });
    expect(mails[0]?.text).toContain(a.productNumber);
    // Signed with the headquarters of the sales channel's contact data (the shop's one phone).
    expect(mails[0]?.text).toMatch(
      /\n-- \nIndumex Antwerpen · Noorderlaan 120 · 2030 Antwerpen · \+32 3 450 12 34$/,
    );
  });

  it("is never readable by another company's user", async () => {
    await cartWorth(lead, productFor(plain, 20, 99), 20, 99);
    const placed = await placeOrder(lead, { paymentMethod: 'prepayment' });
    expect(placed.status).toBe(200);
    const other = await loginAs('other.lead');
    const peek = await call('GET', `/b2b/order/${placed.json.id}`, { token: other });
    expect(peek.status).toBe(404);
    expect(JSON.stringify(peek.json)).not.toContain(placed.json.orderNumber);
    expect((await call('GET', `/b2b/order/${placed.json.id}`)).status).toBe(401);
    expect((await call('GET', '/b2b/order/not-an-id', { token: lead })).status).toBe(400);
  });

  it('is readable by a colleague only with the company-wide order history', async () => {
    await cartWorth(lead, productFor(plain, 20, 99), 20, 99);
    const placed = await placeOrder(lead, { paymentMethod: 'prepayment' });
    expect(placed.status).toBe(200);
    const peek = await call('GET', `/b2b/order/${placed.json.id}`, { token: await loginAs('demo.viewer') });
    expect(peek.status).toBe(404);
    expect(JSON.stringify(peek.json)).not.toContain(placed.json.orderNumber);
  });

  it('refuses an empty cart', async () => {
    await emptyCart(lead);
    const res = await placeOrder(lead, {});
    expect(res.status).toBe(400);
    expect(errorCodes(res.json)).toEqual(['CHECKOUT__CART_EMPTY']);
  });
});

describe('Idempotency-Key', () => {
  it('returns the first order for a retry with the same key, without a second mail; refuses the key for a new cart', async () => {
    const [p, q] = plain.slice(3) as [CatalogProduct, CatalogProduct];
    await emptyCart(lead);
    await addProduct(lead, p.id, 1);
    const key = `retry-${Date.now()}`;
    const first = await placeOrder(lead, { paymentMethod: 'prepayment' }, key);
    expect(first.status).toBe(200);
    const retry = await placeOrder(lead, { paymentMethod: 'prepayment' }, key);
    expect(retry.status).toBe(200);
    expect(retry.json).toEqual(first.json);
    // Issue 26: the same key with another cart is not a retry (422), and the new cart stays as it is.
    const fresh = await addProduct(lead, q.id, 2);
    const again = await placeOrder(lead, { paymentMethod: 'prepayment' }, key);
    expect(again.status).toBe(422);
    expect(errorCodes(again.json)).toEqual(['CHECKOUT__IDEMPOTENCY_KEY_REUSED']);
    expect(cartState(await getCart(lead))).toEqual(cartState(fresh));
    expect(await ordersWithKey(key)).toHaveLength(1);
    expect(await mailsOf(first.json.orderNumber)).toHaveLength(1);

    const other = await placeOrder(lead, { paymentMethod: 'prepayment' }, `${key}-b`);
    expect(other.status).toBe(200);
    expect(other.json.id).not.toBe(first.json.id);
    expect(other.json.lineItems.map((l: { productId: string }) => l.productId)).toEqual([q.id]);
  });

  it('creates exactly one order from 10 parallel requests with the same key', async () => {
    await emptyCart(lead);
    const [p, q] = plain.slice(5) as [CatalogProduct, CatalogProduct];
    await addProduct(lead, p.id, 2);
    await addProduct(lead, q.id, 1);
    const key = `parallel-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(lead, { paymentMethod: 'prepayment' }, key)),
    );
    for (const res of answers) expect(res.status, res.text).toBe(200);
    const ids = new Set(answers.map((r) => r.json.id));
    expect(ids.size).toBe(1);
    const rows = await ordersWithKey(key);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(answers[0]?.json.id);
    expect(answers[0]?.json.lineItems).toHaveLength(2);
    expect(await mailsOf(answers[0]?.json.orderNumber)).toHaveLength(1);
    expect((await getCart(lead)).lineItems).toEqual([]);
  });
});

describe('checkout fields', () => {
  it('refuses today, Saturdays, Sundays and past days as shipping date, and keeps the cart', async () => {
    await cartWorth(lead, productFor(plain, 20, 99, [plain[0]?.id as string]), 20, 99);
    const before = cartState(await getCart(lead));
    const today = shopToday();
    for (const day of [today, nextWeekday(6), nextWeekday(0), addDays(today, -1), addDays(today, -30)]) {
      const res = await placeOrder(lead, { shippingDate: day });
      expect(res.status, day).toBe(400);
      expect(errorCodes(res.json)).toEqual(['VIOLATION::INVALID_SHIPPING_DATE']);
      expect(res.json.errors[0].source).toEqual({ pointer: '/shippingDate' });
    }
    expect(cartState(await getCart(lead))).toEqual(before);
    // The next weekday is fine.
    const monday = nextWeekday(1);
    const ok = await placeOrder(lead, { shippingDate: monday, paymentMethod: 'prepayment' });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.shippingDate).toBe(monday);
  });

  it('needs a known pickup location for pickup, and charges no shipping then', async () => {
    const cart = await cartWorth(lead, productFor(plain, 120, 200), 120, 200);
    expect(cart.deliveries[0]?.shippingCosts.totalPrice).toBe(12.5);
    const before = cartState(cart);
    const missing = await placeOrder(lead, { shippingOption: 'pickup' });
    expect(missing.status).toBe(400);
    expect(errorCodes(missing.json)).toEqual(['VIOLATION::IS_BLANK']);
    expect(missing.json.errors[0].source).toEqual({ pointer: '/pickupLocationId' });
    const unknown = await placeOrder(lead, {
      shippingOption: 'pickup',
      pickupLocationId: '0190a1b2-0000-7000-8000-0000000000aa',
    });
    expect(unknown.status).toBe(400);
    expect(errorCodes(unknown.json)).toEqual(['VIOLATION::INVALID_VALUE']);
    expect(cartState(await getCart(lead))).toEqual(before);

    const locations = (await call('GET', '/b2b/pickup-locations', { token: lead })).json.elements;
    expect(locations.length).toBeGreaterThan(0);
    const res = await placeOrder(lead, {
      shippingOption: 'pickup',
      pickupLocationId: locations[1].id,
      paymentMethod: 'prepayment',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      shippingOption: 'pickup',
      pickupLocation: locations[1],
      deliveryAddress: null,
      shippingTotal: 0,
      amountNet: cart.price.positionPrice,
    });
    // The order's detail in the account names the branch with its address (issue 27).
    const detail = await call('GET', `/b2b/sw/order/history/detail?orderNumber=${res.json.orderNumber}`, {
      token: lead,
    });
    expect(detail.status, detail.text).toBe(200);
    expect(detail.json).toMatchObject({ deliveryAddress: null, pickupLocation: locations[1] });
  });
});
