import { expect, type Page, test } from '@playwright/test';
import { leadCheckoutWith } from './session.helpers.ts';

// Issue 26/27: the checkout shows amounts to pay to the cent in the page's language, the delivery
// choice re-prices the summary, and the confirmation shows the total the summary showed for pickup.

test.use({ viewport: { width: 1280, height: 900 } });

const LANGUAGES = [
  {
    prefix: '',
    amount: /^€ \d{1,3}(\.\d{3})*,\d{2}$/,
    pickup: /Afhalen in een Indumex-vestiging/,
    location: 'Afhaallocatie',
    priced: 'Het overzicht is berekend voor uw leveringskeuze.',
    free: 'Gratis',
    place: 'Bestelling plaatsen',
    gross: 'Totaal incl. btw',
  },
  {
    prefix: '/en',
    amount: /^€ \d{1,3}(,\d{3})*\.\d{2}$/,
    pickup: /Pickup at an Indumex location/,
    location: 'Pickup location',
    priced: 'The summary is priced for your delivery choice.',
    free: 'Free',
    place: 'Place order',
    gross: 'Total incl. VAT',
  },
];

/** Logs in, empties the cart and fills it with articles of the seed priced for company 100001. */
const cartWithArticles = (page: Page, prefix: string) =>
  leadCheckoutWith(page, prefix, [
    { sku: 'IM-100207', quantity: 3 },
    { sku: 'IM-101907', quantity: 1 },
  ]);

for (const l of LANGUAGES) {
  test(`checkout amounts to the cent and the pickup total on the confirmation (${l.prefix || 'nl'})`, async ({
    page,
  }) => {
    await cartWithArticles(page, l.prefix);
    const totals = page.getByTestId('cart-totals');
    const gross = page.getByTestId('cart-gross');
    await expect(gross).toHaveText(l.amount);
    for (const text of await totals.locator('dd').allTextContents()) {
      const amount = text.trim();
      if (amount.startsWith('€') || amount.startsWith('-€'))
        expect(amount.replace(/^-/, '')).toMatch(l.amount);
    }
    for (const total of await page.getByTestId('line-total').allTextContents())
      expect(total.trim()).toMatch(l.amount);

    // Pickup: the summary drops the shipping at once, priced by the server.
    const withDelivery = ((await gross.textContent()) ?? '').trim();
    await page.getByLabel(l.pickup).check();
    await expect(page.locator('[data-live-announcer]')).toHaveText(l.priced);
    await expect(totals).toContainText(l.free);
    const withPickup = ((await gross.textContent()) ?? '').trim();
    expect(withPickup).toMatch(l.amount);
    expect(withPickup).not.toBe(withDelivery);

    await page.getByLabel(l.location).selectOption({ index: 1 });
    await page.getByRole('button', { name: l.place }).click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    const confirmation = page.getByTestId('order-totals');
    await expect(confirmation).toContainText(l.free);
    await expect(confirmation.locator('dd').last()).toHaveText(withPickup);
    await expect(confirmation).toContainText(l.gross);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the delivery choice re-prices the summary with a plain form', async ({ page }) => {
    const nl = LANGUAGES[0] as (typeof LANGUAGES)[number];
    await cartWithArticles(page, '');
    const totals = page.getByTestId('cart-totals');
    await expect(totals).not.toContainText(nl.free);
    await page.getByLabel(nl.pickup).check();
    await page.getByRole('button', { name: 'Overzicht bijwerken' }).click();
    await expect(page.getByRole('status').filter({ hasText: nl.priced })).toBeVisible();
    await expect(totals).toContainText(nl.free);
    await expect(page.getByLabel(nl.pickup)).toBeChecked();
  });
});
