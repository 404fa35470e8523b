import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { hydrated } from './navigation.helpers.ts';
import { login } from './session.helpers.ts';

const CATEGORY = '/lagers/';
const PRODUCT = '/cilinderlager-nj206-ecp-30x62x16-mm/IM-100158';
const WITH_VARIANTS = '/o-ring-trelleborg-epdm-diverse-maten/IM-100365';

async function loginToDashboard(page: Page, username: string) {
  await login(page, username);
  await expect(page).toHaveURL(/\/account\/dashboard$/);
}

const productNumbers = (page: Page) => page.getByTestId('product-number').allTextContents();

/** Opens a filter group and ticks its first option; the island submits 500 ms later. */
async function tickFirst(page: Page, group: string) {
  const filters = page.locator('form[data-listing-filters]');
  await filters.locator('summary', { hasText: group }).click();
  const box = filters
    .locator('details', { has: page.locator('summary', { hasText: group }) })
    .getByRole('checkbox')
    .first();
  const value = await box.getAttribute('value');
  await box.check();
  return value as string;
}

async function numbersWithoutJs(browser: Browser, url: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  const numbers = await productNumbers(page);
  await context.close();
  return numbers;
}

test('filters by manufacturer and inner diameter through the URL; page 2; same products without JS', async ({
  page,
  browser,
}) => {
  await page.goto(CATEGORY);
  await expect(page.getByTestId('listing-count')).toContainText('1–24 van');
  expect(await page.getByTestId('product-card').count()).toBe(24);

  const manufacturer = await tickFirst(page, 'Fabrikant');
  await expect(page).toHaveURL(new RegExp(`manufacturer=${manufacturer}`));
  const byManufacturer = page.url();

  const diameter = await tickFirst(page, 'Binnendiameter');
  await expect(page).toHaveURL(new RegExp(`properties=${diameter}`));
  expect(page.url()).toContain(`manufacturer=${manufacturer}`);
  await expect(page.locator(`input[value="${diameter}"]`)).toBeChecked();
  const filtered = await productNumbers(page);
  expect(filtered.length).toBeGreaterThan(0);
  expect(await numbersWithoutJs(browser, page.url())).toEqual(filtered);

  // Paging keeps the filter; page 2 shows other products.
  await page.goto(byManufacturer);
  const first = await productNumbers(page);
  await page.getByRole('navigation', { name: 'Paginering' }).getByRole('link', { name: 'Pagina 2' }).click();
  await expect(page).toHaveURL(/p=2/);
  expect(page.url()).toContain(`manufacturer=${manufacturer}`);
  await expect(page.getByTestId('listing-count')).toContainText('25–');
  const second = await productNumbers(page);
  expect(second.some((n) => first.includes(n))).toBe(false);
  expect(await numbersWithoutJs(browser, page.url())).toEqual(second);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form applies with its button and the pages link', async ({ page }) => {
    await page.goto(CATEGORY);
    const filters = page.locator('form[data-listing-filters]');
    await filters.locator('summary', { hasText: 'Binnendiameter' }).click();
    const box = filters.getByTestId('filter-Innendurchmesser').getByRole('checkbox').first();
    const value = await box.getAttribute('value');
    await box.check();
    await filters.getByRole('button', { name: 'Filters toepassen' }).click();
    await expect(page).toHaveURL(new RegExp(`properties=${value}`));
    await expect(page.locator(`input[value="${value}"]`)).toBeChecked();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('the product tabs show as sections', async ({ page }) => {
    await page.goto(PRODUCT);
    await expect(page.getByRole('heading', { name: 'Alle specificaties' })).toBeVisible();
  });
});

test('anonymous, demo.lead and demo.viewer see the product as §4 says', async ({ page }) => {
  await page.goto(PRODUCT);
  const buyBox = page.getByTestId('product-detail').locator('[data-article-sku="IM-100158"]').first();
  await expect(buyBox.locator('[data-slot=stock]')).toHaveText(/^(Op voorraad|Niet op voorraad)$/);
  await expect(buyBox.locator('[data-slot=price]')).toBeHidden();
  await expect(page.locator('script[type="application/ld+json"]', { hasText: '"offers"' })).toHaveCount(0);

  await loginToDashboard(page, 'demo.lead');
  await page.goto(PRODUCT);
  await expect(buyBox.locator('[data-slot=price]')).toHaveText(/^€ \d[\d.]*,\d{3}\/ST$/);
  await expect(buyBox.locator('[data-slot=stock]')).toHaveText(/\d,\d{2} ST|Niet op voorraad/);

  await page.context().clearCookies();
  await loginToDashboard(page, 'demo.viewer');
  await page.goto(PRODUCT);
  await expect(buyBox.locator('[data-slot=stock]')).toHaveText(/\d,\d{2} ST|Niet op voorraad/);
  await expect(buyBox.locator('[data-slot=price]')).toBeHidden();
  await expect(page.getByTestId('product-detail')).not.toContainText('€');
});

test('logged-in listing: prices on the cards from one batched call', async ({ page }) => {
  await loginToDashboard(page, 'demo.lead');
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/b2b/article/information')) calls.push(r.url());
  });
  await page.goto(CATEGORY);
  await expect(page.getByTestId('product-card').first().locator('[data-slot=price]')).toHaveText(/^€ /);
  expect(calls).toHaveLength(1);
  await expect(page.getByTestId('product-card').first().locator('[data-slot=stock]')).toHaveText(
    /\d,\d{2} ST|Niet op voorraad/,
  );
  // Category counters (available / total) next to the child-category filter.
  await page.locator('summary', { hasText: 'Categorieën' }).click();
  await expect(page.locator('[data-category-counter]').first()).toHaveText(/^\d+ \/ \d+$/);
});

test('the variants table opens from ?showVariantsTable=true', async ({ page }) => {
  await page.goto(WITH_VARIANTS);
  await expect(page.getByTestId('variants-table')).toBeHidden();
  await page.goto(`${WITH_VARIANTS}?showVariantsTable=true`);
  await expect(page.getByRole('tab', { name: 'Varianten' })).toHaveAttribute('aria-selected', 'true');
  const table = page.getByTestId('variants-table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Nettoprijs' })).toBeVisible();
  expect(await table.locator('tbody tr').count()).toBeGreaterThan(1);
  await expect(table.locator('[data-slot=price]').first()).toBeHidden();

  // demo.lead sees the net prices, filled by the page's one article information call.
  await loginToDashboard(page, 'demo.lead');
  await page.goto(`${WITH_VARIANTS}?showVariantsTable=true`);
  await expect(table.locator('[data-slot=price]').first()).toHaveText(/^€ \d/);
  await expect(page.locator('[data-article-sku="IM-100365"] [data-slot=no-price]')).toHaveCount(0);
});

test('tabs work with the keyboard', async ({ page }) => {
  await page.goto(PRODUCT);
  const first = page.getByRole('tab').first();
  await first.focus();
  await page.keyboard.press('ArrowRight');
  const second = page.getByRole('tab').nth(1);
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
});

test('quantity counter: keyboard, step grid and bounds', async ({ page }) => {
  await page.goto(PRODUCT);
  // The counter hydrates once the page has loaded (client:tap); keys pressed before would be lost.
  await hydrated(page, 'QuantityCounter');
  const counter = page.getByTestId('quantity-counter');
  const input = counter.getByRole('textbox', { name: 'Aantal' });
  const add = counter.getByRole('button', { name: 'In winkelmand' });
  await expect(input).toHaveValue('1');
  await expect(counter).toContainText('Verkocht per 1');
  await input.press('ArrowDown');
  await expect(input).toHaveValue('1'); // clamped to the minimum
  await input.press('ArrowUp');
  await input.press('ArrowUp');
  await expect(input).toHaveValue('3');
  await counter.getByRole('button', { name: 'Aantal verlagen' }).click();
  await expect(input).toHaveValue('2');
  await input.fill('1,5');
  await expect(counter.getByRole('alert')).toHaveText('Dit is een geen geldige hoeveelheid');
  await expect(add).toBeDisabled();
  await input.blur();
  await expect(input).toHaveValue('2'); // snapped to the grid
  await expect(add).toBeEnabled();
  await input.fill('0');
  await expect(add).toBeDisabled();

  // Holding + repeats after 300 ms, every 50 ms.
  await input.fill('1');
  await input.blur();
  await counter.getByRole('button', { name: 'Aantal verhogen' }).hover();
  await page.mouse.down();
  await page.waitForTimeout(200);
  await expect(input).toHaveValue('2'); // one step on press, no repeat yet
  await page.waitForTimeout(400);
  await page.mouse.up();
  expect(Number(await input.inputValue())).toBeGreaterThanOrEqual(4);
});

test('search finds an article number and helps when nothing matches', async ({ page }) => {
  await page.goto('/search?query=IM-100158');
  await expect(page.getByTestId('product-number').first()).toHaveText('IM-100158');
  await page.goto('/search?query=qxzvwkj');
  const help = page.getByTestId('no-results');
  await expect(help).toContainText('Probeer een andere zoekterm');
  await expect(help.getByRole('link', { name: 'Bekijk uw eerder bestelde producten' })).toHaveAttribute(
    'href',
    '/auth',
  );
  await expect(help.getByRole('link', { name: 'Neem contact op met ons team' })).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('axe: a filtered category page and a product page', async ({ page }) => {
  await page.goto(CATEGORY);
  await tickFirst(page, 'Fabrikant');
  await expect(page).toHaveURL(/manufacturer=/);
  await page.locator('summary', { hasText: 'Binnendiameter' }).click();
  await expectNoAxeViolations(page);
  await page.goto(`${WITH_VARIANTS}?showVariantsTable=true`);
  await expectNoAxeViolations(page);
  await page.goto(PRODUCT);
  await expectNoAxeViolations(page);
});

test('anonymous listing and product HTML come from the page cache and carry no customer data', async ({
  request,
}) => {
  for (const path of [`${CATEGORY}?order=name-desc&p=2`, PRODUCT]) {
    await request.get(path);
    const again = await request.get(path);
    expect(again.headers()['x-page-cache'], path).toBe('HIT');
    const html = await again.text();
    expect(html).not.toMatch(/data-session=/);
    expect(html).not.toContain('"offers"');
  }
});
