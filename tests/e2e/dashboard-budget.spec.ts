import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { login } from './session.helpers.ts';

test("the dashboard shows a flow user's remaining budget, not the approvals", async ({ page }) => {
  await login(page, 'demo.buyer');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  const budget = page.getByTestId('dashboard-budget');
  await expect(budget.getByRole('heading', { name: 'Uw budget' })).toBeVisible();
  await expect(budget).toContainText(/€ [\d.]+,\d\d over van € 1\.000,00 \(Maandbudget werkplaats\)/);
  await expect(page.getByTestId('dashboard-approvals')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the dashboard shows an approver how many orders wait for them', async ({ page }) => {
  await login(page, 'demo.lead');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  // demo.lead is in no flow: no budget.
  await expect(page.getByTestId('dashboard-budget')).toHaveCount(0);
  const approvals = page.getByTestId('dashboard-approvals');
  await expect(approvals.getByRole('heading', { name: 'Goed te keuren' })).toBeVisible();
  await expect(approvals).toContainText(/Bestellingen die op uw goedkeuring wachten: \d+/);
  await page.goto('/en/account/dashboard');
  await expect(page.getByTestId('dashboard-approvals')).toContainText(
    /Orders waiting for your approval: \d+/,
  );
});
