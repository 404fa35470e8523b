import { expect, inject } from 'vitest';
import type { Right } from '../../../src/shared/rights.ts';
import { RIGHTS } from '../../../src/shared/rights.ts';
import { call, DEMO_PASSWORD, errorCodes, loginAs } from '../client.ts';
import { runSql } from '../inspect.ts';
import { createCompanyUser } from '../invited-user.ts';

/**
 * Escalation cases of the authorization matrix (issue 26): callers who hold the right a route asks for,
 * trying to reach further than their own rights, and a session staff opened to help a customer trying
 * to keep a login. Each case names the answer it must get.
 */
export interface Attempt {
  name: string;
  method: 'POST' | 'PATCH' | 'DELETE' | 'PUT';
  path: string;
  body: Record<string, unknown>;
  status: number;
  code?: string;
}

/** A user of company 100001 with exactly `rights` (and lead buyer when asked), logged in. */
export async function colleague(lead: string, username: string, rights: Right[], leadBuyer = false) {
  const created = await createCompanyUser(lead, {
    firstName: 'Esca',
    lastName: 'Latie',
    username,
    email: `${username}@example.be`,
    password: DEMO_PASSWORD,
    leadBuyer,
  });
  if (created.status !== 200) throw new Error(`create ${username}: ${created.text}`);
  const id = created.json.id as string;
  const body = { rights: RIGHTS.map((code) => ({ code, enabled: rights.includes(code) })) };
  const saved = await call('PUT', `/b2b/account/${id}/role`, { token: lead, body });
  if (saved.status !== 200) throw new Error(`rights ${username}: ${saved.text}`);
  return { id, token: await loginAs(username) };
}

/** A session staff.sales opens for `customerId` (§2 /loginascustomer), with the staff user's id. */
export async function helpedSession(customerId: string) {
  const login = await call('POST', '/staff/login', {
    body: { username: 'staff.sales', password: DEMO_PASSWORD },
  });
  const staffToken = login.json.contextToken as string;
  const opened = await call('POST', `/staff/impersonate/${customerId}`, { token: staffToken });
  if (opened.status !== 200) throw new Error(`impersonate: ${opened.text}`);
  const staff = await call('GET', '/staff/session', { token: staffToken });
  return {
    token: opened.json.contextToken as string,
    impersonationId: opened.json.id as string,
    staffId: staff.json.id as string,
    staffToken,
  };
}

/** Sends each attempt with `token`; returns the ones answered otherwise than they must be. */
export async function wrongAnswers(token: string, attempts: Attempt[]) {
  const wrong: string[] = [];
  for (const a of attempts) {
    const res = await call(a.method, a.path, { token, body: a.body });
    const ok = res.status === a.status && (!a.code || errorCodes(res.json).includes(a.code));
    if (!ok) wrong.push(`${a.name}: ${res.status} ${res.text.slice(0, 160)}`);
  }
  return wrong;
}

/** The audit rows of the writes made in one helped session, oldest first. */
export const auditedWrites = (impersonationId: string) =>
  runSql<{ staff_id: string; customer_id: string; method: string; path: string; status: number }>(
    inject('baseUrl'),
    `select staff_id, customer_id, method, path, status from impersonation_action
     where impersonation_id = '${impersonationId}' order by created_at`,
  );

/** Whether `username` still logs in with the demo password (its owner's), and nobody else's. */
export async function stillOwnedBy(username: string, intruderPassword: string) {
  const own = await call('POST', '/account/login', { body: { username, password: DEMO_PASSWORD } });
  const intruder = await call('POST', '/account/login', { body: { username, password: intruderPassword } });
  expect(intruder.status, `${username} logs in with the intruder's password`).toBe(401);
  return own.status === 200;
}
