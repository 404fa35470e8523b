import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, errorCodes, loginAs } from './client.ts';
import { runSql } from './inspect.ts';

// Issue 26: a user without ROLE_VIEW_PRICES gets no amount from any history answer (ERP and shop
// orders, offers, invoices), nor a document that prints them; the same calls give demo.lead amounts.

const sql = (query: string) => runSql(inject('baseUrl'), query);
const EXTRA = [
  'ROLE_MANAGE_COMPANY_ORDER_HISTORY',
  'ROLE_MANAGE_OFFER_HISTORY',
  'ROLE_MANAGE_INVOICE_HISTORY',
];
const VIEWER = `(select id from customer where username = 'demo.viewer')`;
const CODES = EXTRA.map((c) => `'${c}'`).join(', ');
const MONEY =
  /^(amountNet|amountTotal|unitPrice|totalPrice|deliveryCost|additionalCost|amount|invoiceUrl|budget|budgetRemaining)$/;

/** Every money field of an answer that holds a value, as `path=value`. */
function amounts(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => amounts(v, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    MONEY.test(key) && v !== null && typeof v !== 'object'
      ? [`${path}.${key}=${v}`]
      : amounts(v, `${path}.${key}`),
  );
}

describe('history answers for a user without ROLE_VIEW_PRICES', () => {
  let viewer: string;
  let lead: string;
  let before: unknown[];
  beforeAll(async () => {
    // The seed's rows (disabled, or none) come back afterwards.
    before = await sql(
      `select code, enabled from customer_right where customer_id = ${VIEWER} and code in (${CODES})`,
    );
    const values = EXTRA.map((code) => `(${VIEWER}, '${code}', true)`).join(', ');
    await sql(
      `insert into customer_right (customer_id, code, enabled) values ${values}
       on conflict (customer_id, code) do update set enabled = true`,
    );
    // In demo.buyer's flow, so the customer answer has a budget to hide.
    await sql(
      `insert into order_flow_customer (flow_id, customer_id)
       select flow_id, ${VIEWER} from order_flow_customer where customer_id = (select id from customer where username = 'demo.buyer')`,
    );
    [viewer, lead] = await Promise.all([loginAs('demo.viewer'), loginAs('demo.lead')]);
  });
  afterAll(async () => {
    await sql(`delete from order_flow_customer where customer_id = ${VIEWER}`);
    await sql(`delete from customer_right where customer_id = ${VIEWER} and code in (${CODES})`);
    for (const { code, enabled } of before as { code: string; enabled: boolean }[])
      await sql(
        `insert into customer_right (customer_id, code, enabled) values (${VIEWER}, '${code}', ${enabled})`,
      );
  });

  /** The answer of a GET for both users: the lead's must hold amounts, the viewer's none. */
  const both = async (path: string) => {
    const [asLead, asViewer] = await Promise.all([
      call('GET', path, { token: lead }),
      call('GET', path, { token: viewer }),
    ]);
    expect(asLead.status, `${path} as demo.lead`).toBe(200);
    expect(asViewer.status, `${path} as demo.viewer`).toBe(200);
    expect(amounts(asLead.json).length, `${path} as demo.lead`).toBeGreaterThan(0);
    expect(amounts(asViewer.json), path).toEqual([]);
    return asViewer.json;
  };

  it("gives no flow budget in the customer's own answer (the dashboard)", async () => {
    const [asViewer, asBuyer] = await Promise.all([
      call('GET', '/account/customer', { token: viewer }),
      call('GET', '/account/customer', { token: await loginAs('demo.buyer') }),
    ]);
    expect(asViewer.json.flow).toMatchObject({
      name: asBuyer.json.flow.name,
      budget: null,
      budgetRemaining: null,
    });
    expect(asBuyer.json.flow.budget).toBeGreaterThan(0);
  });

  it('sends no amount in the ERP order history, list and detail', async () => {
    const list = await both('/b2b/order/history?limit=20');
    const first = list.elements[0];
    const firm = first.firm ? `&firm=${first.firm}` : '';
    const warehouse = first.warehouse ? `&warehouse=${first.warehouse}` : '';
    await both(`/b2b/order/history/detail?orderNumber=${first.orderNumber}${firm}${warehouse}`);
  });

  it('does not sort the order history by total for such a user', async () => {
    const path = (sort: string, order: string) => `/b2b/order/history?sort=${sort}&order=${order}&limit=5`;
    const [byTotal, byDate] = await Promise.all([
      call('GET', path('amountTotal', 'desc'), { token: viewer }),
      call('GET', path('orderDate', 'desc'), { token: viewer }),
    ]);
    expect(byTotal.status).toBe(200);
    expect(byTotal.json.elements).toEqual(byDate.json.elements);
  });

  it('sends no amount in the offers and invoices, and refuses their documents', async () => {
    const offers = await both('/b2b/offer/history');
    const offerNumber = offers.elements[0].offerNumber;
    await both(`/b2b/offer/history/detail?offerNumber=${offerNumber}`);
    const invoices = await call('GET', '/b2b/invoice/history', { token: viewer });
    expect(invoices.status).toBe(200);
    expect(amounts(invoices.json)).toEqual([]);
    const invoiceNumber = invoices.json.elements[0].invoiceNumber;
    await both(`/b2b/invoice/history/detail?invoiceNumber=${invoiceNumber}`);
    for (const path of [
      `/b2b/offer/history/pdf?offerNumber=${offerNumber}`,
      `/b2b/invoice/history/pdf?invoiceNumber=${invoiceNumber}`,
      `/b2b/invoice/history/ubl?invoiceNumber=${invoiceNumber}`,
    ]) {
      const [asLead, asViewer] = await Promise.all([
        call('GET', path, { token: lead }),
        call('GET', path, { token: viewer }),
      ]);
      expect(asLead.status, path).toBe(200);
      expect(asViewer.status, path).toBe(403);
      expect(errorCodes(asViewer.json), path).toEqual(['B2B__MISSING_RIGHT']);
    }
  });
});
