import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { login } from './session.helpers.ts';

const CATEGORY = '/lagers/';
declare global {
  interface Window {
    listingMarker?: number;
  }
}

const filters = (page: Page) => page.locator('form[data-listing-filters]');
const count = (page: Page) => page.getByTestId('listing-count');
const firstCard = (page: Page) => page.getByTestId('product-card').first();
/** Set on the window: it survives in-place updates, a full navigation drops it. */
const markWindow = (page: Page) => page.evaluate(() => (window.listingMarker = 1));
const marker = (page: Page) => page.evaluate(() => window.listingMarker);

async function firstOption(page: Page, group: string) {
  await filters(page).locator('summary', { hasText: group }).click();
  return filters(page)
    .locator('details', { has: page.locator('summary', { hasText: group }) })
    .getByRole('checkbox')
    .first();
}

test('a filter updates the listing in place: URL, focus, announced count, back and forward', async ({
  page,
}) => {
  await page.goto(CATEGORY);
  const before = await count(page).textContent();
  await markWindow(page);
  const box = await firstOption(page, 'Fabrikant');
  const value = await box.getAttribute('value');
  // When the count changes, measured from the last change: the 500 ms debounce, then the fetch and
  // the swap (typically 30–150 ms here; the bound leaves room for a busy test machine, where 1.6 s was seen).
  await page.evaluate(() => {
    const status = document.querySelector('[data-listing-count]') as HTMLElement;
    document.addEventListener('change', () => (status.dataset.changedAt = String(performance.now())));
    new MutationObserver(() => (status.dataset.updatedAt = String(performance.now()))).observe(status, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await box.check();
  await expect(page).toHaveURL(new RegExp(`manufacturer=${value}`));
  await expect(count(page)).not.toHaveText(before ?? '');
  await expect(count(page)).toHaveAttribute('role', 'status');
  const { changedAt, updatedAt } = await count(page).evaluate((el: HTMLElement) => el.dataset);
  expect(Number(updatedAt) - Number(changedAt) - 500).toBeLessThan(2500);
  const filtered = await count(page).textContent();
  const option = filters(page).locator(`input[value="${value}"]`);
  await expect(option).toBeChecked();
  await expect(option).toBeFocused();
  // The group the buyer opened stays open.
  await expect(filters(page).locator('details', { hasText: 'Fabrikant' })).toHaveAttribute('open', '');
  expect(await marker(page)).toBe(1);

  await page.goBack();
  await expect(page).not.toHaveURL(/manufacturer=/);
  await expect(count(page)).toHaveText(before ?? '');
  await expect(option).not.toBeChecked();
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`manufacturer=${value}`));
  await expect(count(page)).toHaveText(filtered ?? '');
  await expect(option).toBeChecked();
  expect(await marker(page)).toBe(1);
});

test('logged in: the cards of an in-place update get their prices', async ({ page }) => {
  await login(page, 'demo.lead');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await page.goto(CATEGORY);
  await expect(firstCard(page).locator('[data-slot=price]')).toHaveText(/^€ /);
  await markWindow(page);
  await (await firstOption(page, 'Fabrikant')).check();
  await expect(page).toHaveURL(/manufacturer=/);
  await expect(firstCard(page).locator('[data-slot=price]')).toHaveText(/^€ /);
  expect(await marker(page)).toBe(1);
});

test('sorting, page links and the reset link work in place', async ({ page }) => {
  await page.goto(CATEGORY);
  await markWindow(page);
  const sort = page.getByLabel('Sorteren op');
  await sort.focus();
  await sort.selectOption('name-desc');
  await expect(page).toHaveURL(/order=name-desc/);
  await expect(sort).toBeFocused();
  const names = await page.getByTestId('product-number').allTextContents();

  await page.getByRole('navigation', { name: 'Paginering' }).getByRole('link', { name: 'Pagina 2' }).click();
  await expect(page).toHaveURL(/order=name-desc.*p=2|p=2.*order=name-desc/);
  await expect(count(page)).toContainText('25–48 van');
  await expect(count(page)).toBeFocused();
  expect(await page.getByTestId('product-number').allTextContents()).not.toEqual(names);

  const reset = filters(page).getByRole('link', { name: 'Filters wissen' });
  await reset.click();
  await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
  await expect(count(page)).toContainText('1–24 van');
  await expect(sort).toHaveValue('');
  await expect(reset).toBeFocused();
  expect(await marker(page)).toBe(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the listing shows compact rows with article numbers and no view switch', async ({ page }) => {
    await page.goto(CATEGORY);
    const card = firstCard(page);
    await expect(card.getByTestId('product-number')).toBeVisible();
    await expect(card.locator('[data-slot=stock]')).toBeVisible();
    const box = await card.boundingBox();
    expect(box?.height).toBeLessThan(160);
    // At least six rows on one screen instead of one card.
    const sixth = await page.getByTestId('product-card').nth(5).boundingBox();
    expect((sixth?.y ?? 0) + (sixth?.height ?? 0) - (box?.y ?? 0)).toBeLessThan(844);
    await expect(page.getByRole('group', { name: 'Weergave' })).toBeHidden();
  });
});

test('the grid/list switch is remembered across pages', async ({ page }) => {
  await page.goto(CATEGORY);
  const grid = (await firstCard(page).boundingBox())?.height ?? 0;
  const view = page.getByRole('group', { name: 'Weergave' });
  await expect(view.getByRole('button', { name: 'Raster' })).toHaveAttribute('aria-pressed', 'true');
  await view.getByRole('button', { name: 'Lijst' }).click();
  await expect(view.getByRole('button', { name: 'Lijst' })).toHaveAttribute('aria-pressed', 'true');
  const row = (await firstCard(page).boundingBox())?.height ?? 0;
  expect(row).toBeLessThan(grid / 2);
  await expectNoAxeViolations(page);

  await page.goto('/lagers/kogellagers/');
  await expect(view.getByRole('button', { name: 'Lijst' })).toHaveAttribute('aria-pressed', 'true');
  expect((await firstCard(page).boundingBox())?.height).toBeLessThan(grid / 2);
  await view.getByRole('button', { name: 'Raster' }).click();
  await page.goto(CATEGORY);
  await expect(view.getByRole('button', { name: 'Raster' })).toHaveAttribute('aria-pressed', 'true');
});

test('listing texts use singular forms for one', async ({ page }) => {
  await page.goto('/search?query=IM-100158');
  await expect(count(page)).toHaveText('1–1 van 1 product');
  await page.goto('/de/search?query=IM-100158');
  await expect(count(page)).toHaveText('1–1 von 1 Produkt');
  await page.goto(CATEGORY);
  await expect(filters(page).getByText('Minstens 1 ster', { exact: true })).toHaveCount(1);
  await expect(filters(page).getByText('Minstens 2 sterren', { exact: true })).toHaveCount(1);
});

test('axe: the listing after an in-place update', async ({ page }) => {
  await page.goto(CATEGORY);
  await (await firstOption(page, 'Fabrikant')).check();
  await expect(page).toHaveURL(/manufacturer=/);
  await expect(page.locator('[aria-busy]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
