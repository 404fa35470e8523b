import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { login } from './session.helpers.ts';

/** Article numbers of single articles no link uses yet (the seed links the first five by number). */
async function freeArticleNumbers(page: Page, n: number): Promise<string[]> {
  const context = await (await page.request.get('/store-api/context')).json();
  const listing = await page.request.post(
    `/store-api/product-listing/${context.salesChannel.navigationCategoryId}`,
    { data: { limit: 24, p: 5, order: 'name-asc' } },
  );
  const products: { parentId: string | null; productNumber: string }[] = (await listing.json()).elements;
  return products
    .filter((p) => !p.parentId)
    .slice(0, n)
    .map((p) => p.productNumber);
}

const rowsOf = (page: Page) => page.getByTestId('links-table').locator('tbody tr');

/** Uploads a CSV through the list page's import form and lands on the preview. */
async function preview(page: Page, name: string, csv: string | Buffer) {
  await page.goto('/account/articlelinks');
  await page
    .getByLabel(/CSV-bestand/)
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Voorbeeld bekijken' }).click();
  await expect(page).toHaveURL(/\/account\/articlelinks\/import$/);
}

test('a lead buyer lists, filters, sorts, creates, edits and deletes article links', async ({ page }) => {
  await login(page, 'demo.lead');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await page
    .getByRole('navigation', { name: 'Accountmenu' })
    .getByRole('link', { name: 'Artikelkoppelingen' })
    .click();
  await expect(page).toHaveURL(/\/account\/articlelinks$/);
  await expect(rowsOf(page)).toHaveCount(5);
  await expect(rowsOf(page).first()).toContainText('DEMO-0001');
  await expectNoAxeViolations(page);

  // Sorting by the column header, by keyboard.
  await page.getByRole('link', { name: 'Sorteren op Uw artikelnummer' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/order=desc/);
  await expect(rowsOf(page).first()).toContainText('DEMO-0005');
  await expect(page.getByRole('columnheader', { name: /Uw artikelnummer/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  const search = page.getByRole('searchbox', { name: /^Zoeken op/ });
  await search.fill('demo-0003');
  await search.press('Enter');
  await expect(page).toHaveURL(/term=demo-0003/);
  await expect(rowsOf(page)).toHaveCount(1);
  await page.getByRole('link', { name: 'DEMO-0003 bewerken' }).click();
  await expect(page).toHaveURL(/\/account\/articlelinks\/details\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Uw artikelnummer')).toHaveValue('DEMO-0003');
  await expectNoAxeViolations(page);

  await page.goto('/account/articlelinks?term=nothing-like-this');
  await expect(page.getByText('Geen artikelkoppelingen gevonden.')).toBeVisible();

  const [number] = await freeArticleNumbers(page, 1);
  await page.goto('/account/articlelinks/create');
  const create = page.getByRole('button', { name: 'Artikelkoppeling toevoegen' });
  await create.click();
  await expect(page.getByText('Dit is een verplicht veld.').first()).toBeVisible();
  await page.getByLabel('Ons artikelnummer').fill('NO-SUCH-ARTICLE');
  await page.getByLabel('Uw artikelnummer').fill('E2E-LINK-1');
  await create.click();
  await expect(page.getByText('Dit artikelnummer bestaat niet in onze shop.')).toBeVisible();
  await page.getByLabel('Ons artikelnummer').fill(number ?? '');
  await page.getByLabel('Uw artikelnummer').fill('demo-0001');
  await create.click();
  await expect(page.getByText('Dit artikelnummer wordt al gebruikt voor een ander artikel.')).toBeVisible();
  await page.getByLabel('Uw artikelnummer').fill('E2E-LINK-1');
  await create.click();
  await expect(page).toHaveURL(/\/account\/articlelinks\/details\/[0-9a-f-]{36}$/);
  await expect(page.getByText('De artikelkoppeling is aangemaakt.')).toBeVisible();

  await page.getByLabel('Uw artikelnummer').fill('E2E-LINK-2');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De artikelkoppeling is opgeslagen.')).toBeVisible();
  await expect(page.getByLabel('Uw artikelnummer')).toHaveValue('E2E-LINK-2');

  await page.getByRole('button', { name: 'Artikelkoppeling verwijderen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'E2E-LINK-2' })).toBeFocused();
  await page.getByRole('button', { name: 'Ja, verwijderen' }).click();
  await expect(page).toHaveURL(/\/account\/articlelinks$/);
  await expect(page.getByText('De artikelkoppeling is verwijderd.')).toBeVisible();
  await expect(rowsOf(page)).toHaveCount(5);

  await page.goto('/fr/account/articlelinks');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Liens d'articles");
  await expect(page.getByRole('heading', { name: "5 liens d'article" })).toBeVisible();
});

test('a CSV import previews its rows with errors, imports the good ones, and an export reads back', async ({
  page,
}) => {
  await login(page, 'demo.lead');
  const [a, b] = await freeArticleNumbers(page, 2);
  await preview(
    page,
    'links.csv',
    `productNumber;customerSku\n${a};E2E-CSV-A\nNO-SUCH-ARTICLE;E2E-CSV-X\n${b};E2E-CSV-B\n`,
  );
  const rows = page.getByTestId('import-preview').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Dit artikelnummer bestaat niet in onze shop.');
  await expect(rows.nth(0)).toContainText('Nieuw');
  await expect(page.getByRole('heading', { name: /3 rijen: 2 nieuw/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Importeren' }).click();
  await expect(page).toHaveURL(/\/account\/articlelinks$/);
  await expect(page.getByText('De artikelkoppelingen zijn geïmporteerd.')).toBeVisible();
  await expect(rowsOf(page)).toHaveCount(7);
  await expect(page.getByTestId('links-table')).toContainText('E2E-CSV-A');
  await expect(page.getByTestId('links-table')).not.toContainText('E2E-CSV-X');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exporteren (CSV)' }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const exported = await readFile(file);
  expect(exported.toString()).toContain(`${a};E2E-CSV-A`);

  await preview(page, 'export.csv', exported);
  await expect(
    page.getByRole('heading', { name: /7 rijen: 0 nieuw, 0 gewijzigd, 7 ongewijzigd, 0 met fouten/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Importeren' }).click();
  await expect(page.getByText('De artikelkoppelingen zijn geïmporteerd.')).toBeVisible();
  await expect(rowsOf(page)).toHaveCount(7);

  // Delete all (after a question), then the export brings every link back.
  await page.getByRole('button', { name: 'Alle artikelkoppelingen verwijderen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'alle artikelkoppelingen' })).toBeFocused();
  await page.getByRole('button', { name: 'Ja, verwijderen' }).click();
  await expect(page.getByText('Alle artikelkoppelingen zijn verwijderd.')).toBeVisible();
  await expect(page.getByText('Geen artikelkoppelingen gevonden.')).toBeVisible();
  await preview(page, 'export.csv', exported);
  await expect(page.getByRole('heading', { name: /7 rijen: 7 nieuw/ })).toBeVisible();
  await page.getByRole('button', { name: 'Importeren' }).click();
  await expect(rowsOf(page)).toHaveCount(7);
  await expect(rowsOf(page).first()).toContainText('DEMO-0001');

  // A file of formulas is refused as a whole, with the reason on every row.
  await preview(page, 'evil.csv', `productNumber;customerSku\n${a};=HYPERLINK("http://evil")\n@SUM(1);X\n`);
  await expect(page.getByRole('alert').first()).toContainText('als formule');
  await expect(page.getByTestId('import-preview').locator('tbody tr')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Importeren' })).toHaveCount(0);
});

test('without MANAGE_ARTICLE_LINKS the section is neither shown nor reachable', async ({ page }) => {
  await login(page, 'demo.viewer');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Artikelkoppelingen' })).toHaveCount(0);
  const response = await page.goto('/account/articlelinks/export');
  expect(response?.url()).toMatch(/:\d+\/$/);
});
