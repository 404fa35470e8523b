import { afterAll, describe, expect, inject, it } from 'vitest';
import { call, DEMO_PASSWORD, errorCodes, loginAs } from './client.ts';
import { callFrom } from './from-address.ts';
import { rows, runSql } from './inspect.ts';
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
/** The mails to `to` once `count` have arrived: they are sent after the answer. */
async function mailsOnce(to: string, count: number) {
  await expect.poll(async () => (await mailsTo(to)).length, { timeout: 10_000 }).toBe(count);
  return mailsTo(to);
}
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
    const [mail] = await mailsOnce(email, 1);
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
    await new Promise((resolve) => setTimeout(resolve, 500));
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

interface Answer {
  status: number;
  retryAfter: string | undefined;
  code: string | undefined;
  /** From sending the request to the end of the answer. */
  ms: number;
}

/** POST /account/recovery-password from the socket address `from`. */
async function recoverFrom(from: string, username: string): Promise<Answer> {
  const res = await callFrom(from, 'POST', '/account/recovery-password', { body: { username } });
  const { status, retryAfter, ms } = res;
  return { status, retryAfter, code: JSON.parse(res.text).errors?.[0]?.code, ms };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

// The users made here would otherwise show in other suites' lists of the demo company.
afterAll(async () => {
  await runSql(inject('baseUrl'), `delete from login_throttle where key like 'recovery:%'`);
  await runSql(
    inject('baseUrl'),
    `delete from customer where username like 'timing.%' or username like 'throttle.%' or username = 'forgetful.user'`,
  );
});

// Defaults (src/server/account/throttle.ts): 3 requests per username and 10 per address are free, then
// a wait of a minute that doubles.
describe('password recovery throttle', () => {
  it('mails a username at most 3 times, then answers 429 with Retry-After, from any address', async () => {
    const email = await newUser('throttle.recover');
    const answers: Answer[] = [];
    for (let i = 0; i < 8; i++) answers.push(await recoverFrom('127.0.0.41', 'throttle.recover'));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    expect(answers[3]?.code).toBe('B2B__RECOVERY_THROTTLED');
    expect(Number(answers[3]?.retryAfter)).toBeGreaterThan(50);
    expect(Number(answers[3]?.retryAfter)).toBeLessThanOrEqual(60);
    // The username's limit holds from another address too, in any letter case.
    expect((await recoverFrom('127.0.0.42', 'THROTTLE.Recover')).status).toBe(429);
    await mailsOnce(email, 3);
    await sleep(500);
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('answers one address 10 times, whatever the usernames, then 429 for known and unknown alike', async () => {
    const from = '127.0.0.43';
    for (let i = 0; i < 10; i++) expect((await recoverFrom(from, `nobody.${i}`)).status).toBe(200);
    const email = await newUser('throttle.address');
    expect(await recoverFrom(from, 'throttle.address')).toMatchObject({
      status: 429,
      code: 'B2B__RECOVERY_THROTTLED',
    });
    expect((await recoverFrom(from, 'nobody.else')).status).toBe(429);
    await sleep(500);
    expect(await mailsTo(email)).toHaveLength(0);
    // Logins from that address are not slowed by it: recovery counts on its own keys.
    expect((await loginAs('demo.buyer')).length).toBeGreaterThan(0);
  });

  it('takes as long for an unknown username as for a known one', async () => {
    const users = ['timing.a', 'timing.b', 'timing.c', 'timing.d', 'timing.e', 'timing.f'];
    for (const user of users) await newUser(user);
    const known: number[] = [];
    const unknown: number[] = [];
    // Each request from its own address, each username (known or not) asked as often and under its
    // limit; known and unknown take turns, and the first round only warms up. The pause lets the mail
    // of a known one go out before the next.
    for (let i = 0; i < 18; i++) {
      const askKnown = () => recoverFrom(`127.0.2.${2 * i + 1}`, users[i % users.length] as string);
      const askUnknown = () => recoverFrom(`127.0.2.${2 * i + 2}`, `timing.nobody${i % users.length}`);
      const first = await (i % 2 ? askKnown : askUnknown)();
      await sleep(50);
      const second = await (i % 2 ? askUnknown : askKnown)();
      await sleep(50);
      const [k, u] = i % 2 ? [first, second] : [second, first];
      expect([k.status, u.status]).toEqual([200, 200]);
      if (i === 0) continue;
      known.push(k.ms);
      unknown.push(u.ms);
    }
    // Compared pair by pair (the two asked a moment apart, under the same load), then the median.
    const difference = median(known.map((ms, n) => ms - (unknown[n] as number)));
    const typical = median([...known, ...unknown]);
    console.info(
      `recovery answer: median ${typical.toFixed(1)} ms, median known − unknown ${difference.toFixed(1)} ms`,
    );
    // Generous against a busy test machine; that the answer never waits for the mail is proven in
    // tests/unit/account/recovery-timing.test.ts with a slow mail server.
    expect(Math.abs(difference)).toBeLessThan(Math.max(5, typical / 4));
  });
});
