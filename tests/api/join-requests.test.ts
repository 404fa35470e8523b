import { afterAll, describe, expect, inject, it } from 'vitest';
import { call, DEMO_PASSWORD, errorCodes, loginAs } from './client.ts';
import { callFrom } from './from-address.ts';
import { rows, runSql } from './inspect.ts';

// Issue 26: a newcomer to an existing company waits, inactive, for its lead buyer (or staff).
// Each flow registers from its own loopback address, so the lookup throttle of one spares the others.

interface Answer {
  status: number;
  retryAfter: string | undefined;
  json: { errors?: { code: string }[]; [key: string]: unknown };
}

/** A Store API call from the socket address `from`. */
async function callFromJson(from: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const res = await callFrom(from, method, path, { body });
  return { status: res.status, retryAfter: res.retryAfter, json: JSON.parse(res.text) };
}

interface Mail {
  to: string;
  template: string;
  text: string;
}
const mails = async (to: string, template: string) =>
  (await rows<Mail>(inject('baseUrl'), 'mail_outbox')).filter((m) => m.to === to && m.template === template);

const PASSWORD = 'Sterk-2026!';
const USERNAMES = ['join.approved', 'join.refused', 'join.race', 'join.staff', 'join.unconfirmed'];

/** Registers `username` under company 100001 from `from` and, unless told not to, confirms the mail. */
async function newcomer(from: string, username: string, confirm = true) {
  const res = await callFromJson(from, 'POST', '/b2b/register/company/customer', {
    clientNumber: '100001',
    vat: 'BE0403170701',
    prefix: 'male',
    firstName: 'Nico',
    lastName: 'Nieuwkomer',
    email: `${username}@example.be`,
    confirmEmail: `${username}@example.be`,
    username,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    language: 'en-GB',
    privacyConfirm: true,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const id = res.json.customerId as string;
  if (confirm) {
    const [mail] = await mails(`${username}@example.be`, 'registration-confirm');
    const hash = /register\/confirm\?hash=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const confirmed = await call('POST', '/account/register-confirm', { body: { hash } });
    expect(confirmed.json).toMatchObject({ success: true, awaitingApproval: true });
  }
  return id;
}

const login = (username: string) =>
  call('POST', '/account/login', { body: { username, password: PASSWORD } });
const staffToken = async () =>
  (await call('POST', '/staff/login', { body: { username: 'staff.sales', password: DEMO_PASSWORD } })).json
    .contextToken as string;

afterAll(() =>
  runSql(
    inject('baseUrl'),
    `delete from customer where username in (${USERNAMES.map((u) => `'${u}'`).join(', ')})`,
  ),
);

describe('joining an existing company', () => {
  it('keeps the confirmed newcomer out until a lead buyer of that company approves', async () => {
    const id = await newcomer('127.0.26.1', 'join.approved');
    expect(errorCodes((await login('join.approved')).json)).toEqual(['B2B__CUSTOMER_AWAITING_APPROVAL']);

    // The lead buyers are asked by mail; the newcomer's own mail is the only other one.
    // (Other suites' newcomers ask the same lead buyer: the one naming ours is looked for.)
    const asked = (await mails('demo.lead@example.be', 'join-request')).find((m) =>
      m.text.includes('Nico Nieuwkomer'),
    );
    expect(asked?.text).toContain('/account/customer');
    expect(await mails('demo.buyer@example.be', 'join-request')).toEqual([]);

    const [lead, buyer, other] = await Promise.all([
      loginAs('demo.lead'),
      loginAs('demo.buyer'),
      loginAs('other.lead'),
    ]);
    const waiting = await call('GET', '/b2b/companies/join-requests', { token: lead });
    expect(waiting.json.elements).toContainEqual(
      expect.objectContaining({ id, username: 'join.approved', companyNumber: '100001' }),
    );
    expect((await call('GET', '/b2b/companies/join-requests', { token: buyer })).status).toBe(403);
    const theirs = await call('GET', '/b2b/companies/join-requests', { token: other });
    expect(theirs.text).not.toContain('join.approved');
    const foreign = await call('POST', `/b2b/companies/join-requests/${id}/approve`, { token: other });
    expect(errorCodes(foreign.json)).toEqual(['B2B__JOIN_REQUEST_NOT_FOUND']);
    const notLead = await call('POST', `/b2b/companies/join-requests/${id}/approve`, { token: buyer });
    expect(notLead.status).toBe(403);

    // The user management neither lists nor activates a waiting newcomer: approving is the lead's.
    const users = await call('POST', '/b2b/companies/customers/search', { token: lead, body: {} });
    expect(users.text).not.toContain('join.approved');
    const patched = await call('PATCH', `/b2b/companies/customers/${id}`, {
      token: lead,
      body: { active: true },
    });
    expect(patched.status).toBe(404);
    expect(errorCodes((await login('join.approved')).json)).toEqual(['B2B__CUSTOMER_AWAITING_APPROVAL']);

    const approved = await call('POST', `/b2b/companies/join-requests/${id}/approve`, { token: lead });
    expect(approved.json).toMatchObject({ id, decision: 'approve' });
    const again = await call('POST', `/b2b/companies/join-requests/${id}/approve`, { token: lead });
    expect(errorCodes(again.json)).toEqual(['B2B__JOIN_REQUEST_NOT_FOUND']);
    expect(await mails('join.approved@example.be', 'join-approved')).toHaveLength(1);
    const token = (await login('join.approved')).headers.get('sw-context-token') ?? '';
    const me = await call('GET', '/account/customer', { token });
    expect(me.json).toMatchObject({ username: 'join.approved', active: true, leadBuyer: false });
  });

  it('removes a refused newcomer and tells them by mail', async () => {
    const id = await newcomer('127.0.26.2', 'join.refused');
    const lead = await loginAs('demo.lead');
    const refused = await call('POST', `/b2b/companies/join-requests/${id}/refuse`, { token: lead });
    expect(refused.json).toMatchObject({ id, decision: 'refuse' });
    const [mail] = await mails('join.refused@example.be', 'join-refused');
    expect(mail?.text).toContain('Demo Industrie NV');
    expect(errorCodes((await login('join.refused')).json)).toEqual([
      'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS',
    ]);
    expect(await runSql(inject('baseUrl'), `select id from customer where id = '${id}'`)).toEqual([]);
  });

  it('lets exactly one of two racing decisions win', async () => {
    const id = await newcomer('127.0.26.3', 'join.race');
    const lead = await loginAs('demo.lead');
    const answers = await Promise.all(
      ['approve', 'refuse', 'approve', 'refuse'].map((d) =>
        call('POST', `/b2b/companies/join-requests/${id}/${d}`, { token: lead }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404, 404]);
    const sent = [
      ...(await mails('join.race@example.be', 'join-approved')),
      ...(await mails('join.race@example.be', 'join-refused')),
    ];
    expect(sent).toHaveLength(1);
  });

  it('lets staff approve for any company, and only confirmed newcomers', async () => {
    const unconfirmed = await newcomer('127.0.26.4', 'join.unconfirmed', false);
    const id = await newcomer('127.0.26.4', 'join.staff');
    const staff = await staffToken();
    const list = await call('GET', '/staff/join-requests', { token: staff });
    const ids = list.json.elements.map((e: { id: string }) => e.id);
    expect(ids).toContain(id);
    expect(ids).not.toContain(unconfirmed);
    const early = await call('POST', `/staff/join-requests/${unconfirmed}/approve`, { token: staff });
    expect(errorCodes(early.json)).toEqual(['B2B__JOIN_REQUEST_NOT_FOUND']);
    const asCustomer = await call('GET', '/staff/join-requests', { token: await loginAs('demo.lead') });
    expect(asCustomer.status).toBe(403);
    expect((await call('POST', `/staff/join-requests/${id}/approve`, { token: staff })).status).toBe(200);
    expect((await login('join.staff')).status).toBe(200);
  });
});

describe('the company lookup of the registration', () => {
  it('answers alike for an unknown number and a wrong VAT, and throttles per address', async () => {
    const from = '127.0.26.9';
    const exists = (query: string) => callFromJson(from, 'GET', `/b2b/register/company/exists?${query}`);
    const unknown = await exists('clientNumber=100099&vat=BE0403170701');
    const wrongVat = await exists('clientNumber=100001&vat=BE0876543270');
    expect(unknown.status).toBe(404);
    expect(wrongVat).toEqual(unknown);
    // Ten lookups per address are free, the eleventh sets the first wait; found or not, each one
    // counts (no refund for a hit).
    expect((await exists('clientNumber=100001&vat=BE0403170701')).status).toBe(200);
    for (let n = 100010; n < 100018; n++) {
      expect((await exists(`clientNumber=${n}&vat=BE0403170701`)).status).toBe(404);
    }
    const throttled = await exists('clientNumber=100001&vat=BE0403170701');
    expect(throttled.status).toBe(429);
    expect(errorCodes(throttled.json)).toEqual(['B2B__LOOKUP_THROTTLED']);
    expect(Number(throttled.retryAfter)).toBeGreaterThan(0);
    // The registration itself looks the company up too: no way around the wait.
    const register = await callFromJson(from, 'POST', '/b2b/register/company/customer', {
      clientNumber: '100001',
      vat: 'BE0403170701',
      prefix: 'male',
      firstName: 'Raad',
      lastName: 'Ploeg',
      email: 'raad.ploeg@example.be',
      confirmEmail: 'raad.ploeg@example.be',
      username: 'raad.ploeg',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      language: 'en-GB',
      privacyConfirm: true,
    });
    expect(errorCodes(register.json)).toEqual(['B2B__LOOKUP_THROTTLED']);
    // Another address is not slowed down by this one.
    expect(
      (
        await callFromJson(
          '127.0.26.10',
          'GET',
          '/b2b/register/company/exists?clientNumber=100001&vat=BE0403170701',
        )
      ).status,
    ).toBe(200);
  });
});
