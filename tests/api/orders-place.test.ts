import { beforeAll, describe, expect, it } from 'vitest';
import type { ArticleInformation } from '../../src/api/catalog-types.ts';
import {
  addItems,
  addProduct,
  type CatalogProduct,
  cartWorth,
  emptyCart,
  getCart,
  type MailRow,
  milli,
  type OrderRow,
  orderable,
  placeOrder,
  productFor,
  simple,
  tableRows,
} from './cart-helpers.ts';
import { call, errorCodes } from './client.ts';
import { giveFlow, newBuyer, newCompany, runId, setRight, sql } from './place-helpers.ts';

// Issue 26 on the order path: every line is priced again, for real, inside the order's transaction (a
// missing ROLE_VIEW_PRICES hides amounts but never makes them 0; a line without any price blocks);
// one stock rule at add and at order; an Idempotency-Key is one cart's.

const run = runId();
let company: Awaited<ReturnType<typeof newCompany>>;
let buyer: Awaited<ReturnType<typeof newBuyer>>;
let products: CatalogProduct[];

beforeAll(async () => {
  company = await newCompany(null);
  buyer = await newBuyer(company, `place.buyer.${run}`);
  products = (await orderable(buyer.token)).filter(simple);
});

const orderRow = async (id: string) =>
  (await tableRows<OrderRow>('customer_order')).find((o) => o.id === id) as OrderRow;

describe('a buyer who may order but not see prices', () => {
  it('orders at the real price, hidden from them, and is held to a 100 EUR budget', async () => {
    const flowId = await giveFlow(company.id, buyer.id, 100_000);
    const p = productFor(products, 300, 2_000);
    const seen = await cartWorth(buyer.token, p, 300, 2_000);
    expect(seen.extensions.orderFlowBudget).toMatchObject({ exceeded: true });
    await setRight(buyer.id, 'ROLE_VIEW_PRICES', false);
    try {
      const hidden = await getCart(buyer.token);
      expect(hidden.extensions.pricesHidden).toBe(true);
      expect(hidden.lineItems[0]?.price).toBeNull();
      expect(hidden.price.netPrice).toBe(0);
      // The checks run on the real amount: still over the budget.
      // Budget amounts are money too: only the outcome.
      expect(hidden.extensions.orderFlowBudget).toMatchObject({
        exceeded: true,
        budget: 0,
        remaining: 0,
        approveFrom: null,
      });
      const blocked = await placeOrder(buyer.token, { paymentMethod: 'invoice' });
      expect(blocked.status, blocked.text).toBe(400);
      expect(errorCodes(blocked.json)).toEqual(['B2B__ORDER_FLOW_BUDGET_EXCEEDED']);

      await sql(`update order_flow set budget = 100000000 where id = '${flowId}'`);
      const placed = await placeOrder(buyer.token, { paymentMethod: 'invoice' });
      expect(placed.status, placed.text).toBe(200);
      // The answer and the confirmation mail carry no amount for them.
      expect(placed.json).toMatchObject({ amountNet: 0, amountTotal: 0 });
      expect(placed.json.lineItems[0]).toMatchObject({ unitPrice: 0, totalPrice: 0 });
      const mail = (await tableRows<MailRow>('mail_outbox')).find((m) =>
        m.subject.endsWith(` ${placed.json.orderNumber}`),
      );
      expect(mail?.text).toContain(p.productNumber);
      expect(mail?.text).not.toContain('€');
      const row = await orderRow(placed.json.id);
      expect(Number(row.amount_net)).toBe(milli(seen.price.netPrice));
      expect(Number(row.amount_net)).toBeGreaterThan(300_000);
      const [line] = await sql<{ unit_price: number }>(
        `select unit_price::float8 as unit_price from order_line_item where order_id = '${placed.json.id}'`,
      );
      expect(line?.unit_price).toBe(milli(seen.lineItems[0]?.price?.unitPrice ?? 0));
    } finally {
      await setRight(buyer.id, 'ROLE_VIEW_PRICES', true);
      await sql(`delete from order_flow where id = '${flowId}'`);
    }
  });

  it('can put an article into the cart and sees it as buyable', async () => {
    const p = products[0] as CatalogProduct;
    await emptyCart(buyer.token);
    await setRight(buyer.id, 'ROLE_VIEW_PRICES', false);
    try {
      const cart = await addProduct(buyer.token, p.id, p.minPurchase);
      expect(cart.lineItems).toHaveLength(1);
      const res = await call('POST', '/b2b/article/information', {
        token: buyer.token,
        body: { articles: [{ sku: p.productNumber }] },
      });
      const [info] = res.json.articles as ArticleInformation[];
      expect(info).toMatchObject({ price: null, isBuyable: true, soldOut: false });
      const q = products[2] as CatalogProduct;
      const quick = await call('POST', '/b2b/quick-order', {
        token: buyer.token,
        body: { csv: `${q.productNumber};${q.minPurchase}\n` },
      });
      expect(quick.status, quick.text).toBe(200);
      expect(quick.json.errors).toEqual([]);
      expect(quick.json.cart.lineItems).toHaveLength(2);
    } finally {
      await setRight(buyer.id, 'ROLE_VIEW_PRICES', true);
      await emptyCart(buyer.token);
    }
  });
});

describe('an article that loses its price', () => {
  it('blocks the order with a clear error and cannot be added again', async () => {
    const p = products[products.length - 1] as CatalogProduct;
    const [saved] = await sql<{ net: number | null }>(
      `select net_price_milli::float8 as net from product where id = '${p.id}'`,
    );
    await emptyCart(buyer.token);
    await addProduct(buyer.token, p.id, p.minPurchase);
    await sql(`create table if not exists place_saved_price as select * from product_price where false`);
    await sql(`insert into place_saved_price select * from product_price where product_id = '${p.id}'`);
    await sql(`delete from product_price where product_id = '${p.id}'`);
    await sql(`update product set net_price_milli = null where id = '${p.id}'`);
    try {
      const cart = await getCart(buyer.token);
      const line = cart.lineItems[0];
      expect(line?.price).toBeNull();
      expect(cart.errors[`product-no-price-${line?.id}`]).toMatchObject({ block: true });
      const res = await placeOrder(buyer.token, { paymentMethod: 'invoice' });
      expect(res.status, res.text).toBe(400);
      expect(errorCodes(res.json)).toEqual(['CHECKOUT__LINE_WITHOUT_PRICE']);
      expect(res.json.errors[0].meta.parameters.sku).toBe(p.productNumber);
      expect((await getCart(buyer.token)).lineItems).toHaveLength(1);

      const again = await addItems(buyer.token, [{ type: 'product', referencedId: p.id }]);
      expect(again.status).toBe(400);
      expect(errorCodes(again.json)).toEqual(['B2B__PRODUCT_NOT_ORDERABLE']);
      const change = await call('PATCH', '/checkout/cart/line-item', {
        token: buyer.token,
        body: { items: [{ id: line?.id, quantity: p.minPurchase + p.purchaseSteps }] },
      });
      expect(change.status).toBe(400);
      expect(errorCodes(change.json)).toEqual(['B2B__PRODUCT_NOT_ORDERABLE']);
    } finally {
      await sql(`update product set net_price_milli = ${saved?.net ?? 'null'} where id = '${p.id}'`);
      await sql(`insert into product_price select * from place_saved_price where product_id = '${p.id}'`);
      await sql(`delete from place_saved_price where product_id = '${p.id}'`);
      await emptyCart(buyer.token);
    }
  });
});

/** Active, priced, sellable articles without stock: with a delivery time or without one. */
async function soldOutArticle(withDeliveryTime: boolean) {
  const [row] = await sql<{ id: string; sku: string }>(
    `select id::text, product_number as sku from product where active and child_count = 0
      and stock <= 0 and net_price_milli is not null and min_purchase <= 1 and purchase_steps = 1
      and delivery_time_id is ${withDeliveryTime ? 'not null' : 'null'}
      and coalesce(custom_fields ->> 'webshopOrderable', 'true') <> 'false'
      order by product_number desc limit 1`,
  );
  expect(row, 'the seed has such an article').toBeDefined();
  return row as { id: string; sku: string };
}

describe('one stock rule at add and at order', () => {
  it('orders an article without stock but with a delivery time as a backorder', async () => {
    const a = await soldOutArticle(true);
    await emptyCart(buyer.token);
    const cart = await addProduct(buyer.token, a.id, 3);
    const line = cart.lineItems[0];
    expect(Object.values(cart.errors).filter((e) => e.block)).toEqual([]);
    expect(cart.errors[`product-stock-reached-${line?.id}`]).toMatchObject({ block: false });
    const res = await placeOrder(buyer.token, { paymentMethod: 'invoice', shippingMethod: 'backorders' });
    expect(res.status, res.text).toBe(200);
  });

  it('refuses one without stock and without a delivery time at add, and at order if it sells out', async () => {
    const a = await soldOutArticle(false);
    await emptyCart(buyer.token);
    const res = await addItems(buyer.token, [{ type: 'product', referencedId: a.id }]);
    expect(res.status).toBe(400);
    expect(errorCodes(res.json)).toEqual(['B2B__PRODUCT_OUT_OF_STOCK']);
    const info = await call('POST', '/b2b/article/information', {
      token: buyer.token,
      body: { articles: [{ sku: a.sku }] },
    });
    expect(info.json.articles[0]).toMatchObject({ soldOut: true, hasStock: false });

    // An article in the cart that sells out for good is refused at the order, not ordered at 0 stock.
    const p = products[1] as CatalogProduct;
    await addProduct(buyer.token, p.id, p.minPurchase);
    const [saved] = await sql<{ stock: number; time: string | null }>(
      `select stock, delivery_time_id::text as time from product where id = '${p.id}'`,
    );
    await sql(`update product set stock = 0, delivery_time_id = null where id = '${p.id}'`);
    try {
      const order = await placeOrder(buyer.token, { paymentMethod: 'invoice' });
      expect(order.status).toBe(400);
      expect(errorCodes(order.json)).toEqual(['CHECKOUT__CART_INVALID']);
      expect(order.json.errors[0].detail).toMatch(/^product-out-of-stock-/);
    } finally {
      await sql(`update product set stock = ${saved?.stock}, delivery_time_id = '${saved?.time}'
        where id = '${p.id}'`);
      await emptyCart(buyer.token);
    }
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the first order and refuses the key for another cart (422)', async () => {
    const key = `place-${run}`;
    const [first, second] = products as [CatalogProduct, CatalogProduct];
    await emptyCart(buyer.token);
    await addProduct(buyer.token, first.id, first.minPurchase);
    const placed = await placeOrder(buyer.token, { paymentMethod: 'invoice' }, key);
    expect(placed.status, placed.text).toBe(200);
    const retry = await placeOrder(buyer.token, { paymentMethod: 'invoice' }, key);
    expect(retry.status).toBe(200);
    expect(retry.json.id).toBe(placed.json.id);

    await addProduct(buyer.token, second.id, second.minPurchase);
    const reused = await placeOrder(buyer.token, { paymentMethod: 'invoice' }, key);
    expect(reused.status, reused.text).toBe(422);
    expect(errorCodes(reused.json)).toEqual(['CHECKOUT__IDEMPOTENCY_KEY_REUSED']);
    // Nothing placed, the cart kept: a new key orders it.
    expect((await getCart(buyer.token)).lineItems).toHaveLength(1);
    const fresh = await placeOrder(buyer.token, { paymentMethod: 'invoice' }, `${key}-2`);
    expect(fresh.status).toBe(200);
    expect(fresh.json.id).not.toBe(placed.json.id);
  });
});
