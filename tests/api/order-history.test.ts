import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addProduct, emptyCart, orderable, placeOrder, productFor, unitPrice } from './cart-helpers.ts';
import { call, errorCodes, loginAs } from './client.ts';
import { runSql } from './inspect.ts';

const history = (token: string | undefined, query = '') =>
  call('GET', `/b2b/order/history${query}`, { token });
const detail = (token: string | undefined, query: string) =>
  call('GET', `/b2b/order/history/detail?${query}`, { token });
const reorder = (token: string | undefined, body: unknown) =>
  call('POST', '/b2b/order/history/reorder', { token, body });
const sql = (query: string) => runSql(inject('baseUrl'), query);

type Summary = { orderNumber: string; firm: string; warehouse: string | null; customerName: string | null };

describe('ERP order history: who sees what', () => {
  let lead: string;
  let buyer: string;
  let viewer: string;
  let other: string;
  let leadOrder: Summary;
  beforeAll(async () => {
    [lead, buyer, viewer, other] = await Promise.all([
      loginAs('demo.lead'),
      loginAs('demo.buyer'),
      loginAs('demo.viewer'),
      loginAs('other.lead'),
    ]);
    const own = await sql(
      `select o.order_number from erp_order o join customer c on c.id = o.customer_id
       where c.username = 'demo.lead' order by o.order_date desc limit 1`,
    );
    const res = await detail(lead, `orderNumber=${own[0]?.order_number}`);
    leadOrder = res.json;
  });

  it('answers anonymous visitors 401 on every call', async () => {
    for (const res of [
      await history(undefined),
      await detail(undefined, `orderNumber=${leadOrder.orderNumber}`),
      await reorder(undefined, { orderNumber: leadOrder.orderNumber }),
    ]) {
      expect(res.status).toBe(401);
      expect(errorCodes(res.json)).toEqual(['CHECKOUT__CUSTOMER_NOT_LOGGED_IN']);
      expect(res.text).not.toContain(leadOrder.orderNumber);
    }
  });

  describe('without ROLE_MANAGE_ORDER_HISTORY', () => {
    const toggle = (enabled: boolean) =>
      sql(`update customer_right set enabled = ${enabled} where code = 'ROLE_MANAGE_ORDER_HISTORY'
              and customer_id = (select id from customer where username = 'demo.viewer')`);
    beforeAll(() => toggle(false));
    afterAll(() => toggle(true));

    it('answers 403 on every call, with no order data', async () => {
      for (const res of [
        await history(viewer),
        await detail(viewer, `orderNumber=${leadOrder.orderNumber}`),
        await reorder(viewer, { orderNumber: leadOrder.orderNumber }),
        await call('GET', '/b2b/sw/order/history', { token: viewer }),
        await call('GET', '/b2b/sw/order/history/detail?orderNumber=100001', { token: viewer }),
      ]) {
        expect(res.status).toBe(403);
        expect(errorCodes(res.json)).toEqual(['B2B__MISSING_RIGHT']);
        expect(res.text).not.toContain(leadOrder.orderNumber);
      }
    });
  });

  it('shows another company nothing of 100001', async () => {
    const list = await history(other, '?limit=100');
    expect(list.status).toBe(200);
    expect(list.json.total).toBe(800);
    expect(list.json.elements.every((o: Summary) => o.orderNumber.startsWith('42'))).toBe(true);
    expect(list.text).not.toMatch(/"41\d{5}"/);
    const filtered = await history(other, `?articleNumber=IM-100000&reference=Project`);
    expect(filtered.text).not.toMatch(/"41\d{5}"/);
    for (const res of [
      await detail(other, `orderNumber=${leadOrder.orderNumber}&firm=${leadOrder.firm}`),
      await reorder(other, { orderNumber: leadOrder.orderNumber, firm: leadOrder.firm }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('Demo Industrie');
      expect(res.text).not.toContain('Sofie');
    }
  });

  it('gives the company-wide right all of the company, the others their own orders', async () => {
    const all = await history(lead);
    expect(all.json).toMatchObject({ total: 2000, scope: 'company', page: 1, limit: 20 });
    const names = new Set(
      (await history(lead, '?limit=100')).json.elements.map((o: Summary) => o.customerName),
    );
    expect(names.size).toBeGreaterThan(2);

    const own = await history(buyer, '?limit=100');
    expect(own.json.scope).toBe('own');
    expect(own.json.total).toBeGreaterThan(100);
    expect(own.json.total).toBeLessThan(2000);
    expect(new Set(own.json.elements.map((o: Summary) => o.customerName))).toEqual(new Set(['Jan Janssens']));
    const notMine = await detail(buyer, `orderNumber=${leadOrder.orderNumber}`);
    expect(notMine.status).toBe(404);
  });
});

describe('ERP order history: filters, detail and reorder', () => {
  let lead: string;
  let buyer: string;
  beforeAll(async () => {
    [lead, buyer] = await Promise.all([loginAs('demo.lead'), loginAs('demo.buyer')]);
  });

  it('filters by status, date range, reference and article number, and sorts', async () => {
    const shipped = await history(lead, '?status=shipped,backorder&limit=100');
    expect(shipped.json.total).toBeGreaterThan(0);
    expect(new Set(shipped.json.elements.map((o: { status: string }) => o.status))).toEqual(
      new Set(['shipped', 'backorder']),
    );
    const range = await history(lead, '?from=2026-01-01&to=2026-01-31&limit=100');
    expect(range.json.total).toBeGreaterThan(0);
    for (const o of range.json.elements)
      expect(o.orderDate >= '2026-01-01' && o.orderDate <= '2026-01-31').toBe(true);
    const ref = await history(lead, '?reference=werf');
    expect(ref.json.total).toBeGreaterThan(0);
    expect(
      ref.json.elements.every((o: { customerReference: string }) => /werf/i.test(o.customerReference)),
    ).toBe(true);
    const line = (
      await sql(`select article_number from erp_order_line where article_number like 'IM-1%' limit 1`)
    )[0]?.article_number as string;
    const byArticle = await history(lead, `?articleNumber=${line.toLowerCase()}&limit=5`);
    expect(byArticle.json.total).toBeGreaterThan(0);
    const first = await detail(lead, `orderNumber=${byArticle.json.elements[0].orderNumber}`);
    expect(first.json.lineItems.map((l: { articleNumber: string }) => l.articleNumber)).toContain(line);
    // An ERP may keep its numbers, and a customer its own, in lower case; the buyer types either.
    const [kept] = await sql(
      `select l.id, l.customer_article_number, o.order_number from erp_order_line l
       join erp_order o on o.id = l.order_id join customer c on c.id = o.customer_id
       where c.username = 'demo.lead' order by l.id limit 1`,
    );
    await sql(`update erp_order_line set customer_article_number = 'kl-lower-7' where id = '${kept?.id}'`);
    try {
      const byOwnNumber = await history(lead, '?articleNumber=KL-Lower-7&limit=5');
      expect(byOwnNumber.json.elements.map((o: Summary) => o.orderNumber)).toEqual([kept?.order_number]);
    } finally {
      await sql(
        `update erp_order_line set customer_article_number = ${kept?.customer_article_number ? `'${kept.customer_article_number}'` : 'null'} where id = '${kept?.id}'`,
      );
    }

    const byTotal = await history(lead, '?sort=amountTotal&order=asc&limit=5');
    const totals = byTotal.json.elements.map((o: { amountTotal: number }) => o.amountTotal);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const newest = await history(lead, '?limit=3');
    const dates = newest.json.elements.map((o: { orderDate: string }) => o.orderDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const page2 = await history(lead, '?page=2&limit=3');
    expect(page2.json.elements[0].orderNumber).not.toBe(newest.json.elements[0].orderNumber);
  });

  it('refuses bad filters with violations', async () => {
    const swapped = await history(lead, '?from=2026-02-01&to=2026-01-01');
    expect(swapped.status).toBe(400);
    expect(errorCodes(swapped.json)).toEqual(['VIOLATION::DATE_RANGE_INVALID']);
    const bad = await history(lead, '?status=lost&sort=name&page=0');
    expect(bad.status).toBe(400);
    expect(errorCodes(bad.json)).toEqual(
      expect.arrayContaining([
        'VIOLATION::INVALID_STATUS',
        'VIOLATION::INVALID_SORT',
        'VIOLATION::INVALID_NUMBER',
      ]),
    );
  });

  it('loads a detail with lines, invoices, transactions newest first and deliveries', async () => {
    const done = (await history(lead, '?status=completed&limit=1')).json.elements[0];
    const res = await detail(
      lead,
      `orderNumber=${done.orderNumber}&firm=${done.firm}&warehouse=${done.warehouse}`,
    );
    expect(res.status).toBe(200);
    const order = res.json;
    expect(order.lineItems.length).toBe(order.lineCount);
    expect(order.lineItems[0]).toMatchObject({
      articleNumber: expect.any(String),
      name: expect.any(String),
      quantity: expect.any(Number),
      unitPrice: expect.any(Number),
      deliveryDate: expect.any(String),
      invoiceNumber: `F${done.orderNumber}`,
      shippingNoteNumber: `LB${done.orderNumber}`,
    });
    expect(order.deliveries[0].shippingMethod).toMatch(/courier|own-transport|pickup|pallet/);
    expect(order.transactions.length).toBeGreaterThan(0);
    const times = order.transactions.map((t: { createdAt: string }) => t.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(order.transactions[0].paymentMethod).toEqual(expect.any(String));
    expect(order.deliveryAddress.city).toBe('Zwijndrecht');
    const wrongFirm = await detail(lead, `orderNumber=${done.orderNumber}&firm=99`);
    expect(wrongFirm.status).toBe(404);
  });

  it('reorders every line it can into the cart and names the others', async () => {
    const found = await sql(
      `select o.order_number from erp_order o join customer c on c.id = o.customer_id
       where c.username = 'demo.buyer' and exists (select from erp_order_line l where l.order_id = o.id and l.article_number like 'IM-OLD-%')
         and exists (select from erp_order_line l join product p on p.product_number = l.article_number
                     where l.order_id = o.id and p.min_purchase = 1 and p.purchase_steps = 1)
       order by o.order_date desc limit 1`,
    );
    const orderNumber = found[0]?.order_number as string;
    await call('DELETE', '/checkout/cart', { token: buyer });
    const res = await reorder(buyer, { orderNumber });
    expect(res.status).toBe(200);
    expect(res.json.failed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          articleNumber: expect.stringMatching(/^IM-OLD-/),
          code: 'UNKNOWN_ARTICLE',
        }),
      ]),
    );
    expect(res.json.failed[0].name).toMatch(/Uitlopend artikel/);
    expect(res.json.added.length).toBeGreaterThan(0);
    const skus = res.json.cart.lineItems.map(
      (l: { payload: { productNumber: string } }) => l.payload.productNumber,
    );
    for (const a of res.json.added) expect(skus).toContain(a.articleNumber);
    await call('DELETE', '/checkout/cart', { token: buyer });
  });
});

describe("the shop's own orders (GET /b2b/sw/order/history)", () => {
  let lead: string;
  let buyer: string;
  let other: string;
  let orderNumber: string;
  let articleNumber: string;
  beforeAll(async () => {
    [lead, buyer, other] = await Promise.all([
      loginAs('demo.lead'),
      loginAs('demo.buyer'),
      loginAs('other.lead'),
    ]);
    // Above the minimum order value, below any approval limit; prepaid, so no credit limit is touched.
    const product = productFor(await orderable(lead), 120, 400);
    articleNumber = product.productNumber;
    await emptyCart(lead);
    await addProduct(lead, product.id, Math.max(1, Math.ceil(120 / unitPrice(product))));
    const placed = await placeOrder(lead, { paymentMethod: 'prepayment' });
    expect(placed.status, placed.text).toBe(200);
    expect(placed.json.status).toBe('open');
    orderNumber = placed.json.orderNumber;
  });

  it('lists it for the company-wide right, in the shape of the ERP orders, without a firm', async () => {
    const res = await call('GET', `/b2b/sw/order/history?articleNumber=${articleNumber}`, { token: lead });
    expect(res.status).toBe(200);
    const mine = res.json.elements.find((o: Summary) => o.orderNumber === orderNumber);
    expect(mine).toMatchObject({ firm: null, status: 'open', customerName: 'Sofie Peeters', lineCount: 1 });
    const detailed = await call('GET', `/b2b/sw/order/history/detail?orderNumber=${orderNumber}`, {
      token: lead,
    });
    expect(detailed.status).toBe(200);
    expect(detailed.json.lineItems[0].articleNumber).toBe(articleNumber);
    expect(detailed.json.transactions[0].paymentMethod).toBe('prepayment');
  });

  it('keeps it from users without the company-wide right, other companies and anonymous visitors', async () => {
    const own = await call('GET', '/b2b/sw/order/history?limit=100', { token: buyer });
    expect(own.json.scope).toBe('own');
    expect(own.text).not.toContain(`"${orderNumber}"`);
    for (const token of [buyer, other]) {
      const res = await call('GET', `/b2b/sw/order/history/detail?orderNumber=${orderNumber}`, { token });
      expect(res.status).toBe(404);
      expect(res.text).not.toContain(articleNumber);
      const again = await call('POST', '/b2b/sw/order/history/reorder', { token, body: { orderNumber } });
      expect(again.status).toBe(404);
    }
    expect((await call('GET', '/b2b/sw/order/history')).status).toBe(401);
    expect((await call('POST', '/b2b/sw/order/history/reorder', { body: { orderNumber } })).status).toBe(401);
  });

  it('finds it by its article number in any case, also one an ERP keeps in lower case', async () => {
    const found = async (query: string) =>
      (await call('GET', `/b2b/sw/order/history?articleNumber=${query}`, { token: lead })).json.elements.map(
        (o: Summary) => o.orderNumber,
      );
    expect(await found(articleNumber.toLowerCase())).toContain(orderNumber);
    const line = `(select id from customer_order where order_number = '${orderNumber}')`;
    await sql(`update order_line_item set product_number = lower(product_number) where order_id = ${line}`);
    try {
      expect(await found(articleNumber)).toContain(orderNumber);
    } finally {
      await sql(`update order_line_item set product_number = '${articleNumber}' where order_id = ${line}`);
    }
  });

  it('reorders it into the cart', async () => {
    await emptyCart(lead);
    const res = await call('POST', '/b2b/sw/order/history/reorder', { token: lead, body: { orderNumber } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.failed).toEqual([]);
    expect(
      res.json.cart.lineItems.map((l: { payload: { productNumber: string } }) => l.payload.productNumber),
    ).toEqual([articleNumber]);
    await emptyCart(lead);
  });
});
