import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { holdIsland, hydrated } from './navigation.helpers.ts';
import { login } from './session.helpers.ts';

interface SeededProduct {
  id: string;
  parentId: string | null;
  productNumber: string;
  ean: string | null;
  name: string;
  seoUrls: { seoPathInfo: string }[];
}

/** A listed (not a variant) seeded article with an EAN, read from the real Store API. */
async function seededArticle(page: Page): Promise<SeededProduct> {
  const response = await page.request.post('/store-api/product', { data: { limit: 50 } });
  expect(response.ok()).toBe(true);
  const { elements } = (await response.json()) as { elements: SeededProduct[] };
  const article = elements.find((p) => p.parentId === null && p.ean);
  if (!article) throw new Error('no seeded article with an EAN');
  return article;
}

const field = (page: Page) => page.getByRole('combobox', { name: 'Producten zoeken' });
const options = (page: Page) => page.getByRole('listbox', { name: 'Zoekresultaten' }).getByRole('option');

async function openHome(page: Page) {
  await page.goto('/');
  await hydrated(page, 'QuickSearch');
}

test.describe('quick search, desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a seeded EAN shows its product first; arrow keys and Enter open it', async ({ page }) => {
    const article = await seededArticle(page);
    await openHome(page);
    await field(page).fill(article.ean ?? '');
    await expect(options(page).first()).toContainText(article.productNumber);
    await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
    expect(await options(page).count()).toBeLessThanOrEqual(5);

    await field(page).press('ArrowDown');
    const first = options(page).first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field(page)).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id')) ?? '',
    );
    await field(page).press('Enter');
    await expect(page).toHaveURL(`/${article.seoUrls[0]?.seoPathInfo}`);
  });

  test('"show more" and submitting the form go to /search?query=', async ({ page }) => {
    const article = await seededArticle(page);
    const word = article.name.split(' ')[0] ?? '';
    await openHome(page);
    await field(page).fill(word);
    await expect(options(page).first()).toBeVisible();
    await page.getByRole('link', { name: 'Alle resultaten tonen' }).click();
    await expect(page).toHaveURL(`/search?${new URLSearchParams({ query: word })}`);

    await openHome(page);
    await field(page).fill(article.productNumber);
    await field(page).press('Enter');
    await expect(page).toHaveURL(`/search?${new URLSearchParams({ query: article.productNumber })}`);
  });

  test('a nonsense query shows the no-results message; an empty one clears the results', async ({ page }) => {
    await openHome(page);
    await field(page).fill('qqxxzzyywv');
    await expect(page.locator('[data-search-empty]')).toContainText(
      'Geen producten gevonden voor "qqxxzzyywv"',
    );
    await expect(options(page)).toHaveCount(0);
    await field(page).fill('');
    await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard only: Tab to the field, choose with the arrows, Escape closes', async ({ page }) => {
    const article = await seededArticle(page);
    await openHome(page);
    for (let i = 0; i < 40 && !(await field(page).evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(field(page)).toBeFocused();
    await page.keyboard.type(article.productNumber);
    await expect(options(page).first()).toContainText(article.productNumber);
    await page.keyboard.press('ArrowUp'); // wraps to the last option
    await expect(options(page).last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown'); // reopens on the first option
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/${article.seoUrls[0]?.seoPathInfo}`);
  });

  test('focusing marks the header (service navigation steps aside) and axe passes with the dropdown open', async ({
    page,
  }) => {
    const article = await seededArticle(page);
    await openHome(page);
    await field(page).focus();
    await expect(page.locator('header[data-header]')).toHaveAttribute('data-searching', '');
    await field(page).fill(article.productNumber);
    await expect(options(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.mouse.click(5, 600); // outside
    await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('header[data-header]')).not.toHaveAttribute('data-searching', '');
  });

  test('after the results, prices (logged in only) and variant counts load in one call each', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/store-api/') && request.method() === 'POST') calls.push(path);
    });
    const article = await seededArticle(page);
    const word = article.name.split(' ')[0] ?? '';
    await openHome(page);
    await field(page).fill(word);
    await expect(options(page).first()).toBeVisible();
    await expect.poll(() => calls.filter((c) => c === '/store-api/b2b/variants').length).toBe(1);
    // Shopware's suggest call, not the listing's search.
    expect(calls.filter((c) => c === '/store-api/search-suggest')).toHaveLength(1);
    expect(calls).not.toContain('/store-api/search');
    expect(calls).not.toContain('/store-api/b2b/article/price');
    await expect(options(page).first()).not.toContainText('€');

    await login(page, 'demo.lead');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await openHome(page);
    calls.length = 0;
    await field(page).fill(word);
    // The shop's price format (§9): euro sign, integer part, comma, 3 decimals, unit.
    await expect(options(page).first()).toContainText(/€ [\d.]+,\d{3}\/\w+/);
    expect(calls.filter((c) => c === '/store-api/b2b/article/price')).toHaveLength(1);
    await expect.poll(() => calls.filter((c) => c === '/store-api/article-links/info').length).toBe(1);
  });

  test("a logged-in buyer finds an article by the company's own number (article link)", async ({ page }) => {
    await login(page, 'demo.buyer');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await openHome(page);
    await field(page).fill('demo-0001');
    await expect(options(page).first()).toContainText('Uw nr. DEMO-0001');
  });

  test('the placeholder is typed out, and stays still for reduced motion', async ({ page }) => {
    await openHome(page);
    const typed = page.locator('form[role="search"] span[aria-hidden="true"]');
    await expect(typed).toHaveText('Zoek', { timeout: 8000 });
    await expect(field(page)).toHaveAttribute(
      'placeholder',
      'Zoek op artikelnummer, EAN, omschrijving of merk',
    );
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    await expect(typed).toHaveCount(0);
  });
});

test.describe('quick search, mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('what was typed before the island loaded is searched, and the focused field hides the menu button', async ({
    page,
  }) => {
    const release = await holdIsland(page, 'QuickSearch');
    await page.goto('/');
    await field(page).click();
    await field(page).pressSequentially('kogellager');
    release();
    await hydrated(page, 'QuickSearch');
    await expect(page.getByRole('button', { name: 'Menu openen' })).toBeHidden();
    await expect(options(page).first()).toContainText(/kogellager/i);
    await expect(field(page)).toHaveValue('kogellager');
  });

  test('focusing the search hides the menu button', async ({ page }) => {
    await openHome(page);
    const menuButton = page.getByRole('button', { name: 'Menu openen' });
    await expect(menuButton).toBeVisible();
    await field(page).focus();
    await expect(menuButton).toBeHidden();
  });
});

test.describe('/search page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('24 results per page, page 2, and a filter that keeps the query', async ({ page }) => {
    await page.goto('/search?query=lager');
    await expect(page.getByTestId('listing-count')).toContainText('1–24 van');
    expect(await page.getByTestId('product-card').count()).toBe(24);
    const first = await page.getByTestId('product-number').allTextContents();

    await page
      .getByRole('navigation', { name: 'Paginering' })
      .getByRole('link', { name: 'Pagina 2' })
      .click();
    await expect(page).toHaveURL(/p=2/);
    expect(new URL(page.url()).searchParams.get('query')).toBe('lager');
    const second = await page.getByTestId('product-number').allTextContents();
    expect(second.some((n) => first.includes(n))).toBe(false);

    const filters = page.locator('form[data-listing-filters]');
    await filters.locator('summary', { hasText: 'Fabrikant' }).click();
    const box = filters
      .locator('details', { has: page.locator('summary', { hasText: 'Fabrikant' }) })
      .getByRole('checkbox')
      .first();
    const manufacturer = (await box.getAttribute('value')) ?? '';
    await box.check();
    await filters.getByRole('button', { name: 'Filters toepassen' }).click();
    await expect(page).toHaveURL(new RegExp(`manufacturer=${manufacturer}`));
    expect(new URL(page.url()).searchParams.get('query')).toBe('lager');
    await expect(page.locator(`input[value="${manufacturer}"]`)).toBeChecked();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('a logged-in buyer with no results is pointed to the order history', async ({ page }) => {
    await login(page, 'demo.buyer');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.goto('/fr/search?query=qxzvwkj');
    const help = page.getByTestId('no-results');
    await expect(help).toBeVisible();
    await expect(help.getByRole('link').first()).toHaveAttribute('href', '/fr/account/orders');
  });
});
