import { expect, type Page, test } from '@playwright/test';
import type { Cart } from '../../src/api/cart-types.ts';
import { holdIsland, hydrated } from './navigation.helpers.ts';
import { DEMO_PASSWORD, login } from './session.helpers.ts';

// Issue 27: notifications that close by themselves below the header, add-to-cart on listing cards,
// add-to-cart as a plain form post without JavaScript, and the phone's buy button without scrolling.

const PRODUCT = '/cilinderlager-nj206-ecp-30x62x16-mm/IM-100158';
const LISTING = '/search?query=IM-100158';
const PHONE = { width: 375, height: 812 };
const WIDTHS = [PHONE, { width: 1280, height: 800 }];

async function loginAs(page: Page, username: string) {
  await login(page, username);
  await expect(page).toHaveURL(/\/account\/dashboard$/);
}

async function emptyCart(page: Page) {
  // Same-origin like the browser's own calls (a DELETE without an Origin counts as cross-site).
  const headers = { origin: new URL(page.url()).origin };
  expect((await page.request.delete('/store-api/checkout/cart', { headers })).status()).toBe(204);
}

const quantityOf = async (page: Page, sku: string) =>
  ((await (await page.request.get('/store-api/checkout/cart')).json()) as Cart).lineItems.find(
    (l) => l.sku === sku,
  )?.quantity ?? 0;

const addButton = (page: Page) =>
  page.getByTestId('quantity-counter').getByRole('button', { name: 'In winkelmand' });
const card = (page: Page) => page.getByTestId('product-card').filter({ hasText: 'IM-100158' });
const added = (page: Page) =>
  page.getByRole('status').filter({ hasText: '1 product(en) toegevoegd aan de winkelmand' });

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('the added-to-cart notification is polite, below the header, pauses on hover and closes itself', async ({
      page,
    }) => {
      await loginAs(page, 'demo.buyer');
      await emptyCart(page);
      await page.clock.install();
      await page.goto(PRODUCT);
      await hydrated(page, 'QuantityCounter');
      await addButton(page).click();
      const host = page.locator('#notifications');
      await expect(host).toHaveAttribute('role', 'status');
      await expect(added(page)).toBeVisible();
      const notification = host.locator('[data-notification="success"]');
      await expect(notification).toHaveCount(1);
      // Never over the header: its search, account entry and cart stay free.
      const header = await page.locator('[data-header]').boundingBox();
      const box = await notification.boundingBox();
      expect(box && header && box.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(size.width);

      // Paused while pointed at, closed a few seconds after the pointer left.
      await notification.hover();
      await page.clock.fastForward(10_000);
      await expect(notification).toBeVisible();
      await page.mouse.move(0, size.height - 1);
      await page.clock.fastForward(7_000);
      await expect(notification).toHaveCount(0);

      // The close button closes at once.
      await addButton(page).click();
      await expect(notification).toBeVisible();
      await notification.getByRole('button', { name: 'Sluiten' }).click();
      await expect(notification).toHaveCount(0);
      await emptyCart(page);
    });
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test("the product page's buy button is visible without scrolling and does not move", async ({ page }) => {
    await loginAs(page, 'demo.buyer');
    await page.goto(PRODUCT, { waitUntil: 'domcontentloaded' });
    const button = addButton(page);
    // Rendered by the server for a buyer who may order: there before any script ran.
    await expect(button).toBeInViewport();
    const before = await button.boundingBox();
    await hydrated(page, 'QuantityCounter');
    // The customer's price and stock have arrived above it.
    await expect(page.locator('[data-slot="price"]').first()).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await button.boundingBox()).toEqual(before);
    await expect(button).toBeInViewport();
  });
});

test('a quantity typed while the counter was still loading is the one added', async ({ page }) => {
  await loginAs(page, 'demo.buyer');
  await emptyCart(page);
  const release = await holdIsland(page, 'QuantityCounter');
  await page.goto(PRODUCT);
  // The server's form is there before its script: the buyer types into it.
  await page.getByTestId('quantity-counter').getByRole('textbox', { name: 'Aantal' }).fill('3');
  release();
  await hydrated(page, 'QuantityCounter');
  await expect(page.locator('[data-slot="price"]').first()).toBeVisible();
  await expect(page.getByTestId('quantity-counter').getByRole('textbox', { name: 'Aantal' })).toHaveValue(
    '3',
  );
  await addButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'toegevoegd aan de winkelmand' })).toBeVisible();
  expect(await quantityOf(page, 'IM-100158')).toBe(3);
  await emptyCart(page);
});

test('a buyer adds from a listing card; visitors and viewers get no card form', async ({ page, browser }) => {
  const visitor = await browser.newPage();
  await visitor.goto(LISTING);
  // Anonymous listings stay the same for everyone (cacheable): no form, no prices.
  await expect(card(visitor)).toBeVisible();
  await expect(card(visitor).locator('form')).toHaveCount(0);
  await expect(card(visitor).locator('[data-slot="price"]')).toBeHidden();
  await visitor.close();

  await loginAs(page, 'demo.viewer');
  await page.goto(LISTING);
  await expect(card(page)).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'In winkelmand' })).toHaveCount(0);

  await loginAs(page, 'demo.buyer');
  await emptyCart(page);
  await page.goto(LISTING);
  const form = card(page);
  await form.getByRole('textbox', { name: 'Aantal' }).fill('2');
  await form.getByRole('button', { name: 'In winkelmand' }).click();
  await expect(added(page)).toBeVisible();
  await expect(page).toHaveURL(LISTING); // added in place, no reload
  await expect(page.locator('[data-cart-badge]:visible [data-count]')).toHaveText('1');
  expect(await quantityOf(page, 'IM-100158')).toBe(2);
  await emptyCart(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the product page and the cards add to the cart as a plain form post', async ({ page }) => {
    await loginAs(page, 'demo.buyer');
    await emptyCart(page);
    await page.goto(PRODUCT);
    await page.getByTestId('quantity-counter').getByRole('textbox', { name: 'Aantal' }).fill('2');
    await addButton(page).click();
    await expect(page).toHaveURL(PRODUCT);
    await expect(added(page)).toBeVisible();
    await expect(added(page).getByRole('link', { name: 'Naar de winkelmand' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(await quantityOf(page, 'IM-100158')).toBe(2);
    // Shown once: the next page has no notification.
    await page.reload();
    await expect(added(page)).toHaveCount(0);

    // A refused quantity comes back translated.
    await page.getByTestId('quantity-counter').getByRole('textbox', { name: 'Aantal' }).fill('0');
    await addButton(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'We konden het product niet toevoegen' }),
    ).toBeVisible();
    expect(await quantityOf(page, 'IM-100158')).toBe(2);

    await page.goto(LISTING);
    await card(page).getByRole('button', { name: 'In winkelmand' }).click();
    await expect(page).toHaveURL(LISTING);
    await expect(added(page)).toBeVisible();
    expect(await quantityOf(page, 'IM-100158')).toBe(3);

    // In French, the confirmation is French and the way back keeps the prefix.
    await page.goto(`/fr${LISTING}`);
    await card(page).getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page).toHaveURL(`/fr${LISTING}`);
    await expect(
      page.getByRole('status').filter({ hasText: '1 produit(s) ajouté(s) au panier' }),
    ).toBeVisible();
    expect(await quantityOf(page, 'IM-100158')).toBe(4);
    await emptyCart(page);
  });

  test('a visitor is sent to the login and back', async ({ page }) => {
    await page.goto(PRODUCT);
    await addButton(page).click();
    await expect(page).toHaveURL(`/auth?redirect=${encodeURIComponent(PRODUCT)}`);
  });

  test('a visitor logging in for a price on a French page comes back to that French page', async ({
    page,
  }) => {
    await page.goto(PRODUCT);
    const french = await page.locator('link[rel="alternate"][hreflang="fr-FR"]').getAttribute('href');
    const path = new URL(french ?? '', page.url()).pathname;
    expect(path).toMatch(/^\/fr\//);
    await page.goto(path);
    await page.getByRole('link', { name: 'Connectez-vous pour votre prix' }).click();
    await expect(page).toHaveURL(`/fr/auth?redirect=${encodeURIComponent(path)}`);
    const form = page.locator('form[action$="/auth/login"]');
    await form.locator('input[name=username]').fill('demo.buyer');
    await form.locator('input[name=password]').fill(DEMO_PASSWORD);
    await form.locator('button[type=submit]').click();
    await expect(page).toHaveURL(path);
    await expect(page.locator('html')).toHaveAttribute('lang', /^fr/);
  });

  test('a cross-site post is refused', async ({ page }) => {
    await loginAs(page, 'demo.buyer');
    const answer = await page.request.post('/checkout/add', {
      headers: { origin: 'https://evil.example' },
      form: { productId: 'x', quantity: '1', back: PRODUCT },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(403);
  });
});
