import { describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, errorCodes, loginAs } from './client.ts';

describe('POST /account/login', () => {
  it('logs a lead buyer in and returns a context token header bound to the customer', async () => {
    const res = await call('POST', '/account/login', {
      body: { username: 'demo.lead', password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    const token = res.headers.get('sw-context-token');
    expect(token).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(res.json.contextToken).toBe(token);
    const me = await call('GET', '/account/customer', { token: token ?? '' });
    expect(me.status).toBe(200);
    expect(me.json.username).toBe('demo.lead');
    expect(me.json.b2bCompany).toMatchObject({ number: '100001', name: 'Demo Industrie NV' });
    expect(me.json).not.toHaveProperty('passwordHash');
    expect(me.json.rights.filter((r: { enabled: boolean }) => r.enabled)).toHaveLength(24);
  });

  it('accepts the username case-insensitively', async () => {
    const res = await call('POST', '/account/login', {
      body: { username: 'Demo.Buyer', password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
  });

  it('rejects a wrong password with CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS in the envelope', async () => {
    const res = await call('POST', '/account/login', { body: { username: 'demo.lead', password: 'wrong' } });
    expect(res.status).toBe(401);
    expect(res.json.errors[0]).toMatchObject({
      status: '401',
      code: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS',
      title: expect.any(String),
      detail: expect.any(String),
      meta: { parameters: {} },
    });
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('treats an unknown username exactly like a wrong password', async () => {
    const res = await call('POST', '/account/login', { body: { username: 'nobody.here', password: 'x' } });
    expect(res.status).toBe(401);
    expect(errorCodes(res.json)).toEqual(['CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS']);
  });

  it('tells an inactive customer and a user of an inactive company apart', async () => {
    const inactive = await call('POST', '/account/login', {
      body: { username: 'demo.inactive', password: DEMO_PASSWORD },
    });
    expect(errorCodes(inactive.json)).toEqual(['B2B__CUSTOMER_IS_INACTIVE']);
    const blocked = await call('POST', '/account/login', {
      body: { username: 'blocked.user', password: DEMO_PASSWORD },
    });
    expect(errorCodes(blocked.json)).toEqual(['B2B__COMPANY_IS_INACTIVE']);
  });

  it('does not reveal account state to a wrong password', async () => {
    const res = await call('POST', '/account/login', {
      body: { username: 'demo.inactive', password: 'nope' },
    });
    expect(errorCodes(res.json)).toEqual(['CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS']);
  });

  it('reports missing fields as violations with a pointer', async () => {
    const res = await call('POST', '/account/login', { body: { username: '' } });
    expect(res.status).toBe(400);
    const pointers = res.json.errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual(['/username', '/password']);
    expect(errorCodes(res.json)).toEqual(['VIOLATION::IS_BLANK', 'VIOLATION::IS_BLANK']);
  });

  it('answers a body of "{" with 400 in the envelope', async () => {
    const res = await call('POST', '/account/login', { rawBody: '{' });
    expect(res.status).toBe(400);
    expect(errorCodes(res.json)).toEqual(['FRAMEWORK__INVALID_JSON']);
  });

  it('throttles repeated failures for one username with 429', async () => {
    const attempt = () =>
      call('POST', '/account/login', { body: { username: 'throttle.probe', password: 'x' } });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(errorCodes(blocked.json)).toEqual(['B2B__LOGIN_THROTTLED']);
    expect(blocked.json.errors[0].meta.parameters.retryAfter).toBeGreaterThan(0);
  });
});

describe('session', () => {
  it('GET /account/customer without a login answers 401 CHECKOUT__CUSTOMER_NOT_LOGGED_IN', async () => {
    const res = await call('GET', '/account/customer');
    expect(res.status).toBe(401);
    expect(errorCodes(res.json)).toEqual(['CHECKOUT__CUSTOMER_NOT_LOGGED_IN']);
  });

  it('logout ends the session and hands out a new token', async () => {
    const token = await loginAs('demo.buyer');
    const out = await call('POST', '/account/logout', { token });
    expect(out.status).toBe(200);
    expect(out.headers.get('sw-context-token')).not.toBe(token);
    expect((await call('GET', '/account/customer', { token })).status).toBe(401);
  });

  it('a token planted before login is not the token after login', async () => {
    const planted = 'planted-token-0123456789';
    const res = await call('POST', '/account/login', {
      token: planted,
      body: { username: 'demo.lead', password: DEMO_PASSWORD },
    });
    expect(res.headers.get('sw-context-token')).not.toBe(planted);
    expect((await call('GET', '/account/customer', { token: planted })).status).toBe(401);
  });

  it('GET /context carries the customer once logged in', async () => {
    const token = await loginAs('other.lead');
    const ctx = await call('GET', '/context', { token });
    expect(ctx.json.customer.b2bCompany.number).toBe('100002');
  });
});
