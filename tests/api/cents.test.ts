import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Cart } from '../../src/api/cart-types.ts';
import { DEMO_ACCESS_KEY } from '../../src/server/seed/constants.ts';
import type { Locale } from '../../src/shared/locales.ts';
import { formatAmount } from '../../src/shared/money.ts';
import {
  addItems,
  type CatalogProduct,
  emptyCart,
  type MailRow,
  orderable,
  orderOf,
  placeOrder,
  simple,
  tableRows,
  unitPrice,
} from './cart-helpers.ts';
import { call, loginAs } from './client.ts';
import { runSql } from './inspect.ts';

// Issue 26: every amount to pay is to the cent and the same everywhere: the cart with delivery and with
// pickup, the placed order, its detail, its mail and, once the ERP has invoiced it, the ERP history,
// the invoice PDF and its UBL. Unit prices keep their 3 decimals.

let lead: string;
let threeDecimals: CatalogProduct[];

const cents = (euros: number) => Math.round(euros * 100);
/** An amount the API gives is a whole number of cents. */
const expectCents = (euros: number) => expect(Math.abs(euros * 100 - cents(euros))).toBeLessThan(1e-6);
const sql = <T>(query: string) => runSql<T>(inject('baseUrl'), query);

beforeAll(async () => {
  lead = await loginAs('demo.lead');
  const standard = new Set(
    (await sql<{ id: string }>('select id from product where tax_rate_bp = 2100')).map((r) => r.id),
  );
  // Cheap whole-unit articles at 21 % whose price for this company has 3 decimals.
  threeDecimals = (await orderable(lead)).filter(
    (p) => simple(p) && standard.has(p.id) && unitPrice(p) < 40 && Math.round(unitPrice(p) * 1000) % 10 !== 0,
  );
  expect(threeDecimals.length, 'the test seed has articles priced with 3 decimals').toBeGreaterThan(1);
});

const setShipping = async (shippingOption: string) => {
  const res = await call('PATCH', '/checkout/cart/shipping-option', {
    token: lead,
    body: { shippingOption },
  });
  expect(res.status, res.text).toBe(200);
  return res.json as Cart;
};

function expectCartToTheCent(cart: Cart) {
  for (const line of cart.lineItems) {
    if (!line.price) continue;
    expectCents(line.price.totalPrice);
    // A line's amount is quantity × unit price, rounded once.
    expect(cents(line.price.totalPrice)).toBe(Math.round(line.price.unitPrice * line.price.quantity * 100));
  }
  for (const amount of [cart.price.netPrice, cart.price.totalPrice, cart.price.positionPrice])
    expectCents(amount);
  for (const tax of cart.price.calculatedTaxes) {
    expectCents(tax.tax);
    // VAT per rate on the sum of the rounded line amounts.
    expect(cents(tax.tax)).toBe(Math.round(cents(tax.price) * (tax.taxRate / 100)));
  }
  const vat = cart.price.calculatedTaxes.reduce((sum, t) => sum + cents(t.tax), 0);
  expect(cents(cart.price.totalPrice)).toBe(cents(cart.price.netPrice) + vat);
}

describe('amounts to the cent (issue 26)', () => {
  it('prices the chosen delivery in the cart and places the order the checkout showed, same everywhere', async () => {
    await emptyCart(lead);
    const [a, b] = threeDecimals as [CatalogProduct, CatalogProduct];
    const added = await addItems(lead, [
      { type: 'product', referencedId: a.id, quantity: 3 },
      { type: 'product', referencedId: b.id, quantity: 7 },
    ]);
    expect(added.status, added.text).toBe(200);

    const delivery = await setShipping('delivery');
    expect(delivery.extensions.shippingOption).toBe('delivery');
    expectCartToTheCent(delivery);
    const pickup = await setShipping('pickup');
    expect(pickup.extensions.shippingOption).toBe('pickup');
    expectCartToTheCent(pickup);
    // The goods stay, only the shipping (and its VAT) goes; a reload shows the same choice.
    expect(pickup.price.positionPrice).toBe(delivery.price.positionPrice);
    const shipping = delivery.deliveries[0]?.shippingCosts.totalPrice ?? 0;
    expect(pickup.deliveries[0]?.shippingCosts.totalPrice).toBe(0);
    expect(cents(delivery.price.netPrice) - cents(pickup.price.netPrice)).toBe(cents(shipping));
    const reread = await call('GET', '/checkout/cart', { token: lead });
    expect(reread.json.price).toEqual(pickup.price);
    // Emptying the cart goes back to delivery.
    await emptyCart(lead);
    expect((await call('GET', '/checkout/cart', { token: lead })).json.extensions.shippingOption).toBe(
      'delivery',
    );
    await addItems(lead, [
      { type: 'product', referencedId: a.id, quantity: 3 },
      { type: 'product', referencedId: b.id, quantity: 7 },
    ]);
    expect((await setShipping('pickup')).price).toEqual(pickup.price);

    const locations = (await call('GET', '/b2b/pickup-locations', { token: lead })).json.elements;
    const placed = await placeOrder(lead, {
      shippingOption: 'pickup',
      pickupLocationId: locations[0].id,
      paymentMethod: 'prepayment',
    });
    expect(placed.status, placed.text).toBe(200);
    const order = await orderOf(lead, placed.json.id);
    // The placed order is what the checkout summary showed for pickup.
    expect(order.amountNet).toBe(pickup.price.netPrice);
    expect(order.amountTotal).toBe(pickup.price.totalPrice);
    expect(order.shippingTotal).toBe(0);
    const cartLines = pickup.lineItems.filter((l) => l.price);
    expect(order.lineItems.map((l) => [l.unitPrice, l.totalPrice])).toEqual(
      cartLines.map((l) => [l.price?.unitPrice, l.price?.totalPrice]),
    );

    // The shop's order history shows the same detail.
    const [row] = (await tableRows<{ id: string; locale: Locale }>('customer_order')).filter(
      (o) => o.id === order.id,
    );
    const locale = row?.locale as Locale;
    const mail = (await tableRows<MailRow>('mail_outbox')).find((m) =>
      m.subject.endsWith(` ${order.orderNumber}`),
    );
    expect(mail?.text).toContain(
      `${formatAmount(locale, pickup.price.netPrice)} / ${formatAmount(locale, pickup.price.totalPrice)}`,
    );
    for (const line of cartLines)
      expect(mail?.text).toContain(`= ${formatAmount(locale, line.price?.totalPrice ?? 0)}`);

    // The ERP takes the order over and invoices it (as the connector would write its tables).
    const invoiceNumber = `FC${order.orderNumber}`;
    await sql(`
      insert into erp_order (id, company_id, customer_id, firm, order_number, order_date, status, order_type,
        line_count, amount_net, amount_total, delivery_cost, additional_cost)
      select gen_random_uuid(), company_id, customer_id, '10', order_number, current_date, 'invoiced',
        'webshop', (select count(*) from order_line_item where order_id = o.id), amount_net, amount_total,
        shipping_total, additional_cost
      from customer_order o where o.id = '${order.id}'`);
    await sql(`
      insert into erp_invoice (id, company_id, order_id, invoice_number, invoice_date, order_number, amount_net, amount_total)
      select gen_random_uuid(), e.company_id, e.id, '${invoiceNumber}', current_date, e.order_number,
        e.amount_net, e.amount_total
      from erp_order e where e.order_number = '${order.orderNumber}' and e.firm = '10'`);
    await sql(`
      insert into erp_order_line (id, order_id, position, article_number, name, quantity_milli, unit,
        unit_price, total_price, invoice_id)
      select gen_random_uuid(), e.id, l.position, l.product_number, l.label, l.quantity_milli, l.unit,
        l.unit_price, l.total_price, i.id
      from order_line_item l
      join erp_order e on e.order_number = '${order.orderNumber}' and e.firm = '10'
      join erp_invoice i on i.order_id = e.id
      where l.order_id = '${order.id}'`);

    const erp = await call('GET', `/b2b/order/history/detail?orderNumber=${order.orderNumber}&firm=10`, {
      token: lead,
    });
    expect(erp.status, erp.text).toBe(200);
    expect([erp.json.amountNet, erp.json.amountTotal]).toEqual([order.amountNet, order.amountTotal]);

    const ubl = await download(`/b2b/invoice/history/ubl?invoiceNumber=${invoiceNumber}`);
    const xml = new TextDecoder().decode(ubl);
    expect(xml).toContain(`<cbc:TaxExclusiveAmount currencyID="EUR">${order.amountNet.toFixed(2)}<`);
    expect(xml).toContain(`<cbc:PayableAmount currencyID="EUR">${order.amountTotal.toFixed(2)}<`);

    const pdf = await download(`/b2b/invoice/history/pdf?invoiceNumber=${invoiceNumber}`);
    const text = (await extractText(await getDocumentProxy(pdf), { mergePages: true })).text;
    const plain = text.replace(/\s+/g, ' ');
    const pdfAmount = (euros: number) => formatAmount('nl-NL', euros).replace(/\s+/g, ' ');
    expect(plain).toContain(pdfAmount(order.amountNet));
    expect(plain).toContain(pdfAmount(order.amountTotal));
    // The suites after this one share the ERP history (order-history counts the company's orders).
    const erpOrder = `select id from erp_order where order_number = '${order.orderNumber}' and firm = '10'`;
    await sql(`delete from erp_order_line where order_id in (${erpOrder})`);
    await sql(`delete from erp_invoice where order_id in (${erpOrder})`);
    await sql(`delete from erp_order where id in (${erpOrder})`);
  });

  it('gives a seeded ERP order the amounts its invoice documents state', async () => {
    const invoices = (await call('GET', '/b2b/invoice/history?sort=date&order=desc', { token: lead })).json;
    for (const { invoiceNumber, orderNumber } of invoices.elements.slice(0, 5)) {
      const erp = await call('GET', `/b2b/order/history/detail?orderNumber=${orderNumber}`, { token: lead });
      expect(erp.status, erp.text).toBe(200);
      for (const amount of [erp.json.amountNet, erp.json.amountTotal]) expectCents(amount);
      for (const line of erp.json.lineItems) expectCents(line.totalPrice);
      const xml = new TextDecoder().decode(
        await download(`/b2b/invoice/history/ubl?invoiceNumber=${invoiceNumber}`),
      );
      expect(xml).toContain(`<cbc:TaxExclusiveAmount currencyID="EUR">${erp.json.amountNet.toFixed(2)}<`);
      expect(xml).toContain(`<cbc:PayableAmount currencyID="EUR">${erp.json.amountTotal.toFixed(2)}<`);
    }
  });
});

async function download(path: string): Promise<Uint8Array> {
  const response = await fetch(`${inject('baseUrl')}/store-api${path}`, {
    headers: { 'sw-access-key': DEMO_ACCESS_KEY, 'sw-context-token': lead },
  });
  expect(response.status, path).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}
