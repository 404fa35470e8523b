import { expect, type Page, test } from '@playwright/test';
import type { ArticleInformation } from '../../src/api/catalog-types.ts';
import { deliveryTimeFor } from '../../src/shared/catalog/delivery-time.ts';
import { formatStock } from '../../src/shared/catalog/format.ts';
import { hydrated } from './navigation.helpers.ts';
import { login } from './session.helpers.ts';

// Stock per branch, stock and delivery states, the no-price state and the optional product tabs
// (§1, §3, §4, §9) as logged-in buyers and visitors see them.

const CATEGORY = '/lagers/';
const PRODUCT = '/cilinderlager-nj206-ecp-30x62x16-mm/IM-100158';
const WITH_VARIANTS = '/o-ring-trelleborg-epdm-diverse-maten/IM-100365';
/** Branch and warehouse codes (§3) are never shown to users. */
const RAW_CODE = /\b(IMH|IMI|IML|IMM|VDB|CEN)_[A-Z]{3}\b/;

async function loginAs(page: Page, username: string) {
  await login(page, username);
  await expect(page).toHaveURL(/\/account\/dashboard$/);
}

/** The first seeded article (IM-100000 onwards) the logged-in customer sees as `wanted` says. */
async function findArticle(page: Page, wanted: (a: ArticleInformation) => boolean) {
  for (let batch = 0; batch < 5; batch++) {
    const articles = Array.from({ length: 100 }, (_, i) => ({ sku: `IM-${100000 + batch * 100 + i}` }));
    const res = await page.request.post('/store-api/b2b/article/information', { data: { articles } });
    expect(res.ok()).toBe(true);
    const found = ((await res.json()).articles as ArticleInformation[]).find(wanted);
    if (found) return found;
  }
  throw new Error('no such article in the seed');
}

/**
 * Errors the page logs; the counter's code is held back until the article information is in (a slow
 * line), so a hydration that does not match the server's HTML (React #418) would show here.
 */
async function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(/\/_astro\/QuantityCounter\.[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  return errors;
}

const simple = (a: ArticleInformation) =>
  a.isBuyable && a.minSalesQuantity === 1 && a.purchaseSteps === 1 && a.maxPurchase === null;
const buyBox = (page: Page) => page.getByTestId('product-detail').locator('[data-article-sku]').first();

test('demo.lead sees the stock per branch by name on the product page, the cards and the variants table', async ({
  page,
}) => {
  await loginAs(page, 'demo.lead');
  await page.goto(PRODUCT);
  const branches = buyBox(page).getByTestId('branch-stock');
  await expect(branches.locator('dt').first()).toHaveText(/^(Indumex|VDB) /);
  await expect(branches.locator('dd').first()).toHaveText(/^\d+,\d{2} ST$/);

  // MODULE_CARD_WAREHOUSES is on: the cards show it too.
  await page.goto(CATEGORY);
  await expect(
    page.getByTestId('product-card').first().getByTestId('branch-stock').locator('dt').first(),
  ).toHaveText(/^(Indumex|VDB) /);
  expect(await page.locator('main').textContent()).not.toMatch(RAW_CODE);

  await page.goto(`${WITH_VARIANTS}?showVariantsTable=true`);
  const table = page.getByTestId('variants-table');
  await expect(table.locator('[data-slot=price]').first()).toHaveText(/^€ \d/);
  await expect(table.getByRole('columnheader', { name: /^Indumex / }).first()).toBeVisible();
  expect(await page.locator('main').textContent()).not.toMatch(RAW_CODE);
});

test('visitors get no stock per branch', async ({ page }) => {
  await page.goto(PRODUCT);
  await expect(buyBox(page).locator('[data-slot=stock]')).toHaveText(/^(Op voorraad|Niet op voorraad)$/);
  await expect(buyBox(page).getByTestId('branch-stock')).toBeHidden();
});

test('the stock state and delivery time follow the quantity; the restock time only counts beyond the stock', async ({
  page,
}) => {
  await loginAs(page, 'demo.buyer');
  const article = await findArticle(
    page,
    (a) => simple(a) && (a.stock ?? 0) >= 1 && (a.restockTime ?? 0) > 0 && a.deliveryTime !== null,
  );
  const stock = article.stock as number;
  const days = (quantity: number) =>
    `Levertijd: ${deliveryTimeFor(article.deliveryTime, article.restockTime, stock, quantity)} dagen`;
  await page.goto(`/detail/${article.productId}`);
  const box = buyBox(page);
  await expect(box.locator('[data-slot=stock]')).toHaveText(
    `Op voorraad: ${formatStock(stock)} ${article.uom}`,
  );
  await expect(box.locator('[data-slot=time]')).toHaveText(days(1));
  await expect(page.getByTestId('product-detail')).not.toContainText('Herbevoorrading');

  const counter = page.getByTestId('quantity-counter');
  const input = counter.getByRole('textbox', { name: 'Aantal' });
  // The counter hydrates once the page has loaded (client:tap); what is typed before is not seen.
  await hydrated(page, 'QuantityCounter');
  await input.fill(String(stock + 1));
  await expect(box.locator('[data-slot=stock]')).toHaveText(
    `Slechts ${formatStock(stock)} ${article.uom} op voorraad, rest met levertijd`,
  );
  await expect(box.locator('[data-slot=time]')).toHaveText(days(stock + 1));
  expect(days(stock + 1)).not.toBe(days(1));
  // A backorder, not an error: the order can go ahead.
  await expect(counter.getByRole('alert')).toHaveText('');
  await expect(counter.getByRole('button', { name: 'In winkelmand' })).toBeEnabled();
});

test('an out-of-stock article: no hydration error, no stock error, add-to-cart open with the delivery time', async ({
  page,
}) => {
  await loginAs(page, 'demo.lead');
  const article = await findArticle(page, (a) => simple(a) && a.stock === 0 && a.leadTime !== null);
  const errors = await watchErrors(page);
  await page.goto(`/detail/${article.productId}`);
  const box = buyBox(page);
  await expect(box.locator('[data-slot=stock]')).toHaveText('Niet op voorraad');
  await expect(box.locator('[data-slot=time]')).toHaveText(`Levertijd: ${article.leadTime} dagen`);
  const counter = page.getByTestId('quantity-counter');
  await expect(counter.getByRole('button', { name: 'In winkelmand' })).toBeEnabled();
  await expect(counter.getByRole('alert')).toHaveText('');
  await page.waitForLoadState('networkidle');
  expect(errors.filter((e) => /#418|hydrat/i.test(e))).toEqual([]);
});

test('an article without stock and without a delivery time: add-to-cart disabled with the stock message', async ({
  page,
}) => {
  await loginAs(page, 'demo.buyer');
  // Issue 26: never offered and then refused at the order; one with a delivery time is a backorder (above).
  const article = await findArticle(page, (a) => a.soldOut && a.isBuyable);
  await page.goto(`/detail/${article.productId}`);
  const box = buyBox(page);
  await expect(box.locator('[data-slot=stock]')).toHaveText('Niet op voorraad');
  const counter = page.getByTestId('quantity-counter');
  await hydrated(page, 'QuantityCounter');
  const button = counter.getByRole('button', { name: 'In winkelmand' });
  await expect(button).toBeDisabled();
  const message = 'Niet op voorraad en geen levertijd bekend: dit artikel kan niet besteld worden.';
  await expect(counter.getByTestId('sold-out')).toHaveText(message);
  await expect(button).toHaveAccessibleDescription(message);
});

test('an article without a price: the mail-contact button instead of the counter and add-to-cart', async ({
  page,
}) => {
  await loginAs(page, 'demo.lead');
  const article = await findArticle(page, (a) => a.price === null && a.listPrice === null);
  const errors = await watchErrors(page);
  await page.goto(`/detail/${article.productId}`);
  const box = buyBox(page);
  await expect(box.locator('[data-slot=stock]')).toHaveText('Geen prijs beschikbaar');
  await expect(box.getByRole('link', { name: 'Prijs opvragen per e-mail' })).toBeVisible();
  await expect(page.getByTestId('quantity-counter')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'In winkelmand' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(errors.filter((e) => /#418|hydrat/i.test(e))).toEqual([]);
});

test("the company's own article number on the product page and the cards", async ({ page }) => {
  await loginAs(page, 'demo.lead');
  // The seed links IM-100000 to DEMO-0001 for company 100001.
  const article = await findArticle(page, (a) => a.article === 'IM-100000');
  await page.goto(`/detail/${article.productId}`);
  await expect(buyBox(page).locator('[data-slot=customer-sku]')).toHaveText('Uw artikelnummer: DEMO-0001');
  await page.goto('/search?query=IM-100000');
  const card = page.getByTestId('product-card').filter({ hasText: 'IM-100000' }).first();
  await expect(card.locator('[data-slot=customer-sku]')).toHaveText('Uw artikelnummer: DEMO-0001');
});

test('"Toon alle varianten" brings the variants table below the sticky header', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(WITH_VARIANTS);
  await page.getByRole('link', { name: /^Toon alle \d+ varianten$/ }).click();
  await expect(page).toHaveURL(/showVariantsTable=true#panel-variants$/);
  const table = page.getByTestId('variants-table');
  await expect(table).toBeVisible();
  await page.waitForLoadState('networkidle');
  const header = await page.locator('header[data-header]').boundingBox();
  const tabs = await page.getByRole('tablist').boundingBox();
  expect(header && tabs).toBeTruthy();
  expect(tabs?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('the applications, downloads, instructions and documents tabs (seeded for IM-100158)', async ({
  page,
}) => {
  await page.goto(PRODUCT);
  await page.getByRole('tab', { name: 'Toepassingen' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Geschikt voor elektromotoren');
  await page.getByRole('tab', { name: 'Downloads' }).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /^Productcatalogus / })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await page.getByRole('tab', { name: 'Instructies' }).click();
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(3);
  await page.getByRole('tab', { name: 'Documenten' }).click();
  const drawing = page.getByRole('tabpanel').getByRole('link', { name: 'Maattekening' });
  const href = (await drawing.getAttribute('href')) as string;
  expect((await page.request.get(href)).ok()).toBe(true);
});

test('the tab texts are in the page language (French)', async ({ page }) => {
  await page.goto('/fr/IM-100158');
  await page.getByRole('tab', { name: 'Applications' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Convient aux moteurs électriques');
  await page.getByRole('tab', { name: 'Téléchargements' }).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /^Catalogue produits / })).toBeVisible();
  await page.getByRole('tab', { name: 'Instructions' }).click();
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toContainText('Nettoyez');
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Plan coté' })).toBeVisible();
});
