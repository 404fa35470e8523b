import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectNoAxeViolations } from './axe.ts';
import { login } from './session.helpers.ts';

// §2 /account/offers and /account/invoices for demo.lead: list, filter, sort, details and documents.

async function downloaded(page: Page, link: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: new Uint8Array(await readFile(path)) };
}
const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;

test.beforeEach(async ({ page }) => {
  await login(page, 'demo.lead');
  await expect(page).toHaveURL(/\/account\/dashboard/);
});

test('offers: list, filter by status, refuse a from-date after the to-date, open one and download its PDF', async ({
  page,
}) => {
  await page.goto('/account/offers');
  const table = page.getByTestId('offers-table');
  await expect(table.locator('tbody tr')).toHaveCount(20);
  await expectNoAxeViolations(page);

  await page.getByLabel('Status', { exact: true }).selectOption('processed');
  await page.getByRole('button', { name: 'Toepassen' }).click();
  await expect(page).toHaveURL(/status=processed/);
  await expect(table.locator('tbody tr').first()).toContainText('Verwerkt');
  await expect(table.locator('tbody')).not.toContainText('Open');

  await page.getByLabel('Van', { exact: true }).fill('2026-11-10');
  await page.getByLabel('Tot', { exact: true }).fill('2026-11-01');
  await page.getByRole('button', { name: 'Toepassen' }).click();
  await expect(page.getByTestId('history-to-error')).toHaveText(
    'De begindatum mag niet na de einddatum liggen.',
  );
  await expect(page.getByLabel('Tot', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(table).toHaveCount(0);
  await page.goto('/en/account/offers?from=2026-11-10&to=2026-11-01');
  await expect(page.getByTestId('history-to-error')).toHaveText(
    'The start date may not be after the end date.',
  );

  // Keyboard: the offer's link opens its detail.
  await page.goto('/account/offers');
  const first = page.getByRole('link', { name: 'Offerte OF00001 bekijken' });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/offers\/details\/OF00001$/);
  await expect(page.getByRole('heading', { name: 'Offerte OF00001' })).toBeVisible();
  await expect(page.getByTestId('offer-lines')).toContainText(/DEMO-000\d/);
  await expectNoAxeViolations(page);
  const pdf = await downloaded(page, page.getByRole('link', { name: 'PDF downloaden' }));
  expect(pdf.name).toBe('OF00001.pdf');
  expect(await pdfText(pdf.bytes)).toContain('Offerte OF00001');
});

test('invoices: list, filter by dates, sort, open one, download its PDF and Peppol UBL', async ({ page }) => {
  await page.goto('/account/invoices');
  const table = page.getByTestId('invoices-table');
  await expect(table.locator('tbody tr')).toHaveCount(20);
  await expectNoAxeViolations(page);

  await page.getByLabel('Van', { exact: true }).fill('2026-01-01');
  await page.getByLabel('Tot', { exact: true }).fill('2026-01-31');
  await page.getByRole('button', { name: 'Toepassen' }).click();
  await expect(page).toHaveURL(/from=2026-01-01&to=2026-01-31/);
  for (const cell of await table.locator('tbody tr td:nth-child(2)').allTextContents()) {
    expect(cell).toMatch(/^\d{1,2}-1-2026$/);
  }
  await page.getByRole('link', { name: 'Factuurnummer' }).click();
  await expect(page.getByRole('columnheader', { name: /Factuurnummer/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const numbers = await table.locator('tbody tr td:first-child').allTextContents();
  expect(numbers).toEqual([...numbers].sort());

  const number = (numbers[0] as string).trim();
  await page.getByRole('link', { name: `Factuur ${number} bekijken` }).click();
  await expect(page.getByRole('heading', { name: `Factuur ${number}` })).toBeVisible();
  await expect(page.getByTestId('invoice-lines').locator('tbody tr').first()).toBeVisible();
  await expectNoAxeViolations(page);

  const pdf = await downloaded(page, page.getByRole('link', { name: `Factuur (PDF) ${number}` }));
  expect(pdf.name).toBe(`${number}.pdf`);
  expect(await pdfText(pdf.bytes)).toContain(`Factuur ${number}`);
  const ubl = await downloaded(page, page.getByRole('link', { name: `E-factuur (Peppol UBL) ${number}` }));
  const xml = new TextDecoder().decode(ubl.bytes);
  expect(xml).toContain('urn:fdc:peppol.eu:2017:poacc:billing:3.0');
  expect(xml).toContain(`<cbc:ID>${number}</cbc:ID>`);
  const proof = await downloaded(page, page.getByRole('link', { name: `Leveringsbewijs ${number}` }));
  expect(await pdfText(proof.bytes)).toContain('Leveringsbewijs');
});

test('the documents download under every language prefix, not only the default one', async ({ page }) => {
  const invoices = await (await page.request.get('/store-api/b2b/invoice/history')).json();
  const invoice = invoices.elements[0].invoiceNumber;
  for (const prefix of ['/fr', '/en', '/de']) {
    for (const path of [
      '/account/offers/OF00001/pdf',
      `/account/invoices/${invoice}/pdf`,
      `/account/invoices/${invoice}/ubl`,
    ]) {
      const response = await page.request.get(`${prefix}${path}`);
      expect(response.status(), `${prefix}${path}`).toBe(200);
      expect((await response.body()).length).toBeGreaterThan(500);
    }
  }
});

test('a buyer without the rights does not see the sections and is sent home', async ({ page }) => {
  await page.context().clearCookies();
  await login(page, 'demo.buyer');
  await expect(page).toHaveURL(/\/account\/dashboard/);
  await expect(page.getByRole('link', { name: 'Facturen' })).toHaveCount(0);
  await page.goto('/account/invoices');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  const response = await page.request.get('/account/offers/OF00001/pdf');
  expect(response.url()).not.toContain('/pdf');
});
