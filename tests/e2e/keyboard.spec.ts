import { expect, type Locator, type Page, test } from '@playwright/test';
import { login } from './session.helpers.ts';

// Issue 27, keyboard only: focus never drops to the page body after a change (cart line update and
// removal, order reference, reorder), the date picker's arrows pass over disabled days, and skip links
// reach a list's results past its filters. Every check reads document.activeElement.

const BEARING = 'IM-101907';
const SMALL_BEARING = 'IM-100207';

async function start(page: Page, path: string) {
  await login(page, 'demo.lead');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  const headers = { origin: new URL(page.url()).origin };
  expect((await page.request.delete('/store-api/checkout/cart', { headers })).status()).toBe(204);
  await page.goto(path);
}

/** Presses Tab until `target` has focus; how many presses it took. */
async function tabTo(page: Page, target: Locator, limit = 200): Promise<number> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return i;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached with Tab: ${target}`);
}

/** The focused element, described by its id or test id (never the body). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el === document.body || !el ? 'BODY' : el.id || el.getAttribute('data-testid') || el.tagName;
  });

const lineId = (page: Page, sku: string) =>
  page
    .locator('li[data-line]')
    .filter({ has: page.getByTestId('line-sku').getByText(sku, { exact: true }) })
    .getAttribute('data-line');

async function fillCart(page: Page) {
  await page.getByLabel('Artikelnummers en aantallen').fill(`${BEARING};2\n${SMALL_BEARING};3`);
  await page.getByRole('button', { name: 'Lijst in winkelmand' }).click();
  await expect(page.locator('li[data-line]')).toHaveCount(2);
}

const announcer = (page: Page) => page.locator('[data-live-announcer]');

test('cart lines: focus stays on the updated line and moves to the next line, then the heading, on removal', async ({
  page,
}) => {
  await start(page, '/checkout');
  await fillCart(page);
  const first = await lineId(page, BEARING);
  const second = await lineId(page, SMALL_BEARING);

  // Update through the line's button: focus comes back to it, the change is announced.
  await page.locator(`#line-${first}-quantity`).fill('4');
  await tabTo(page, page.locator(`#line-${first}-update`));
  await page.keyboard.press('Enter');
  await expect(announcer(page)).toHaveText('Uw winkelmand is bijgewerkt.');
  await expect.poll(() => focused(page)).toBe(`line-${first}-update`);
  await expect(page.locator(`#line-${first}-quantity`)).toHaveValue('4');

  // Remove the first line: focus goes to the next line's remove button.
  await tabTo(page, page.locator(`#line-${first}-remove`));
  await page.keyboard.press('Enter');
  await expect(announcer(page)).toHaveText('Het artikel is uit uw winkelmand verwijderd.');
  await expect(page.locator('li[data-line]')).toHaveCount(1);
  await expect.poll(() => focused(page)).toBe(`line-${second}-remove`);

  // The last line: focus goes to the cart's heading.
  await page.keyboard.press('Enter');
  await expect(page.getByText('Uw winkelmand is leeg.')).toBeVisible();
  await expect.poll(() => focused(page)).toBe('cart-lines-title');
  await expect(announcer(page)).toHaveText('Het artikel is uit uw winkelmand verwijderd.');
});

test('a save sent as the field is left, answered after the button’s, leaves focus on the button', async ({
  page,
}) => {
  await start(page, '/checkout');
  await fillCart(page);
  const first = await lineId(page, BEARING);
  // The post sent by leaving the quantity field is held back until the button's post has been answered.
  let held: Promise<void> | null = null;
  let answered = false;
  await page.route('**/checkout', (route) => {
    if (route.request().method() !== 'POST' || held) return route.fallback();
    held = new Promise((resolve) => setTimeout(resolve, 1500)).then(() => route.fallback());
    route
      .request()
      .response()
      .then(() => {
        answered = true;
      });
    return held;
  });
  await page.locator(`#line-${first}-quantity`).fill('5');
  await tabTo(page, page.locator(`#line-${first}-update`));
  await page.keyboard.press('Enter');
  // The cart is reloaded right after the late answer has replaced the lines.
  await page.waitForRequest(
    (request) => answered && request.method() === 'GET' && request.url().endsWith('/store-api/checkout/cart'),
  );
  await expect.poll(() => focused(page)).toBe(`line-${first}-update`);
  await expect(page.locator(`#line-${first}-quantity`)).toHaveValue('5');
});

test('order reference: choosing one with the keyboard lands on what is assigned', async ({ page }) => {
  await start(page, '/checkout');
  await fillCart(page);
  const field = page.getByRole('combobox', { name: 'Orderreferentie zoeken en koppelen' });
  await tabTo(page, field);
  await page.keyboard.type('Onder');
  await expect(page.getByRole('option', { name: /Onderhoud 2026/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const assigned = page.getByTestId('assigned-reference');
  await expect(assigned).toHaveText('Gekoppeld: Onderhoud 2026');
  await expect.poll(() => focused(page)).toBe('assigned-reference');

  // Removing it: the same place says that none is assigned.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Orderreferentie verwijderen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(assigned).toHaveText('Geen orderreferentie gekoppeld.');
  await expect.poll(() => focused(page)).toBe('assigned-reference');
});

test('date picker: arrows, Home and End pass over weekends and past days', async ({ page }) => {
  await start(page, '/checkout');
  await fillCart(page);
  const opener = page.getByRole('button', { name: 'Datum kiezen' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const day = () =>
    page.evaluate(() => ({
      date: document.activeElement?.getAttribute('data-date') ?? '',
      disabled: document.activeElement?.getAttribute('aria-disabled') === 'true',
    }));
  await expect.poll(async () => (await day()).date).not.toBe('');
  const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();
  // Three weeks to the right, then back: never a weekend, never a disabled day.
  const seen: string[] = [];
  for (const key of [...Array(15).fill('ArrowRight'), ...Array(15).fill('ArrowLeft'), 'ArrowLeft']) {
    await page.keyboard.press(key);
    const now = await day();
    expect(now.disabled, `${key} → ${now.date}`).toBe(false);
    expect([0, 6]).not.toContain(weekday(now.date));
    seen.push(now.date);
  }
  expect(new Set(seen).size).toBeGreaterThanOrEqual(15);
  await page.keyboard.press('End');
  expect(weekday((await day()).date)).toBe(5); // Friday, not Sunday
  await page.keyboard.press('ArrowUp');
  expect((await day()).disabled).toBe(false);
  await page.keyboard.press('PageDown');
  expect((await day()).disabled).toBe(false);
  await page.keyboard.press('Escape');
  await expect(opener).toBeFocused();
});

test('reorder: the page after the post opens focused on its result', async ({ page }) => {
  await start(page, '/account/orders/details/4101999/10');
  const button = page.getByRole('button', { name: 'Opnieuw bestellen' });
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('reorder-result')).toBeVisible();
  await expect.poll(() => focused(page)).toBe('reorder-result');
  const headers = { origin: new URL(page.url()).origin };
  expect((await page.request.delete('/store-api/checkout/cart', { headers })).status()).toBe(204);
});

test('skip links: the first order of the list in a few Tabs, and "skip to content" on every page', async ({
  page,
}) => {
  await start(page, '/account/orders');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Naar de inhoud' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Naar de resultaten' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toBe('orders-results');
  const firstOrder = page.getByTestId('orders-table').locator('tbody tr').first().getByRole('link');
  expect(await tabTo(page, firstOrder, 20)).toBeLessThanOrEqual(10);

  // Other list pages with filters have it too; pages without a list only "skip to content".
  for (const [path, results] of [
    ['/account/invoices', 'invoices-results'],
    ['/account/offers', 'offers-results'],
  ] as const) {
    await page.goto(path);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe(results);
  }
  for (const path of ['/', '/checkout', '/account/dashboard']) {
    await page.goto(path);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Naar de inhoud' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('main');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(
      true,
    );
  }
});
