import { describe, expect, inject, it } from 'vitest';
import { DEMO_ACCESS_KEY } from '../../src/server/seed/constants.ts';
import { call, DEMO_PASSWORD, errorCodes } from './client.ts';

describe('Store API conventions', () => {
  it('rejects calls without a valid sw-access-key in the envelope', async () => {
    const res = await call('GET', '/context', { headers: { 'sw-access-key': 'nope' } });
    expect(res.status).toBe(401);
    expect(errorCodes(res.json)).toEqual(['FRAMEWORK__API_INVALID_ACCESS_KEY']);
  });

  it('serves calls without sw-access-key from the only sales channel (same-origin pages, curl)', async () => {
    const res = await fetch(`${inject('baseUrl')}/store-api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo.lead', password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('sw-context-token')).toBeTruthy();
  });

  it('answers an unknown route with 404 in the envelope', async () => {
    const res = await call('GET', '/does/not/exist');
    expect(res.status).toBe(404);
    expect(errorCodes(res.json)).toEqual(['FRAMEWORK__ROUTE_NOT_FOUND']);
  });

  it('answers an unknown language with 412', async () => {
    const res = await call('GET', '/context', { headers: { 'sw-language-id': 'not-a-uuid' } });
    expect(res.status).toBe(412);
    expect(errorCodes(res.json)).toEqual(['FRAMEWORK__LANGUAGE_NOT_FOUND']);
  });

  it('returns a fresh context token to a new visitor', async () => {
    const res = await call('GET', '/context');
    expect(res.status).toBe(200);
    expect(res.headers.get('sw-context-token')).toBe(res.json.token);
    expect(res.json.domains.map((d: { pathPrefix: string }) => d.pathPrefix).sort()).toEqual([
      '',
      '/de',
      '/en',
      '/fr',
    ]);
  });

  // [name, body, rejected by every call] — some bodies are valid for calls whose fields are optional.
  const malformed: [string, string, boolean][] = [
    ['array', '[]', true],
    ['null', 'null', true],
    ['number', '42', true],
    ['string', '"x"', true],
    ['NUL and lone surrogate', '{"username":"\\u0000\\ud800","path":"\\u0000"}', true],
    ['nested garbage', '{"username":{"$ne":1},"password":[1,2],"path":{"a":1},"depth":"9"}', true],
    ['huge', JSON.stringify({ username: 'a'.repeat(20_000), password: 'b' }), false],
    ['SQL', '{"username":"\'; drop table customer; --","password":"x","path":"/\' or 1=1 --"}', false],
  ];
  for (const [name, rawBody, rejected] of malformed) {
    it(`never answers a ${name} body with a 500 or a stack trace`, async () => {
      for (const path of ['/account/login', '/pwa/page', '/navigation/main-navigation/main-navigation']) {
        const res = await call('POST', path, { rawBody });
        expect(res.status, `${path} ${res.text.slice(0, 200)}`).toBeLessThan(500);
        expect(res.text).not.toMatch(/at .*\.ts:\d+/);
        if (rejected) {
          expect(res.status, path).toBe(400);
          expect(res.json.errors[0].code).toEqual(expect.any(String));
        }
      }
    });
  }

  it('rejects a body over 1 MB with 413', async () => {
    const res = await fetch(`${inject('baseUrl')}/store-api/pwa/page`, {
      method: 'POST',
      headers: { 'sw-access-key': DEMO_ACCESS_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ path: 'x'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
  });
});
