import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, errorCodes, loginAs } from './client.ts';
import { createCompanyUser, mailedHash } from './invited-user.ts';

const search = (token: string, body: unknown = {}) =>
  call('POST', '/b2b/companies/customers/search', { token, body });
const usernames = (json: { elements: { username: string }[] }) => json.elements.map((u) => u.username);

describe('users of the company', () => {
  let lead: string;
  let other: string;
  beforeAll(async () => {
    [lead, other] = await Promise.all([loginAs('demo.lead'), loginAs('other.lead')]);
  });

  it('lists only the caller company users, 20 per page, with pager and flow budgets', async () => {
    const res = await search(lead);
    expect(res.status).toBe(200);
    expect(usernames(res.json)).toEqual(
      expect.arrayContaining(['demo.lead', 'demo.buyer', 'demo.viewer', 'demo.inactive', 'demo.oci']),
    );
    expect(usernames(res.json)).not.toContain('other.lead');
    expect(res.json.pager).toMatchObject({ currentPage: 1, currentLimit: 20 });
    const buyer = res.json.elements.find((u: { username: string }) => u.username === 'demo.buyer');
    // The remaining budget is live: 1,000 EUR minus the buyer's orders of this period (other suites order).
    expect(buyer.flow).toMatchObject({ budget: 1000 });
    expect(buyer.flow.budgetRemaining).toBeGreaterThanOrEqual(0);
    expect(buyer.flow.budgetRemaining).toBeLessThanOrEqual(1000);
    expect(buyer).not.toHaveProperty('passwordHash');

    const theirs = await search(other);
    expect(usernames(theirs.json)).toEqual(['other.lead']);
  });

  it('filters by term, name, lead buyer and budget ranges (in euros), and sorts', async () => {
    const term = await search(lead, { term: 'janss' });
    expect(usernames(term.json)).toEqual(['demo.buyer']);
    const leads = await search(lead, { filter: [{ type: 'equals', field: 'leadBuyer', value: true }] });
    expect(usernames(leads.json)).toEqual(['demo.lead']);
    const budget = await search(lead, {
      filter: [{ type: 'range', field: 'flow.budgetRemaining', parameters: { gte: 0, lte: 1000 } }],
    });
    expect(usernames(budget.json).sort()).toEqual(['demo.buyer', 'demo.oci']);
    const above = await search(lead, {
      filter: [{ type: 'range', field: 'flow.budgetRemaining', parameters: { gt: 1000 } }],
    });
    expect(usernames(above.json)).toEqual([]);
    const sorted = await search(lead, { sort: [{ field: 'username', order: 'DESC' }], limit: 2 });
    expect(usernames(sorted.json)).toEqual(['demo.viewer', 'demo.recovery']);
    expect(sorted.json.pager.totalPages).toBeGreaterThanOrEqual(3);
    const bad = await search(lead, { sort: [{ field: 'passwordHash' }] });
    expect(bad.status).toBe(400);
  });

  it('is refused without ROLE_MANAGE_CONTACTS and without login', async () => {
    const buyer = await loginAs('demo.buyer');
    expect((await search(buyer)).status).toBe(403);
    expect((await call('POST', '/b2b/companies/customers/search', { body: {} })).status).toBe(401);
  });

  it('creates a user who chooses a password through the mailed invitation; usernames stay unique', async () => {
    const body = {
      firstName: 'Nieuwe',
      lastName: 'Collega',
      username: 'new.colleague',
      email: 'new.colleague@example.be',
    };
    const chosen = await call('POST', '/b2b/companies/customers', {
      token: lead,
      body: { ...body, password: 'Sterk-2026!' },
    });
    expect(errorCodes(chosen.json)).toEqual(['B2B__PASSWORD_NOT_YOURS']);
    const created = await call('POST', '/b2b/companies/customers', { token: lead, body });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ username: 'new.colleague', active: true, leadBuyer: false });
    const hash = await mailedHash('new.colleague@example.be');
    expect(hash).not.toBe('');
    const set = await call('POST', '/account/recovery-password-confirm', {
      body: { hash, newPassword: 'Sterk-2026!', newPasswordConfirm: 'Sterk-2026!' },
    });
    expect(set.status).toBe(200);
    await expect(loginAs('new.colleague', 'Sterk-2026!')).resolves.toBeTruthy();

    const again = await call('POST', '/b2b/companies/customers', { token: lead, body });
    expect(again.status).toBe(400);
    expect(errorCodes(again.json)).toEqual(['VIOLATION::USERNAME_EXISTS']);

    const rename = await call('PATCH', `/b2b/companies/customers/${created.json.id}`, {
      token: lead,
      body: { username: 'demo.buyer' },
    });
    expect(errorCodes(rename.json)).toEqual(['VIOLATION::CUSTOMER_USERNAME_NOT_UNIQUE']);

    const deactivated = await call('PATCH', `/b2b/companies/customers/${created.json.id}`, {
      token: lead,
      body: { active: false },
    });
    expect(deactivated.json.active).toBe(false);
    const login = await call('POST', '/account/login', {
      body: { username: 'new.colleague', password: 'Sterk-2026!' },
    });
    expect(errorCodes(login.json)).toEqual(['B2B__CUSTOMER_IS_INACTIVE']);

    const removed = await call('DELETE', '/b2b/companies/customers', {
      token: lead,
      body: { customerIds: [created.json.id] },
    });
    expect(removed.status).toBe(200);
    const gone = await call('GET', `/b2b/companies/customers/${created.json.id}`, { token: lead });
    expect(gone.status).toBe(404);
  });

  it('never reaches into another company, and validates ids', async () => {
    const me = await call('GET', '/account/customer', { token: lead });
    const peek = await call('GET', `/b2b/companies/customers/${me.json.id}`, { token: other });
    expect(peek.status).toBe(404);
    const wipe = await call('DELETE', '/b2b/companies/customers', {
      token: other,
      body: { customerIds: [me.json.id] },
    });
    expect(wipe.status).toBe(404);
    const edit = await call('PATCH', `/b2b/companies/customers/${me.json.id}`, {
      token: other,
      body: { firstName: 'Overgenomen' },
    });
    expect(edit.status).toBe(404);
    const grant = await call('PUT', `/b2b/account/${me.json.id}/role`, {
      token: other,
      body: { rights: [{ code: 'ROLE_VIEW_PRICES', enabled: false }] },
    });
    expect(grant.status).toBe(404);
    const theirs = await call('POST', '/b2b/companies/customers/search', {
      token: other,
      body: { term: 'demo', filter: [{ type: 'equals', field: 'id', value: me.json.id }] },
    });
    expect(theirs.json.elements).toEqual([]);
    const badId = await call('GET', '/b2b/companies/customers/not-a-uuid', { token: lead });
    expect(errorCodes(badId.json)).toEqual(['VIOLATION::INVALID_UUID']);
    const self = await call('DELETE', '/b2b/companies/customers', {
      token: lead,
      body: { customerIds: [me.json.id] },
    });
    expect(self.status).toBe(409);
  });
});

describe('rights editor', () => {
  it('lets lead buyers read and save the 24 rights of a user; the change takes effect', async () => {
    const lead = await loginAs('demo.lead');
    const users = await search(lead, { term: 'demo.viewer' });
    const viewerId = users.json.elements[0].id;
    const read = await call('GET', `/b2b/account/${viewerId}/role`, { token: lead });
    expect(read.status).toBe(200);
    expect(read.json.rights).toHaveLength(24);
    expect(read.json.rights.find((r: { code: string }) => r.code === 'ROLE_VIEW_PRICES').enabled).toBe(false);

    const invalid = await call('PUT', `/b2b/account/${viewerId}/role`, {
      token: lead,
      body: { rights: [{ code: 'ROLE_EVERYTHING', enabled: true }] },
    });
    expect(errorCodes(invalid.json)).toEqual(['VIOLATION::INVALID_ROLE']);

    const saved = await call('PUT', `/b2b/account/${viewerId}/role`, {
      token: lead,
      body: { rights: [{ code: 'ROLE_MANAGE_CONTACTS', enabled: true }] },
    });
    expect(saved.json.rights.find((r: { code: string }) => r.code === 'ROLE_MANAGE_CONTACTS').enabled).toBe(
      true,
    );
    const viewer = await loginAs('demo.viewer');
    expect((await search(viewer)).status).toBe(200);
    await call('PUT', `/b2b/account/${viewerId}/role`, {
      token: lead,
      body: { rights: [{ code: 'ROLE_MANAGE_CONTACTS', enabled: false }] },
    });
    expect((await search(viewer)).status).toBe(403);
  });

  it('is refused to users who are not lead buyers, and across companies', async () => {
    const [buyer, other, lead] = await Promise.all([
      loginAs('demo.buyer'),
      loginAs('other.lead'),
      loginAs('demo.lead'),
    ]);
    const me = await call('GET', '/account/customer', { token: buyer });
    expect((await call('GET', `/b2b/account/${me.json.id}/role`, { token: buyer })).status).toBe(403);
    expect((await call('GET', `/b2b/account/${me.json.id}/role`, { token: other })).status).toBe(404);
    expect((await call('GET', '/b2b/account/123/role', { token: lead })).status).toBe(400);
  });
});

describe('own profile and password', () => {
  it('changes the profile, and the password only with the right current one', async () => {
    const lead = await loginAs('demo.lead');
    const created = await createCompanyUser(lead, {
      firstName: 'Pas',
      lastName: 'Woord',
      username: 'password.changer',
      email: 'pw@example.be',
      password: DEMO_PASSWORD,
    });
    await call('PUT', `/b2b/account/${created.json.id}/role`, {
      token: lead,
      body: {
        rights: [
          { code: 'ROLE_MANAGE_OWN_ACCOUNT', enabled: true },
          { code: 'ROLE_MANAGE_OWN_CONTACT_INFO', enabled: true },
        ],
      },
    });
    const token = await loginAs('password.changer');
    const profile = await call('POST', '/account/change-profile', {
      token,
      body: {
        firstName: 'Pascale',
        lastName: 'Woord',
        email: 'pascale@example.be',
        phone: '+32 3 123 45 67',
      },
    });
    expect(profile.status).toBe(200);
    const me = await call('GET', '/account/customer', { token });
    expect(me.json).toMatchObject({ firstName: 'Pascale', email: 'pascale@example.be' });

    const wrong = await call('POST', '/account/change-password', {
      token,
      body: { password: 'not-it', newPassword: 'Nieuw-2026!', newPasswordConfirm: 'Nieuw-2026!' },
    });
    expect(errorCodes(wrong.json)).toEqual(['CUSTOMER_PASSWORD_NOT_CORRECT']);
    const mismatch = await call('POST', '/account/change-password', {
      token,
      body: { password: DEMO_PASSWORD, newPassword: 'Nieuw-2026!', newPasswordConfirm: 'Nieuw-2027!' },
    });
    expect(mismatch.json.errors[0]).toMatchObject({
      code: 'VIOLATION::PASSWORDS_DO_NOT_MATCH',
      source: { pointer: '/newPasswordConfirm' },
    });
    const ok = await call('POST', '/account/change-password', {
      token,
      body: { password: DEMO_PASSWORD, newPassword: 'Nieuw-2026!', newPasswordConfirm: 'Nieuw-2026!' },
    });
    expect(ok.status).toBe(200);
    await expect(loginAs('password.changer', 'Nieuw-2026!')).resolves.toBeTruthy();
  });
});

describe('registration lookups', () => {
  const exists = (query: string) => call('GET', `/b2b/register/company/exists?${query}`);

  it('confirms a company only when number and VAT belong together', async () => {
    const ok = await exists('clientNumber=100001&vat=BE 0403.170.701');
    expect(ok.json).toMatchObject({ exists: true, companyName: 'Demo Industrie NV' });
    const wrongVat = await exists('clientNumber=100001&vat=BE0876543270');
    expect(errorCodes(wrongVat.json)).toEqual(['COMPANY_DOESNT_EXIST']);
    const blocked = await exists('clientNumber=100003&vat=BE0456789133');
    expect(errorCodes(blocked.json)).toEqual(['CLIENT_IS_BLOCKED']);
    const invalid = await exists('clientNumber=12345&vat=BE0403170702');
    expect(errorCodes(invalid.json)).toEqual([
      'VIOLATION::INVALID_CLIENT_NUMBER',
      'VIOLATION::INVALID_VAT_NUMBER',
    ]);
  });

  it('finds the cities of a postal code', async () => {
    const res = await call('GET', '/b2b/register/cities/search?zipcode=2070');
    expect(res.json.elements.map((c: { name: string }) => c.name)).toEqual(['Burcht', 'Zwijndrecht']);
    const none = await call('GET', '/b2b/register/cities/search?zipcode=0000');
    expect(none.json.total).toBe(0);
    expect((await call('GET', '/b2b/register/cities/search?zipcode=abc')).status).toBe(400);
  });
});
