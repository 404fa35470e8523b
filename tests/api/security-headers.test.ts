import { describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, loginAs } from './client.ts';

// Issue 18: the Store API served on its own (no storefront in front) carries the headers itself.
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

describe('Store API security headers', () => {
  it('are on answers and on error envelopes alike; no HSTS over plain http', async () => {
    const answers = [
      await call('GET', '/context'),
      await call('GET', '/no-such-route'),
      await call('POST', '/account/login', { rawBody: '{not json' }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 404, 400]);
    for (const { headers } of answers) {
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('content-security-policy')).toBe(API_CSP);
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy')).toContain('camera=()');
      expect(headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('an X-Forwarded-Proto from an untrusted caller does not turn HSTS on', async () => {
    const res = await call('GET', '/context', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('punch-out frame ancestors', () => {
  it("name the company's procurement hosts for a punch-out session, and nothing for others", async () => {
    const entry = {
      username: 'demo.oci',
      password: DEMO_PASSWORD,
      hookUrl: 'http://127.0.0.1:9/hook',
      target: '_top',
      okCode: 'ADDI',
      version: '5.0',
    };
    const login = await call('POST', '/AgiqonOciEntry/login', { body: entry });
    expect(login.status).toBe(200);
    const state = await call('GET', '/b2b/punchout/state', {
      token: login.headers.get('sw-context-token') ?? '',
    });
    // The seed allows 127.0.0.1 and localhost on any port (allowedHookUrls and allowedPostHosts).
    expect(state.json.punchout).toEqual({
      kind: 'oci',
      frameAncestors: ['http://127.0.0.1:*', 'http://localhost:*', '127.0.0.1:*', 'localhost:*'],
    });
    const normal = await call('GET', '/b2b/punchout/state', { token: await loginAs('demo.lead') });
    expect(normal.json.punchout).toBeNull();
  });
});
