import { expect, test } from '@playwright/test';
import { login } from './session.helpers.ts';

// Issue 27, §1 cart-by-email quote request per product: a visitor (no login, no JavaScript) asks a
// quote on the product page; the form posts to /quote-request, which checks it and confirms, or shows
// the form again with its messages. The product page stays the same for every visitor (cacheable).

const PRODUCT = '/cilinderlager-nj206-ecp-30x62x16-mm/IM-100158';
test.use({ javaScriptEnabled: false });

test('a visitor requests a quote for an article without JavaScript, after correcting a mistake', async ({
  page,
}) => {
  const response = await page.goto(`/en${PRODUCT}`);
  expect(response?.headers()['cache-control'] ?? '').not.toMatch(/private|no-store/);
  const block = page.getByTestId('quote-request');
  await block.getByText('Request a quote by e-mail').click();
  await block.getByLabel('Name').fill('Els Peeters');
  await block.getByLabel('Company').fill('Peeters Techniek BV');
  await block.getByLabel('E-mail address').fill('not-an-address');
  await block.getByLabel('Quantity').fill('25');
  await block.getByRole('button', { name: 'Request a quote' }).click();

  // Back with the field named and the values kept.
  await expect(page).toHaveURL(/\/en\/quote-request$/);
  const again = page.getByTestId('quote-request');
  await expect(again.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  await expect(again.getByLabel('Company')).toHaveValue('Peeters Techniek BV');
  await again.getByLabel('E-mail address').fill('els.peeters@example.be');
  await again.getByRole('button', { name: 'Request a quote' }).click();

  await expect(page.getByRole('heading', { name: 'Quote request sent' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toContainText('els.peeters@example.be');
  await page.getByRole('link', { name: 'Back to the article' }).click();
  await expect(page).toHaveURL(/\/en\/[a-z0-9-]+\/IM-100158$/);
});

test('the product page offers the quote request in Dutch, and a logged-in buyer does not get it', async ({
  page,
}) => {
  await page.goto(PRODUCT);
  await expect(page.getByTestId('quote-request')).toContainText('Offerte aanvragen per e-mail');
  await login(page, 'demo.buyer');
  await expect(page).toHaveURL(/\/account\/dashboard/);
  await page.goto(PRODUCT);
  await expect(page.getByTestId('product-detail')).toBeVisible();
  await expect(page.getByTestId('quote-request')).toHaveCount(0);
});
