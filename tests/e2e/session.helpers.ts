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
