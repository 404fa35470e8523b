import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEXT_PAYLOADS } from './authz/payloads.ts';
import { call, loginAs } from './client.ts';
import { runSql } from './inspect.ts';
import { createCompanyUser } from './invited-user.ts';

// Markup, SQL, formulas and tricky unicode are text like any other: stored and answered unchanged.
describe('text payloads in stored text fields', () => {
  let lead: string;
  let companyId: string;
  let countryId: string;
  const cleanup: [string, string, unknown?][] = [];

  beforeAll(async () => {
    lead = await loginAs('demo.lead');
    companyId = (await call('GET', '/account/customer', { token: lead })).json.b2bCompany.id;
    countryId = (await call('POST', '/country', { body: {} })).json.elements[0].id;
  });
  afterAll(async () => {
    for (const [method, path, body] of cleanup.reverse()) await call(method, path, { token: lead, body });
  });

  it('keeps them in addresses, order lists and order references, read back byte for byte', async () => {
    for (const [i, text] of TEXT_PAYLOADS.entries()) {
      const address = await call('POST', `/b2b/companies/${companyId}/address`, {
        token: lead,
        body: { name: text, street: text, city: text, zipcode: '9000', countryId },
      });
      expect(address.status, address.text).toBe(200);
      const addressPath = `/b2b/companies/${companyId}/address/${address.json.addressId}`;
      cleanup.push(['DELETE', addressPath]);
      const stored = (await call('GET', addressPath, { token: lead })).json.address;
      expect([stored.name, stored.street, stored.city]).toEqual([text, text, text]);

      const list = await call('POST', '/b2b/order/list', { token: lead, body: { name: text } });
      expect(list.status, list.text).toBe(200);
      cleanup.push(['DELETE', `/b2b/order/list/${list.json.id}`]);
      expect((await call('GET', `/b2b/order/list/${list.json.id}`, { token: lead })).json.name).toBe(text);

      // Names are unique per company: the index keeps the nine apart.
      const name = `${text} ${i}`;
      const reference = await call('POST', '/b2b/order-reference', { token: lead, body: { name } });
      expect(reference.status, reference.text).toBe(200);
      cleanup.push(['DELETE', `/b2b/order-reference/${reference.json.id}`]);
      expect(
        (await call('GET', `/b2b/order-reference/${reference.json.id}`, { token: lead })).json.name,
      ).toBe(name);
    }
  });

  it('keeps them in the names of users and order flows', async () => {
    for (const [i, text] of TEXT_PAYLOADS.entries()) {
      const user = await createCompanyUser(lead, {
        firstName: text,
        lastName: text,
        username: `stored.text${i}`,
        email: `stored.text${i}@example.be`,
        password: 'Sterk-2026!',
      });
      expect(user.status, user.text).toBe(200);
      cleanup.push(['DELETE', '/b2b/companies/customers', { customerIds: [user.json.id] }]);
      const read = (await call('GET', `/b2b/companies/customers/${user.json.id}`, { token: lead })).json;
      expect([read.firstName, read.lastName]).toEqual([text, text]);

      const flow = await call('POST', '/b2b/order-flow', {
        token: lead,
        body: { name: text, budget: 10, period: 'monthly', approverIds: [], customerIds: [] },
      });
      expect(flow.status, flow.text).toBe(200);
      cleanup.push(['DELETE', `/b2b/order-flow/${flow.json.id}`]);
      expect((await call('GET', `/b2b/order-flow/${flow.json.id}`, { token: lead })).json.name).toBe(text);
    }
  });

  it('searches and logs in with them without a database error', async () => {
    for (const text of TEXT_PAYLOADS) {
      const search = await call('POST', '/search', { body: { search: text } });
      expect(search.status, search.text).toBe(200);
    }
    // Only the SQL ones: failed logins count towards the client address's throttling.
    for (const text of TEXT_PAYLOADS.filter((t) => t.includes("'") || t.includes('OR 1=1'))) {
      const login = await call('POST', '/account/login', { body: { username: text, password: text } });
      expect(login.status, login.text).toBe(401);
    }
  });

  it('exports a customer SKU that looks like a formula as text (CSV injection)', async () => {
    const [free] = await runSql<{ id: string }>(
      inject('baseUrl'),
      `select p.id from product p where p.parent_id is null and not exists
        (select 1 from article_link l where l.product_id = p.id and l.company_id = '${companyId}') limit 1`,
    );
    const sku = '=HYPERLINK("http://evil.example","x")';
    const link = await call('POST', '/article-links', {
      token: lead,
      body: { productId: free?.id, customerSku: sku },
    });
    expect(link.status, link.text).toBe(200);
    cleanup.push(['DELETE', `/article-links/${link.json.id}`]);
    const csv = (await call('POST', '/article-links/export', { token: lead })).text;
    const line = csv.split(/\r?\n/).find((l) => l.includes('HYPERLINK')) ?? '';
    // Every cell of the line: none may start with a formula trigger.
    expect(line).toContain("'=HYPERLINK");
    expect(line.split(';').map((cell) => cell.replace(/^"/, ''))).not.toContainEqual(
      expect.stringMatching(/^[=+@-]/),
    );
  });
});
