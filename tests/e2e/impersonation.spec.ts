import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { DEMO_PASSWORD, login, staffLogin } from './session.helpers.ts';

// §2 /loginascustomer: sales staff open a customer's session to help them; customers never get there.

test('a logged-in customer gets the staff login form, never the customer list', async ({ page }) => {
  await login(page, 'demo.buyer');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  const response = await page.goto('/loginascustomer');
  expect(response?.headers()['cache-control']).toContain('no-store');
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { name: 'Inloggen als medewerker' })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Klanten zoeken' })).toHaveCount(0);
  await expect(page.getByTestId('staff-customers')).toHaveCount(0);
  // The customer's own credentials are no staff login.
  const form = page.locator('form[action="/loginascustomer/login"]');
  await form.getByLabel('Gebruikersnaam').fill('demo.buyer');
  await form.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Inloggen als medewerker' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'We konden u niet inloggen als medewerker met de opgegeven gegevens.',
  );
  await expect(page.getByRole('search', { name: 'Klanten zoeken' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('staff open a customer session, see the banner, and end it back in the staff session', async ({
  page,
}) => {
  await staffLogin(page);
  await expect(page.getByTestId('staff-name')).toHaveText('Ingelogd als medewerker: Nina Martens');
  const search = page.getByRole('search', { name: 'Klanten zoeken' });
  await search.getByLabel(/^Klant/).fill('demo.buyer');
  await search.getByRole('button', { name: 'Zoeken' }).click();
  const results = page.getByTestId('staff-customers');
  await expect(results.getByRole('row', { name: /demo\.buyer/ })).toContainText('Demo Industrie NV');
  await expectNoAxeViolations(page);
  await results.getByRole('button', { name: 'Sessie openen voor Jan Janssens' }).click();

  await expect(page).toHaveURL(/\/account\/dashboard$/);
  const banner = page.getByRole('complementary', { name: 'Medewerkerssessie' });
  await expect(banner).toHaveText(/Nina Martens helpt Jan Janssens \(Demo Industrie NV\)/);
  await expect(page.getByText('demo.buyer', { exact: true })).toBeVisible();
  await expect(page.getByTestId('company-info')).toContainText('100001');
  await expectNoAxeViolations(page);

  // The banner is on every page, in the page's language.
  await page.goto('/fr/search?query=lager');
  await expect(page.getByRole('complementary', { name: 'Session collaborateur' })).toHaveText(
    /Nina Martens aide Jan Janssens \(Demo Industrie NV\)/,
  );
  // The customer's credentials are not offered to the staff (and the Store API refuses them anyway).
  await page.goto('/account/profile');
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wachtwoord wijzigen' })).toHaveCount(0);
  await expect(page.getByLabel('E-mailadres')).toHaveAttribute('readonly', '');

  await banner.getByRole('button', { name: 'Sessie beëindigen' }).click();
  await expect(page).toHaveURL(/\/loginascustomer$/);
  await expect(page.getByRole('status').filter({ hasText: 'De klantsessie is beëindigd.' })).toBeVisible();
  await expect(page.getByTestId('staff-name')).toContainText('Nina Martens');
  await expect(banner).toHaveCount(0);
  // With only the staff cookie left, pages are still personal: never from or into the page cache.
  const home = await page.goto('/');
  expect(home?.headers()['cache-control']).toBe('private, no-store');
  expect(home?.headers()['x-page-cache']).toBeUndefined();
  // The customer session is gone: account pages ask for a login again.
  await page.goto('/account/dashboard');
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  await expect(page.getByRole('complementary', { name: 'Medewerkerssessie' })).toHaveCount(0);
});

test('a wrong staff password shows a translated error', async ({ page }) => {
  await staffLogin(page, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(
    'We konden u niet inloggen als medewerker met de opgegeven gegevens.',
  );
  await expect(
    page.locator('form[action="/loginascustomer/login"]').getByLabel('Gebruikersnaam'),
  ).toHaveValue('staff.sales');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('staff log in, open a session and end it with plain forms', async ({ page }) => {
    await staffLogin(page);
    await page.goto('/loginascustomer?term=Janssens');
    await page.getByRole('button', { name: 'Sessie openen voor Jan Janssens' }).click();
    await expect(page).toHaveURL(/\/account\/dashboard$/);
    const banner = page.getByRole('complementary', { name: 'Medewerkerssessie' });
    await expect(banner).toContainText('Nina Martens helpt Jan Janssens');
    await banner.getByRole('button', { name: 'Sessie beëindigen' }).click();
    await expect(page).toHaveURL(/\/loginascustomer$/);
    await expect(page.getByTestId('staff-name')).toBeVisible();
    await page.getByRole('button', { name: 'Uitloggen als medewerker' }).click();
    await expect(page.getByRole('heading', { name: 'Inloggen als medewerker' })).toBeVisible();
  });
});
