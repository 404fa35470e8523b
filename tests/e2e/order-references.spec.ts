import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { login } from './session.helpers.ts';

test('demo.lead lists, searches, creates, edits and deletes an order reference', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'demo.lead');
  await page.goto('/account/orderreferences');
  await expectNoAxeViolations(page);
  const rows = page.getByTestId('reference-table').locator('tbody tr');
  await expect(rows.filter({ hasText: 'Onderhoud 2026' })).toHaveCount(1);

  // Search by term.
  const search = page.getByRole('search', { name: 'Zoeken op naam' });
  await search.getByRole('searchbox').fill('haven');
  await search.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/[?&]term=haven/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Project Haven Zwijndrecht');

  // Create: a taken name and an end date before the start date are refused with translated errors.
  await page.goto('/account/orderreferences');
  await page.getByRole('link', { name: 'Orderreferentie aanmaken' }).click();
  const form = page.locator('main form[method="post"]');
  await form.getByLabel('Naam').fill('onderhoud 2026');
  await form.getByLabel('Budget (EUR)').fill('750');
  await form.getByLabel('Startdatum').fill('2026-03-10');
  await form.getByLabel('Einddatum').fill('2026-03-01');
  await page.getByRole('button', { name: 'Orderreferentie aanmaken' }).click();
  await expect(page.getByText('De einddatum moet na de startdatum liggen.')).toBeVisible();
  await expect(form.getByLabel('Einddatum')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Einddatum').fill('2026-12-31');
  await page.getByRole('button', { name: 'Orderreferentie aanmaken' }).click();
  await expect(page.getByText('Er bestaat al een orderreferentie met deze naam.')).toBeVisible();
  await expect(form.getByLabel('Naam')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await form.getByLabel('Naam').fill('E2E Project Gent');
  await form.getByRole('group', { name: 'Toegewezen gebruikers' }).getByLabel('Jan Janssens').check();
  await form.getByRole('group', { name: 'Goedkeurders' }).getByLabel('Sofie Peeters').check();
  await page.getByRole('button', { name: 'Orderreferentie aanmaken' }).click();
  await expect(page).toHaveURL(/\/account\/orderreferences\/details\//);
  await expect(page.getByText('De orderreferentie is aangemaakt.')).toBeVisible();
  const summary = page.getByTestId('reference-summary');
  await expect(summary).toContainText('Aangemaakt doorSofie Peeters');
  await expect(summary).toContainText('Toegewezen gebruikersJan Janssens');
  await expect(summary).toContainText('GoedkeurdersSofie Peeters');
  await expect(form.getByLabel('Budget (EUR)')).toHaveValue('750');

  // Edit.
  await form.getByLabel('Naam').fill('E2E Project Gentbrugge');
  await form.getByLabel('Periode', { exact: true }).selectOption('weekly');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De orderreferentie is opgeslagen.')).toBeVisible();
  await expect(form.getByLabel('Naam')).toHaveValue('E2E Project Gentbrugge');
  await expect(form.getByLabel('Periode', { exact: true })).toHaveValue('weekly');
  await expect(
    form.getByRole('group', { name: 'Toegewezen gebruikers' }).getByLabel('Jan Janssens'),
  ).toBeChecked();

  // Delete after the confirmation.
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Orderreferentie verwijderen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'E2E Project Gentbrugge' })).toBeFocused();
  await page.getByRole('button', { name: 'Ja, verwijderen' }).click();
  await expect(page).toHaveURL(/\/account\/orderreferences$/);
  await expect(page.getByText('De orderreferentie is verwijderd.')).toBeVisible();
  await expect(rows.filter({ hasText: 'E2E Project' })).toHaveCount(0);
});

test('demo.lead dismisses a cost-centre contact from the company and assigns it again', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page, 'demo.lead');
  await page.goto('/account/costcenter');
  await expectNoAxeViolations(page);
  const row = page.getByTestId('costcenter-table').locator('tbody tr').filter({ hasText: 'EXT-002' });
  await expect(row).toContainText('jan.peeters@aannemer.example');
  await expect(row.locator('td').nth(4)).toHaveText('Ja');
  await row.getByRole('button', { name: 'EXT-002 loskoppelen' }).click();
  await expect(page.getByText('Het contact is losgekoppeld van uw bedrijf.')).toBeVisible();
  await expect(row.locator('td').nth(4)).toHaveText('Nee');
  await row.getByRole('button', { name: 'Toewijzen aan EXT-002' }).click();
  await expect(page.getByText('Het contact is aan uw bedrijf toegewezen.')).toBeVisible();
  await expect(row.locator('td').nth(4)).toHaveText('Ja');
});

test('demo.buyer sees only their own order references and no cost centre', async ({ page }) => {
  await login(page, 'demo.buyer');
  await page.goto('/account/orderreferences');
  await expect(page.getByText('Er zijn nog geen orderreferenties.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Orderreferentie aanmaken' })).toBeVisible();
  await expect(page.getByText('Onderhoud 2026')).toHaveCount(0);
  await page.goto('/account/costcenter');
  await expect(page).toHaveURL(/:\d+\/$/);
});
