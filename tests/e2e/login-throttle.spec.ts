import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, login } from './session.helpers.ts';
import { MAIN_PORT } from './side-server.ts';

// The shop listens on 127.0.0.1; other loopback addresses give each visitor its own socket address.
// 127.0.0.4 is the trusted proxy of the e2e server (TRUSTED_PROXIES in playwright.config.ts).
const PROXY = '127.0.0.4';

/** A plain form post to the storefront's /auth/login from `from`; the redirect it answers with. */
function postLogin(username: string, password: string, from: string, forwardedFor?: string): Promise<string> {
  const body = new URLSearchParams({ username, password }).toString();
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: '127.0.0.1',
        port: MAIN_PORT,
        localAddress: from,
        method: 'POST',
        path: '/auth/login',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: `http://127.0.0.1:${MAIN_PORT}`,
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
      },
      (response) => {
        response.resume();
        if (response.statusCode !== 303) reject(new Error(`/auth/login answered ${response.statusCode}`));
        resolve(response.headers.location ?? '');
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

const errorOf = (location: string) => new URL(location, 'http://shop').searchParams.get('error');

test('fifty failed storefront logins lock out only the address they came from', async ({ page }) => {
  test.setTimeout(90_000);
  for (let i = 0; i < 50; i++) {
    expect(errorOf(await postLogin(`nobody.${i}`, 'wrong', '127.0.0.2'))).toBe(
      'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS',
    );
  }
  const locked = await postLogin('demo.buyer', DEMO_PASSWORD, '127.0.0.2');
  expect(errorOf(locked)).toBe('B2B__LOGIN_THROTTLED');
  // X-Forwarded-For from a peer that is no trusted proxy changes nothing.
  expect(errorOf(await postLogin('demo.buyer', DEMO_PASSWORD, '127.0.0.2', '203.0.113.5'))).toBe(
    'B2B__LOGIN_THROTTLED',
  );
  // Behind the trusted proxy, the address it forwards counts.
  expect(errorOf(await postLogin('demo.buyer', DEMO_PASSWORD, PROXY, '127.0.0.2'))).toBe(
    'B2B__LOGIN_THROTTLED',
  );
  expect(await postLogin('demo.buyer', DEMO_PASSWORD, PROXY, '203.0.113.7')).toBe('/account/dashboard');

  // Everyone else still logs in, in a real browser, and the locked visitor is told why in words.
  await login(page, 'demo.buyer');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await page.goto(locked);
  await expect(page.getByRole('alert')).toHaveText(
    'Te veel mislukte pogingen. Probeer het over enkele minuten opnieuw.',
  );
});

test('a locked username is answered the same whether it exists or not', async () => {
  for (const username of ['other.lead', 'nobody.known']) {
    for (let i = 0; i < 10; i++) await postLogin(username, 'wrong', '127.0.0.3');
  }
  const known = await postLogin('other.lead', DEMO_PASSWORD, '127.0.0.3');
  const unknown = await postLogin('nobody.known', DEMO_PASSWORD, '127.0.0.3');
  expect(errorOf(known)).toBe('B2B__LOGIN_THROTTLED');
  expect(known.replace('other.lead', 'NAME')).toBe(unknown.replace('nobody.known', 'NAME'));
});
