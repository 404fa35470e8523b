import { rmSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { DEMO_PASSWORD } from './session.helpers.ts';
import { OWN_SHOP_PORT, type Side, startShop, waitFor } from './side-server.ts';

// Issue 31: a content editor changes the services page in Dutch and French, previews the draft at a
// phone's and a desktop's width, publishes it, a visitor sees it, and the editor rolls it back; a
// colleague saving the same page meanwhile is told. On a shop of its own: it changes published content.
const side = `http://127.0.0.1:${OWN_SHOP_PORT}`;
const DATA_DIR = '.data/e2e-cms-editor';
const stamp = Date.now().toString(36);
const dutch = `Onderhoud op maat ${stamp}`;
const french = `Entretien sur mesure ${stamp}`;
let shop: Side;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  shop = startShop({ DATA_DIR, PORT: String(OWN_SHOP_PORT), SEED_PRODUCTS: '40' });
  await waitFor(`${side}/readyz`, shop, 170_000);
});
test.afterAll(async () => {
  await shop?.stop();
});

async function editorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${side}/preview`);
  await page.getByLabel('Gebruikersnaam').fill('staff.editor');
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen als medewerker' }).click();
  await expect(page.getByTestId('editor-name')).toContainText('Eva Claes');
  return page;
}

/** Opens a page of the editor's list. */
const open = (page: Page, name: string) =>
  page.getByRole('table').getByRole('link', { name, exact: true }).click();

/** The first block's text field (the banner of the services page). */
const bannerText = (page: Page) => page.locator('fieldset[data-edit-block] textarea').first();

test('an editor drafts, previews, publishes and rolls back a page in two languages', async ({ browser }) => {
  test.setTimeout(120_000);
  const editor = await editorPage(browser);
  await expectNoAxeViolations(editor, 'editor page list');
  await open(editor, 'Services');
  await expect(editor.getByTestId('edit-status')).toContainText('Geen niet-gepubliceerde wijzigingen');
  const original = await bannerText(editor).inputValue();

  await bannerText(editor).fill(`<h2>${dutch}</h2>`);
  await editor.locator('fieldset[data-edit-block="icon-info-card"]').getByLabel('xs').uncheck();
  await editor.getByRole('button', { name: 'Concept bewaren' }).click();
  await expect(editor.getByRole('status')).toHaveText(
    'Concept bewaard. Bezoekers zien het pas na publiceren.',
  );
  await expect(editor.getByTestId('changes')).toContainText(dutch);
  await expectNoAxeViolations(editor, 'editor panel with a draft');

  // French, on the same page under /fr.
  await editor.getByRole('link', { name: /français/ }).click();
  await expect(editor.getByText(/Vous modifiez les textes en français/)).toBeVisible();
  await bannerText(editor).fill(`<h2>${french}</h2>`);
  await editor.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(editor.getByRole('status')).toHaveText(/Brouillon enregistré/);

  // The draft in the preview frame, at a phone's and a desktop's width; visitors do not see it.
  await editor.getByRole('link', { name: /^xs/ }).click();
  const frame = editor.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: french })).toBeVisible();
  await expect(editor.locator('iframe')).toHaveAttribute('style', 'width: 375px');
  await editor.getByRole('link', { name: /^xl/ }).click();
  await expect(editor.locator('iframe')).toHaveAttribute('style', 'width: 1920px');
  await expect(frame.getByRole('heading', { name: french })).toBeVisible();
  const visitor = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await visitor.goto(`${side}/services/`);
  await expect(visitor.getByRole('heading', { name: dutch })).toHaveCount(0);

  await editor.getByRole('button', { name: 'Publier' }).click();
  await expect(editor.getByRole('status')).toHaveText(/Publié en version 1/);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: dutch })).toBeVisible();
  // Hidden on a phone since this version.
  await expect(visitor.getByText('Technische hotline')).toBeHidden();
  await visitor.goto(`${side}/fr/services/`);
  await expect(visitor.getByRole('heading', { name: french })).toBeVisible();

  // The first version back, as version 2.
  await editor.getByRole('link', { name: 'Comparer la version 0 à la page publiée' }).click();
  await expect(editor.getByTestId('changes')).toContainText(french);
  await editor.getByRole('button', { name: 'Rétablir la version 0' }).click();
  await expect(editor.getByRole('status')).toHaveText('Version 0 rétablie en version 2.');
  await visitor.goto(`${side}/services/`);
  await expect(visitor.getByRole('heading', { name: dutch })).toHaveCount(0);
  await editor.goto(`${side}/preview/${new URL(editor.url()).pathname.split('/').at(-1)}`);
  await expect(bannerText(editor)).toHaveValue(original);
});

test('a colleague saving the same page meanwhile is told, and nothing of theirs is lost', async ({
  browser,
}) => {
  const [first, second] = [await editorPage(browser), await editorPage(browser)];
  for (const page of [first, second]) await open(page, 'Over ons');
  await bannerText(first).fill('<h2>Eerste redacteur</h2>');
  await first.getByRole('button', { name: 'Concept bewaren' }).click();
  await expect(first.getByRole('status')).toHaveText(/Concept bewaard/);
  await bannerText(second).fill('<h2>Tweede redacteur</h2>');
  await second.getByRole('button', { name: 'Concept bewaren' }).click();
  await expect(second.getByRole('alert')).toHaveText(/Iemand anders heeft deze pagina intussen bewaard/);
  // The page now shows the first editor's draft.
  await expect(bannerText(second)).toHaveValue('<h2>Eerste redacteur</h2>');
});

/** The shop's first listed articles: number and Dutch name (what an editor puts in a product slider). */
async function articles(count: number): Promise<{ productNumber: string; name: string }[]> {
  const res = await fetch(`${side}/store-api/product`, {
    method: 'POST',
    headers: { 'sw-access-key': 'SWSCB2BDEMOSHOPBELGIUM00001', 'content-type': 'application/json' },
    body: JSON.stringify({ limit: count, filter: [{ type: 'equals', field: 'parentId', value: null }] }),
  });
  const { elements } = (await res.json()) as {
    elements: { productNumber: string; translated: { name: string } }[];
  };
  return elements.map((p) => ({ productNumber: p.productNumber, name: p.translated.name }));
}

test('an editor makes a landing page with a banner, a text and a product slider in Dutch and French', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [nl, fr] = [`lente-${stamp}`, `printemps-${stamp}`];
  const editor = await editorPage(browser);
  const language = (name: RegExp) => editor.getByRole('group', { name });
  await language(/^Nederlands/)
    .getByLabel('Titel')
    .fill(`Lente ${stamp}`);
  await language(/^Nederlands/)
    .getByLabel('Adres')
    .fill(nl);
  await language(/^Frans/)
    .getByLabel('Titel')
    .fill(`Printemps ${stamp}`);
  await language(/^Frans/)
    .getByLabel('Adres')
    .fill(fr);
  await editor.getByRole('button', { name: 'Pagina aanmaken' }).click();
  await expect(editor.getByRole('status')).toContainText('De pagina is aangemaakt');
  const visitor = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  expect((await visitor.goto(`${side}/${nl}`))?.status()).toBe(404);

  for (const type of ['Banner', 'Tekst', 'Productslider']) {
    await editor.getByLabel('Soort blok').selectOption({ label: type });
    await editor.getByRole('button', { name: 'Blok toevoegen' }).click();
    await expect(editor.getByRole('status')).toHaveText(/Concept bewaard/);
  }
  const block = (type: string) => editor.locator(`fieldset[data-edit-block="${type}"]`);
  const fill = async (title: string, text: string, sliderTitle: string) => {
    // Titel in Dutch, Titre in French.
    await block('promotion-banner')
      .getByLabel(/^Tit(el|re)$/)
      .fill(title);
    await block('text').getByLabel(/HTML/).fill(`<p>${text}</p>`);
    await block('product-slider')
      .getByLabel(/^Tit(el|re)$/)
      .fill(sliderTitle);
  };
  const products = await articles(2);
  await fill(`Lenteactie ${stamp}`, `Tot 20 % korting ${stamp}`, 'Aanbevolen');
  await block('promotion-banner')
    .getByLabel(/Afbeelding/)
    .selectOption({ index: 1 });
  await block('product-slider')
    .getByLabel(/Producten/)
    .fill(products.map((p) => p.productNumber).join(', '));
  await editor.getByRole('button', { name: 'Concept bewaren' }).click();
  await expect(editor.getByRole('status')).toHaveText(/Concept bewaard/);
  await expectNoAxeViolations(editor, 'editor panel of a new landing page');

  await editor.getByRole('link', { name: /français/ }).click();
  await fill(`Action de printemps ${stamp}`, `Jusqu'à 20 % de remise ${stamp}`, 'Recommandés');
  await editor.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(editor.getByRole('status')).toHaveText(/Brouillon enregistré/);

  // A phone's and a desktop's width in the preview, then live.
  const frame = editor.frameLocator('iframe');
  for (const width of ['xs', 'xl']) {
    await editor.getByRole('link', { name: new RegExp(`^${width}`) }).click();
    await expect(frame.getByRole('heading', { name: `Action de printemps ${stamp}` })).toBeVisible();
    await expect(frame.getByText(`Jusqu'à 20 % de remise ${stamp}`)).toBeVisible();
  }
  await editor.getByRole('button', { name: 'Publier' }).click();
  await expect(editor.getByRole('status')).toHaveText(/Publié en version 1/);
  await visitor.goto(`${side}/${nl}`);
  await expect(visitor.getByRole('heading', { name: `Lenteactie ${stamp}` })).toBeVisible();
  await expect(visitor.getByText(`Tot 20 % korting ${stamp}`)).toBeVisible();
  await expect(visitor.getByRole('link', { name: products[0]?.name })).toBeVisible();
  await visitor.goto(`${side}/fr/${fr}`);
  await expect(visitor.getByRole('heading', { name: `Printemps ${stamp}`, level: 1 })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: `Action de printemps ${stamp}` })).toBeVisible();

  // A change (the text block goes), then the first version back.
  await block('text').getByRole('button', { name: 'Supprimer le bloc' }).click();
  await expect(editor.getByRole('status')).toHaveText(/Brouillon enregistré/);
  await editor.getByRole('button', { name: 'Publier' }).click();
  await expect(editor.getByRole('status')).toHaveText(/Publié en version 2/);
  await visitor.reload();
  await expect(visitor.getByText(`Jusqu'à 20 % de remise ${stamp}`)).toHaveCount(0);
  await editor.getByRole('button', { name: 'Rétablir la version 1' }).click();
  await expect(editor.getByRole('status')).toHaveText('Version 1 rétablie en version 3.');
  await visitor.reload();
  await expect(visitor.getByText(`Jusqu'à 20 % de remise ${stamp}`)).toBeVisible();
});
