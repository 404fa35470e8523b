import { expect, type Page } from '@playwright/test';

/** The password of every demo account (seed). */
export const DEMO_PASSWORD = 'Demo-2026!';

/** Logs in through the plain /auth form (the login modal has its own tests); `origin` picks a side shop. */
export async function login(page: Page, username: string, password = DEMO_PASSWORD, origin = '') {
  await page.goto(`${origin}/auth`);
  const form = page.locator('form[action="/auth/login"]');
  await form.locator('input[name=username]').fill(username);
  await form.locator('input[name=password]').fill(password);
  await form.locator('button[type=submit]').click();
}

/** Opens the header's login modal on the (Dutch) home page. */
export async function openLoginModal(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Inloggen of registreren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inloggen' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Logs staff.sales in on /loginascustomer (§2), where customer sessions are opened for help. */
export async function staffLogin(page: Page, password = DEMO_PASSWORD) {
  await page.goto('/loginascustomer');
  const form = page.locator('form[action="/loginascustomer/login"]');
  await form.getByLabel('Gebruikersnaam').fill('staff.sales');
  await form.getByLabel('Wachtwoord').fill(password);
  await form.getByRole('button', { name: 'Inloggen als medewerker' }).click();
}

/** Logs demo.lead in, empties the cart and fills it with `items` (sku and quantity); the same-origin headers. */
export async function leadCart(page: Page, items: { sku: string; quantity: number }[]) {
  await login(page, 'demo.lead');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  const headers = { origin: new URL(page.url()).origin };
  expect((await page.request.delete('/store-api/checkout/cart', { headers })).status()).toBe(204);
  const added = await page.request.post('/store-api/checkout/cart/line-item', {
    headers,
    data: { items: items.map((item) => ({ type: 'product', ...item })) },
  });
  expect(added.status()).toBe(200);
  return headers;
}

/** leadCart, then the checkout. */
export async function leadCheckoutWith(
  page: Page,
  prefix: string,
  items: { sku: string; quantity: number }[],
) {
  await leadCart(page, items);
  await page.goto(`${prefix}/checkout`);
}
