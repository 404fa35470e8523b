import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Cart } from '../../src/api/cart-types.ts';
import { expectNoAxeViolations } from './axe.ts';
import { login } from './session.helpers.ts';

const PRODUCT = '/o-ring-or-28x2-5-fkm75/IM-100160';

const readCart = async (request: APIRequestContext) =>
  (await (await request.get('/store-api/checkout/cart')).json()) as Cart;

/** Other specs expect the demo carts as the seed left them. */
async function emptyCart(page: Page) {
  const headers = { origin: new URL(page.url()).origin };
  expect((await page.request.delete('/store-api/checkout/cart', { headers })).status()).toBe(204);
}

test('anonymous product pages carry no order-list button', async ({ page }) => {
  await page.goto(PRODUCT);
  await expect(page.getByTestId('product-detail')).toBeVisible();
  await expect(page.locator('[data-order-list-add]')).toHaveCount(0);
});

test('demo.lead adds an article from the product page to a new list through the dialog, by keyboard', async ({
  page,
}) => {
  await login(page, 'demo.lead');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await page.goto(PRODUCT);
  const add = page.getByRole('button', { name: 'Op bestellijst' });
  await expect(add).toBeVisible();
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'IM-100160 op een bestellijst zetten' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Bestellijst', { exact: true })).toBeEnabled();
  await dialog.getByLabel('Bestellijst', { exact: true }).selectOption({ label: 'Nieuwe bestellijst…' });
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Dit is een verplicht veld.');
  await dialog.getByLabel('Naam van de nieuwe bestellijst').fill('E2E onderhoud');
  await dialog.getByLabel('Aantal').fill('2');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(dialog.getByRole('status')).toContainText('Toegevoegd aan E2E onderhoud.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  // Listings offer it on every card of an article without variants.
  await page.goto('/lagers/');
  await expect(
    page.getByTestId('product-card').getByRole('button', { name: 'Op bestellijst' }).first(),
  ).toBeVisible();

  await page.goto('/account/orderlist');
  const row = page.getByTestId('orderlist-table').locator('tbody tr', { hasText: 'E2E onderhoud' });
  await expect(row).toContainText('Persoonlijk');
  await expect(row.locator('td').nth(4)).toHaveText('1');
});

test('demo.lead creates, filters, opens, fills, orders from, renames and deletes order lists', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, 'demo.lead');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await page.goto('/account/orderlist');
  await page.getByRole('link', { name: 'Bestellijst aanmaken' }).click();
  await page.getByRole('button', { name: 'Bestellijst aanmaken' }).click();
  await expect(page.getByText('Dit is een verplicht veld.')).toBeVisible();
  await page.getByLabel('Naam').fill('E2E reserve');
  await page.getByLabel('Zichtbaarheid').selectOption('company');
  await page.getByRole('button', { name: 'Bestellijst aanmaken' }).click();
  await expect(page).toHaveURL(/\/account\/orderlist\/details\//);
  await expect(page.getByText('De bestellijst is aangemaakt.')).toBeVisible();
  await expect(page.getByText('Deze bestellijst bevat nog geen artikelen.')).toBeVisible();

  // Add by article number: an unknown one is refused with its number, a known one is listed.
  const add = page.getByRole('form', { name: 'Artikel toevoegen' });
  await add.getByLabel('Artikelnummer').fill('NOPE-1');
  await add.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'NOPE-1' })).toBeVisible();
  await add.getByLabel('Artikelnummer').fill('IM-100158');
  await add.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(page.getByText('Het artikel is aan de bestellijst toegevoegd.')).toBeVisible();
  const items = page.getByTestId('orderlist-items').locator('tbody tr');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('IM-100158');
  await expectNoAxeViolations(page);

  // The list: filter by name and by privacy, sort by name.
  await page.goto('/account/orderlist');
  await expectNoAxeViolations(page);
  const rows = page.getByTestId('orderlist-table').locator('tbody tr');
  await page.getByLabel('Zoeken op naam').fill('reserve');
  await page.getByRole('button', { name: 'Filters toepassen' }).click();
  await expect(page).toHaveURL(/[?&]term=reserve/);
  await expect(rows).toHaveCount(1);
  await page.getByLabel('Zoeken op naam').fill('');
  await page.getByLabel('Zichtbaarheid').selectOption('company');
  await page.getByRole('button', { name: 'Filters toepassen' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('E2E reserve');
  await page.getByLabel('Zoeken op naam').fill('bestaat niet');
  await page.getByRole('button', { name: 'Filters toepassen' }).click();
  await expect(page.getByText('Geen bestellijsten gevonden voor deze zoekopdracht.')).toBeVisible();

  // One item, then all, into the cart.
  await page.goto('/account/orderlist');
  await rows.getByRole('link', { name: 'E2E reserve' }).click();
  await expect(page).toHaveURL(/\/account\/orderlist\/details\//);
  await emptyCart(page);
  await page.getByRole('button', { name: /^In winkelmand\W+IM-100158$/ }).click();
  await expect(page.getByText('Het artikel is aan de winkelmand toegevoegd.')).toBeVisible();
  expect((await readCart(page.request)).lineItems.map((l) => l.sku)).toEqual(['IM-100158']);
  await page.getByRole('button', { name: 'Alles in winkelmand' }).click();
  await expect(page.getByText('Alle artikelen zijn aan de winkelmand toegevoegd.')).toBeVisible();
  await emptyCart(page);

  // Remove the item, rename, delete with confirmation.
  await page.getByRole('button', { name: /^Verwijderen\W+IM-100158$/ }).click();
  await expect(page.getByText('Deze bestellijst bevat nog geen artikelen.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Naam (verplicht)' }).fill('E2E reserve Q1');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De bestellijst is opgeslagen.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E reserve Q1');
  await page.getByRole('button', { name: 'Bestellijst verwijderen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'E2E reserve Q1' })).toBeFocused();
  await page.getByRole('button', { name: 'Ja, verwijderen' }).click();
  await expect(page).toHaveURL(/\/account\/orderlist$/);
  await expect(page.getByText('De bestellijst is verwijderd.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'E2E reserve Q1' })).toHaveCount(0);
});

test("demo.lead adds an article to a list by the company's own article number", async ({ page }) => {
  await login(page, 'demo.lead');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  const headers = { origin: new URL(page.url()).origin };
  const created = await page.request.post('/store-api/b2b/order/list', {
    headers,
    data: { name: 'E2E eigen nummers' },
  });
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/account/orderlist/details/${id}`);
  // DEMO-0001 is company 100001's own number for an article (seeded article link), as the quick order
  // and the search know it.
  const add = page.getByRole('form', { name: 'Artikel toevoegen' });
  await add.getByLabel('Artikelnummer').fill('demo-0001');
  await add.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(page.getByText('Het artikel is aan de bestellijst toegevoegd.')).toBeVisible();
  const items = page.getByTestId('orderlist-items').locator('tbody tr');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('DEMO-0001');
  expect((await page.request.delete(`/store-api/b2b/order/list/${id}`, { headers })).status()).toBe(200);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('order lists work as plain forms, in French', async ({ page }) => {
    await login(page, 'demo.lead');
    await expect(page).toHaveURL(/\/account\/dashboard$/);
    await page.goto('/fr/account/orderlist/create');
    await page.getByRole('textbox', { name: /^Nom/ }).fill('Liste sans JS');
    await page.getByLabel('Visibilité').selectOption('company');
    await page.getByRole('button', { name: 'Créer une liste de commande' }).click();
    await expect(page).toHaveURL(/\/fr\/account\/orderlist\/details\//);
    await expect(page.getByText('La liste de commande a été créée.')).toBeVisible();
    await page.goto('/fr/account/orderlist');
    await page.getByLabel('Rechercher par nom').fill('sans js');
    await page.getByRole('button', { name: 'Appliquer les filtres' }).click();
    const rows = page.getByTestId('orderlist-table').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Entreprise');
    await rows.getByRole('link', { name: 'Liste sans JS' }).click();
    await page.getByRole('button', { name: 'Supprimer la liste de commande' }).click();
    await page.getByRole('button', { name: 'Oui, supprimer' }).click();
    await expect(page).toHaveURL(/\/fr\/account\/orderlist$/);
    await expect(page.getByText('La liste de commande a été supprimée.')).toBeVisible();
  });
});
