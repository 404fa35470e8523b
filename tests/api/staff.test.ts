import { describe, expect, inject, it } from 'vitest';
import { call, DEMO_PASSWORD, errorCodes, loginAs } from './client.ts';
import { rows, runSql } from './inspect.ts';

interface AuditRow {
  id: string;
  staff_id: string;
  customer_id: string;
  company_id: string;
  session_token_hash: string;
  started_at: string;
  ended_at: string | null;
}

async function staffLogin(password = DEMO_PASSWORD) {
  return call('POST', '/staff/login', { body: { username: 'staff.sales', password } });
}

async function staffToken(): Promise<string> {
  const res = await staffLogin();
  expect(res.status).toBe(200);
  return res.json.contextToken as string;
}

async function findBuyer(token: string) {
  const res = await call('GET', '/staff/customers?term=demo.buyer', { token });
  expect(res.status).toBe(200);
  return res.json.elements.find((c: { username: string }) => c.username === 'demo.buyer');
}

const audit = () => rows<AuditRow>(inject('baseUrl'), 'impersonation');

describe('staff login', () => {
  it('logs staff in with their own token; the Store API never shows a password hash', async () => {
    const res = await staffLogin();
    expect(res.status).toBe(200);
    expect(res.json.contextToken).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(res.headers.get('sw-context-token')).toBe(res.json.contextToken);
    const me = await call('GET', '/staff/session', { token: res.json.contextToken });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ username: 'staff.sales', name: 'Nina Martens' });
    expect(me.text).not.toMatch(/scrypt|passwordHash/);
  });

  it('refuses a wrong password', async () => {
    const res = await staffLogin('wrong-password');
    expect(res.status).toBe(401);
    expect(errorCodes(res.json)).toEqual(['B2B__STAFF_AUTH_BAD_CREDENTIALS']);
  });

  it('does not log a customer in as staff, nor staff as a customer', async () => {
    const asStaff = await call('POST', '/staff/login', {
      body: { username: 'demo.buyer', password: DEMO_PASSWORD },
    });
    expect(asStaff.status).toBe(401);
    const asCustomer = await call('POST', '/account/login', {
      body: { username: 'staff.sales', password: DEMO_PASSWORD },
    });
    expect(asCustomer.status).toBe(401);
  });
});

describe('staff calls need a staff session', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/staff/session'],
    ['GET', '/staff/customers?term=demo'],
    ['POST', '/staff/impersonate/00000000-0000-4000-8000-000000000001'],
    ['POST', '/staff/impersonate/exit', {}],
    ['POST', '/staff/logout'],
  ];

  it.each(calls)('%s %s: anonymous → 401, customer token → 403', async (method, path, body) => {
    const anonymous = await call(method, path, { body });
    expect(anonymous.status).toBe(401);
    expect(errorCodes(anonymous.json)).toEqual(['B2B__STAFF_NOT_LOGGED_IN']);
    const customer = await call(method, path, { body, token: await loginAs('demo.lead') });
    expect(customer.status).toBe(403);
    expect(errorCodes(customer.json)).toEqual(['B2B__STAFF_ONLY']);
  });
});

describe('impersonation', () => {
  it('searches active customers by name, username and company', async () => {
    const token = await staffToken();
    const byCompany = await call('GET', '/staff/customers?term=Demo%20Industrie', { token });
    const usernames = byCompany.json.elements.map((c: { username: string }) => c.username);
    expect(usernames).toContain('demo.buyer');
    expect(usernames).not.toContain('demo.inactive');
    const byNumber = await call('GET', '/staff/customers?term=100002', { token });
    expect(byNumber.json.elements.length).toBeGreaterThan(0);
    for (const c of byNumber.json.elements) expect(c.company.number).toBe('100002');
    const buyer = await findBuyer(token);
    expect(buyer).toMatchObject({ company: { number: '100001', name: 'Demo Industrie NV' } });
    expect(JSON.stringify(byCompany.json)).not.toMatch(/scrypt|passwordHash/);
  });

  it('opens a new customer session with an audit row, refuses credentials, and exits', async () => {
    const token = await staffToken();
    const buyer = await findBuyer(token);
    const before = Date.now();
    const opened = await call('POST', `/staff/impersonate/${buyer.id}`, { token });
    expect(opened.status).toBe(200);
    const customerToken = opened.json.contextToken as string;
    expect(customerToken).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(customerToken).not.toBe(token);

    // Who, whom, when; the token itself is not stored.
    const row = (await audit()).find((r) => r.id === opened.json.id);
    expect(row).toMatchObject({ customer_id: buyer.id, ended_at: null });
    expect(row?.staff_id).toEqual((await call('GET', '/staff/session', { token })).json.id);
    expect(new Date(row?.started_at ?? 0).getTime()).toBeGreaterThan(before - 60_000);
    expect(row?.session_token_hash).not.toBe(customerToken);
    const [session] = await runSql<{ impersonator_id: string }>(
      inject('baseUrl'),
      `select impersonator_id from session where customer_id = '${buyer.id}' and impersonator_id is not null`,
    );
    expect(session?.impersonator_id).toBe(row?.staff_id);

    // The helped session is the customer's.
    const me = await call('GET', '/account/customer', { token: customerToken });
    expect(me.status).toBe(200);
    expect(me.json.username).toBe('demo.buyer');
    const banner = await call('GET', '/account/impersonation', { token: customerToken });
    expect(banner.status).toBe(200);
    expect(banner.json).toMatchObject({
      id: opened.json.id,
      staff: { name: 'Nina Martens' },
      customer: { username: 'demo.buyer', company: { number: '100001', name: 'Demo Industrie NV' } },
    });
    const ownSession = await call('GET', '/account/impersonation', { token: await loginAs('demo.buyer') });
    expect(ownSession.status).toBe(404);

    // Credentials stay with the customer.
    const password = await call('POST', '/account/change-password', {
      token: customerToken,
      body: { password: DEMO_PASSWORD, newPassword: 'Another-2026!', newPasswordConfirm: 'Another-2026!' },
    });
    expect(password.status).toBe(403);
    expect(errorCodes(password.json)).toEqual(['B2B__IMPERSONATION_FORBIDDEN']);
    const recovery = await call('POST', '/account/recovery-password', {
      token: customerToken,
      body: { username: 'demo.buyer' },
    });
    expect(recovery.status).toBe(403);
    const email = await call('POST', '/account/change-profile', {
      token: customerToken,
      body: { firstName: me.json.firstName, lastName: me.json.lastName, email: 'staff@example.com' },
    });
    expect(email.status).toBe(403);
    expect(await loginAs('demo.buyer')).toBeTruthy();

    // A staff token is no customer session, and a customer token no staff session.
    expect((await call('GET', '/staff/session', { token: customerToken })).status).toBe(403);

    const exit = await call('POST', '/staff/impersonate/exit', {
      token,
      body: { contextToken: customerToken },
    });
    expect(exit.status).toBe(200);
    expect(exit.json.ended).toBe(1);
    expect((await call('GET', '/account/customer', { token: customerToken })).status).toBe(401);
    const closed = (await audit()).find((r) => r.id === opened.json.id);
    expect(closed?.ended_at).not.toBeNull();
    expect((await call('GET', '/staff/session', { token })).status).toBe(200);
  });

  it('refuses an unknown or inactive customer and a malformed id', async () => {
    const token = await staffToken();
    const unknown = await call('POST', '/staff/impersonate/00000000-0000-4000-8000-000000000001', { token });
    expect(unknown.status).toBe(404);
    const bad = await call('POST', '/staff/impersonate/not-a-uuid', { token });
    expect(bad.status).toBe(400);
    const [inactive] = await runSql<{ id: string }>(
      inject('baseUrl'),
      `select id from customer where username = 'demo.inactive'`,
    );
    expect((await call('POST', `/staff/impersonate/${inactive?.id}`, { token })).status).toBe(404);
  });

  it('staff logout ends the sessions still open and the staff session', async () => {
    const token = await staffToken();
    const buyer = await findBuyer(token);
    const opened = await call('POST', `/staff/impersonate/${buyer.id}`, { token });
    const customerToken = opened.json.contextToken as string;
    expect((await call('POST', '/staff/logout', { token })).status).toBe(200);
    expect((await call('GET', '/account/customer', { token: customerToken })).status).toBe(401);
    expect((await audit()).find((r) => r.id === opened.json.id)?.ended_at).not.toBeNull();
    expect((await call('GET', '/staff/session', { token })).status).toBe(401);
  });

  it('a helped session lapses after a working day', async () => {
    const token = await staffToken();
    const buyer = await findBuyer(token);
    const opened = await call('POST', `/staff/impersonate/${buyer.id}`, { token });
    const customerToken = opened.json.contextToken as string;
    expect((await call('GET', '/account/customer', { token: customerToken })).status).toBe(200);
    await runSql(
      inject('baseUrl'),
      `update session set created_at = now() - interval '13 hours' where token = '${customerToken}'`,
    );
    expect((await call('GET', '/account/customer', { token: customerToken })).status).toBe(401);
    await call('POST', '/staff/impersonate/exit', { token, body: { contextToken: customerToken } });
  });

  it('a customer logging out of a helped session closes its audit row', async () => {
    const token = await staffToken();
    const buyer = await findBuyer(token);
    const opened = await call('POST', `/staff/impersonate/${buyer.id}`, { token });
    await call('POST', '/account/logout', { token: opened.json.contextToken });
    expect((await audit()).find((r) => r.id === opened.json.id)?.ended_at).not.toBeNull();
  });
});
