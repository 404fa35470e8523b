import { expect, type Page, test } from '@playwright/test';
import type { Order } from '../../src/api/cart-types.ts';
import { expectNoAxeViolations } from './axe.ts';
import { login } from './session.helpers.ts';

// Issue 27 "Ordering", at 1280 px in Dutch: over the budget is no dead end, and a new web order is on
// the default Orders tab with the status the confirmation named.
test.use({ viewport: { width: 1280, height: 800 } });

const BEARING = 'IM-101907'; // about 50 EUR for company 100001
const SMALL_BEARING = 'IM-100207';

/** Logs in, empties the cart (the e2e database is shared) and fills it through the quick order. */
async function cartWith(page: Page, username: string, lines: string) {
  await login(page, username);
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  const headers = { origin: new URL(page.url()).origin };
  expect((await page.request.delete('/store-api/checkout/cart', { headers })).status()).toBe(204);
  await page.goto('/checkout');
  await page.getByLabel('Artikelnummers en aantallen').fill(lines);
  await page.getByRole('button', { name: 'Lijst in winkelmand' }).click();
  await expect(page.getByTestId('quick-order-report')).toBeVisible();
}

test('over the remaining flow budget the checkout names who can raise it, with a mail link', async ({
  page,
}) => {
  await cartWith(page, 'demo.buyer', `${BEARING};40`);
  const blocked = page.getByTestId('order-blocked');
  await expect(blocked).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bestelling plaatsen' })).toBeDisabled();
  const raise = blocked.getByTestId('budget-raise');
  await expect(raise).toContainText('Vraag een hoger budget „Maandbudget werkplaats” aan:');
  const lead = raise.getByRole('link', { name: 'Sofie Peeters' });
  await expect(lead).toHaveAttribute('href', 'mailto:demo.lead@example.be');
  await expectNoAxeViolations(page);
  await page.request.delete('/store-api/checkout/cart', { headers: { origin: new URL(page.url()).origin } });
});

test('a new web order is on the default Orders tab, with the status the confirmation named', async ({
  page,
}) => {
  await cartWith(page, 'demo.lead', `${SMALL_BEARING};2`);
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  const id = new URL(page.url()).searchParams.get('order') ?? '';
  const order = (await (await page.request.get(`/store-api/b2b/order/${id}`)).json()) as Order;
  const status = page.getByTestId('order-details').locator('dt:text-is("Status") + dd');
  await expect(status).toHaveText('Open');

  await page.goto('/account/orders');
  const recent = page.getByTestId('orders-recent');
  await expect(recent.getByRole('heading')).toContainText(
    'Nieuwe webbestellingen, nog niet in de bestelhistoriek',
  );
  const row = recent.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(2)).toHaveText('Open');
  // The ERP's list stays below it on the same tab.
  await expect(page.getByTestId('orders-table')).toBeVisible();
  await expectNoAxeViolations(page);
});
