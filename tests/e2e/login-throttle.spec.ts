import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, login, openLoginModal } from './session.helpers.ts';
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

const queryOf = (location: string) => new URL(location, 'http://shop').searchParams;
const errorOf = (location: string) => queryOf(location).get('error');
const failTimes = async (username: string, from: string, times: number) => {
  for (let i = 0; i < times; i++) {
    expect(errorOf(await postLogin(username, 'wrong', from))).toBe('CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS');
  }
};

// playwright.config.ts: the first wait is 30 s; 5 failures per username and 20 per address are free.
// The page says the seconds left when it was asked, a little less on a busy machine.
const WAITING = /^Te veel mislukte pogingen\. Probeer het over (2\d|30) seconden opnieuw\.$/;

test('failed storefront logins slow down only the address they came from', async ({ page }) => {
  for (let i = 0; i <= 20; i++) await failTimes(`nobody.${i}`, '127.0.0.2', 1);
  const throttled = await postLogin('demo.buyer', DEMO_PASSWORD, '127.0.0.2');
  expect(errorOf(throttled)).toBe('B2B__LOGIN_THROTTLED');
  expect(Number(queryOf(throttled).get('wait'))).toBeGreaterThan(20);
  expect(Number(queryOf(throttled).get('wait'))).toBeLessThanOrEqual(30);
  // X-Forwarded-For from a peer that is no trusted proxy changes nothing.
  expect(errorOf(await postLogin('demo.buyer', DEMO_PASSWORD, '127.0.0.2', '203.0.113.5'))).toBe(
    'B2B__LOGIN_THROTTLED',
  );
  // Behind the trusted proxy, the address it forwards counts.
  expect(errorOf(await postLogin('demo.buyer', DEMO_PASSWORD, PROXY, '127.0.0.2'))).toBe(
    'B2B__LOGIN_THROTTLED',
  );
  expect(await postLogin('demo.buyer', DEMO_PASSWORD, PROXY, '203.0.113.7')).toBe('/account/dashboard');

  // Everyone else still logs in, in a real browser, and the slowed visitor is told how long to wait.
  await login(page, 'demo.buyer');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await page.goto(throttled);
  await expect(page.getByRole('alert')).toHaveText(
    `Te veel mislukte pogingen. Probeer het over ${queryOf(throttled).get('wait')} seconden opnieuw.`,
  );
});

test('a throttled username is answered the same whether it exists or not', async () => {
  for (const username of ['other.lead', 'nobody.known']) await failTimes(username, '127.0.0.3', 6);
  const known = await postLogin('other.lead', DEMO_PASSWORD, '127.0.0.3');
  const unknown = await postLogin('nobody.known', DEMO_PASSWORD, '127.0.0.3');
  expect(errorOf(known)).toBe('B2B__LOGIN_THROTTLED');
  // The same but for the seconds left, which tick on between the two answers.
  const same = (location: string, name: string) => location.replace(name, 'NAME').replace(/wait=\d+/, '');
  expect(same(known, 'other.lead')).toBe(same(unknown, 'nobody.known'));
});

test("the owner's known browser gets in while a stranger throttles the username", async ({ page }) => {
  await login(page, 'demo.viewer');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  const device = (await page.context().cookies()).find((cookie) => cookie.name === 'b2b-device');
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  await page.context().clearCookies({ name: 'sw-context-token' });

  await failTimes('demo.viewer', '127.0.0.5', 6);
  expect(errorOf(await postLogin('demo.viewer', DEMO_PASSWORD, '127.0.0.6'))).toBe('B2B__LOGIN_THROTTLED');
  await login(page, 'demo.viewer');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
});

test('the login modal says how long to wait, read out as an alert', async ({ page }) => {
  await failTimes('nobody.modal', '127.0.0.3', 6);
  const dialog = await openLoginModal(page);
  await dialog.locator('input[name=username]').fill('nobody.modal');
  await dialog.locator('input[name=password]').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(WAITING);
});
