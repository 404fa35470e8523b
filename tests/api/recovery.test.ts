import { describe, expect, inject, it } from 'vitest';
import { call, DEMO_PASSWORD, errorCodes, loginAs } from './client.ts';
import { rows } from './inspect.ts';
import { createCompanyUser } from './invited-user.ts';

interface Mail {
  to: string;
  template: string;
  subject: string;
  text: string;
}
// Recovery mails only: a new user's invitation went to the same address before.
const mailsTo = async (to: string) =>
  (await rows<Mail>(inject('baseUrl'), 'mail_outbox')).filter(
    (m) => m.to === to && m.template === 'password-recovery',
  );
const hashIn = (mail: Mail | undefined) => /password-set\?hash=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';

async function newUser(username: string) {
  const lead = await loginAs('demo.lead');
  const body = {
    firstName: 'Vergeet',
    lastName: 'Achtig',
    username,
    email: `${username}@example.be`,
    password: DEMO_PASSWORD,
  };
  const res = await createCompanyUser(lead, body);
  expect(res.status).toBe(200);
  return `${username}@example.be`;
}

describe('password recovery', () => {
  it('mails a single-use link; the new password works and other sessions end', async () => {
    const email = await newUser('forgetful.user');
    const before = await loginAs('forgetful.user');
    const sent = await call('POST', '/account/recovery-password', {
      body: { username: 'forgetful.user', storefrontUrl: 'https://evil.example/fr' },
    });
    expect(sent.status).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail?.template).toBe('password-recovery');
    expect(mail?.text).not.toContain('evil.example');
    const hash = hashIn(mail);
    expect(hash.length).toBeGreaterThan(20);

    const mismatch = await call('POST', '/account/recovery-password-confirm', {
      body: { hash, newPassword: 'Nieuw-2026!', newPasswordConfirm: 'Anders-2026!' },
    });
    expect(errorCodes(mismatch.json)).toEqual(['VIOLATION::PASSWORDS_DO_NOT_MATCH']);
    const done = await call('POST', '/account/recovery-password-confirm', {
      body: { hash, newPassword: 'Nieuw-2026!', newPasswordConfirm: 'Nieuw-2026!' },
    });
    expect(done.status).toBe(200);
    await expect(loginAs('forgetful.user', 'Nieuw-2026!')).resolves.toBeTruthy();
    expect((await call('GET', '/account/customer', { token: before })).status).toBe(401);

    const again = await call('POST', '/account/recovery-password-confirm', {
      body: { hash, newPassword: 'Ander-2026!', newPasswordConfirm: 'Ander-2026!' },
    });
    expect(again.status).toBe(404);
    expect(errorCodes(again.json)).toEqual(['CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED']);
  });

  it('answers alike for unknown usernames and sends nothing', async () => {
    const before = (await rows(inject('baseUrl'), 'mail_outbox')).length;
    const res = await call('POST', '/account/recovery-password', { body: { username: 'nobody.here' } });
    expect(res.status).toBe(200);
    expect((await rows(inject('baseUrl'), 'mail_outbox')).length).toBe(before);
    const blank = await call('POST', '/account/recovery-password', { body: { username: '' } });
    expect(errorCodes(blank.json)).toEqual(['VIOLATION::IS_BLANK']);
  });

  it('forces a customer flagged for recovery to set a password before logging in', async () => {
    const login = () =>
      call('POST', '/account/login', { body: { username: 'demo.recovery', password: DEMO_PASSWORD } });
    const forced = await login();
    expect(forced.status).toBe(401);
    expect(forced.json.errors[0]).toMatchObject({ code: 'B2B__FORCED_CUSTOMER_RECOVERY' });
    const hash = forced.json.errors[0].meta.parameters.hash as string;
    const set = await call('POST', '/account/recovery-password-confirm', {
      body: { hash, newPassword: DEMO_PASSWORD, newPasswordConfirm: DEMO_PASSWORD },
    });
    expect(set.status).toBe(200);
    expect((await login()).status).toBe(200);
  });
});
