import { afterAll, describe, expect, inject, it } from 'vitest';
import { call, DEMO_PASSWORD, loginAs, THROTTLE_BASE_MS } from './client.ts';
import { callFrom } from './from-address.ts';
import { rows, runSql } from './inspect.ts';
import { createCompanyUser } from './invited-user.ts';

// Each test guesses from its own loopback address (Linux answers on all of 127/8), so the back-off of
// one never slows another suite down. Defaults: 5 free failures per username, 20 per address.
const FREE_USER = 5;
const FREE_ADDRESS = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  retryAfter: string | undefined;
  device: string | undefined;
  json: { errors?: { code: string; meta: { parameters: { retryAfter?: number } } }[] };
}

/** POST /account/login from the socket address `from`, optionally showing device tokens. */
async function loginFrom(from: string, username: string, password: string, device?: string): Promise<Answer> {
  const res = await callFrom(from, 'POST', '/account/login', {
    body: { username, password },
    headers: device ? { 'b2b-device-token': device } : {},
  });
  const json = JSON.parse(res.text);
  const issued = res.headers['b2b-device-token'] as string | undefined;
  return { status: res.status, retryAfter: res.retryAfter, device: issued, json };
}

const failTimes = async (from: string, username: string, times: number) => {
  for (let i = 0; i < times; i++) expect((await loginFrom(from, username, 'wrong-guess')).status).toBe(401);
};

const expectThrottled = (answer: Answer, seconds: number) => {
  expect(answer.status).toBe(429);
  expect(answer.json.errors?.[0]?.code).toBe('B2B__LOGIN_THROTTLED');
  expect(answer.retryAfter).toBe(String(seconds));
  expect(answer.json.errors?.[0]?.meta.parameters.retryAfter).toBe(seconds);
};

afterAll(() =>
  runSql(
    inject('baseUrl'),
    `delete from login_throttle where key like 'ip:127.0.0.%' and key <> 'ip:127.0.0.1'`,
  ),
);

describe('login back-off', () => {
  it('lets the first failures pass, then doubles the wait, with Retry-After', async () => {
    const from = '127.0.0.21';
    const name = 'probe.backoff';
    await failTimes(from, name, FREE_USER);
    // Waits after failure 6, 7, 8: base·1, ·2, ·4 (1 s, 2 s, 4 s). The wait starts between sending the
    // failing guess and reading its answer; the checks allow for a slow machine.
    for (const factor of [1, 2, 4]) {
      const wait = THROTTLE_BASE_MS * factor;
      const sent = Date.now();
      expect((await loginFrom(from, name, 'wrong-guess')).status).toBe(401);
      const answered = Date.now();
      const refused = await loginFrom(from, name, 'wrong-guess');
      const left = wait - (Date.now() - sent);
      expect(refused.status).toBe(429);
      const seconds = Number(refused.retryAfter);
      expect(seconds).toBeLessThanOrEqual(Math.ceil(wait / 1000));
      expect(seconds).toBeGreaterThanOrEqual(Math.ceil(left / 1000));
      expectThrottled(refused, seconds);
      if (factor < 4) await sleep(answered + wait + 50 - Date.now());
    }
    // Refused guesses are not counted: the five free failures and the three that each set a wait.
    const [row] = await runSql<{ failures: number }>(
      inject('baseUrl'),
      `select failures from login_throttle where key = 'user:${name}'`,
    );
    expect(Number(row?.failures)).toBe(FREE_USER + 3);
  });

  it('counts parallel guesses one by one: no guess slips past the check', async () => {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => loginFrom('127.0.0.28', 'probe.parallel', 'wrong-guess')),
    );
    const passed = answers.filter((answer) => answer.status === 401).length;
    const [row] = await runSql<{ failures: number }>(
      inject('baseUrl'),
      `select failures from login_throttle where key = 'user:probe.parallel'`,
    );
    // Every guess that was checked is counted; the others were refused.
    expect(Number(row?.failures)).toBe(passed);
    expect(answers.length - passed).toBe(answers.filter((answer) => answer.status === 429).length);
    // Unless the machine took longer than the first wait, only the free guesses and one more got in.
    if (Date.now() - started < THROTTLE_BASE_MS) expect(passed).toBe(FREE_USER + 1);
  });

  it('answers a throttled username the same whether it exists or not', async () => {
    const from = '127.0.0.22';
    // Other suites may have failed other.lead's login before: start from a clean slate.
    await runSql(inject('baseUrl'), `delete from login_throttle where key = 'user:other.lead'`);
    // The sixth failures last, so both waits (1 s) still hold when the right password comes.
    await failTimes(from, 'other.lead', FREE_USER);
    await failTimes(from, 'nobody.probe', FREE_USER);
    await failTimes(from, 'other.lead', 1);
    await failTimes(from, 'nobody.probe', 1);
    const known = await loginFrom(from, 'other.lead', DEMO_PASSWORD);
    const unknown = await loginFrom(from, 'nobody.probe', DEMO_PASSWORD);
    expect(known.status).toBe(429);
    expect({ ...known, device: undefined }).toEqual({ ...unknown, device: undefined });
    await sleep(THROTTLE_BASE_MS + 50);
    // A successful login resets the username: the free failures are free again.
    expect((await loginFrom(from, 'other.lead', DEMO_PASSWORD)).status).toBe(200);
    await failTimes(from, 'other.lead', FREE_USER);
  });

  it('limits one address across all usernames (spraying), known devices included', async () => {
    const from = '127.0.0.23';
    const device = (await loginFrom('127.0.0.24', 'demo.buyer', DEMO_PASSWORD)).device;
    expect(device).toMatch(/^[\w-]{16}\.[\w-]{43}$/);
    for (let i = 0; i <= FREE_ADDRESS; i++) await failTimes(from, `spray.${i}`, 1);
    expectThrottled(await loginFrom(from, 'demo.buyer', DEMO_PASSWORD), 1);
    expect((await loginFrom(from, 'demo.buyer', DEMO_PASSWORD, device)).status).toBe(429);
    expect((await loginFrom('127.0.0.24', 'demo.buyer', DEMO_PASSWORD)).status).toBe(200);
  });

  it("lets the owner's known device in while a stranger throttles the username", async () => {
    const stranger = '127.0.0.25';
    const owner = '127.0.0.26';
    const first = await loginFrom(owner, 'demo.viewer', DEMO_PASSWORD);
    const other = await loginFrom(owner, 'demo.lead', DEMO_PASSWORD, first.device);
    // One browser keeps a token per username, newest first.
    const both = other.device ?? '';
    expect(both.split(',')).toHaveLength(2);
    expect(both.split(',')[1]).toBe(first.device);

    await failTimes(stranger, 'demo.viewer', FREE_USER + 1);
    expect((await loginFrom(stranger, 'demo.viewer', DEMO_PASSWORD)).status).toBe(429);
    // Without a device token, or with one of another username or a forged one, the owner waits too.
    expect((await loginFrom(owner, 'demo.viewer', DEMO_PASSWORD)).status).toBe(429);
    const leadOnly = both.split(',')[0] ?? '';
    expect((await loginFrom(owner, 'demo.viewer', DEMO_PASSWORD, leadOnly)).status).toBe(429);
    const forged = `${leadOnly.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await loginFrom(owner, 'demo.viewer', DEMO_PASSWORD, forged)).status).toBe(429);
    // The known device gets in, and its success resets the username for everyone.
    expect((await loginFrom(owner, 'demo.viewer', DEMO_PASSWORD, both)).status).toBe(200);
    expect((await loginFrom(stranger, 'demo.viewer', DEMO_PASSWORD)).status).toBe(200);
  });

  it('a password-recovery link still works and resets the username', async () => {
    const lead = await loginAs('demo.lead');
    const customer = {
      firstName: 'Trage',
      lastName: 'Eigenaar',
      username: 'throttled.owner',
      email: 'throttled.owner@example.be',
      password: DEMO_PASSWORD,
    };
    const created = await createCompanyUser(lead, customer);
    expect(created.status).toBe(200);
    const from = '127.0.0.27';
    await failTimes(from, 'throttled.owner', FREE_USER + 1);
    expect((await loginFrom(from, 'throttled.owner', DEMO_PASSWORD)).status).toBe(429);

    expect(
      (await call('POST', '/account/recovery-password', { body: { username: 'throttled.owner' } })).status,
    ).toBe(200);
    // The mail goes out after the answer (recovery answers alike for every username).
    const mailTo = async () =>
      (await rows<{ to: string; text: string; template: string }>(inject('baseUrl'), 'mail_outbox')).find(
        (m) => m.to === customer.email && m.template === 'password-recovery',
      );
    await expect.poll(mailTo).toBeDefined();
    const mail = await mailTo();
    const hash = /password-set\?hash=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const newPassword = 'Hersteld-2026!';
    const set = await call('POST', '/account/recovery-password-confirm', {
      body: { hash, newPassword, newPasswordConfirm: newPassword },
    });
    expect(set.status).toBe(200);
    expect((await loginFrom(from, 'throttled.owner', newPassword)).status).toBe(200);
    const removed = await call('DELETE', '/b2b/companies/customers', {
      token: lead,
      body: { customerIds: [created.json.id] },
    });
    expect(removed.status).toBe(200);
  });

  it('does not let a caller that is no trusted proxy name another address', async () => {
    await runSql(
      inject('baseUrl'),
      `insert into login_throttle (key, failures, blocked_until)
       values ('ip:203.0.113.9', 99, now() + interval '1 hour')`,
    );
    const forged = { 'x-forwarded-for': '203.0.113.9', 'x-b2b-client-ip': '203.0.113.9' };
    const res = await call('POST', '/account/login', {
      body: { username: 'demo.buyer', password: DEMO_PASSWORD },
      headers: forged,
    });
    expect(res.status).toBe(200);
    await runSql(inject('baseUrl'), `delete from login_throttle where key = 'ip:203.0.113.9'`);
  });
});
