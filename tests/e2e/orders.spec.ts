import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { login } from './session.helpers.ts';

async function loginAsLead(page: Page) {
  await login(page, 'demo.lead');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
}

/** Other specs expect the demo carts as the seed left them. */
async function emptyCart(page: Page) {
  const headers = { origin: new URL(page.url()).origin };
  expect((await page.request.delete('/store-api/checkout/cart', { headers })).status()).toBe(204);
}

test('orders: list, filter by status and reference with the keyboard, sort, open a detail', async ({
  page,
}) => {
  await loginAsLead(page);
  await page
    .getByRole('navigation', { name: 'Accountmenu' })
    .getByRole('link', { name: 'Bestellingen' })
    .click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('heading', { name: 'Gevonden bestellingen: 2000' })).toBeVisible();
  await expect(page.getByText('U ziet de bestellingen van het hele bedrijf.')).toBeVisible();
  const rows = page.getByTestId('orders-table').locator('tbody tr');
  await expect(rows).toHaveCount(20);
  await expectNoAxeViolations(page);

  // Keyboard only: tick a status, type a reference, submit with Enter.
  const filters = page.getByTestId('orders-filters');
  await filters.getByRole('checkbox', { name: 'Afgerond' }).focus();
  await page.keyboard.press('Space');
  await filters.getByLabel('Referentie').focus();
  await page.keyboard.type('Werf');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/status=completed/);
  await expect(page).toHaveURL(/reference=Werf/);
  await expect(rows.first()).toBeVisible();
  for (const status of await rows.locator('td:nth-child(3)').allTextContents())
    expect(status).toBe('Afgerond');
  for (const ref of await rows.locator('td:nth-child(4)').allTextContents()) expect(ref).toMatch(/^Werf /);
  await expect(filters.getByRole('checkbox', { name: 'Afgerond' })).toBeChecked();

  // Sort by total, smallest first after a second press.
  for (let i = 0; i < 2; i++) {
    await page.getByRole('link', { name: 'Sorteren op Totaal' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=amountTotal/);
  }
  await expect(page.getByRole('columnheader', { name: /Totaal/ })).toHaveAttribute('aria-sort', 'ascending');
  const totals = (await rows.locator('td:nth-child(7)').allTextContents()).map((t) =>
    Number(t.replace(/[^\d,]/g, '').replace(',', '.')),
  );
  expect(totals).toEqual([...totals].sort((a, b) => a - b));

  // A range with nothing in it: the empty state.
  await page.goto('/account/orders?from=2020-01-01&to=2020-01-31');
  await expect(page.getByTestId('orders-empty')).toHaveText(
    'Er zijn geen bestellingen die aan uw filters voldoen.',
  );
  // A swapped range is explained at the field.
  await page.goto('/account/orders?from=2026-02-01&to=2026-01-01');
  await expect(page.getByText('De begindatum mag niet na de einddatum liggen.')).toBeVisible();

  // Open a detail from the list.
  await page.goto('/account/orders?status=completed');
  const first = rows.first().getByRole('link');
  const number = (await first.locator('[aria-hidden]').textContent())?.trim() ?? '';
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/account/orders/details/${number}/(10|20)/[A-Z_]+$`));
  await expect(page.getByRole('heading', { name: `Bestelling ${number}`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Afgerond');
  await expect(page.getByTestId('order-lines').locator('tbody tr').first()).toContainText(`F${number}`);
  await expect(page.getByTestId('order-transactions')).toContainText('Betaald');
  await expect(page.getByTestId('order-deliveries')).toContainText(`LB${number}`);
  await expectNoAxeViolations(page);
  // A line's invoice number opens that invoice.
  await page
    .getByTestId('order-lines')
    .getByRole('link', { name: `F${number}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/account/invoices/details/F${number}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`F${number}`);

  // The shop's own orders are the second list, with the same filters.
  await page.goto('/account/orders');
  await page
    .getByRole('navigation', { name: 'Soort bestellingen' })
    .getByRole('link', { name: 'Webshopbestellingen' })
    .click();
  await expect(page).toHaveURL(/source=shop/);
  await expect(page.getByRole('link', { name: 'Webshopbestellingen' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { name: /^Gevonden bestellingen: \d+$/ })).toBeVisible();
  await expect(page.getByTestId('orders-filters').locator('input[name=source]')).toHaveValue('shop');

  // An order that does not exist (or belongs to someone else) says so.
  const missing = await page.goto('/account/orders/details/9999999/10');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('Deze bestelling bestaat niet of u hebt er geen toegang toe.')).toBeVisible();
});

test('orders: reorder an ERP order into the cart, naming what could not be added', async ({ page }) => {
  await loginAsLead(page);
  await emptyCart(page);
  // 4101999 (seed): five lines, one of them an article the shop no longer sells.
  await page.goto('/account/orders/details/4101999/10');
  await page.getByRole('button', { name: 'Opnieuw bestellen' }).click();
  const result = page.getByTestId('reorder-result');
  await expect(result.getByText(/Toegevoegd aan uw winkelmand: [1-4] artikelen\./)).toBeVisible();
  await expect(result.getByText('Deze artikelen konden niet worden toegevoegd:')).toBeVisible();
  await expect(
    result
      .getByRole('listitem')
      .filter({ hasText: /IM-OLD-\d+ – Uitlopend artikel \d+: niet meer verkrijgbaar/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await result.getByRole('link', { name: 'Naar de winkelmand' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const lines = (await page.request.get('/store-api/checkout/cart').then((r) => r.json())) as {
    lineItems: { sku: string }[];
  };
  expect(lines.lineItems.length).toBeGreaterThan(0);
  await emptyCart(page);
});
