import { afterEach, describe, expect, inject, it } from 'vitest';
import { call, DEMO_PASSWORD } from './client.ts';
import { runSql } from './inspect.ts';

// Failed logins are planted as rows (as 50 or 10 failures would leave them) and removed afterwards,
// so the addresses and accounts other suites use are never locked for long.
const fail = (key: string, times: number) =>
  runSql(
    inject('baseUrl'),
    `insert into login_attempt (key) select '${key}' from generate_series(1, ${times})`,
  );
afterEach(() =>
  runSql(
    inject('baseUrl'),
    `delete from login_attempt where key like 'ip:%' or key in ('user:other.lead', 'user:nobody.here')`,
  ),
);

const login = (username: string, headers: Record<string, string> = {}, password = DEMO_PASSWORD) =>
  call('POST', '/account/login', { body: { username, password }, headers });

describe('login throttle per client address', () => {
  it('counts the socket address of the caller', async () => {
    await fail('ip:127.0.0.1', 50);
    const res = await login('demo.buyer');
    expect(res.status).toBe(429);
    expect(res.json.errors[0].code).toBe('B2B__LOGIN_THROTTLED');
  });

  it('does not let a caller that is no trusted proxy name another address', async () => {
    await fail('ip:203.0.113.9', 50);
    const forged = { 'x-forwarded-for': '203.0.113.9', 'x-b2b-client-ip': '203.0.113.9' };
    expect((await login('demo.buyer', forged)).status).toBe(200);
  });

  it('answers a locked username the same whether it exists or not', async () => {
    await fail('user:other.lead', 10);
    await fail('user:nobody.here', 10);
    const known = await login('other.lead');
    const unknown = await login('nobody.here');
    expect(known.status).toBe(429);
    expect({ status: known.status, body: known.json }).toEqual({
      status: unknown.status,
      body: unknown.json,
    });
  });
});
