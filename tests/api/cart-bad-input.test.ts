import { beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../src/api/cart-types.ts';
import {
  addItems,
  addProduct,
  type CatalogProduct,
  cartState,
  catalog,
  emptyCart,
  getCart,
  isOrderable,
  maxQuantity,
  placeOrder,
  simple,
} from './cart-helpers.ts';
import { call, errorCodes, loginAs } from './client.ts';

// §5/§8: bad input to every cart route answers 4xx in Shopware's error envelope and changes nothing.

let lead: string;
let all: CatalogProduct[];
let plain: CatalogProduct;
let stepped: CatalogProduct;
let cart: Cart;

beforeAll(async () => {
  lead = await loginAs('demo.lead');
  all = await catalog(lead);
  plain = all.find(
    (p) => simple(p) && !['M', 'KG', 'L'].includes(p.unit.shortCode) && (p.availableStock ?? 0) >= 5,
  ) as CatalogProduct;
  // The 300-article test seed has articles sold in steps of 5 and 10 (minimum = step).
  stepped = all.find(
    (p) =>
      isOrderable(p) &&
      p.purchaseSteps > 1 &&
      p.unit.shortCode !== 'M' &&
      maxQuantity(p) >= 2 * p.minPurchase,
  ) as CatalogProduct;
  expect(plain).toBeDefined();
  expect(stepped).toBeDefined();
});

/** A cart of two lines (one with a comment) and the promotion, rebuilt before every case. */
async function baseCart() {
  await emptyCart(lead);
  await addItems(lead, [
    {
      type: 'product',
      referencedId: plain.id,
      quantity: 2,
      payload: { customFields: { order_detail_text: 'Niet wijzigen' } },
    },
    { type: 'product', referencedId: stepped.id, quantity: stepped.minPurchase },
    { type: 'promotion', referencedId: 'WELKOM5' },
  ]);
  cart = await getCart(lead);
  expect(cart.lineItems).toHaveLength(3);
  return cart;
}

const lineOf = (p: CatalogProduct) => cart.lineItems.find((l) => l.referencedId === p.id)?.id as string;

/** The answer is a 4xx in the envelope with the expected first code, and the cart is as it was. */
async function expectRefused(
  request: () => Promise<{ status: number; json: any }>,
  status: number | number[],
  code?: string,
) {
  const before = cartState(await getCart(lead));
  const res = await request();
  if (Array.isArray(status)) expect(status).toContain(res.status);
  else expect(res.status).toBe(status);
  expect(Array.isArray(res.json?.errors)).toBe(true);
  for (const e of res.json.errors) {
    expect(e).toMatchObject({
      status: expect.any(String),
      code: expect.any(String),
      title: expect.any(String),
    });
    expect(Number(e.status)).toBeGreaterThanOrEqual(400);
    expect(Number(e.status)).toBeLessThan(500);
  }
  if (code) expect(errorCodes(res.json)).toContain(code);
  expect(cartState(await getCart(lead))).toEqual(before);
  return res;
}

const add = (items: unknown[]) => () => addItems(lead, items);
const product = (p: CatalogProduct, quantity: unknown) => ({ type: 'product', referencedId: p.id, quantity });
const patch = (items: unknown[]) => () =>
  call('PATCH', '/checkout/cart/line-item', { token: lead, body: { items } });
const raw = (method: string, path: string, rawBody: string) => () =>
  call(method, path, { token: lead, rawBody });

describe('POST /checkout/cart/line-item', () => {
  beforeAll(baseCart);

  it('refuses unknown products, by id and by sku, and applies nothing of a mixed call', async () => {
    const unknown = '0190a1b2-0000-7000-8000-0000000000ff';
    const byId = await expectRefused(
      add([{ type: 'product', referencedId: unknown }]),
      404,
      'B2B__PRODUCT_NOT_FOUND',
    );
    expect(byId.json.errors[0].meta.parameters).toMatchObject({ id: unknown });
    await expectRefused(add([{ type: 'product', sku: 'IM-999999' }]), 404, 'B2B__PRODUCT_NOT_FOUND');
    await expectRefused(add([product(plain, 1), { type: 'product', sku: 'IM-999999' }]), 404);
    await expectRefused(
      add([{ type: 'product', referencedId: 'not-a-uuid' }]),
      400,
      'VIOLATION::INVALID_UUID',
    );
    await expectRefused(add([{ type: 'product' }]), 400, 'VIOLATION::IS_BLANK');
    await expectRefused(add([{ type: 'voucher', referencedId: plain.id }]), 400);
    await expectRefused(add([]), 400, 'VIOLATION::IS_BLANK');
  });

  it('refuses articles that cannot be ordered: no price, variant parents, sold out without a delivery time; backorders the others', async () => {
    const parent = all.find((p) => p.childCount > 0);
    const unpriced = all.find((p) => p.childCount === 0 && p.calculatedPrice === null);
    const sellableSoldOut = (p: CatalogProduct) =>
      p.childCount === 0 && p.calculatedPrice !== null && p.availableStock === 0 && p.minPurchase === 1;
    const soldOut = all.find((p) => sellableSoldOut(p) && p.leadTime !== null);
    const gone = all.find((p) => sellableSoldOut(p) && p.leadTime === null);
    expect(parent && unpriced && soldOut && gone).toBeTruthy();
    await expectRefused(add([product(parent as CatalogProduct, 1)]), 400, 'B2B__PRODUCT_NOT_ORDERABLE');
    await expectRefused(add([product(unpriced as CatalogProduct, 1)]), 400, 'B2B__PRODUCT_NOT_ORDERABLE');
    await expectRefused(add([product(gone as CatalogProduct, 1)]), 400, 'B2B__PRODUCT_OUT_OF_STOCK');
    // Sold out with a delivery time: it comes with that time (§4 backorder).
    const backordered = await addProduct(lead, (soldOut as CatalogProduct).id, 1);
    expect(backordered.lineItems.find((l) => l.referencedId === soldOut?.id)?.quantity).toBe(1);
    await baseCart();
  });

  it('refuses negative, zero, fractional, huge and non-numeric quantities', async () => {
    await expectRefused(add([product(plain, -1)]), 400, 'VIOLATION::INVALID_QUANTITY');
    await expectRefused(add([product(plain, 0)]), 400, 'VIOLATION::INVALID_QUANTITY');
    await expectRefused(add([product(plain, 1.5)]), 400, 'VIOLATION::QUANTITY_NOT_WHOLE');
    await expectRefused(add([product(plain, 0.0001)]), 400, 'VIOLATION::INVALID_QUANTITY');
    await expectRefused(add([product(plain, 1e12)]), 400, 'VIOLATION::QUANTITY_TOO_HIGH');
    await expectRefused(add([product(plain, '3')]), 400);
    await expectRefused(add([product(plain, null)]), 400);
    await expectRefused(
      raw(
        'POST',
        '/checkout/cart/line-item',
        `{"items":[{"type":"product","referencedId":"${plain.id}","quantity":1e400}]}`,
      ),
      400,
    );
  });

  it('holds the step grid and the minimum; beyond the stock the rest is backordered', async () => {
    const step = stepped.purchaseSteps;
    await expectRefused(
      add([product(stepped, stepped.minPurchase + 1)]),
      400,
      'VIOLATION::QUANTITY_OFF_STEP',
    );
    // The minimum of stepped is in the cart: one step less than a step more is off the grid.
    await expectRefused(add([product(stepped, step - 1)]), 400, 'VIOLATION::QUANTITY_OFF_STEP');
    const other = all.find(
      (p) => isOrderable(p) && p.purchaseSteps > 1 && p.id !== stepped.id && maxQuantity(p) > 0,
    ) as CatalogProduct;
    await expectRefused(
      add([product(other, other.minPurchase - 1)]),
      400,
      'VIOLATION::QUANTITY_BELOW_MINIMUM',
    );
    // 2 are in the cart already: the line goes past the stock.
    const stock = plain.availableStock as number;
    const ok = await addProduct(lead, plain.id, stock + 1);
    expect(ok.lineItems.find((l) => l.referencedId === plain.id)?.quantity).toBe(stock + 3);
    await baseCart();
  });

  it('refuses 10,000 lines and malformed JSON', async () => {
    const many = Array.from({ length: 10_000 }, () => product(plain, 1));
    await expectRefused(add(many), 400, 'VIOLATION::TOO_MANY_LINES');
    await expectRefused(
      raw('POST', '/checkout/cart/line-item', '{"items":[{"type":"product",'),
      400,
      'FRAMEWORK__INVALID_JSON',
    );
    await expectRefused(raw('POST', '/checkout/cart/line-item', '[1,2,3]'), 400);
    await expectRefused(raw('POST', '/checkout/cart/line-item', '"items"'), 400);
  });
});

describe('PATCH /checkout/cart/line-item', () => {
  beforeAll(baseCart);

  it('refuses unknown lines and bad quantities, and applies nothing of a call with one bad item', async () => {
    const id = lineOf(plain);
    await expectRefused(
      patch([{ id: '0190a1b2-0000-7000-8000-0000000000fe', quantity: 1 }]),
      404,
      'CHECKOUT__CART_LINE_ITEM_NOT_FOUND',
    );
    await expectRefused(patch([{ id: 'nope', quantity: 1 }]), 400, 'VIOLATION::INVALID_UUID');
    await expectRefused(patch([{ id, quantity: -3 }]), 400, 'VIOLATION::INVALID_QUANTITY');
    await expectRefused(patch([{ id, quantity: 0 }]), 400, 'VIOLATION::INVALID_QUANTITY');
    await expectRefused(patch([{ id, quantity: 2.5 }]), 400, 'VIOLATION::QUANTITY_NOT_WHOLE');
    await expectRefused(patch([{ id, quantity: 1e12 }]), 400, 'VIOLATION::QUANTITY_TOO_HIGH');
    await expectRefused(
      patch([{ id: lineOf(stepped), quantity: stepped.minPurchase + 1 }]),
      400,
      'VIOLATION::QUANTITY_OFF_STEP',
    );
    await expectRefused(
      patch([
        { id, quantity: 1, payload: { customFields: { order_detail_text: 'gewijzigd' } } },
        { id: lineOf(stepped), quantity: 1 },
      ]),
      400,
      'VIOLATION::QUANTITY_BELOW_MINIMUM',
    );
    await expectRefused(
      patch([{ id, payload: { customFields: { order_detail_text: 'x'.repeat(256) } } }]),
      400,
    );
  });

  it('refuses 10,000 items and malformed JSON', async () => {
    const id = lineOf(plain);
    await expectRefused(
      patch(Array.from({ length: 10_000 }, () => ({ id, quantity: 1 }))),
      400,
      'VIOLATION::TOO_MANY_LINES',
    );
    await expectRefused(
      raw('PATCH', '/checkout/cart/line-item', '{"items": [{"id": '),
      400,
      'FRAMEWORK__INVALID_JSON',
    );
    await expectRefused(patch([]), 400, 'VIOLATION::IS_BLANK');
  });
});

describe('deleting lines and the cart', () => {
  beforeAll(baseCart);

  it('refuses unknown and malformed ids, and keeps the known line of a mixed call', async () => {
    const del = (ids: unknown) => () =>
      call('POST', '/checkout/cart/line-item/delete', { token: lead, body: { ids } });
    const unknown = '0190a1b2-0000-7000-8000-0000000000fd';
    await expectRefused(del([unknown]), 404, 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND');
    await expectRefused(del([lineOf(plain), unknown]), 404, 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND');
    await expectRefused(del(['1; drop table cart']), 400, 'VIOLATION::INVALID_UUID');
    await expectRefused(del([]), 400, 'VIOLATION::IS_BLANK');
    await expectRefused(del('all'), 400);
    await expectRefused(del(Array.from({ length: 10_000 }, () => unknown)), 400, 'VIOLATION::TOO_MANY_LINES');
    await expectRefused(
      raw('POST', '/checkout/cart/line-item/delete', '{ids:[]}'),
      400,
      'FRAMEWORK__INVALID_JSON',
    );
    await expectRefused(
      () => call('DELETE', `/checkout/cart/line-item?ids[]=${unknown}`, { token: lead }),
      404,
    );
    await expectRefused(() => call('DELETE', '/checkout/cart/line-item?ids[]=x', { token: lead }), 400);
  });

  it('refuses unknown or malformed order references and cost-centre contacts', async () => {
    await expectRefused(() => call('PUT', '/b2b/order-reference/cart/not-a-uuid', { token: lead }), 400);
    await expectRefused(
      () => call('PUT', '/b2b/order-reference/cart/0190a1b2-0000-7000-8000-0000000000fc', { token: lead }),
      404,
    );
    await expectRefused(
      () =>
        call('PUT', '/b2b/cost-center/cart/external-contact/0190a1b2-0000-7000-8000-0000000000fb', {
          token: lead,
        }),
      404,
    );
  });

  it('refuses bad checkout input and keeps the cart', async () => {
    await expectRefused(() => placeOrder(lead, { shippingOption: 'drone' }), 400, 'VIOLATION::INVALID_VALUE');
    await expectRefused(
      () => placeOrder(lead, { shippingDate: '2026-13-45' }),
      400,
      'VIOLATION::INVALID_DATE',
    );
    await expectRefused(
      () => placeOrder(lead, { paymentMethod: 'bitcoin' }),
      400,
      'VIOLATION::INVALID_VALUE',
    );
    await expectRefused(() => placeOrder(lead, { addressId: '0190a1b2-0000-7000-8000-0000000000fa' }), 400);
    await expectRefused(
      () => placeOrder(lead, {}, 'k'.repeat(129)),
      400,
      'FRAMEWORK__INVALID_IDEMPOTENCY_KEY',
    );
    await expectRefused(raw('POST', '/checkout/order', '{"shippingOption":'), 400, 'FRAMEWORK__INVALID_JSON');
  });
});

describe('POST /b2b/quick-order', () => {
  beforeAll(baseCart);
  const quick = (body: unknown) => () => call('POST', '/b2b/quick-order', { token: lead, body });

  it('refuses a 10 MB CSV', async () => {
    const line = `${plain.productNumber};1\n`;
    const csv = line.repeat(Math.ceil((10 * 1024 * 1024) / line.length));
    await expectRefused(quick({ csv }), [400, 413]);
  });

  it('refuses formula cells (CSV injection) and stores nothing of the file', async () => {
    for (const cell of ['=SUM(A1:A9)', '@cmd', '+1+1', '-2+3', '=HYPERLINK("http://x")']) {
      await expectRefused(quick({ csv: `${plain.productNumber};1\n${cell};2` }), 400, 'B2B__CSV_FORMULA');
      await expectRefused(quick({ csv: `${plain.productNumber};${cell}` }), 400, 'B2B__CSV_FORMULA');
    }
    await expectRefused(quick({ lines: [{ article: '=1+1', quantity: '1' }] }), 400, 'B2B__CSV_FORMULA');
  });

  it('refuses a file where no line can be added, too many lines, and malformed bodies', async () => {
    await expectRefused(quick({ csv: 'IM-999999;1\nNOPE;2' }), 400, 'B2B__QUICK_ORDER_NOTHING_ADDED');
    await expectRefused(
      quick({ csv: `${plain.productNumber};-1\n${plain.productNumber};0` }),
      400,
      'B2B__QUICK_ORDER_NOTHING_ADDED',
    );
    await expectRefused(
      quick({ csv: `${plain.productNumber};1000000000000` }),
      400,
      'B2B__QUICK_ORDER_NOTHING_ADDED',
    );
    await expectRefused(
      quick({ csv: `${plain.productNumber};1\n`.repeat(10_000) }),
      400,
      'B2B__QUICK_ORDER_TOO_MANY_LINES',
    );
    await expectRefused(quick({ csv: '' }), 400, 'VIOLATION::IS_BLANK');
    await expectRefused(quick({ lines: [] }), 400);
    await expectRefused(quick({ csv: 42 }), 400);
    await expectRefused(raw('POST', '/b2b/quick-order', '{"csv": "IM'), 400, 'FRAMEWORK__INVALID_JSON');
  });
});
