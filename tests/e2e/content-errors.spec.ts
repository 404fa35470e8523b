import { existsSync, rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { DEMO_PASSWORD } from './session.helpers.ts';
import { MAIN_PORT, proxyPort, SIDE_PORT, type Side, start, startShop, waitFor } from './side-server.ts';

// Error pages (§2, §8) and maintenance mode (§1) of the content issue.
test.describe('not found', () => {
  test('the 404 page is translated and has no axe violations', async ({ page }) => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    expect(response?.statusText()).toBe('Not Found');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

// A second shop whose Store API sits behind a proxy that can be slow or broken on purpose: the
// storefront's real timeout (STORE_API_TIMEOUT_MS) and error handling produce the pages.
test.describe('error pages from a slow or failing Store API', () => {
  const side = `http://127.0.0.1:${SIDE_PORT}`;
  let proxy: Side;
  let shop: Side;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    proxy = start(['tests/e2e/slow-api-proxy.mjs'], {
      UPSTREAM: `http://127.0.0.1:${MAIN_PORT}`,
      DELAY_MS: '4000',
    });
    const port = await proxyPort(proxy);
    shop = startShop({
      STORE_API_URL: `http://127.0.0.1:${port}/store-api`,
      STORE_API_TIMEOUT_MS: '1500',
      DATA_DIR: '.data/e2e-side-unused',
    });
    await waitFor(`${side}/robots.txt`, shop);
    // Each language's first page builds that language's menus and context on the main server; warmed here,
    // a busy machine cannot stretch those calls past the 1.5 s timeout that only __slow should hit.
    for (const path of ['/', '/fr/', '/de/']) await (await fetch(`${side}${path}`)).text();
  });
  test.afterAll(async () => {
    await shop?.stop();
    await proxy?.stop();
  });

  // '/__slow' would be a 404 once the proxy answers after 4 s: only the 1.5 s timeout gives 408.
  // The status line's reason phrase too: Astro would leave "OK" on all but 404 and 500.
  const cases = [
    { path: '/__slow', status: 408, reason: 'Request Timeout', heading: 'De server reageert te traag' },
    { path: '/fr/__broken', status: 502, reason: 'Bad Gateway', heading: 'La boutique est injoignable' },
    { path: '/__fail', status: 500, reason: 'Internal Server Error', heading: 'Er liep iets fout' },
    {
      path: '/de/__down',
      status: 503,
      reason: 'Service Unavailable',
      heading: 'De webshop is tijdelijk niet beschikbaar',
    },
  ];
  for (const { path, status, reason, heading } of cases) {
    test(`${path} shows the ${status} page`, async ({ page }) => {
      const response = await page.goto(`${side}${path}`);
      expect(response?.status()).toBe(status);
      expect(response?.statusText()).toBe(reason);
      await expect(page.locator(`[data-error-status="${status}"]`)).toBeVisible();
      if (status !== 503) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      else expect(response?.headers()['retry-after']).toBeTruthy();
      await expect(page.getByRole('link', { name: /opnieuw|réessayer|erneut/i })).toBeVisible();
    });
  }

  test("the browser's /store-api calls reach the remote Store API too, never a local database", async () => {
    const key = { 'sw-access-key': 'SWSCB2BDEMOSHOPBELGIUM00001', 'content-type': 'application/json' };
    const login = await fetch(`http://127.0.0.1:${MAIN_PORT}/store-api/account/login`, {
      method: 'POST',
      headers: key,
      body: JSON.stringify({ username: 'demo.buyer', password: DEMO_PASSWORD }),
    });
    const token = login.headers.get('sw-context-token') ?? '';
    expect(token).not.toBe('');
    // The session of the remote Store API, named by the header and (as islands do) by the cookie.
    const byHeader = await fetch(`${side}/store-api/account/customer`, {
      headers: { ...key, 'sw-context-token': token },
    });
    expect(byHeader.status).toBe(200);
    expect((await byHeader.json()).username).toBe('demo.buyer');
    const byCookie = await fetch(`${side}/store-api/context`, {
      headers: { ...key, cookie: `sw-context-token=${token}` },
    });
    const context = await byCookie.json();
    expect(context.customer.username).toBe('demo.buyer');
    expect(context.token).toBeNull();
    expect(existsSync('.data/e2e-side-unused')).toBe(false);
  });

  test('pages that do not hit the failing path still work through the proxy', async ({ page }) => {
    const response = await page.goto(`${side}/blog`);
    expect(response?.status()).toBe(200);
  });
});

test.describe('maintenance mode', () => {
  const side = `http://127.0.0.1:${SIDE_PORT}`;
  const dataDir = '.data/e2e-maintenance';
  let shop: Side;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    rmSync(dataDir, { recursive: true, force: true });
    shop = startShop({ MAINTENANCE: '1', DATA_DIR: dataDir, SEED_PRODUCTS: '40' });
    await waitFor(`${side}/readyz`, shop, 170_000);
  });
  test.afterAll(async () => {
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('every page answers 503 with Retry-After and the translated maintenance page', async ({
    page,
    request,
  }) => {
    for (const [path, title] of [
      ['/', 'We zijn zo terug'],
      ['/fr/blog', 'Nous revenons bientôt'],
      ['/de/lager/', 'Wir sind gleich zurück'],
    ]) {
      const response = await page.goto(`${side}${path}`);
      expect(response?.status()).toBe(503);
      expect(Number(response?.headers()['retry-after'])).toBeGreaterThan(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title as string);
      await expect(page.getByRole('img', { name: 'Indumex' })).toBeVisible();
      await expect(page.locator('header')).toHaveCount(0);
      // The shop's one phone, from the contact data (issue 27).
      await expect(page.getByRole('link', { name: /\+32 3 450 12 34/ })).toHaveAttribute(
        'href',
        'tel:+3234501234',
      );
    }
    expect((await request.get(`${side}/healthz`)).status()).toBe(200);
    const context = await request.get(`${side}/store-api/context`);
    expect(context.status()).toBe(200);
  });
});
