import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { login } from './session.helpers.ts';

test('demo.lead lists, filters, creates, edits, makes default and deletes an address', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'demo.lead');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await page.goto('/account/addressbook');
  await expectNoAxeViolations(page);
  const rows = page.getByTestId('address-table').locator('tbody tr');
  const seeded = await rows.count();
  expect(seeded).toBeGreaterThanOrEqual(2);
  const original = rows.filter({ has: page.locator('td:last-child', { hasText: 'Ja' }) });
  await expect(original).toHaveCount(1);
  const originalName = (await original.locator('td').first().textContent())?.trim() ?? '';

  // Create: the required fields are named in Dutch first.
  await page.getByRole('link', { name: 'Adres toevoegen' }).click();
  await page.getByRole('button', { name: 'Adres toevoegen' }).click();
  await expect(page.getByText('Dit is een verplicht veld.').first()).toBeVisible();
  await expect(page.getByLabel('Naam')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Naam').fill('E2E Magazijn Gent');
  await page.getByLabel('E-mailadres').fill('gent@e2e.example.be');
  await page.getByLabel('Straat').fill('Havenlaan');
  await page.getByLabel('Huisnummer').fill('12');
  await page.getByLabel('Postcode').fill('9000');
  await page.getByLabel('Gemeente').fill('Gent');
  await page.getByLabel('Standaard leveradres').check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Adres toevoegen' }).click();
  await expect(page).toHaveURL(/\/account\/addressbook\/details\//);
  await expect(page.getByText('Het adres is toegevoegd.')).toBeVisible();
  await expect(page.getByLabel('Standaard leveradres')).toBeChecked();
  // The default delivery address cannot be deleted: no delete section.
  await expect(page.getByRole('button', { name: 'Adres verwijderen' })).toHaveCount(0);

  // Edit.
  await page.getByLabel('Gemeente').fill('Gentbrugge');
  await page.getByLabel('Postcode').fill('9050');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Het adres is opgeslagen.')).toBeVisible();
  await expect(page.getByLabel('Gemeente')).toHaveValue('Gentbrugge');

  // Filter the list, then give the default back to the seeded address.
  await page.goto('/account/addressbook');
  await page.getByLabel('Zoeken op naam, straat, postcode of gemeente').fill('gentbrugge');
  await page.getByRole('button', { name: 'Filters toepassen' }).click();
  await expect(page).toHaveURL(/[?&]term=gentbrugge/);
  await expect(rows).toHaveCount(1);
  await page.getByLabel('Tonen').selectOption('default');
  await page.getByLabel('Zoeken op naam, straat, postcode of gemeente').fill('');
  await page.getByRole('button', { name: 'Filters toepassen' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('E2E Magazijn Gent');
  await page.goto('/account/addressbook');
  await rows.getByRole('link', { name: originalName }).click();
  await page.getByLabel('Standaard leveradres').check();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Het adres is opgeslagen.')).toBeVisible();

  // Delete with confirmation.
  await page.goto('/account/addressbook');
  await rows.getByRole('link', { name: 'E2E Magazijn Gent' }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Adres verwijderen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'E2E Magazijn Gent' })).toBeFocused();
  await page.getByRole('button', { name: 'Ja, verwijderen' }).click();
  await expect(page).toHaveURL(/\/account\/addressbook$/);
  await expect(page.getByText('Het adres is verwijderd.')).toBeVisible();
  await expect(rows).toHaveCount(seeded);
});

test('a user without ROLE_MANAGE_ADDRESSES is sent home from the address book', async ({ page }) => {
  await login(page, 'demo.buyer');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(
    page.getByRole('navigation', { name: /account/i }).getByRole('link', { name: 'Leveradressen' }),
  ).toHaveCount(0);
  await page.goto('/account/addressbook/create');
  await expect(page).toHaveURL(/\/$/);
});
