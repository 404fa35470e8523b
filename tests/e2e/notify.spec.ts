import { expect, type Page, test } from '@playwright/test';
import { login } from './session.helpers.ts';

// Issue 27: emptying the cart only after a confirmation, the variants table's minimum quantity, no
// Permissions-Policy warning, and the reload after a failed island chunk.

const PRODUCT = '/cilinderlager-nj206-ecp-30x62x16-mm/IM-100158';
const WITH_VARIANTS = '/o-ring-trelleborg-epdm-diverse-maten/IM-100365';
const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
];

async function loginAs(page: Page, username: string) {
  await login(page, username);
  await expect(page).toHaveURL(/\/account\/dashboard$/);
}

/** Same-origin like the browser's own calls (a write without an Origin counts as cross-site). */
const sameOrigin = (page: Page) => ({ origin: new URL(page.url()).origin });

async function emptyCart(page: Page) {
  expect(
    (await page.request.delete('/store-api/checkout/cart', { headers: sameOrigin(page) })).status(),
  ).toBe(204);
}

async function fillCart(page: Page) {
  await emptyCart(page);
  const added = await page.request.post('/store-api/checkout/cart/line-item', {
    headers: sameOrigin(page),
    data: { items: [{ type: 'product', sku: 'IM-100158', quantity: 2 }] },
  });
  expect(added.status()).toBe(200);
}

const productCount = async (page: Page) =>
  ((await (await page.request.get('/store-api/checkout/cart')).json()) as { lineItems: unknown[] }).lineItems
    .length;

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('emptying the cart asks first; cancel keeps it, confirming empties it', async ({ page }) => {
      await loginAs(page, 'demo.buyer');
      await fillCart(page);
      await page.goto('/checkout');
      await page.getByRole('button', { name: 'Winkelmand leegmaken' }).click();
      const question = page
        .getByRole('alert')
        .filter({ hasText: 'Weet u zeker dat u de winkelmand wilt leegmaken?' });
      await expect(question).toBeVisible();
      await expect(question).toBeFocused();
      expect(await productCount(page)).toBe(1);

      await page.getByRole('link', { name: 'Annuleren' }).click();
      await expect(page.getByRole('button', { name: 'Winkelmand leegmaken' })).toBeVisible();
      await expect(question).toHaveCount(0);
      expect(await productCount(page)).toBe(1);

      await page.getByRole('button', { name: 'Winkelmand leegmaken' }).click();
      await page.getByRole('button', { name: 'Ja, leegmaken' }).click();
      await expect(page.locator('[data-notification="success"]')).toContainText(
        'Uw winkelmand is leeggemaakt.',
      );
      await expect(page.getByText('Uw winkelmand is leeg.')).toBeVisible();
      expect(await productCount(page)).toBe(0);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('emptying the cart asks first as a plain form post', async ({ page }) => {
    await loginAs(page, 'demo.buyer');
    await fillCart(page);
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Winkelmand leegmaken' }).click();
    await expect(page.getByText('Weet u zeker dat u de winkelmand wilt leegmaken?')).toBeVisible();
    expect(await productCount(page)).toBe(1);
    await page.getByRole('button', { name: 'Ja, leegmaken' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText('Uw winkelmand is leeg.')).toBeVisible();
    expect(await productCount(page)).toBe(0);
  });
});

test('the variants table shows each minimum quantity with its unit', async ({ page }) => {
  await page.goto(`${WITH_VARIANTS}?showVariantsTable=true`);
  const rows = page.getByTestId('variants-table').locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(1);
  for (const text of await rows.locator('td:nth-of-type(2)').allTextContents()) {
    expect(text.trim()).toMatch(/^\d+([,.]\d+)? [A-Z]+$/);
  }
});

test('pages log no Permissions-Policy warning', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  // The listener hears such a warning: a page with an unknown feature in its policy makes one.
  await page.route('**/policy-probe', (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'permissions-policy': 'no-such-feature=()' },
      body: '<!doctype html><title>probe</title>',
    }),
  );
  await page.goto('/policy-probe');
  await expect
    .poll(() => logged.filter((text) => /Permissions-Policy/i.test(text)).length)
    .toBeGreaterThan(0);

  logged.length = 0;
  for (const path of ['/', PRODUCT]) {
    await page.goto(path);
    await page.waitForLoadState('load');
  }
  expect(logged.filter((text) => /Permissions-Policy/i.test(text))).toEqual([]);
});

test('an island chunk that fails to load reloads the page, once per 60 s', async ({ page }) => {
  // As after a deployment: the page asks for a chunk the server no longer has (also on Astro's retry).
  await page.route(/\/_astro\/QuantityCounter\.[^/?]*\.js(\?.*)?$/, (route) =>
    route.fulfill({ status: 404, body: '' }),
  );
  await page.goto(PRODUCT);
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  await page.waitForEvent('load', { timeout: 20_000 });
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
  expect(await page.evaluate(() => sessionStorage.getItem('b2b:chunk-reload-at'))).toMatch(/^\d+$/);

  // Failing again within 60 s: no second reload (no loop).
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  await page.waitForTimeout(8_000);
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(true);
});
