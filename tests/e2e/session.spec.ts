import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, login } from './session.helpers.ts';
import { SIDE_PORT, type Side, startShop, waitFor } from './side-server.ts';

// Issue 26: where a login sends the browser, and what a person sees when the session has lapsed.

const DASHBOARD = '/account/dashboard';

test.describe('login return target', () => {
  // The reported bypass and its relatives: each must leave the browser on the shop.
  const targets = [
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/./\\evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
  ];

  test('the Location of a login stays on the shop for every known bypass', async ({ page, baseURL }) => {
    const origin = new URL(baseURL as string).origin;
    for (const redirect of targets) {
      const res = await page.request.post('/auth/login', {
        form: { username: 'demo.buyer', password: DEMO_PASSWORD, redirect },
        maxRedirects: 0,
      });
      expect(res.status(), redirect).toBe(303);
      const location = res.headers().location ?? '';
      expect(location, redirect).toBe(DASHBOARD);
      expect(new URL(location, origin).origin).toBe(origin);
    }
    // A path of the shop is kept, and a failed login keeps no foreign target either.
    const kept = await page.request.post('/auth/login', {
      form: { username: 'demo.buyer', password: DEMO_PASSWORD, redirect: '/account/orders?page=2' },
      maxRedirects: 0,
    });
    expect(kept.headers().location).toBe('/account/orders?page=2');
    const failed = await page.request.post('/auth/login', {
      form: { username: 'demo.buyer', password: 'wrong-password', redirect: '/.//evil.example' },
      maxRedirects: 0,
    });
    expect(failed.headers().location).toMatch(/^\/auth\?/);
    expect(failed.headers().location).not.toContain('evil');
  });

  test('the login page does not carry a foreign target into its form', async ({ page }) => {
    await page.goto(`/auth?redirect=${encodeURIComponent('/.//evil.example')}`);
    await expect(page.locator('form[action="/auth/login"]')).toBeVisible();
    await expect(page.locator('input[name=redirect]')).toHaveCount(0);
  });
});

test.describe('on a shop of its own', () => {
  // A second shop whose idle lifetime is 6 seconds (SESSION_IDLE_HOURS), so a person can watch it lapse;
  // its own database also keeps the recovery requests below from counting against the main shop's.
  const side = `http://127.0.0.1:${SIDE_PORT}`;
  const DATA_DIR = '.data/e2e-session';
  let shop: Side;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    rmSync(DATA_DIR, { recursive: true, force: true });
    shop = startShop({ DATA_DIR, SEED_PRODUCTS: '40', SESSION_IDLE_HOURS: String(6 / 3600) });
    await waitFor(`${side}/readyz`, shop, 170_000);
  });
  test.afterAll(async () => {
    await shop?.stop();
  });

  test('an idle session ends: the account page asks for the login again', async ({ page }) => {
    await login(page, 'demo.buyer', DEMO_PASSWORD, side);
    await expect(page).toHaveURL(`${side}${DASHBOARD}`);
    // In use it lives on: 4 s, a page, 4 s more (past 6 s since the login).
    await page.waitForTimeout(4000);
    await page.goto(`${side}${DASHBOARD}`);
    await expect(page).toHaveURL(`${side}${DASHBOARD}`);
    await page.waitForTimeout(4000);
    await page.goto(`${side}${DASHBOARD}`);
    await expect(page).toHaveURL(`${side}${DASHBOARD}`);
    // Left alone past its idle lifetime, it is over.
    await page.waitForTimeout(7000);
    await page.goto(`${side}${DASHBOARD}`);
    await expect(page).toHaveURL(/\/auth\?redirect=/);
    await expect(page.locator('form[action="/auth/login"]')).toBeVisible();
  });

  test('a fourth recovery request in a row is refused with a translated wait', async ({ page }) => {
    const ask = async () => {
      await page.goto(`${side}/auth/password-forgot`);
      await page.locator('input[name=username]').fill('demo.buyer');
      await page.locator('form:has(input[name=username]) button[type=submit]').click();
    };
    for (let i = 0; i < 3; i++) {
      await ask();
      await expect(page).toHaveURL(`${side}/auth`);
    }
    await ask();
    await expect(page).toHaveURL(`${side}/auth/password-forgot`);
    await expect(
      page.getByText(/Te veel aanvragen voor een nieuw wachtwoord\. Probeer het opnieuw over \d+ seconden\./),
    ).toBeVisible();
  });
});
