import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { login } from './session.helpers.ts';

// §4 flow creation steps through plain forms, and demo.buyer's checkout following the new flow at once.
// The e2e database is shared by all specs: demo.buyer goes back to the seeded flow at the end.

const BEARING = 'IM-101907';

async function as(page: Page, username: string) {
  await page.context().clearCookies();
  await login(page, username);
  await expect(page).toHaveURL(/\/account\/dashboard$/);
}

/** Puts demo.buyer (back) in a flow from its details page. */
async function assignBuyer(page: Page, flowName: string) {
  await page.goto('/account/flows');
  await page.getByRole('link', { name: flowName }).click();
  await page
    .getByRole('group', { name: 'Gebruikers' })
    .getByLabel(/demo\.buyer/)
    .check();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De flow is opgeslagen.')).toBeVisible();
  await expect(page.getByTestId('flow-members')).toContainText('Janssens');
}

test('demo.lead creates a weekly flow step by step; demo.buyer’s checkout follows it at once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await as(page, 'demo.lead');
  await page.getByRole('navigation').getByRole('link', { name: 'Flows' }).first().click();
  await expect(page).toHaveURL(/\/account\/flows$/);
  await expect(page.getByTestId('flow-table')).toContainText('Maandbudget werkplaats');
  await page.getByRole('link', { name: 'Flow aanmaken' }).click();

  // Step 1: the name is required.
  await expect(page.getByTestId('flow-step')).toHaveText('Stap 1 van 5: naam');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByLabel('Naam')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Naam').fill('E2E Weekbudget');
  await page.getByRole('button', { name: 'Volgende' }).click();

  // Step 2: budget per user, period, approve-from; a custom period needs an end after the start.
  await expect(page.getByTestId('flow-step')).toHaveText('Stap 2 van 5: budget per gebruiker');
  await expectNoAxeViolations(page);
  await page.getByLabel('Budget per gebruiker (EUR)').fill('5000');
  await page.getByRole('combobox', { name: /^Periode/ }).selectOption('custom');
  await page.getByLabel('Begindatum').fill('2026-05-10');
  await page.getByLabel('Einddatum').fill('2026-05-01');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText('De einddatum moet na de startdatum liggen.')).toBeVisible();
  await page.getByRole('combobox', { name: /^Periode/ }).selectOption('weekly');
  await page.getByLabel('Begindatum').fill('');
  await page.getByLabel('Einddatum').fill('');
  await page.getByLabel('Goedkeuring nodig vanaf (EUR)').fill('10');
  await page.getByLabel(/^Overdraagbaar/).check();
  await page.getByRole('button', { name: 'Volgende' }).click();

  // Step 3: approvers; then the flow exists (success) and users are assigned on its page.
  await expect(page.getByTestId('flow-step')).toHaveText('Stap 3 van 5: goedkeurders');
  await page
    .getByRole('group', { name: 'Goedkeurders' })
    .getByLabel(/demo\.lead/)
    .check();
  await page.getByRole('button', { name: 'Flow aanmaken' }).click();
  await expect(page).toHaveURL(/\/account\/flows\/details\//);
  await expect(page.getByText('De flow is aangemaakt. Wijs er nu gebruikers aan toe.')).toBeVisible();
  await expect(page.getByText('Deze flow heeft nog geen gebruikers.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Periode/ })).toHaveValue('weekly');
  await expect(page.getByLabel(/^Overdraagbaar/)).toBeChecked();
  await expectNoAxeViolations(page);
  await assignBuyer(page, 'E2E Weekbudget');
  await expect(page.getByTestId('flow-members')).toContainText('nog € 5.000,00 over');

  // demo.buyer: an order above 10 EUR now needs approval within the new budget.
  await as(page, 'demo.buyer');
  const headers = { origin: new URL(page.url()).origin };
  expect((await page.request.delete('/store-api/checkout/cart', { headers })).status()).toBe(204);
  await page.goto('/checkout');
  await page.getByLabel('Artikelnummers en aantallen').fill(`${BEARING};1`);
  await page.getByRole('button', { name: 'Lijst in winkelmand' }).click();
  await expect(page.getByTestId('approval-notice')).toContainText('€ 10,00');
  await expect(page.getByTestId('budgets')).toContainText('Uw budget (E2E Weekbudget)');
  await page.getByRole('button', { name: 'Goedkeuring aanvragen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Uw aanvraag tot goedkeuring is verstuurd',
  );

  // Back to the seeded flow (one flow per user), and the new flow is deleted after confirmation.
  await as(page, 'demo.lead');
  await assignBuyer(page, 'Maandbudget werkplaats');
  await page.goto('/account/flows');
  await page.getByRole('link', { name: 'E2E Weekbudget' }).click();
  await expect(page.getByText('Deze flow heeft nog geen gebruikers.')).toBeVisible();
  await page.getByRole('button', { name: 'Flow verwijderen' }).click();
  await page.getByRole('button', { name: 'Ja, verwijderen' }).click();
  await expect(page.getByText('De flow is verwijderd.')).toBeVisible();
  await expect(page.getByTestId('flow-table')).not.toContainText('E2E Weekbudget');
});
