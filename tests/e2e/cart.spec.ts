import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Cart } from '../../src/api/cart-types.ts';
import type { ArticleInformation } from '../../src/api/catalog-types.ts';
import { expectNoAxeViolations } from './axe.ts';
import { hydrated } from './navigation.helpers.ts';
import { DEMO_PASSWORD, login } from './session.helpers.ts';

const PRODUCT = '/cilinderlager-nj206-ecp-30x62x16-mm/IM-100158';
const OTHER_PRODUCT = '/o-ring-or-28x2-5-fkm75/IM-100160';
/** Seeded without a price: the mail-contact button, no add-to-cart. */
const NO_PRICE = '/lagervet-lgmt-2-1-kg/IM-101463';

async function loginToDashboard(page: Page, username: string) {
  await login(page, username);
  await expect(page).toHaveURL(/\/account\/dashboard$/);
}

const readCart = async (request: APIRequestContext) =>
  (await (await request.get('/store-api/checkout/cart')).json()) as Cart;

/** The quantity of an article in the cart (0 when absent). */
const quantityOf = (cart: Cart, sku: string) => cart.lineItems.find((l) => l.sku === sku)?.quantity ?? 0;

/** Other specs (checkout) expect the demo carts as the seed left them. */
async function emptyCart(page: Page) {
  // Same-origin like the browser's own calls (a DELETE without an Origin counts as cross-site).
  const headers = { origin: new URL(page.url()).origin };
  expect((await page.request.delete('/store-api/checkout/cart', { headers })).status()).toBe(204);
}

const badge = (page: Page) => page.locator('[data-cart-badge]:visible [data-count]');
const addButton = (page: Page) => page.getByRole('button', { name: 'In winkelmand' });

test('demo.lead adds an article: busy, notification with the count, badge, a second tab agrees', async ({
  page,
  context,
}) => {
  await loginToDashboard(page, 'demo.lead');
  await emptyCart(page);
  await page.goto(PRODUCT);
  await expect(badge(page)).toHaveCount(0); // hidden at 0

  const other = await context.newPage();
  await other.goto(OTHER_PRODUCT);
  await expect(addButton(other)).toBeEnabled();

  await hydrated(page, 'QuantityCounter');
  const input = page.getByRole('textbox', { name: 'Aantal' });
  await input.fill('2');
  // The Store API answers slowly here, so the loading state can be seen.
  await page.route('**/store-api/checkout/cart/line-item', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await addButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Wordt toegevoegd…' })).toHaveAttribute('aria-busy', 'true');
  const done = page.getByRole('status').filter({ hasText: '1 product(en) toegevoegd aan de winkelmand' });
  await expect(done).toBeVisible();
  await expect(done.getByRole('link', { name: 'Naar de winkelmand' })).toHaveAttribute('href', '/checkout');
  await expect(badge(page)).toHaveText('1');
  // Focus stays on the button for the next keyboard action.
  await expect(addButton(page)).toBeFocused();
  expect(quantityOf(await readCart(page.request), 'IM-100158')).toBe(2);
  const tracked = await page.evaluate(() => window.dataLayer?.find((e) => e.event === 'add_to_cart'));
  expect(tracked).toMatchObject({
    ecommerce: { currency: 'EUR', items: [{ item_id: 'IM-100158', quantity: 2 }] },
  });

  // The other tab heard about it without a reload, and adds to the same cart.
  await expect(badge(other)).toHaveText('1');
  await addButton(other).click();
  await expect(badge(other)).toHaveText('2');
  await expect(badge(page)).toHaveText('2');
  await page.reload();
  await expect(badge(page)).toHaveText('2');
  await emptyCart(page);
});

test("the server's refusal is shown translated; an article without a price has no add-to-cart", async ({
  page,
}) => {
  await loginToDashboard(page, 'demo.lead');
  await emptyCart(page);
  // An article sold up to a maximum: the maximum fits once; the same again passes the counter but
  // not the cart's rule on the line's sum (§5). Beyond the stock the rest is backordered (§4).
  const information = await page.request.post('/store-api/b2b/article/information', {
    data: { articles: Array.from({ length: 100 }, (_, i) => ({ sku: `IM-${100100 + i}` })) },
  });
  const capped = ((await information.json()).articles as ArticleInformation[]).find(
    (a) => a.isBuyable && a.maxPurchase !== null && a.minSalesQuantity === 1 && a.purchaseSteps === 1,
  ) as ArticleInformation;
  await page.goto(`/detail/${capped.productId}`);
  await hydrated(page, 'QuantityCounter');
  await page.getByRole('textbox', { name: 'Aantal' }).fill(String(capped.maxPurchase));
  await addButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'toegevoegd' })).toBeVisible();
  await addButton(page).click();
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'We konden het product niet toevoegen aan de winkelmand' });
  await expect(alert).toContainText(`${capped.article}: Het aantal ligt boven de maximale afname.`);
  expect(quantityOf(await readCart(page.request), capped.article)).toBe(capped.maxPurchase);
  await emptyCart(page);

  // The mail-contact button takes the place of the counter and its buttons (§1).
  await page.goto(NO_PRICE);
  await expect(page.getByRole('link', { name: 'Prijs opvragen per e-mail' })).toBeVisible();
  await expect(page.getByTestId('quantity-counter')).toHaveCount(0);
  await expect(addButton(page)).toHaveCount(0);
});

test('a visitor chooses an article, logs in through the modal and finds it in the cart', async ({ page }) => {
  await page.goto(PRODUCT);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/store-api/checkout/')) calls.push(r.url());
  });
  await hydrated(page, 'QuantityCounter');
  await page.getByRole('textbox', { name: 'Aantal' }).fill('3');
  await expect(addButton(page)).toHaveAttribute('aria-haspopup', 'dialog');
  await addButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Inloggen' });
  await expect(dialog).toBeVisible();
  expect(calls).toEqual([]); // anonymous pages make no cart call

  await dialog.locator('input[name=username]').fill('demo.buyer');
  await dialog.locator('input[name=password]').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Inloggen', exact: true }).click();
  // Logging in from a page returns to it (§4); the article is added there.
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === PRODUCT);
  await expect(page.getByRole('status').filter({ hasText: '1 product(en) toegevoegd' })).toBeVisible();
  await expect(badge(page)).toHaveText('1');
  expect(quantityOf(await readCart(page.request), 'IM-100158')).toBe(3);

  // Added once: the next page does not add it again.
  await page.goto(PRODUCT);
  await expect(badge(page)).toHaveText('1');
  expect(quantityOf(await readCart(page.request), 'IM-100158')).toBe(3);
  await emptyCart(page);
});

test('demo.viewer (no PLACE_ORDERS) sees no add-to-cart and the Store API refuses', async ({ page }) => {
  await loginToDashboard(page, 'demo.viewer');
  await page.goto(PRODUCT);
  // REQUEST_OFFER: the offer request shows, so the rights are known by now.
  await expect(page.getByRole('button', { name: 'Offerte aanvragen' })).toBeVisible();
  await expect(addButton(page)).toHaveCount(0);
  const refused = await page.request.post('/store-api/checkout/cart/line-item', {
    data: { items: [{ type: 'product', sku: 'IM-100158', quantity: 1 }] },
  });
  expect(refused.status()).toBe(403);
});

test('the offer request is confirmed first and names the offer number', async ({ page }) => {
  await loginToDashboard(page, 'demo.lead');
  await page.goto(PRODUCT);
  // A quote request is mailed and stored: one click only asks, and cancelling sends nothing.
  await page.getByRole('button', { name: 'Offerte aanvragen' }).click();
  const question = page.getByTestId('offer-confirm');
  await expect(question).toContainText('Een offerte aanvragen voor dit artikel (aantal: 1)?');
  await expect(question.getByText(/^Een offerte aanvragen/)).toBeFocused();
  await page.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page.getByRole('status').filter({ hasText: /offerteaanvraag/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Offerte aanvragen' }).click();
  await page.getByRole('button', { name: 'Ja, offerte aanvragen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Uw offerteaanvraag O\d+ is verstuurd/ }),
  ).toBeVisible();
});

test('axe-core: product page with the counter, anonymous and logged in', async ({ page }) => {
  await page.goto(PRODUCT);
  await expect(addButton(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await loginToDashboard(page, 'demo.lead');
  await page.goto(PRODUCT);
  await expect(page.getByRole('button', { name: 'Offerte aanvragen' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('logged-in pages hydrate without errors (both header account entries share one session)', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await loginToDashboard(page, 'demo.lead');
  for (const path of [PRODUCT, '/checkout', '/']) {
    await page.goto(path);
    // Both entries (client:idle) have hydrated, the visible one shows the customer.
    await expect(page.locator('astro-island[component-url*="AccountMenu"][ssr]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Sofie/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});
