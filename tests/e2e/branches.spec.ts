import { expect, type Page, test } from '@playwright/test';
import { leadCheckoutWith } from './session.helpers.ts';

// Issue 27: one source of branches and one shop phone. The footer's shops are the checkout's pickup
// points, a pickup order names its branch wherever the order shows, and the contact card and the
// home page give the same phone.

test.use({ viewport: { width: 1280, height: 900 } });

const checkoutWithAnArticle = (page: Page, prefix: string) =>
  leadCheckoutWith(page, prefix, [{ sku: 'IM-100207', quantity: 3 }]);

/** The footer's shop locations as "name – address", as the pickup list names them. */
const footerShops = (page: Page) =>
  page.locator('[data-shop]').evaluateAll((shops) =>
    shops.map((shop) => {
      const name = shop.querySelector('summary > span')?.firstChild?.textContent?.trim();
      const address = shop.querySelectorAll('div > p')[1]?.textContent?.split(':').slice(1).join(':').trim();
      return `${name} – ${address}`;
    }),
  );

for (const prefix of ['', '/fr']) {
  test(`the pickup points are the footer's shops (${prefix || 'nl'})`, async ({ page }) => {
    await checkoutWithAnArticle(page, prefix);
    const options = await page
      .locator('select[name="pickupLocationId"] option:not([value=""])')
      .allTextContents();
    expect(options.length).toBeGreaterThan(1);
    expect(options.map((o) => o.trim())).toEqual(await footerShops(page));
    if (prefix === '/fr') expect(options).toContain('Indumex Liège – Rue de Milmort 650, 4040 Herstal');
  });
}

test('a pickup order names its branch with its address on the confirmation and in the account', async ({
  page,
}) => {
  await checkoutWithAnArticle(page, '');
  await page.getByLabel(/Afhalen in een Indumex-vestiging/).check();
  await page
    .getByLabel('Afhaallocatie')
    .selectOption({ label: 'Indumex Luik – Rue de Milmort 650, 4040 Herstal' });
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  const onConfirmation = page.getByRole('region', { name: 'Afhaallocatie' });
  await expect(onConfirmation.getByTestId('pickup-point')).toHaveText(
    /Indumex Luik\s*Rue de Milmort 650, 4040 Herstal/,
  );
  const number = (
    (await page.locator('dt', { hasText: 'Bestelnummer' }).locator('+ dd').textContent()) ?? ''
  ).trim();
  expect(number).toMatch(/^\d+$/);

  await page.goto(`/account/orders/details/${number}`);
  const inAccount = page.getByRole('region', { name: 'Afhaallocatie' });
  await expect(inAccount.getByTestId('pickup-point')).toHaveText(
    /Indumex Luik\s*Rue de Milmort 650, 4040 Herstal/,
  );
  await expect(inAccount).not.toContainText('Geen adres ingesteld');
});

test('the contact card and the home page give the same phone', async ({ page }) => {
  await page.goto('/');
  const card = page.locator('#chat-widget');
  await card.locator('summary').click();
  const phone = ((await card.locator('a[href^="tel:"]').textContent()) ?? '').trim();
  expect(phone).toMatch(/^\+32 /);
  await expect(page.getByRole('main')).toContainText(phone);
  await expect(page.locator('body')).not.toContainText('800 00 00');
});
