import { beforeAll, describe, expect, it } from 'vitest';
import { type CatalogProduct, catalog, type MailRow, tableRows } from './cart-helpers.ts';
import { languageId } from './client.ts';
import { callFrom } from './from-address.ts';

// Issue 27: a visitor's quote request per product (§1 cart-by-email quote request), without login:
// validated, stored, mailed to the sales mailbox and to the visitor, throttled per client address.

let product: CatalogProduct;
beforeAll(async () => {
  [product] = (await catalog('')).slice(0, 1) as [CatalogProduct];
  expect(product).toBeDefined();
});

// One address of 127/8 per run and test, so other suites' calls and earlier runs do not count.
const base = `127.${Math.floor(Math.random() * 200) + 20}.${Math.floor(Math.random() * 250)}`;
const request = {
  name: 'Els Peeters',
  company: 'Peeters Techniek BV',
  email: `els.${Date.now()}@example.be`,
  phone: '',
  quantity: 25,
  message: 'Levering in Gent graag.',
};
const ask = (from: string, body: unknown, headers: Record<string, string> = {}) =>
  callFrom(from, 'POST', `/product/${product.id}/quote-request`, { body, headers });

describe('POST /product/{productId}/quote-request', () => {
  it('mails the request to the sales mailbox and a receipt in French to the visitor', async () => {
    const res = await ask(`${base}.1`, request, { 'sw-language-id': await languageId('fr-FR') });
    expect(res.status, res.text).toBe(200);
    const mails = (await tableRows<MailRow>('mail_outbox')).filter(
      (m) => m.text.includes(request.email) || m.to === request.email,
    );
    const shop = mails.find((m) => m.to === 'verkoop@indumex.example');
    const receipt = mails.find((m) => m.to === request.email);
    expect(shop?.text).toContain(`Aantal: 25`);
    expect(shop?.text).toContain('Peeters Techniek BV');
    expect(shop?.text).toContain(product.productNumber);
    expect(receipt?.subject).toBe(`Votre demande d'offre pour ${product.productNumber}`);
    const stored = (
      await tableRows<{ form_id: string; email: string; fields: Record<string, unknown> }>('contact_request')
    ).find((r) => r.email === request.email);
    expect(stored).toMatchObject({
      form_id: 'quote-request',
      fields: { productId: product.id, quantity: 25 },
    });
  });

  it('refuses a request without name, with a bad e-mail or quantity, with the fields named', async () => {
    const res = await ask(`${base}.2`, { ...request, name: ' ', email: 'nope', quantity: 0 });
    expect(res.status).toBe(400);
    const pointers = (JSON.parse(res.text).errors as { source?: { pointer: string } }[]).map(
      (e) => e.source?.pointer,
    );
    expect(pointers.sort()).toEqual(['/email', '/name', '/quantity']);
  });

  it('throttles one address after a few requests, not the next address', async () => {
    const from = `${base}.3`;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await ask(from, { ...request, email: `t${i}.${request.email}` })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toContain(429);
    expect((await ask(`${base}.4`, request)).status).toBe(200);
  });
});
