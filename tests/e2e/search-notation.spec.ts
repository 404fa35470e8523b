import { expect, type Page, test } from '@playwright/test';
import { hydrated } from './navigation.helpers.ts';
import { login } from './session.helpers.ts';

// Issue 28: buyers type what is printed on the part or the drawing. The default seed's articles.

const field = (page: Page, name: string) => page.getByRole('combobox', { name });
const firstOption = (page: Page, listbox: string) =>
  page.getByRole('listbox', { name: listbox }).getByRole('option').first();

for (const { path, label, listbox, typed, expected } of [
  {
    path: '/',
    label: 'Producten zoeken',
    listbox: 'Zoekresultaten',
    typed: 'DIN 933 M8x16',
    expected: 'Zeskantbout DIN933 M8x16',
  },
  {
    path: '/',
    label: 'Producten zoeken',
    listbox: 'Zoekresultaten',
    typed: 'moer M12',
    expected: 'Zeskantmoer DIN934 M12',
  },
  {
    path: '/fr',
    label: 'Rechercher des produits',
    listbox: 'Résultats de recherche',
    typed: 'ecrou hexagonal M12',
    expected: 'Écrou hexagonal DIN934 M12',
  },
]) {
  test(`the quick search at ${path} finds "${typed}" first`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page, 'QuickSearch');
    await field(page, label).fill(typed);
    await expect(firstOption(page, listbox)).toContainText(expected);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the English search page lists the hex bolt for "hex bolt M8x16", then other sizes of it', async ({
    page,
  }) => {
    await page.goto(`/en/search?query=${encodeURIComponent('hex bolt M8x16')}`);
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toContainText('Hexagon head screw DIN933 M8x16');
    // The same part in other sizes follows the exact designation.
    await expect(cards.filter({ hasText: /DIN933 M\d+x\d+/ }).nth(1)).toBeVisible();
  });

  test('a quick-order line names an article as printed on it, or asks which one', async ({ page }) => {
    await login(page, 'demo.lead');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.goto('/checkout');
    const headers = { origin: new URL(page.url()).origin };
    expect((await page.request.delete('/store-api/checkout/cart', { headers })).status()).toBe(204);
    await page.goto('/checkout');
    await page
      .getByLabel('Artikelnummers en aantallen')
      .fill('DIN 933 M8x16 8.8 ZN;5\nkogellager 6204-2RS;2');
    await page.getByRole('button', { name: 'Lijst in winkelmand' }).click();
    const report = page.getByTestId('quick-order-report');
    await expect(report).toContainText('Lijnen toegevoegd aan uw winkelmand: 1');
    await expect(report).toContainText(
      /Lijn 2 \(kogellager 6204-2RS\): past bij meerdere artikelen, vul het artikelnummer in van het juiste: IM-\d+, IM-\d+/,
    );
    const cart = (await (await page.request.get('/store-api/checkout/cart')).json()) as {
      lineItems: { label: string; quantity: number }[];
    };
    expect(cart.lineItems.map((l) => [l.label, l.quantity])).toEqual([
      ['Zeskantbout DIN933 M8x16 8.8 ZN', 5],
    ]);
    expect((await page.request.delete('/store-api/checkout/cart', { headers })).status()).toBe(204);
  });
});
