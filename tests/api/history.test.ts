import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCESS_KEY } from '../../src/server/seed/constants.ts';
import { call, errorCodes, languageId, loginAs } from './client.ts';
import { runSql } from './inspect.ts';

// §2 /account/offers and /account/invoices over the Store API (§7 offer/history, invoice/history):
// rights and flags, company scope, filters, sorting, paging, and the documents (PDF, Peppol UBL).

let lead: string;
let buyer: string;
let other: string;
beforeAll(async () => {
  [lead, buyer, other] = await Promise.all([
    loginAs('demo.lead'),
    loginAs('demo.buyer'),
    loginAs('other.lead'),
  ]);
});

const OTHER_COMPANY_OFFER = 'OF00037';

async function download(path: string, token: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${inject('baseUrl')}/store-api${path}`, {
    headers: { 'sw-access-key': DEMO_ACCESS_KEY, 'sw-context-token': token, ...headers },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}
const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;

describe('offer history', () => {
  it('lists the company offers newest first, with the quote requests, paged by 20', async () => {
    // The seed's 36 offers, and the quote requests suites before this one may have added.
    const [held] = await runSql<{ n: number; newest: string }>(
      inject('baseUrl'),
      `select count(*)::int as n, (array_agg(o.offer_number order by o.created_at desc))[1] as newest
       from offer o join company c on c.id = o.company_id where c.number = '100001'`,
    );
    const { n, newest } = held as { n: number; newest: string };
    expect(n).toBeGreaterThanOrEqual(36);
    const res = await call('GET', '/b2b/offer/history', { token: lead });
    expect(res.status).toBe(200);
    expect(res.json.pager).toMatchObject({
      currentPage: 1,
      currentLimit: 20,
      totalResults: n,
      totalPages: Math.ceil(n / 20),
    });
    const dates = res.json.elements.map((o: { date: string }) => o.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(res.json.elements[0].offerNumber).toBe(newest);
    const seeded = await call('GET', '/b2b/offer/history?term=OF00001', { token: lead });
    expect(seeded.json.elements[0]).toMatchObject({ offerNumber: 'OF00001', status: 'open', lineCount: 1 });
    const page2 = await call('GET', '/b2b/offer/history?page=2', { token: lead });
    expect(page2.json.elements).toHaveLength(Math.min(n - 20, 20));
    const numbers = JSON.stringify([...res.json.elements, ...page2.json.elements]);
    expect(numbers).not.toContain(OTHER_COMPANY_OFFER);
  });

  it('shows a quote request of the cart as an open offer', async () => {
    const products = await call('POST', '/product', { token: lead, body: { limit: 1 } });
    const productId = products.json.elements[0].id;
    const request = await call('POST', '/b2b/offer/request', {
      token: lead,
      body: { productId, quantity: 2, clientReference: 'Stock Brugge' },
    });
    expect(request.status).toBe(200);
    const { offerNumber } = request.json;
    const list = await call('GET', `/b2b/offer/history?term=${offerNumber}`, { token: lead });
    expect(list.json.elements).toEqual([
      expect.objectContaining({ offerNumber, status: 'open', lineCount: 1, clientReference: 'Stock Brugge' }),
    ]);
    const newest = await call('GET', '/b2b/offer/history', { token: lead });
    expect(newest.json.elements[0].offerNumber).toBe(offerNumber);
  });

  it('filters by status, dates and reference, and sorts', async () => {
    // The seed's 32 processed offers, and those suites before this one may have processed.
    const [held] = await runSql<{ n: number }>(
      inject('baseUrl'),
      `select count(*)::int as n from offer o join company c on c.id = o.company_id
       where c.number = '100001' and o.status = 'processed'`,
    );
    expect(held?.n).toBeGreaterThanOrEqual(32);
    const processed = await call('GET', '/b2b/offer/history?status=processed', { token: lead });
    expect(processed.json.pager.totalResults).toBe(held?.n);
    const ranged = await call('GET', '/b2b/offer/history?from=2026-10-01&to=2026-11-01', { token: lead });
    for (const o of ranged.json.elements) expect(o.date >= '2026-10-01' && o.date <= '2026-11-01').toBe(true);
    expect(ranged.json.pager.totalResults).toBeGreaterThan(0);
    const term = await call('GET', '/b2b/offer/history?term=werf', { token: lead });
    expect(term.json.pager.totalResults).toBe(6);
    expect(new Set(term.json.elements.map((o: { clientReference: string }) => o.clientReference))).toEqual(
      new Set(['Werf Gent']),
    );
    const oldest = await call('GET', '/b2b/offer/history?sort=date&order=asc', { token: lead });
    expect(oldest.json.elements[0].offerNumber).toBe('OF00036');
  });

  it('refuses a from-date after the to-date on the to field', async () => {
    const res = await call('GET', '/b2b/offer/history?from=2026-11-02&to=2026-11-01', { token: lead });
    expect(res.status).toBe(400);
    expect(errorCodes(res.json)).toEqual(['VIOLATION::DATE_RANGE_INVALID']);
    expect(res.json.errors[0].source.pointer).toBe('/to');
  });

  it('shows an offer with its lines, customer article numbers and delivery dates, and its PDF', async () => {
    const res = await call('GET', '/b2b/offer/history/detail?offerNumber=OF00006', { token: lead });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ offerNumber: 'OF00006', status: 'processed', lineCount: 2 });
    expect(res.json.lines[0].deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const first = await call('GET', '/b2b/offer/history/detail?offerNumber=OF00001', { token: lead });
    expect(first.json.lines[0].customerArticleNumber).toMatch(/^DEMO-000\d$/);
    const pdf = await download('/b2b/offer/history/pdf?offerNumber=OF00006', lead, {
      'sw-language-id': await languageId('de-DE'),
    });
    expect(pdf.type).toBe('application/pdf');
    expect(await pdfText(pdf.bytes)).toContain('Angebot OF00006');
  });
});

describe('invoice history', () => {
  it('lists the company invoices with the §3 fields, filtered by date and sorted', async () => {
    const res = await call('GET', '/b2b/invoice/history', { token: lead });
    expect(res.status).toBe(200);
    expect(res.json.pager.totalResults).toBeGreaterThan(20);
    const [first] = res.json.elements;
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining([
        'invoiceNumber',
        'invoiceDate',
        'orderNumber',
        'customerReference',
        'invoiceUrl',
        'deliveryProofUrl',
        'shippingNoteNumber',
      ]),
    );
    const ranged = await call(
      'GET',
      '/b2b/invoice/history?from=2026-01-01&to=2026-01-31&sort=number&order=asc',
      { token: lead },
    );
    const numbers = ranged.json.elements.map((i: { invoiceNumber: string }) => i.invoiceNumber);
    expect(numbers).toEqual([...numbers].sort());
    for (const i of ranged.json.elements) expect(i.invoiceDate.startsWith('2026-01')).toBe(true);
    const bad = await call('GET', '/b2b/invoice/history?from=2026-02-01&to=2026-01-01', { token: lead });
    expect(errorCodes(bad.json)).toEqual(['VIOLATION::DATE_RANGE_INVALID']);
  });

  it('serves a seeded invoice as a PDF with its number and as Peppol UBL with the VAT numbers and lines', async () => {
    const list = await call('GET', '/b2b/invoice/history', { token: lead });
    const { invoiceNumber } = list.json.elements[0];
    const detail = await call('GET', `/b2b/invoice/history/detail?invoiceNumber=${invoiceNumber}`, {
      token: lead,
    });
    expect(detail.json.lines.length).toBeGreaterThan(0);
    const pdf = await download(`/b2b/invoice/history/pdf?invoiceNumber=${invoiceNumber}`, lead);
    expect(pdf.type).toBe('application/pdf');
    expect(await pdfText(pdf.bytes)).toContain(`Factuur ${invoiceNumber}`);
    const ubl = await download(`/b2b/invoice/history/ubl?invoiceNumber=${invoiceNumber}`, lead);
    const xml = new TextDecoder().decode(ubl.bytes);
    expect(ubl.type).toContain('application/xml');
    expect(xml).toContain(`<cbc:ID>${invoiceNumber}</cbc:ID>`);
    expect(xml).toContain('<cbc:CompanyID>BE0403170701</cbc:CompanyID>');
    expect(xml.match(/<cac:InvoiceLine>/g)?.length).toBe(detail.json.lines.length);
    const proof = await download(`/b2b/invoice/history/delivery-proof?invoiceNumber=${invoiceNumber}`, lead);
    const proofText = await pdfText(proof.bytes);
    expect(proofText).toContain('Leveringsbewijs');
    expect(proofText).toContain(detail.json.lines[0].productNumber);
    expect(proofText).not.toContain('€');
  });
});

describe('history authorization', () => {
  const ENDPOINTS = [
    '/b2b/offer/history',
    '/b2b/offer/history/detail?offerNumber=OF00001',
    '/b2b/offer/history/pdf?offerNumber=OF00001',
    '/b2b/invoice/history',
    '/b2b/invoice/history/detail?invoiceNumber=INVOICE',
    '/b2b/invoice/history/pdf?invoiceNumber=INVOICE',
    '/b2b/invoice/history/ubl?invoiceNumber=INVOICE',
    '/b2b/invoice/history/delivery-proof?invoiceNumber=INVOICE',
  ];
  let invoice: string;
  beforeAll(async () => {
    invoice = (await call('GET', '/b2b/invoice/history', { token: lead })).json.elements[0].invoiceNumber;
  });
  const each = () => ENDPOINTS.map((path) => path.replace('INVOICE', invoice));

  it('answers 401 to visitors, 403 to users of the company without the right', async () => {
    for (const path of each()) {
      expect((await call('GET', path)).status, path).toBe(401);
      const res = await call('GET', path, { token: buyer });
      expect(res.status, path).toBe(403);
      expect(errorCodes(res.json)).toEqual(['B2B__MISSING_RIGHT']);
    }
  });

  it("never shows company 100001's data to another company's lead buyer", async () => {
    for (const path of each()) {
      const res = await call('GET', path, { token: other });
      // Lists answer with the caller's own company; one document of 100001 is not found.
      expect(res.status, path).toBe(path.includes('Number=') ? 404 : 200);
      if (res.status === 200) expect(res.text, path).not.toContain(invoice);
      expect(res.text, path).not.toContain('Demo Industrie');
      expect(res.text, path).not.toContain('BE0403170701');
    }
    const own = await call('GET', '/b2b/offer/history', { token: other });
    expect(own.json.elements.map((o: { offerNumber: string }) => o.offerNumber)).toContain(
      OTHER_COMPANY_OFFER,
    );
  });

  it('answers 404 while the feature flag is off', async () => {
    const flags = `feature_flags`;
    await runSql(
      inject('baseUrl'),
      `update sales_channel set ${flags} = ${flags} || '{"DISPLAY_OFFER_HISTORY": false}'`,
    );
    try {
      expect((await call('GET', '/b2b/offer/history', { token: lead })).status).toBe(404);
    } finally {
      await runSql(
        inject('baseUrl'),
        `update sales_channel set ${flags} = ${flags} || '{"DISPLAY_OFFER_HISTORY": true}'`,
      );
    }
    expect((await call('GET', '/b2b/offer/history', { token: lead })).status).toBe(200);
  });
});
