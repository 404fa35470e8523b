import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createAdminAPIClient } from '@shopware/api-client';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { adminAnswer, adminError, drift } from './admin-schema.ts';
import { runSql } from './inspect.ts';

/** The Admin API's door (issue 29): client-credential tokens, bearer auth, Shopware's answers. */
const base = () => `${inject('baseUrl')}/api`;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function post(path: string, body: string, type = 'application/json') {
  const response = await fetch(`${base()}${path}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body,
  });
  return { status: response.status, headers: response.headers, json: await response.json() };
}

const tokenFor = (clientId: string, clientSecret: string) =>
  post(
    '/oauth/token',
    JSON.stringify({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  );

async function version(token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await fetch(`${base()}/_info/version`, { headers });
  return { status: response.status, json: await response.json() };
}

/** An integration written as the command would, with a secret only this test knows. */
async function integration(revoked = false) {
  const accessKey = `SWIA${randomBytes(11).toString('hex').toUpperCase()}`;
  const secret = randomBytes(32).toString('base64url');
  await runSql(
    inject('baseUrl'),
    `insert into integration (id, label, access_key, secret_hash, admin, revoked_at)
     values ('${randomUUID()}', 'test', '${accessKey}', '${sha256(secret)}', true, ${revoked ? 'now()' : 'null'})`,
  );
  return { accessKey, secret };
}

describe('Admin API authentication', () => {
  it("gives the demo integration a token in Shopware's shape, from JSON and from a form", async () => {
    const json = await tokenFor(DEMO_INTEGRATION.accessKey, DEMO_INTEGRATION.secret);
    expect(json.status).toBe(200);
    expect(drift(adminAnswer('post', '/oauth/token'), json.json)).toEqual([]);
    expect(json.json).toMatchObject({ token_type: 'Bearer', expires_in: 600 });
    const form = await post(
      '/oauth/token',
      new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: DEMO_INTEGRATION.accessKey,
        client_secret: DEMO_INTEGRATION.secret,
      }).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(form.status).toBe(200);
    expect(form.json.access_token).not.toBe(json.json.access_token);
    const answer = await version(form.json.access_token);
    expect(answer.status).toBe(200);
    expect(drift(adminAnswer('get', '/_info/version'), answer.json)).toEqual([]);
    expect(answer.json.version).toMatch(/^6\.7\.\d+\.\d+$/);
  });

  it("answers a wrong secret and an unknown id with 401 in Shopware's error shape", async () => {
    const { accessKey } = await integration();
    for (const res of [await tokenFor(accessKey, 'wrong'), await tokenFor('SWIANOSUCHCLIENT', 'x')]) {
      expect(res.status).toBe(401);
      expect(drift(adminError('401'), res.json)).toEqual([]);
      expect(res.json.errors[0]).toMatchObject({ status: '401', title: 'Unauthorized' });
    }
  });

  it('throttles wrong secrets per client id with 429 and Retry-After', async () => {
    const { accessKey, secret } = await integration();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await tokenFor(accessKey, 'wrong')).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    const last = await tokenFor(accessKey, secret);
    expect(statuses).toContain(429);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses /api routes without a valid token', async () => {
    const missing = await version();
    expect(missing.status).toBe(401);
    expect(drift(adminError('401'), missing.json)).toEqual([]);
    expect((await version('garbage')).status).toBe(401);

    const { accessKey, secret } = await integration();
    const { json } = await tokenFor(accessKey, secret);
    expect((await version(json.access_token)).status).toBe(200);
    await runSql(
      inject('baseUrl'),
      `update integration_token set expires_at = now() - interval '1 second' where token_hash = '${sha256(json.access_token)}'`,
    );
    expect((await version(json.access_token)).status).toBe(401);
  });

  it('gives a revoked integration no token, and its tokens stop working', async () => {
    const revoked = await integration(true);
    expect((await tokenFor(revoked.accessKey, revoked.secret)).status).toBe(401);
    const { accessKey, secret } = await integration();
    const { json } = await tokenFor(accessKey, secret);
    await runSql(
      inject('baseUrl'),
      `update integration set revoked_at = now() where access_key = '${accessKey}'`,
    );
    expect((await version(json.access_token)).status).toBe(401);
  });

  it("serves Shopware's own Admin API client (client credentials)", async () => {
    const client = createAdminAPIClient({
      baseURL: base(),
      credentials: {
        grant_type: 'client_credentials',
        client_id: DEMO_INTEGRATION.accessKey,
        client_secret: DEMO_INTEGRATION.secret,
      },
    });
    const { data } = await client.invoke('infoShopwareVersion get /_info/version');
    expect(data.version).toMatch(/^6\.7\./);
  });

  // Last: it leaves this client address waiting for the rest of the file.
  it('throttles wrong secrets per client address, whatever client id they name', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) statuses.push((await tokenFor(`SWIASPRAY${i}`, 'wrong')).status);
    // Each id is new, so only the address's key (charged by the tests above too) can hold them back.
    expect(new Set(statuses)).toEqual(new Set([401, 429]));
    expect(statuses.at(-1)).toBe(429);
    const { accessKey, secret } = await integration();
    expect((await tokenFor(accessKey, secret)).status).toBe(429);
  });
});
