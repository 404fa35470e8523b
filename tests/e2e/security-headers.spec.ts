import { request as httpRequest } from 'node:http';
import { type APIResponse, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, login } from './session.helpers.ts';
import { MAIN_PORT } from './side-server.ts';

// Issue 18: the headers of the built server (scripts/serve.mjs) on pages, cached pages, static files and
// the Store API; session cookies; cross-site writes with the session cookie.

// 127.0.0.4 is the trusted proxy of the e2e server (TRUSTED_PROXIES in playwright.config.ts).
const PROXY = '127.0.0.4';

function expectBaseHeaders(headers: Record<string, string | string[] | undefined>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
}

/** A plain request from a chosen loopback address (the address tells a trusted proxy from a visitor). */
function raw(
  path: string,
  from: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body = '',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      { host: '127.0.0.1', port: MAIN_PORT, localAddress: from, path, method, headers },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

test('pages carry the CSP and the security headers, rendered and from the page cache alike', async ({
  request,
}) => {
  const first = await request.get('/');
  const second = await request.get('/');
  expect(second.headers()['x-page-cache']).toBe('HIT');
  for (const response of [first, second]) expectBaseHeaders(response.headers());
  // The cached copy keeps the policy its body was hashed for.
  expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
  expect(first.headers()['strict-transport-security']).toBeUndefined();

  // A static file (served before Astro runs).
  const script = /<script[^>]+src="(\/_astro\/[^"]+\.js)"/.exec(await first.text())?.[1];
  expect(script).toBeTruthy();
  const file = await request.get(script ?? '');
  expect(file.status()).toBe(200);
  expectBaseHeaders(file.headers());
});

test('Store API answers carry nosniff and a policy that loads and frames nothing', async ({ request }) => {
  const answers: APIResponse[] = [
    await request.get('/store-api/context'),
    await request.get('/store-api/no-such-route'),
    await request.get('/store-api/account/customer'),
  ];
  // Anonymous on a members-only endpoint: 401.
  expect(answers.map((a) => a.status())).toEqual([200, 404, 401]);
  for (const answer of answers) {
    expectBaseHeaders(answer.headers());
    expect(answer.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  }
});

test('HSTS and Secure cookies only over https, told by a trusted proxy', async () => {
  const proxied = await raw('/', PROXY, { 'x-forwarded-proto': 'https' });
  expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  // Anyone else claiming https is not believed.
  const claimed = await raw('/', '127.0.0.1', { 'x-forwarded-proto': 'https' });
  expect(claimed.headers['strict-transport-security']).toBeUndefined();
  const api = await raw('/store-api/context', PROXY, { 'x-forwarded-proto': 'https' });
  expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

  const form = new URLSearchParams({ username: 'demo.lead', password: DEMO_PASSWORD }).toString();
  const type = { 'content-type': 'application/x-www-form-urlencoded' };
  const cookieOf = async (from: string, extra: Record<string, string>) => {
    const answer = await raw('/auth/login', from, { ...type, ...extra }, 'POST', form);
    expect(answer.status).toBe(303);
    return [answer.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('sw-context-token=')) ?? '';
  };
  const secure = await cookieOf(PROXY, { 'x-forwarded-proto': 'https' });
  expect(secure).toMatch(/; HttpOnly/i);
  expect(secure).toMatch(/; SameSite=Lax/i);
  expect(secure).toMatch(/; Secure/i);
  const plain = await cookieOf('127.0.0.1', { 'x-forwarded-proto': 'https' });
  expect(plain).toMatch(/; HttpOnly/i);
  expect(plain).not.toMatch(/; Secure/i);
});

test('a write with the session cookie from another site is refused; with the token header it is not', async ({
  page,
}) => {
  await login(page, 'demo.lead');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  const crossSite: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { 'sec-fetch-site': 'cross-site' },
  ];
  for (const headers of crossSite) {
    const refused = await page.request.delete('/store-api/checkout/cart', { headers });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).errors[0].code).toBe('FRAMEWORK__CROSS_SITE_REQUEST');
    // The storefront's own form endpoints too.
    expect((await page.request.post('/auth/logout', { headers, maxRedirects: 0 })).status()).toBe(403);
  }
  // Still logged in: nothing was changed.
  expect((await page.request.get('/store-api/account/customer')).status()).toBe(200);

  // A caller naming the token itself is no forged browser request (a browser cannot add it cross-site).
  const token = (await page.context().cookies()).find((c) => c.name === 'sw-context-token')?.value ?? '';
  const own = await page.request.delete('/store-api/checkout/cart', {
    headers: { origin: 'https://evil.example', 'sw-context-token': token },
  });
  expect(own.status()).toBe(204);
});

test("a punch-out session's pages may be framed by the company's procurement hosts, other pages not", async ({
  page,
}) => {
  // The OCI entry as a procurement system posts it from its own site.
  const form = { HOOK_URL: 'http://127.0.0.1:9/hook', USERNAME: 'demo.oci', PASSWORD: DEMO_PASSWORD };
  const entered = await page.request.post('/oci', { form, headers: { origin: 'http://127.0.0.1:9' } });
  expect(entered.status()).toBe(200);
  const policy = (await page.goto('/'))?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(
    /frame-ancestors 'self' http:\/\/127\.0\.0\.1:\* http:\/\/localhost:\* 127\.0\.0\.1:\* localhost:\*(;|$)/,
  );
  await page.request.post('/punchout/logout', { headers: { origin: new URL(page.url()).origin } });
  const anonymous = await page.request.get('/');
  expect(anonymous.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/);
});
