import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { orderable, tableRows } from './cart-helpers.ts';
import { call, errorCodes, loginAs } from './client.ts';
import { runSql } from './inspect.ts';
import { createCompanyUser } from './invited-user.ts';

const list = (token: string, query = '') => call('GET', `/b2b/order/list${query}`, { token });
const names = (json: { elements: { name: string }[] }) => json.elements.map((l) => l.name);

/** A new user of company 100001 with these rights only (new users start with none). */
async function colleague(lead: string, username: string, rights: string[] = []) {
  const created = await createCompanyUser(lead, {
    firstName: 'Nieuwe',
    lastName: 'Collega',
    username,
    email: `${username}@example.be`,
    password: 'Sterk-2026!',
  });
  expect(created.status).toBe(200);
  const granted = await call('PUT', `/b2b/account/${created.json.id}/role`, {
    token: lead,
    body: { rights: rights.map((code) => ({ code, enabled: true })) },
  });
  expect(granted.status).toBe(200);
  return loginAs(username, 'Sterk-2026!');
}

// The suites share one database: the users list suite counts the company's users, so ours go afterwards.
afterAll(() =>
  runSql(
    inject('baseUrl'),
    `delete from customer where username in ('lijst.koper', 'zonder.lijsten', 'vertrekkende.koper')`,
  ),
);

describe('order lists', () => {
  let lead: string;
  let buyer: string;
  let other: string;
  let skus: string[];
  beforeAll(async () => {
    [lead, buyer, other] = await Promise.all([
      loginAs('demo.lead'),
      loginAs('demo.buyer'),
      loginAs('other.lead'),
    ]);
    skus = (await orderable(lead)).slice(0, 3).map((p) => p.productNumber);
  });

  it('creates, lists, filters, sorts, renames and deletes a list with priced items', async () => {
    const created = await call('POST', '/b2b/order/list', {
      token: lead,
      body: { name: 'Werkplaats maandelijks', privacy: 'company', items: [{ sku: skus[0], quantity: 2 }] },
    });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ name: 'Werkplaats maandelijks', privacy: 'company', itemCount: 1 });
    expect(created.json.creator).toMatchObject({ firstName: expect.any(String) });
    const id = created.json.id;

    const added = await call('POST', `/b2b/order/list/${id}/items`, {
      token: lead,
      body: { items: [{ sku: skus[0], quantity: 1 }, { sku: skus[1] }] },
    });
    expect(added.json.itemCount).toBe(2);
    const first = added.json.items.find((i: { sku: string }) => i.sku === skus[0]);
    expect(first).toMatchObject({ quantity: 3, packUnit: expect.any(String), stock: expect.any(Number) });
    expect(first.unitPrice).toBeGreaterThan(0);
    const sum = added.json.items.reduce((s: number, i: { totalPrice: number }) => s + i.totalPrice, 0);
    expect(added.json.amount).toBeCloseTo(sum, 3);

    await call('POST', '/b2b/order/list', { token: lead, body: { name: 'Alpha privé' } });
    const filtered = await list(lead, '?term=werkplaats');
    expect(names(filtered.json)).toEqual(['Werkplaats maandelijks']);
    const shared = await list(lead, '?privacy=company');
    expect(names(shared.json)).toContain('Werkplaats maandelijks');
    expect(names(shared.json)).not.toContain('Alpha privé');
    const byName = await list(lead, '?sort=name&order=asc&limit=1');
    expect(names(byName.json)).toEqual(['Alpha privé']);
    expect(byName.json.pager).toMatchObject({ currentPage: 1, currentLimit: 1 });
    expect(byName.json.pager.totalPages).toBeGreaterThanOrEqual(2);
    expect((await list(lead, '?sort=password')).status).toBe(400);

    const renamed = await call('PATCH', `/b2b/order/list/${id}`, {
      token: lead,
      body: { name: 'Werkplaats Q1' },
    });
    expect(renamed.json.name).toBe('Werkplaats Q1');
    const blank = await call('PATCH', `/b2b/order/list/${id}`, { token: lead, body: { name: ' ' } });
    expect(errorCodes(blank.json)).toEqual(['VIOLATION::IS_BLANK']);

    const removed = await call('DELETE', `/b2b/order/list/${id}/items`, {
      token: lead,
      body: { ids: [first.id] },
    });
    expect(removed.json.itemCount).toBe(1);
    expect((await call('DELETE', `/b2b/order/list/${id}`, { token: lead })).status).toBe(200);
    expect((await call('GET', `/b2b/order/list/${id}`, { token: lead })).status).toBe(404);
  });

  it('puts one or all items into the cart through the cart rules', async () => {
    // A buyer of its own: the demo users' carts belong to the cart and order suites.
    const buyer = await colleague(lead, 'lijst.koper', [
      'ROLE_MANAGE_ORDER_LISTS',
      'ROLE_PLACE_ORDERS',
      'ROLE_VIEW_PRICES',
    ]);
    const created = await call('POST', '/b2b/order/list', {
      token: buyer,
      body: { name: 'Naar de winkelwagen', items: [{ sku: skus[1] }, { sku: skus[2] }] },
    });
    const [one] = created.json.items;
    const single = await call('POST', `/b2b/order/list/${created.json.id}/cart`, {
      token: buyer,
      body: { ids: [one.id] },
    });
    expect(single.status).toBe(200);
    expect(single.json.lineItems.map((l: { referencedId: string }) => l.referencedId)).toEqual([
      one.productId,
    ]);
    const all = await call('POST', `/b2b/order/list/${created.json.id}/cart`, { token: buyer, body: {} });
    expect(all.json.lineItems).toHaveLength(2);
  });

  it("takes the company's own article numbers as the quick order does, never another company's", async () => {
    const [link] = await tableRows<{ customer_sku: string; product_id: string }>('article_link');
    if (!link) throw new Error('a seeded article link DEMO-000x');
    const own = link.customer_sku;
    const created = await call('POST', '/b2b/order/list', {
      token: lead,
      body: { name: 'Eigen nummers', items: [{ sku: own.toLowerCase() }] },
    });
    expect(created.status).toBe(200);
    expect(created.json.items).toEqual([
      expect.objectContaining({ productId: link.product_id, customerSku: own }),
    ]);
    const added = await call('POST', `/b2b/order/list/${created.json.id}/items`, {
      token: lead,
      body: { items: [{ sku: own }] },
    });
    expect(added.json.items).toHaveLength(1);
    // The link is company 100001's: another company's buyer cannot name an article by it.
    const theirs = await call('POST', '/b2b/order/list', {
      token: other,
      body: { name: 'Niet van ons', items: [{ sku: own }] },
    });
    expect(errorCodes(theirs.json)).toEqual(['B2B__PRODUCT_NOT_FOUND']);
  });

  it('refuses unknown articles and bad input', async () => {
    const unknown = await call('POST', '/b2b/order/list', {
      token: lead,
      body: { name: 'Fout', items: [{ sku: 'NOPE-0000' }] },
    });
    expect(errorCodes(unknown.json)).toEqual(['B2B__PRODUCT_NOT_FOUND']);
    expect(names((await list(lead, '?term=Fout')).json)).toEqual([]);
    const privacy = await call('POST', '/b2b/order/list', {
      token: lead,
      body: { name: 'X', privacy: 'world' },
    });
    expect(errorCodes(privacy.json)).toEqual(['VIOLATION::INVALID_PRIVACY']);
    const stepped = (await orderable(lead)).find((p) => p.purchaseSteps > 1 || p.minPurchase > 1);
    if (stepped) {
      const below = await call('POST', '/b2b/order/list', {
        token: lead,
        body: {
          name: 'Te weinig',
          items: [{ sku: stepped.productNumber, quantity: stepped.minPurchase + 0.5 }],
        },
      });
      expect(below.status).toBe(400);
      expect(below.json.errors[0].meta.parameters.field).toBe('items.0.quantity');
    }
    const badId = await call('GET', '/b2b/order/list/not-a-uuid', { token: lead });
    expect(errorCodes(badId.json)).toEqual(['VIOLATION::INVALID_UUID']);
  });

  it('authorizes every call: 401 anonymous, 403 without the right, 404 across companies and private lists', async () => {
    const shared = await call('POST', '/b2b/order/list', {
      token: lead,
      body: { name: 'Gedeeld 100001', privacy: 'company', items: [{ sku: skus[0] }] },
    });
    const mine = await call('POST', '/b2b/order/list', {
      token: lead,
      body: { name: 'Privé van lead', items: [{ sku: skus[0] }] },
    });
    const noRights = await colleague(lead, 'zonder.lijsten');
    const itemId = shared.json.items[0].id;
    const calls = (id: string): [string, string, unknown][] => [
      ['GET', '/b2b/order/list', undefined],
      ['POST', '/b2b/order/list', { name: 'Inbraak' }],
      ['GET', `/b2b/order/list/${id}`, undefined],
      ['PATCH', `/b2b/order/list/${id}`, { name: 'Inbraak' }],
      ['DELETE', `/b2b/order/list/${id}`, undefined],
      ['POST', `/b2b/order/list/${id}/items`, { items: [{ sku: skus[0] }] }],
      ['DELETE', `/b2b/order/list/${id}/items`, { ids: [itemId] }],
      ['POST', `/b2b/order/list/${id}/cart`, {}],
    ];
    for (const [method, path, body] of calls(shared.json.id)) {
      expect((await call(method, path, { body })).status, `${method} ${path} anonymous`).toBe(401);
      expect((await call(method, path, { token: noRights, body })).status, `${method} ${path}`).toBe(403);
    }
    for (const [method, path, body] of calls(shared.json.id).slice(2)) {
      const res = await call(method, path, { token: other, body });
      expect(res.status, `${method} ${path} other company`).toBe(404);
      expect(res.text).not.toContain('Gedeeld 100001');
      expect(res.text).not.toContain(skus[0]);
    }
    const theirs = await list(other);
    expect(theirs.text).not.toContain('Gedeeld 100001');
    expect(theirs.text).not.toContain('Privé van lead');
    const created = await call('POST', '/b2b/order/list', { token: other, body: { name: 'Andere' } });
    expect(created.json.creator.firstName).toBe('Marie');

    // A colleague sees the company list, never the private one.
    expect(names((await list(buyer)).json)).toContain('Gedeeld 100001');
    expect(names((await list(buyer)).json)).not.toContain('Privé van lead');
    for (const [method, path, body] of calls(mine.json.id).slice(2)) {
      const res = await call(method, path, { token: buyer, body });
      expect(res.status, `${method} ${path} colleague`).toBe(404);
      expect(res.text).not.toContain('Privé van lead');
    }
    expect((await call('GET', `/b2b/order/list/${mine.json.id}`, { token: lead })).status).toBe(200);

    // Issue 26: a colleague reads a shared list and orders from it, but only its creator or a lead
    // buyer changes it (rename, share, delete, items).
    for (const [method, path, body] of calls(shared.json.id).slice(3, 7)) {
      const res = await call(method, path, { token: buyer, body });
      expect(errorCodes(res.json), `${method} ${path} colleague`).toEqual(['B2B__ORDER_LIST_NOT_CHANGEABLE']);
    }
    const kept = await call('GET', `/b2b/order/list/${shared.json.id}`, { token: buyer });
    expect(kept.json).toMatchObject({ name: 'Gedeeld 100001', itemCount: 1 });
  });

  it("keeps a deleted user's company lists for the colleagues and deletes the private ones", async () => {
    const leaving = await colleague(lead, 'vertrekkende.koper', ['ROLE_MANAGE_ORDER_LISTS']);
    const me = await call('GET', '/account/customer', { token: leaving });
    for (const [name, privacy] of [
      ['Gedeeld van vertrekker', 'company'],
      ['Privé van vertrekker', 'user'],
    ]) {
      const made = await call('POST', '/b2b/order/list', { token: leaving, body: { name, privacy } });
      expect(made.status).toBe(200);
      // Its creator changes a list, shared or not.
      const renamed = await call('PATCH', `/b2b/order/list/${made.json.id}`, {
        token: leaving,
        body: { name },
      });
      expect(renamed.status).toBe(200);
    }
    const removed = await call('DELETE', '/b2b/companies/customers', {
      token: lead,
      body: { customerIds: [me.json.id] },
    });
    expect(removed.status).toBe(200);
    const left = (await list(lead, '?term=vertrekker')).json;
    expect(names(left)).toEqual(['Gedeeld van vertrekker']);
    expect(left.elements[0].creator).toBeNull();
    // A lead buyer changes a shared list of a colleague, here one whose creator has gone.
    const renamed = await call('PATCH', `/b2b/order/list/${left.elements[0].id}`, {
      token: lead,
      body: { name: 'Gedeeld van vertrekker (overgenomen)' },
    });
    expect(renamed.status).toBe(200);
    const rows = await runSql(inject('baseUrl'), `select name from order_list where name like '%vertrekker'`);
    expect(JSON.stringify(rows)).not.toContain('Privé van vertrekker');
  });
});
