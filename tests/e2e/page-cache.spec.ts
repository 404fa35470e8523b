import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, login } from './session.helpers.ts';
import { startSharedCache } from './shared-cache.helpers.ts';
import { MAIN_PORT, SIDE_PORT } from './side-server.ts';

test('anonymous category pages come from the page cache with CDN headers; sessions never do', async ({
  request,
  playwright,
  baseURL,
}) => {
  const first = await request.get('/fr/roulements/');
  expect(first.status()).toBe(200);
  const second = await request.get('/fr/roulements/');
  expect(second.headers()['x-page-cache']).toBe('HIT');
  expect(second.headers()['cache-control']).toContain('s-maxage=');
  expect(second.headers()['cache-control']).toContain('stale-while-revalidate=');
  expect(second.headers()['set-cookie']).toBeUndefined();
  expect(await second.text()).toBe(await first.text());

  const login = await request.post('/store-api/account/login', {
    data: { username: 'demo.buyer', password: DEMO_PASSWORD },
  });
  const token = login.headers()['sw-context-token'];
  const session = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `sw-context-token=${token}` },
  });
  const personal = await session.get('/fr/roulements/');
  expect(personal.status()).toBe(200);
  expect(personal.headers()['x-page-cache']).toBeUndefined();
  expect(personal.headers()['cache-control']).toBe('private, no-store');
  await session.dispose();
});

test('404 pages are not cached', async ({ request }) => {
  await request.get('/nope-not-here');
  const again = await request.get('/nope-not-here');
  expect(again.status()).toBe(404);
  expect(again.headers()['x-page-cache']).toBeUndefined();
});

test('behind a shared cache, a buyer gets their own page of a URL an anonymous visit just cached', async ({
  page,
  request,
}) => {
  const cdn = await startSharedCache(SIDE_PORT, MAIN_PORT);
  try {
    const listing = `${cdn.url}/fr/roulements/`;
    expect((await request.get(listing)).headers()['x-shared-cache']).toBe('MISS');
    const anonymous = await request.get(listing);
    expect(anonymous.headers()['x-shared-cache']).toBe('HIT');
    expect(anonymous.headers()['set-cookie']).toBeUndefined();

    await login(page, 'demo.buyer', DEMO_PASSWORD, cdn.url);
    await expect(page).toHaveURL(/\/account\/dashboard$/);
    const personal = await page.goto(listing);
    expect(personal?.headers()['x-shared-cache']).toBe('MISS');
    // The buyer's listing: prices filled in and a price filter, neither of which anonymous visitors get.
    await expect(page.locator('[data-slot=price]').first()).toBeVisible();
    await expect(page.locator('input[name="min-price"]')).toHaveCount(1);
  } finally {
    await cdn.stop();
  }
});
