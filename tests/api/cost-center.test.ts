import { beforeAll, describe, expect, it } from 'vitest';
import { addProduct, emptyCart, orderable, placeOrder, simple } from './cart-helpers.ts';
import { call, errorCodes, loginAs } from './client.ts';

// §2/§7 cost centre: ACCESS_COST_CENTER reads the company's external contacts and contracts,
// MANAGE_COST_CENTER assigns and dismisses them; the checkout offers only the assigned (linked) ones.

const LIST = '/b2b/cost-center/external-contact';
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

interface Contact {
  id: string;
  identifier: string;
  name: string;
  email: string | null;
  linked: boolean;
}
const byIdentifier = (elements: Contact[], identifier: string) =>
  elements.find((e) => e.identifier === identifier) as Contact;

describe('cost centre', () => {
  it('dismisses a contact from the company and assigns it again; the checkout follows', async () => {
    const listed = await call('GET', LIST, { token: lead });
    expect(listed.status).toBe(200);
    const contact = byIdentifier(listed.json.elements, 'EXT-002');
    expect(contact).toMatchObject({
      name: 'Jan Peeters (aannemer)',
      email: 'jan.peeters@aannemer.example',
      linked: true,
    });

    const dismissed = await call('POST', `${LIST}-dismiss`, { token: lead, body: { ids: [contact.id] } });
    expect(dismissed.status, dismissed.text).toBe(200);
    expect(byIdentifier(dismissed.json.elements, 'EXT-002').linked).toBe(false);
    const offered = await call('GET', '/b2b/cost-center/cart/external-contact', { token: lead });
    expect(offered.json.elements.map((e: Contact) => e.id)).not.toContain(contact.id);

    const assigned = await call('POST', `${LIST}-assign`, { token: lead, body: { ids: [contact.id] } });
    expect(byIdentifier(assigned.json.elements, 'EXT-002').linked).toBe(true);
    const again = await call('GET', '/b2b/cost-center/cart/external-contact', { token: lead });
    expect(again.json.elements.map((e: Contact) => e.id)).toContain(contact.id);
  });

  it('validates the ids', async () => {
    const empty = await call('POST', `${LIST}-assign`, { token: lead, body: { ids: [] } });
    expect(errorCodes(empty.json)).toEqual(['VIOLATION::IS_BLANK']);
    const bad = await call('POST', `${LIST}-assign`, { token: lead, body: { ids: ['x'] } });
    expect(errorCodes(bad.json)).toEqual(['VIOLATION::INVALID_UUID']);
  });

  it('answers 401 to visitors, 403 without the right and 404 for another company', async () => {
    const id = byIdentifier((await call('GET', LIST, { token: lead })).json.elements, 'EXT-001').id;
    const calls: [string, string, unknown][] = [
      ['GET', LIST, undefined],
      ['POST', `${LIST}-assign`, { ids: [id] }],
      ['POST', `${LIST}-dismiss`, { ids: [id] }],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(method, path, { body })).status, path).toBe(401);
      const refused = await call(method, path, { token: buyer, body });
      expect(refused.status, path).toBe(403);
      expect(errorCodes(refused.json)).toEqual(['B2B__MISSING_RIGHT']);
    }
    const foreignList = await call('GET', LIST, { token: other });
    expect(foreignList.status).toBe(200);
    expect(foreignList.text).not.toContain('EXT-001');
    for (const [method, path, body] of calls.slice(1)) {
      const res = await call(method, path, { token: other, body });
      expect(res.status, path).toBe(404);
      expect(res.text).not.toContain('Havenbedrijf');
    }
    expect(byIdentifier((await call('GET', LIST, { token: lead })).json.elements, 'EXT-001').linked).toBe(
      true,
    );
  });

  it("the checkout's cost-centre calls need ACCESS_COST_CENTER and accept no dismissed contact", async () => {
    const CART = '/b2b/cost-center/cart/external-contact';
    const contact = byIdentifier((await call('GET', LIST, { token: lead })).json.elements, 'EXT-002');
    // demo.buyer places orders but has no access to the cost centre.
    for (const [method, path] of [
      ['GET', CART],
      ['PUT', `${CART}/${contact.id}`],
      ['DELETE', CART],
    ]) {
      const res = await call(method as string, path as string, { token: buyer });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(errorCodes(res.json)).toEqual(['B2B__MISSING_RIGHT']);
    }
    const product = (await orderable(lead)).find(simple);
    await emptyCart(lead);
    await addProduct(lead, product?.id as string);
    expect((await call('PUT', `${CART}/${contact.id}`, { token: lead })).status).toBe(200);
    try {
      await call('POST', `${LIST}-dismiss`, { token: lead, body: { ids: [contact.id] } });
      const chosen = await call('PUT', `${CART}/${contact.id}`, { token: lead });
      expect(chosen.status).toBe(400);
      expect(errorCodes(chosen.json)).toEqual(['B2B__EXTERNAL_CONTACT_DISMISSED']);
      // Chosen before the lead dismissed it: the order is refused, the cart stays.
      const placed = await placeOrder(lead, { paymentMethod: 'invoice' });
      expect(placed.status).toBe(400);
      expect(errorCodes(placed.json)).toEqual(['B2B__EXTERNAL_CONTACT_DISMISSED']);
      expect((await call('GET', CART, { token: lead })).json.selectedId).toBe(contact.id);
    } finally {
      await call('POST', `${LIST}-assign`, { token: lead, body: { ids: [contact.id] } });
      await emptyCart(lead);
    }
  });
});
