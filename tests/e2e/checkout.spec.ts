import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Order } from '../../src/api/cart-types.ts';
import type { ArticleInformation } from '../../src/api/catalog-types.ts';
import { shopToday } from '../../src/shared/time-zone.ts';
import { expectNoAxeViolations } from './axe.ts';
import { DEMO_PASSWORD, login } from './session.helpers.ts';

// Articles of the seed with a price for company 100001 and enough stock.
const BEARING = 'IM-101907';
const SMALL_BEARING = 'IM-100207';
const GENT = 'Demo Industrie NV - Werkplaats Gent, John Kennedylaan 7, 9042 Gent';

/** Logs in and opens `path` with an empty cart: the e2e database is shared by all specs. */
async function start(page: Page, username: string, path = '/checkout') {
  await login(page, username);
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  const headers = { origin: new URL(page.url()).origin };
  expect((await page.request.delete('/store-api/checkout/cart', { headers })).status()).toBe(204);
  await page.goto(path);
}

/** The next Wednesday after today in the shop's time zone, as YYYY-MM-DD; `plus` days later. */
function nextWednesday(plus = 0): string {
  const day = new Date(`${shopToday()}T12:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() !== 3);
  day.setUTCDate(day.getUTCDate() + plus);
  return day.toISOString().slice(0, 10);
}

const lineOf = (page: Page, sku: string) =>
  page.locator('li[data-line]').filter({ has: page.getByTestId('line-sku').getByText(sku, { exact: true }) });

/** Presses Tab until `target` has focus: it can be reached with the keyboard. */
async function tabTo(page: Page, target: Locator, limit = 200) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached with Tab: ${target}`);
}

/** Opens the date picker and checks §5: today and weekends disabled; then chooses `day`. */
async function pickDate(page: Page, day: string, opener: string) {
  await page.getByRole('button', { name: opener }).click();
  const dialog = page.getByTestId('date-dialog');
  await expect(dialog).toBeVisible();
  while ((await dialog.locator(`[data-date="${day}"]`).count()) === 0) {
    await dialog.getByRole('button').nth(1).click();
  }
  const open = await dialog
    .locator('td[data-date]:not([aria-disabled])')
    .evaluateAll((cells) =>
      cells.map((cell) => new Date(`${cell.getAttribute('data-date')}T12:00:00Z`).getUTCDay()),
    );
  expect(open.filter((weekday) => weekday === 0 || weekday === 6)).toEqual([]);
  await expect(dialog.locator('td[aria-current="date"]:not([aria-disabled])')).toHaveCount(0);
  await dialog.locator(`[data-date="${day}"]`).click();
  await expect(dialog).toBeHidden();
}

/** How many times the page pushed a GA4 event to the data layer. */
const events = (page: Page, name: string) =>
  page.evaluate((event) => (window.dataLayer ?? []).filter((e) => e.event === event).length, name);

async function orderOf(page: Page): Promise<Order> {
  const id = new URL(page.url()).searchParams.get('order') ?? '';
  return (await (await page.request.get(`/store-api/b2b/order/${id}`)).json()) as Order;
}

test('demo.lead orders two articles with a comment, a Wednesday, an address and a reference', async ({
  page,
}) => {
  await start(page, 'demo.lead');
  await expect(page.getByText('Uw winkelmand is leeg.')).toBeVisible();

  // The paste box adds the first article; the report says so.
  await page.getByLabel('Artikelnummers en aantallen').fill(`artikel;aantal\n${BEARING};2\nXX-404;1`);
  await page.getByRole('button', { name: 'Lijst in winkelmand' }).click();
  const report = page.getByTestId('quick-order-report');
  await expect(report).toContainText('Lijnen toegevoegd aan uw winkelmand: 1');
  // Lines are counted as pasted, the header included.
  await expect(report).toContainText('Lijn 3 (XX-404): onbekend artikel');
  await expect(lineOf(page, BEARING)).toBeVisible();
  await expect(page.locator('[data-cart-badge] [data-count]').first()).toHaveText('1');

  // The second through a row with the inline lookup.
  const article = page.getByRole('combobox', { name: 'Artikelnummer (rij 1)' });
  await article.fill(SMALL_BEARING);
  await page.getByRole('option', { name: new RegExp(`^${SMALL_BEARING}`) }).click();
  await page.getByLabel('Aantal (rij 1)').fill('3');
  await page.getByRole('button', { name: 'In winkelmand', exact: true }).click();
  await expect(lineOf(page, SMALL_BEARING)).toBeVisible();

  // The line comment is saved when the field is left.
  const comment = lineOf(page, BEARING).getByLabel('Opmerking bij de lijn');
  await comment.fill('Voor machine 7');
  await comment.press('Tab');
  await expect(page.locator('[data-live-announcer]')).toHaveText('Uw winkelmand is bijgewerkt.');
  // The island reports the second article after the cart answered: wait for it, do not race it.
  await expect.poll(() => events(page, 'add_to_cart')).toBe(2);

  // The cart and the order button dim while the cart is updated and fade back: axe must not judge
  // the colours half-way.
  for (const region of ['cart', 'submit'])
    await expect(page.locator(`[data-region="${region}"]`)).toHaveCSS('opacity', '1');
  await expectNoAxeViolations(page);
  const wednesday = nextWednesday();
  await pickDate(page, wednesday, 'Datum kiezen');
  await page.getByLabel('Leveradres').selectOption({ label: GENT });
  await page.getByRole('combobox', { name: 'Orderreferentie zoeken en koppelen' }).fill('Onder');
  await page.getByRole('option', { name: /Onderhoud 2026/ }).click();
  await expect(page.getByTestId('assigned-reference')).toHaveText('Gekoppeld: Onderhoud 2026');
  await expect(page.getByTestId('budgets')).toContainText('Orderreferentie Onderhoud 2026');
  await page.getByLabel('Achtervoegsel orderreferentie').fill('L7');
  await page.getByLabel('Dossiernummer').fill('D-2026-11');
  await expect.poll(() => events(page, 'begin_checkout')).toBe(1);

  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor uw bestelling');
  // The order list's status names (issue 27): "Open", as /account/orders says.
  await expect(page.getByTestId('order-details').locator('dt:text-is("Status") + dd')).toHaveText('Open');
  await expectNoAxeViolations(page);

  const order = await orderOf(page);
  expect(order).toMatchObject({ status: 'open', orderReference: 'Onderhoud 2026', shippingDate: wednesday });
  expect(order).toMatchObject({
    orderReferenceSuffix: 'L7',
    fileNumber: 'D-2026-11',
    deliveryAddress: { city: 'Gent' },
  });
  expect(order.lineItems.map((l) => [l.articleNumber, l.quantity, l.comment])).toEqual([
    [BEARING, 2, 'Voor machine 7'],
    [SMALL_BEARING, 3, null],
  ]);
  await expect.poll(() => events(page, 'purchase')).toBe(1);
});

test('the same journey with the keyboard only', async ({ page }) => {
  await start(page, 'demo.lead');
  // The skip link first, then Tab through the page.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');

  await tabTo(page, page.getByLabel('Artikelnummers en aantallen'));
  await page.keyboard.type(`${BEARING};2`);
  await tabTo(page, page.getByRole('button', { name: 'Lijst in winkelmand' }));
  await page.keyboard.press('Enter');
  await expect(lineOf(page, BEARING)).toBeVisible();

  const article = page.getByRole('combobox', { name: 'Artikelnummer (rij 1)' });
  await tabTo(page, article);
  await page.keyboard.type(SMALL_BEARING);
  await expect(page.getByRole('option', { name: new RegExp(`^${SMALL_BEARING}`) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await expect(lineOf(page, SMALL_BEARING)).toBeVisible();

  await tabTo(page, lineOf(page, BEARING).getByLabel('Opmerking bij de lijn'));
  await page.keyboard.type('Met de hand');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-live-announcer]')).toHaveText('Uw winkelmand is bijgewerkt.');
  await expect(lineOf(page, BEARING).getByLabel('Opmerking bij de lijn')).toBeFocused();

  // The date picker: arrows to the Wednesday, Enter chooses; focus returns to the button.
  const wednesday = nextWednesday();
  const opener = page.getByRole('button', { name: 'Datum kiezen' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const focusedDay = () => page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? '');
  await expect.poll(focusedDay).not.toBe('');
  while ((await focusedDay()) < wednesday) await page.keyboard.press('ArrowRight');
  expect(await focusedDay()).toBe(wednesday);
  await page.keyboard.press('Enter');
  await expect(opener).toBeFocused();

  await tabTo(page, page.getByLabel('Leveradres'));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, page.getByRole('combobox', { name: 'Orderreferentie zoeken en koppelen' }));
  await page.keyboard.type('Onder');
  await expect(page.getByRole('option', { name: /Onderhoud 2026/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('assigned-reference')).toHaveText('Gekoppeld: Onderhoud 2026');

  await tabTo(page, page.getByRole('button', { name: 'Bestelling plaatsen' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  const order = await orderOf(page);
  expect(order).toMatchObject({
    shippingDate: wednesday,
    orderReference: 'Onderhoud 2026',
    deliveryAddress: { city: 'Gent' },
  });
  expect(order.lineItems.map((l) => l.comment)).toEqual(['Met de hand', null]);
});

test('in French under /fr', async ({ page }) => {
  await start(page, 'demo.lead', '/fr/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panier');
  await page.getByLabel("Numéros d'article et quantités").fill(`${BEARING};2\n${SMALL_BEARING};3`);
  await page.getByRole('button', { name: 'Ajouter la liste au panier' }).click();
  await expect(page.getByTestId('quick-order-report')).toContainText('Lignes ajoutées à votre panier : 2');
  const bearing = lineOf(page, BEARING);
  await bearing.getByLabel('Commentaire de ligne').fill('Pour la machine 7');
  await bearing.getByRole('button', { name: /Mettre à jour/ }).click();
  await expect(page.locator('[data-live-announcer]')).toHaveText('Votre panier a été mis à jour.');
  await pickDate(page, nextWednesday(), 'Choisir la date');
  await page.getByLabel('Adresse de livraison').selectOption({ label: GENT });
  const reference = page.getByRole('combobox', { name: 'Rechercher et attribuer une référence de commande' });
  await reference.fill('Onder');
  await page.getByRole('option', { name: /Onderhoud 2026/ }).click();
  await expect(page.getByTestId('assigned-reference')).toHaveText('Attribuée : Onderhoud 2026');
  await page.getByRole('button', { name: 'Passer la commande' }).click();
  await expect(page).toHaveURL(/\/fr\/checkout\/success\?order=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci pour votre commande');
  await expect(page.getByTestId('order-details').locator('dt:text-is("Statut") + dd')).toHaveText('Ouverte');
});

test("a refused quantity says why, with the article's minimum and step, at its row", async ({ page }) => {
  await start(page, 'demo.lead');
  const information = await page.request.post('/store-api/b2b/article/information', {
    data: { articles: Array.from({ length: 100 }, (_, i) => ({ sku: `IM-${100100 + i}` })) },
  });
  const stepped = ((await information.json()).articles as ArticleInformation[]).find(
    (a) => a.isBuyable && !a.soldOut && a.minSalesQuantity === 5 && a.purchaseSteps === 5 && !a.maxPurchase,
  ) as ArticleInformation;
  const why = 'Dit aantal kan niet. Minimum 5, per 5: 5, 10, 15 …';

  await page.getByRole('combobox', { name: 'Artikelnummer (rij 1)' }).fill(stepped.article);
  await page.getByRole('combobox', { name: 'Artikelnummer (rij 2)' }).fill(BEARING);
  await page.getByLabel('Aantal (rij 1)').fill('7');
  await page.getByLabel('Aantal (rij 2)').fill('1');
  await page.getByRole('button', { name: 'In winkelmand', exact: true }).click();
  const report = page.getByTestId('quick-order-report');
  await expect(report).toContainText('Lijnen toegevoegd aan uw winkelmand: 1');
  await expect(report).toContainText('De redenen staan bij de rijen.');
  // The row that went in is gone; the refused one stays, its quantity field described by the reason.
  const quantity = page.getByLabel('Aantal (rij 1)');
  await expect(quantity).toHaveValue('7');
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(quantity).toHaveAccessibleDescription(why);
  await expect(page.getByLabel('Aantal (rij 2)')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The paste box's report gives the same reason for its line.
  await page.getByLabel('Artikelnummers en aantallen').fill(`${stepped.article};3`);
  await page.getByRole('button', { name: 'Lijst in winkelmand' }).click();
  await expect(report).toContainText(`Lijn 1 (${stepped.article}): ${why}`);
  await expect(lineOf(page, BEARING)).toBeVisible();
});

test('demo.buyer with a cart of about 600 EUR requests approval; the order waits', async ({ page }) => {
  await start(page, 'demo.buyer');
  await page.getByLabel('Artikelnummers en aantallen').fill(`${BEARING};12`);
  await page.getByRole('button', { name: 'Lijst in winkelmand' }).click();
  await expect(lineOf(page, BEARING)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bestelling plaatsen' })).toHaveCount(0);
  await expect(page.getByTestId('approval-notice')).toContainText('€ 500,00');
  await expect(page.getByTestId('budgets')).toContainText('Uw budget (Maandbudget werkplaats)');
  await page.getByRole('button', { name: 'Goedkeuring aanvragen' }).click();
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Uw aanvraag tot goedkeuring is verstuurd');
  await expect(page.getByTestId('order-details')).toContainText('Wacht op goedkeuring');
  expect((await orderOf(page)).status).toBe('pending');
});

test('visitors log in first and come back; demo.viewer sees the cart without ordering', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fcheckout$/);
  const form = page.locator('form[action="/auth/login"]');
  await form.locator('input[name=username]').fill('demo.viewer');
  await form.locator('input[name=password]').fill(DEMO_PASSWORD);
  await form.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('u mag geen bestellingen plaatsen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bestelling plaatsen' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Snel bestellen' })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('change a quantity, remove a line and place the order with plain forms', async ({ page }) => {
    await start(page, 'demo.lead');
    await page.getByLabel('Artikelnummers en aantallen').fill(`${BEARING};2\n${SMALL_BEARING};1`);
    await page.getByRole('button', { name: 'Lijst in winkelmand' }).click();
    const report = page.getByTestId('quick-order-report');
    await expect(report).toContainText('Lijnen toegevoegd aan uw winkelmand: 2');

    const bearing = lineOf(page, BEARING);
    const quantity = bearing.getByLabel('Aantal');
    await quantity.fill('4');
    await bearing.getByRole('button', { name: /Bijwerken/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Uw winkelmand is bijgewerkt.' })).toBeVisible();
    await expect(quantity).toHaveValue('4');

    // A quantity the article does not allow: the message at the line, nothing changed.
    await quantity.fill('2,5');
    await bearing.getByRole('button', { name: /Bijwerken/ }).click();
    await expect(bearing).toContainText('Dit artikel wordt verkocht per 1.');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');

    await lineOf(page, SMALL_BEARING)
      .getByRole('button', { name: /Verwijderen/ })
      .click();
    await expect(lineOf(page, SMALL_BEARING)).toHaveCount(0);

    // The native date field: a Saturday is refused by the server with a message.
    await page.getByLabel('Leverdatum').fill(nextWednesday(3));
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expect(page.getByText('Kies een weekdag vanaf morgen.')).toBeVisible();
    await page.getByLabel('Leverdatum').fill(nextWednesday());
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    const order = await orderOf(page);
    expect(order.lineItems.map((l) => [l.articleNumber, l.quantity])).toEqual([[BEARING, 4]]);
  });
});

test('a second press of the same form places one order (Idempotency-Key from the page)', async ({ page }) => {
  await start(page, 'demo.lead');
  const headers = { origin: new URL(page.url()).origin };
  const items = [{ type: 'product', sku: SMALL_BEARING, quantity: 1 }];
  await page.request.post('/store-api/checkout/cart/line-item', { headers, data: { items } });
  await page.reload();
  // The checkout form as the page rendered it, key included.
  const posted = await page
    .locator('form[data-checkout-form]')
    .evaluate((form: HTMLFormElement) => Object.fromEntries(new FormData(form)) as Record<string, string>);
  const press = () => page.request.post('/checkout', { headers, form: posted, maxRedirects: 0 });
  const [first, second] = [await press(), await press()];
  expect([first.status(), second.status()]).toEqual([303, 303]);
  expect(second.headers().location).toBe(first.headers().location);
  expect(first.headers().location).toMatch(/^\/checkout\/success\?order=/);
});
