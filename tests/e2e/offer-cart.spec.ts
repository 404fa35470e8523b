import { expect, test } from '@playwright/test';
import { login } from './session.helpers.ts';

// Issue 27: an open offer into the cart at its prices, with a confirmation step, as plain form posts
// (no JavaScript at all); taken once only, and an expired offer says why it cannot be taken.

test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ page }) => {
  await login(page, 'demo.lead');
  await expect(page).toHaveURL(/\/account\/dashboard/);
});

test('an open offer goes into the cart at its prices after a confirmation, once only', async ({ page }) => {
  await page.goto('/en/account/offers/details/OF00002');
  const lines = page.getByTestId('offer-lines');
  const firstPrice = (await lines.locator('tbody tr').first().locator('td').nth(4).textContent()) ?? '';
  await page.getByRole('button', { name: 'Add to cart at the quotation prices' }).click();
  await expect(page.getByRole('alert')).toContainText('The lines of quotation OF00002 go into your cart');
  await page.getByRole('button', { name: 'Yes, add to cart' }).click();

  await expect(page).toHaveURL(/\/en\/checkout$/);
  await expect(
    page.getByRole('paragraph').filter({ hasText: 'Quotation OF00002 is in your cart' }),
  ).toBeVisible();
  await expect(page.getByText('From a quotation: quantity and price are fixed.').first()).toBeVisible();
  // The cart line shows the offer's unit price (the digits: the two pages may space the euro sign apart).
  const digits = (text: string) => text.replace(/\D/g, '');
  const cartLine = page.locator('main li').filter({ hasText: 'From a quotation' }).first();
  expect(digits((await cartLine.textContent()) ?? '')).toContain(digits(firstPrice));

  // Taken: the offer page says so instead of offering it again.
  await page.goto('/en/account/offers/details/OF00002');
  await expect(page.getByTestId('offer-to-cart')).toContainText('already been accepted');
  await expect(page.getByRole('button', { name: 'Add to cart at the quotation prices' })).toHaveCount(0);
});

test('an expired offer gives its reason in the buyer language, with no button', async ({ page }) => {
  await page.goto('/fr/account/offers/details/OF00004');
  await expect(page.getByTestId('offer-to-cart')).toContainText('Cette offre a expiré');
  await expect(page.getByRole('button', { name: "Mettre au panier aux prix de l'offre" })).toHaveCount(0);
});
