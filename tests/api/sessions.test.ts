import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, DEMO_PASSWORD, loginAs } from './client.ts';
import { rows, runSql } from './inspect.ts';
import { createCompanyUser, mailedHash } from './invited-user.ts';

// Defaults (src/server/http/session-lifetime.ts): idle 8 h, absolute 7 days. The tests age a session by
// moving its timestamps back, as the clock would.
const sql = <T = Record<string, unknown>>(query: string) => runSql<T>(inject('baseUrl'), query);
const me = (token: string) => call('GET', '/account/customer', { token });
const quoted = (token: string) => `'${token.replace(/'/g, '')}'`;

async function age(token: string, set: string) {
  await sql(`update session set ${set} where token = ${quoted(token)}`);
}

let lead: string;
let serial = 0;

/** A fresh user of Demo Industrie, allowed to change their own password; its id. */
async function newUser(username: string) {
  const body = {
    firstName: 'Sessie',
    lastName: `Test${++serial}`,
    username,
    email: `${username}@example.be`,
    password: DEMO_PASSWORD,
  };
  const res = await createCompanyUser(lead, body);
  expect(res.status).toBe(200);
  const rights = [{ code: 'ROLE_MANAGE_OWN_ACCOUNT', enabled: true }];
  const granted = await call('PUT', `/b2b/account/${res.json.id}/role`, { token: lead, body: { rights } });
  expect(granted.status).toBe(200);
  return res.json.id as string;
}

const sessionsOf = async (customerId: string) =>
  sql<{ n: number }>(`select count(*)::int as n from session where customer_id = '${customerId}'`);

beforeAll(async () => {
  lead = await loginAs('demo.lead');
});
// The users made here would otherwise show in other suites' lists of the demo company.
afterAll(() => sql(`delete from customer where username like 'session.%'`));

describe('session lifetime', () => {
  it('ends a session idle for more than 8 hours: anonymous under a new token', async () => {
    const token = await loginAs('demo.buyer');
    await age(token, `updated_at = now() - interval '8 hours 5 minutes'`);
    const res = await me(token);
    expect(res.status).toBe(401);
    expect(res.headers.get('sw-context-token')).not.toBe(token);
    expect(await sql(`select token from session where token = ${quoted(token)}`)).toEqual([]);
  });

  it('keeps a session in use: each use (at most once a minute) restarts the idle time', async () => {
    const token = await loginAs('demo.buyer');
    await age(token, `updated_at = now() - interval '7 hours 55 minutes'`);
    const res = await me(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('sw-context-token')).toBe(token);
    const [row] = await sql<{ idle: number }>(
      `select extract(epoch from now() - updated_at)::float8 as idle from session where token = ${quoted(token)}`,
    );
    expect(Number(row?.idle)).toBeLessThan(60);
    // Seven more hours later it still works: the use above counted.
    await age(token, `updated_at = updated_at - interval '7 hours'`);
    expect((await me(token)).status).toBe(200);
  });

  it('ends a session 7 days after the login, however busy', async () => {
    const token = await loginAs('demo.buyer');
    await age(token, `created_at = now() - interval '6 days 23 hours'`);
    expect((await me(token)).status).toBe(200);
    await age(token, `created_at = now() - interval '7 days 1 minute'`);
    expect((await me(token)).status).toBe(401);
  });

  it('keeps a helped session to the staff working day (12 h)', async () => {
    const staff = await call('POST', '/staff/login', {
      body: { username: 'staff.sales', password: DEMO_PASSWORD },
    });
    const staffToken = staff.json.contextToken as string;
    const found = await call('GET', '/staff/customers?term=demo.buyer', { token: staffToken });
    const buyer = found.json.elements.find((c: { username: string }) => c.username === 'demo.buyer');
    const opened = await call('POST', `/staff/impersonate/${buyer.id}`, { token: staffToken });
    const helped = opened.json.contextToken as string;
    await age(helped, `created_at = now() - interval '11 hours'`);
    expect((await me(helped)).status).toBe(200);
    await age(helped, `created_at = now() - interval '12 hours 1 minute'`);
    expect((await me(helped)).status).toBe(401);
    await call('POST', '/staff/logout', { token: staffToken });
  });

  it('clears sessions past their lifetime at the next login', async () => {
    const token = await loginAs('demo.buyer');
    await age(token, `updated_at = now() - interval '9 hours'`);
    await loginAs('demo.viewer');
    expect(await sql(`select token from session where token = ${quoted(token)}`)).toEqual([]);
  });
});

describe('other sessions end', () => {
  it('on a password change: the session that changed it stays, the others end', async () => {
    const id = await newUser('session.pwchange');
    const [here, elsewhere] = [await loginAs('session.pwchange'), await loginAs('session.pwchange')];
    const body = { password: DEMO_PASSWORD, newPassword: 'Nieuw-2026!x', newPasswordConfirm: 'Nieuw-2026!x' };
    const changed = await call('POST', '/account/change-password', { token: here, body });
    expect(changed.status).toBe(200);
    expect((await me(here)).status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    expect(await sessionsOf(id)).toEqual([{ n: 1 }]);
  });

  it('on a password change, also a helped session staff opened, and its audit row closes', async () => {
    const id = await newUser('session.helped');
    const own = await loginAs('session.helped');
    const staff = await call('POST', '/staff/login', {
      body: { username: 'staff.sales', password: DEMO_PASSWORD },
    });
    const staffToken = staff.json.contextToken as string;
    const opened = await call('POST', `/staff/impersonate/${id}`, { token: staffToken });
    expect(opened.status).toBe(200);
    const helped = opened.json.contextToken as string;
    const body = { password: DEMO_PASSWORD, newPassword: 'Nieuw-2026!y', newPasswordConfirm: 'Nieuw-2026!y' };
    expect((await call('POST', '/account/change-password', { token: own, body })).status).toBe(200);
    expect((await me(helped)).status).toBe(401);
    const audit = (
      await rows<{ id: string; ended_at: string | null }>(inject('baseUrl'), 'impersonation')
    ).find((r) => r.id === opened.json.id);
    expect(audit?.ended_at).not.toBeNull();
    await call('POST', '/staff/logout', { token: staffToken });
  });

  it('when a lead buyer deactivates the user: also after reactivation the old sessions stay ended', async () => {
    const id = await newUser('session.deactivated');
    const token = await loginAs('session.deactivated');
    const patch = (active: boolean) =>
      call('PATCH', `/b2b/companies/customers/${id}`, { token: lead, body: { active } });
    expect((await patch(false)).status).toBe(200);
    expect(await sessionsOf(id)).toEqual([{ n: 0 }]);
    expect((await patch(true)).status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it('when the user sets a new password through the link a lead buyer sent', async () => {
    const id = await newUser('session.newpass');
    const token = await loginAs('session.newpass');
    const res = await call('PATCH', `/b2b/companies/customers/${id}`, {
      token: lead,
      body: { sendPasswordLink: true },
    });
    expect(res.status).toBe(200);
    const hash = await mailedHash('session.newpass@example.be', 'password-link');
    const password = 'Gezet-2026!z';
    const set = await call('POST', '/account/recovery-password-confirm', {
      body: { hash, newPassword: password, newPasswordConfirm: password },
    });
    expect(set.status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it('when a lead buyer removes the user: no session of theirs is left', async () => {
    const id = await newUser('session.removed');
    const token = await loginAs('session.removed');
    const res = await call('DELETE', '/b2b/companies/customers', {
      token: lead,
      body: { customerIds: [id] },
    });
    expect(res.status).toBe(200);
    expect(await sessionsOf(id)).toEqual([{ n: 0 }]);
    expect((await me(token)).status).toBe(401);
  });

  it('other edits by the lead buyer leave the user logged in', async () => {
    const id = await newUser('session.renamed');
    const token = await loginAs('session.renamed');
    const res = await call('PATCH', `/b2b/companies/customers/${id}`, {
      token: lead,
      body: { firstName: 'Ander' },
    });
    expect(res.status).toBe(200);
    expect((await me(token)).status).toBe(200);
  });
});
