import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RIGHTS, type Right } from '../../src/shared/rights.ts';
import {
  type Attempt,
  auditedWrites,
  colleague,
  helpedSession,
  stillOwnedBy,
  wrongAnswers,
} from './authz/escalation.ts';
import { call, DEMO_PASSWORD, loginAs } from './client.ts';
import { mailedHash } from './invited-user.ts';

// The authorization matrix's escalation cases (issue 26): authz-matrix.test.ts checks who may call a
// route at all; these check that a caller who may call it reaches no further than its own rights.

describe('escalation: a right-holder against the lead (issue 26)', () => {
  const user = (id: string) => `/b2b/companies/customers/${id}`;
  const role = (id: string) => `/b2b/account/${id}/role`;
  let lead: string;
  let leadId: string;
  const made: string[] = [];
  beforeAll(async () => {
    lead = await loginAs('demo.lead');
    leadId = (await call('GET', '/account/customer', { token: lead })).json.id;
  });
  afterAll(() => call('DELETE', '/b2b/companies/customers', { token: lead, body: { customerIds: made } }));

  it('cannot take over, rename, deactivate or remove the lead buyer, nor set anyone’s password', async () => {
    const before = (await call('GET', user(leadId), { token: lead })).json;
    const manager = await colleague(lead, 'esc.manager', ['ROLE_MANAGE_CONTACTS']);
    const approver = await colleague(lead, 'esc.approver', [
      'ROLE_MANAGE_CONTACTS',
      'ROLE_APPROVE_ORDER_FLOWS',
    ]);
    const plain = await colleague(lead, 'esc.plain', []);
    made.push(manager.id, approver.id, plain.id);
    const protectedLead = { status: 403, code: 'B2B__LEAD_BUYER_PROTECTED' };
    const notYours = { status: 403, code: 'B2B__PASSWORD_NOT_YOURS' };
    const newUser = {
      firstName: 'Nep',
      lastName: 'Lead',
      username: 'esc.fake',
      email: 'esc.fake@example.be',
    };
    const attempts: Attempt[] = [
      {
        name: 'set the lead’s password',
        method: 'PATCH',
        path: user(leadId),
        body: { password: 'Overname-2026!' },
        ...notYours,
      },
      {
        name: 'deactivate the lead',
        method: 'PATCH',
        path: user(leadId),
        body: { active: false },
        ...protectedLead,
      },
      {
        name: 'rename the lead',
        method: 'PATCH',
        path: user(leadId),
        body: { firstName: 'Overgenomen' },
        ...protectedLead,
      },
      {
        name: 're-mail the lead',
        method: 'PATCH',
        path: user(leadId),
        body: { email: 'esc@example.com' },
        ...protectedLead,
      },
      {
        name: 'mail the lead a reset link',
        method: 'PATCH',
        path: user(leadId),
        body: { sendPasswordLink: true },
        ...protectedLead,
      },
      {
        name: 'delete the lead',
        method: 'DELETE',
        path: '/b2b/companies/customers',
        body: { customerIds: [leadId] },
        ...protectedLead,
      },
      {
        name: 're-mail a colleague with more rights',
        method: 'PATCH',
        path: user(approver.id),
        body: { email: 'esc@example.com' },
        status: 403,
        code: 'B2B__USER_HAS_MORE_RIGHTS',
      },
      {
        name: 're-mail an equal colleague (the reset link would then reach the manager)',
        method: 'PATCH',
        path: user(plain.id),
        body: { email: 'esc@example.com' },
        status: 403,
        code: 'B2B__LOGIN_CHANGE_LEAD_ONLY',
      },
      {
        name: 'rename an equal colleague’s username',
        method: 'PATCH',
        path: user(plain.id),
        body: { username: 'esc.taken' },
        status: 403,
        code: 'B2B__LOGIN_CHANGE_LEAD_ONLY',
      },
      {
        name: 'delete a colleague with more rights',
        method: 'DELETE',
        path: '/b2b/companies/customers',
        body: { customerIds: [approver.id] },
        status: 403,
        code: 'B2B__USER_HAS_MORE_RIGHTS',
      },
      {
        name: 'set a colleague’s password',
        method: 'PATCH',
        path: user(plain.id),
        body: { password: 'Overname-2026!' },
        ...notYours,
      },
      {
        name: 'set its own password without the current one',
        method: 'PATCH',
        path: user(manager.id),
        body: { password: 'Overname-2026!' },
        ...notYours,
      },
      {
        name: 'create a user with a password of its choosing',
        method: 'POST',
        path: '/b2b/companies/customers',
        body: { ...newUser, password: 'Overname-2026!' },
        ...notYours,
      },
      {
        name: 'create a lead buyer',
        method: 'POST',
        path: '/b2b/companies/customers',
        body: { ...newUser, leadBuyer: true },
        status: 403,
        code: 'B2B__MISSING_RIGHT',
      },
      {
        name: 'grant itself every right',
        method: 'PUT',
        path: role(manager.id),
        body: { rights: RIGHTS.map((code) => ({ code, enabled: true })) },
        status: 403,
        code: 'B2B__NOT_LEAD_BUYER',
      },
    ];
    expect(await wrongAnswers(manager.token, attempts)).toEqual([]);
    const after = (await call('GET', user(leadId), { token: lead })).json;
    expect(after).toEqual(before);
    expect(await stillOwnedBy('demo.lead', 'Overname-2026!')).toBe(true);
    // What stays allowed: a colleague with no more rights gets a reset link in their own mailbox.
    const link = await call('PATCH', user(plain.id), {
      token: manager.token,
      body: { sendPasswordLink: true },
    });
    expect(link.status, link.text).toBe(200);
    const hash = await mailedHash('esc.plain@example.be', 'password-link');
    const set = await call('POST', '/account/recovery-password-confirm', {
      body: { hash, newPassword: 'Eigen-2026!', newPasswordConfirm: 'Eigen-2026!' },
    });
    expect(set.status, set.text).toBe(200);
    await expect(loginAs('esc.plain', 'Eigen-2026!')).resolves.toBeTruthy();
    // The lead buyer may change that colleague's login.
    const remail = await call('PATCH', user(plain.id), {
      token: lead,
      body: { email: 'esc.plain2@example.be' },
    });
    expect(remail.status, remail.text).toBe(200);
  });

  it('a lead buyer grants no right it lacks, not even to itself, nor takes over a richer lead', async () => {
    const second = await colleague(lead, 'esc.lead2', ['ROLE_MANAGE_CONTACTS'], true);
    const plain = await colleague(lead, 'esc.plain2', []);
    made.push(second.id, plain.id);
    const grant = (code: Right) => ({ rights: [{ code, enabled: true }] });
    const lacking = { status: 403, code: 'B2B__RIGHT_NOT_HELD' };
    const attempts: Attempt[] = [
      {
        name: 'grant itself a right',
        method: 'PUT',
        path: role(second.id),
        body: grant('ROLE_VIEW_PRICES'),
        ...lacking,
      },
      {
        name: 'grant a colleague a right',
        method: 'PUT',
        path: role(plain.id),
        body: grant('ROLE_PLACE_ORDERS'),
        ...lacking,
      },
      {
        name: 're-mail a lead buyer holding more rights',
        method: 'PATCH',
        path: user(leadId),
        body: { email: 'esc@example.com' },
        status: 403,
        code: 'B2B__USER_HAS_MORE_RIGHTS',
      },
    ];
    expect(await wrongAnswers(second.token, attempts)).toEqual([]);
    const held = await call('PUT', role(plain.id), {
      token: second.token,
      body: grant('ROLE_MANAGE_CONTACTS'),
    });
    expect(held.status, held.text).toBe(200);
  });
});

describe('escalation: a helped (impersonated) session against credentials (issue 26)', () => {
  it('creates no credentials, changes no login, and every write is in the audit trail', async () => {
    const lead = await loginAs('demo.lead');
    const self = (await call('GET', '/account/customer', { token: lead })).json;
    const leadId = self.id as string;
    const buyer = (await call('GET', '/account/customer', { token: await loginAs('demo.buyer') })).json;
    const buyerId = buyer.id as string;
    const helped = await helpedSession(leadId);
    const refused = { status: 403, code: 'B2B__IMPERSONATION_FORBIDDEN' };
    const notYours = { status: 403, code: 'B2B__PASSWORD_NOT_YOURS' };
    const newLead = {
      firstName: 'Staff',
      lastName: 'Lead',
      username: 'esc.staff',
      email: 'esc.staff@example.be',
      leadBuyer: true,
    };
    const me = { firstName: self.firstName, lastName: self.lastName };
    const attempts: Attempt[] = [
      {
        name: 'create a lead buyer with a password',
        method: 'POST',
        path: '/b2b/companies/customers',
        body: { ...newLead, password: 'Blijft-2026!' },
        ...refused,
      },
      // Its invitation would go to an address of the staff's choosing: an account kept after leaving.
      {
        name: 'create a lead buyer invited by mail',
        method: 'POST',
        path: '/b2b/companies/customers',
        body: newLead,
        ...refused,
      },
      {
        name: 're-mail a colleague',
        method: 'PATCH',
        path: `/b2b/companies/customers/${buyerId}`,
        body: { email: 'staff@example.com' },
        ...refused,
      },
      {
        name: 'rename a colleague’s login',
        method: 'PATCH',
        path: `/b2b/companies/customers/${buyerId}`,
        body: { username: 'staff.keeps' },
        ...refused,
      },
      {
        name: 're-mail the helped lead',
        method: 'PATCH',
        path: `/b2b/companies/customers/${leadId}`,
        body: { email: 'staff@example.com' },
        ...refused,
      },
      {
        name: 'set a colleague’s password',
        method: 'PATCH',
        path: `/b2b/companies/customers/${buyerId}`,
        body: { password: 'Blijft-2026!' },
        ...notYours,
      },
      {
        name: 're-mail itself by profile',
        method: 'POST',
        path: '/account/change-profile',
        body: { ...me, email: 'staff@example.com' },
        ...refused,
      },
      {
        name: 'change the password',
        method: 'POST',
        path: '/account/change-password',
        body: { password: DEMO_PASSWORD, newPassword: 'Blijft-2026!', newPasswordConfirm: 'Blijft-2026!' },
        ...refused,
      },
    ];
    expect(await wrongAnswers(helped.token, attempts)).toEqual([]);
    expect(await mailedHash('esc.staff@example.be')).toBe('');
    // Other help stays possible, and is in the trail too; reads are not.
    const help = await call('PATCH', `/b2b/companies/customers/${buyerId}`, {
      token: helped.token,
      body: { firstName: buyer.firstName },
    });
    expect(help.status, help.text).toBe(200);
    expect((await call('GET', '/account/customer', { token: helped.token })).status).toBe(200);

    const rows = await auditedWrites(helped.impersonationId);
    expect(rows.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      ...attempts.map((a) => `${a.method} /store-api${a.path} ${a.status}`),
      `PATCH /store-api/b2b/companies/customers/${buyerId} 200`,
    ]);
    expect(rows.every((r) => r.staff_id === helped.staffId && r.customer_id === leadId)).toBe(true);

    await call('POST', '/staff/impersonate/exit', {
      token: helped.staffToken,
      body: { contextToken: helped.token },
    });
    expect(await stillOwnedBy('demo.buyer', 'Blijft-2026!')).toBe(true);
  });
});
