import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { dashed, hex, sync, tokenOf } from './admin-client.ts';
import { call, loginAs } from './client.ts';
import { runSql } from './inspect.ts';

/**
 * ERP documents in through the Admin API sync (issue 30): the ERP pushes its orders (with lines,
 * deliveries and transactions), invoices and offers as custom entities, and the account area shows
 * them as it shows the seeded history.
 */
const sql = <T = Record<string, unknown>>(query: string) => runSql<T>(inject('baseUrl'), query);
const tag = randomUUID().slice(0, 8);
const n = randomInt(10_000_000, 99_999_999);
const orderNumber = `S${n}`;
const invoiceNumber = `FS${n}`;
const offerNumber = `OS${n}`;
const note = `LS${n}`;
const reference = `ERP-SYNC-${tag}`;
const ids = { order: hex(), delivery: hex(), transaction: hex(), invoice: hex(), offer: hex() };
const upsert = (entity: string, payload: unknown[]) => ({ entity, action: 'upsert', payload });
const remove = (entity: string, id: string) => ({ entity, action: 'delete', payload: [{ id }] });

let admin = '';
let lead = '';
let leadId = '';
let otherUserId = '';
let article = { number: '', name: '' };

const address = {
  name: 'Demo Bouw',
  street: 'Kaai',
  streetNumber: '12',
  box: null,
  zipcode: '9000',
  city: 'Gent',
  country: 'BE',
};
// 2 × 12.345 = 24.69, 1.5 × 10 = 15, delivery 12.50: net 52.19, VAT 21 % 10.96, total 63.15.
const order = (extra: Record<string, unknown> = {}) => ({
  id: ids.order,
  customerNumber: '100001',
  customerId: leadId,
  firm: '10',
  warehouse: 'IMH_ANT',
  orderNumber,
  orderDate: '2026-11-18',
  status: 'shipped',
  orderType: 'phone',
  customerReference: reference,
  amountNet: 52.19,
  amountTotal: 63.15,
  deliveryCost: 12.5,
  deliveryAddress: address,
  billingAddress: address,
  lines: [
    {
      position: 1,
      articleNumber: 'IM-SYNC-1',
      name: 'Lager 6204',
      quantity: 2,
      unit: 'ST',
      unitPrice: 12.345,
      totalPrice: 24.69,
      shippingNoteNumber: note,
      sendingNumber: `TT${n}-1`,
    },
    {
      position: 2,
      articleNumber: 'IM-SYNC-2',
      name: 'Kabel',
      quantity: 1.5,
      unit: 'M',
      unitPrice: 10,
      totalPrice: 15,
      deliveryDate: '2026-11-20',
    },
  ],
  deliveries: [
    {
      id: ids.delivery,
      shippingNoteNumber: note,
      shippingMethod: 'courier',
      state: 'shipped',
      shippedAt: '2026-11-19',
      trackingNumber: `TT${n}`,
    },
  ],
  transactions: [
    {
      id: ids.transaction,
      paymentMethod: 'invoice',
      state: 'open',
      amount: 63.15,
      createdAt: '2026-11-18T09:00:00Z',
    },
  ],
  ...extra,
});
const offer = (lines: unknown[]) => ({
  id: ids.offer,
  customerNumber: '100001',
  customerId: leadId,
  offerNumber,
  status: 'open',
  clientReference: reference,
  validUntil: '2099-12-31',
  lines,
});

const history = () => call('GET', `/b2b/order/history?reference=${reference}`, { token: lead });
const detail = () =>
  call('GET', `/b2b/order/history/detail?orderNumber=${orderNumber}&firm=10`, { token: lead });

beforeAll(async () => {
  admin = await tokenOf({ accessKey: DEMO_INTEGRATION.accessKey });
  lead = await loginAs('demo.lead');
  const users = await sql<{ id: string; username: string }>(
    `select id, username from customer where username in ('demo.lead', 'other.lead')`,
  );
  const idOf = (username: string) => String(users.find((u) => u.username === username)?.id).replace(/-/g, '');
  leadId = idOf('demo.lead');
  otherUserId = idOf('other.lead');
  const [p] = await sql<{ number: string; name: string }>(
    `select product_number as number, translations->'nl-NL'->>'name' as name from product
     where parent_id is null and child_count = 0 and active order by product_number limit 1`,
  );
  article = p as typeof article;
});
afterAll(async () => {
  // Whatever a failing test left behind; deleting what is gone is answered as notFound.
  await sync([remove('ce_erp_order', ids.order), remove('ce_erp_offer', ids.offer)], admin);
});

describe('ERP documents through the Admin API sync', () => {
  it('shows a synced order with its lines, delivery and transaction in the account history', async () => {
    const res = await sync([upsert('ce_erp_order', [order()])], admin);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.ce_erp_order).toEqual([ids.order]);

    const list = await history();
    expect(list.status, list.text).toBe(200);
    expect(list.json.elements).toEqual([
      expect.objectContaining({
        orderNumber,
        firm: '10',
        warehouse: 'IMH_ANT',
        status: 'shipped',
        orderType: 'phone',
        lineCount: 2,
        amountNet: 52.19,
        amountTotal: 63.15,
        customerName: expect.stringMatching(/\S/),
      }),
    ]);
    const one = await detail();
    expect(one.status, one.text).toBe(200);
    expect(one.json).toMatchObject({ deliveryCost: 12.5, deliveryAddress: address, billingAddress: address });
    expect(one.json.lineItems).toEqual([
      expect.objectContaining({
        position: 1,
        quantity: 2,
        unitPrice: 12.345,
        totalPrice: 24.69,
        shippingNoteNumber: note,
      }),
      expect.objectContaining({
        position: 2,
        quantity: 1.5,
        unit: 'M',
        shippingNoteNumber: null,
        deliveryDate: '2026-11-20',
      }),
    ]);
    expect(one.json.deliveries).toEqual([
      {
        shippingNoteNumber: note,
        shippingMethod: 'courier',
        state: 'shipped',
        shippedAt: '2026-11-19',
        trackingNumber: `TT${n}`,
      },
    ]);
    expect(one.json.transactions).toEqual([
      { paymentMethod: 'invoice', state: 'open', amount: 63.15, createdAt: '2026-11-18T09:00:00.000Z' },
    ]);
  });

  it('links an invoice to the order and produces its PDF and its UBL', async () => {
    const invoice = {
      id: ids.invoice,
      orderNumber,
      firm: '10',
      invoiceNumber,
      invoiceDate: '2026-11-21',
      shippingNoteNumber: note,
      amountNet: 52.19,
      amountTotal: 63.15,
      deliveryProofUrl: 'https://docs.example.be/proof.pdf',
      linePositions: [1, 2],
    };
    const res = await sync([upsert('ce_erp_invoice', [invoice])], admin);
    expect(res.status, JSON.stringify(res.json)).toBe(200);

    const list = await call('GET', `/b2b/invoice/history?term=${invoiceNumber}`, { token: lead });
    expect(list.status, list.text).toBe(200);
    expect(list.json.elements).toEqual([
      expect.objectContaining({
        invoiceNumber,
        orderNumber,
        customerReference: reference,
        invoiceUrl: `/account/invoices/${invoiceNumber}/pdf`,
        deliveryProofUrl: 'https://docs.example.be/proof.pdf',
      }),
    ]);
    const pdf = await call('GET', `/b2b/invoice/history/pdf?invoiceNumber=${invoiceNumber}`, { token: lead });
    expect(pdf.status).toBe(200);
    expect(pdf.text.startsWith('%PDF-')).toBe(true);

    const ubl = await call('GET', `/b2b/invoice/history/ubl?invoiceNumber=${invoiceNumber}`, { token: lead });
    expect(ubl.status).toBe(200);
    expect(ubl.text).toContain(`<cbc:ID>${invoiceNumber}</cbc:ID>`);
    expect(ubl.text).toContain('<cbc:TaxExclusiveAmount currencyID="EUR">52.19<');
    expect(ubl.text).toContain('<cbc:PayableAmount currencyID="EUR">63.15<');

    // The ERP sends the order again (new status, same lines): the lines stay invoiced.
    expect((await sync([upsert('ce_erp_order', [order({ status: 'invoiced' })])], admin)).status).toBe(200);
    const one = await detail();
    expect(one.json.status).toBe('invoiced');
    expect(one.json.lineItems.map((l: { invoiceNumber: string }) => l.invoiceNumber)).toEqual([
      invoiceNumber,
      invoiceNumber,
    ]);
    expect(one.json.invoices).toEqual([
      expect.objectContaining({ invoiceNumber, invoiceUrl: `/account/invoices/${invoiceNumber}/pdf` }),
    ]);
  });

  it('shows a synced offer with its lines', async () => {
    const res = await sync(
      [
        upsert('ce_erp_offer', [
          offer([{ productNumber: article.number, quantity: 5, unitPrice: 9.5, deliveryDate: '2026-12-01' }]),
        ]),
      ],
      admin,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const list = await call('GET', `/b2b/offer/history?term=${offerNumber}`, { token: lead });
    expect(list.status, list.text).toBe(200);
    expect(list.json.elements).toEqual([
      expect.objectContaining({
        offerNumber,
        status: 'open',
        clientReference: reference,
        lineCount: 1,
        amountNet: 47.5,
      }),
    ]);
    const one = await call('GET', `/b2b/offer/history/detail?offerNumber=${offerNumber}`, { token: lead });
    expect(one.json.lines).toEqual([
      expect.objectContaining({
        productNumber: article.number,
        label: article.name ?? article.number,
        quantity: 5,
        unitPrice: 9.5,
        totalPrice: 47.5,
        deliveryDate: '2026-12-01',
      }),
    ]);
  });

  it('refuses bad records with their pointers and writes nothing', async () => {
    // New orders: their deliveries and transactions without the ids the first order holds.
    const fresh = (extra: Record<string, unknown>) =>
      order({
        id: hex(),
        orderNumber: `X${randomInt(10_000_000, 99_999_999)}`,
        deliveries: order().deliveries.map(({ id: _, ...d }) => d),
        transactions: order().transactions.map(({ id: _, ...t }) => t),
        ...extra,
      });
    const good = fresh({});
    const res = await sync(
      [
        upsert('ce_erp_order', [
          good,
          fresh({ customerNumber: '000000' }),
          fresh({ customerId: otherUserId }),
          fresh({ status: 'shippedSoon' }),
          fresh({ amountNet: 52.1905 }),
          fresh({ lines: [{ ...order().lines[0], shippingNoteNumber: 'LS-NONE' }] }),
          fresh({ orderDate: '2026-02-31' }),
          fresh({ orderNumber }),
        ]),
        upsert('ce_erp_offer', [
          { ...offer([{ productNumber: `NOPE-${tag}`, quantity: 1 }]), id: hex(), offerNumber: `OX${n}` },
          {
            ...offer([{ productNumber: article.number, quantity: 1 }]),
            id: hex(),
            offerNumber: `OY${n}`,
            colour: 'red',
          },
        ]),
        upsert('ce_erp_invoice', [
          {
            id: hex(),
            orderId: hex(),
            invoiceNumber: `FX${n}`,
            invoiceDate: '2026-11-21',
            amountNet: 1,
            amountTotal: 1.21,
          },
        ]),
      ],
      admin,
    );
    expect(res.status).toBe(400);
    // Shape failures are reported before those of the checks against the shop.
    const pointers = res.json.errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers.sort()).toEqual([
      '/0/1/customerNumber',
      '/0/2/customerId',
      '/0/3/status',
      '/0/4/amountNet',
      '/0/5/lines/0/shippingNoteNumber',
      '/0/6/orderDate',
      '/0/7/orderNumber',
      '/1/0/lines/0/productNumber',
      '/1/1/colour',
      '/2/0/orderId',
    ]);
    const written = await sql(
      `select id from erp_order where id = '${dashed(good.id as string)}'
       union all select id from offer where offer_number in ('OX${n}', 'OY${n}')
       union all select id from erp_invoice where invoice_number = 'FX${n}'`,
    );
    expect(written).toEqual([]);
  });

  it('with fail-on-error false writes the good records and lists the others', async () => {
    const good = {
      ...order(),
      id: hex(),
      orderNumber: `Y${n}`,
      customerReference: null,
      deliveries: [],
      lines: [],
      transactions: [],
    };
    const delivery = { shippingNoteNumber: 'LS1', shippingMethod: 'pallet', state: 'open', id: hex() };
    const twice = {
      ...good,
      id: hex(),
      orderNumber: `Z${n}`,
      deliveries: [delivery, { ...delivery, shippingNoteNumber: 'LS2' }],
    };
    const res = await sync([upsert('ce_erp_order', [good, twice])], admin, { 'fail-on-error': 'false' });
    expect(res.status).toBe(200);
    expect(res.json.data.ce_erp_order).toEqual([good.id]);
    expect(res.json.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      '/0/1/deliveries/1/id',
    ]);
    const gone = await sync([remove('ce_erp_order', good.id)], admin);
    expect(gone.json.deleted).toEqual({ ce_erp_order: [good.id] });
  });

  it('removes a deleted order from the history, with its invoice', async () => {
    const res = await sync([remove('ce_erp_order', ids.order), remove('ce_erp_offer', ids.offer)], admin);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.deleted).toEqual({ ce_erp_order: [ids.order], ce_erp_offer: [ids.offer] });
    expect((await history()).json.elements).toEqual([]);
    expect((await detail()).status).toBe(404);
    expect(
      (await call('GET', `/b2b/invoice/history?term=${invoiceNumber}`, { token: lead })).json.elements,
    ).toEqual([]);
    const left = await sql(
      `select id from erp_invoice where invoice_number = '${invoiceNumber}'
       union all select id from erp_delivery where id = '${dashed(ids.delivery)}'
       union all select id from erp_transaction where id = '${dashed(ids.transaction)}'`,
    );
    expect(left).toEqual([]);
  });
});
