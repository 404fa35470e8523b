import { expect, test } from '@playwright/test';

const domains = [
  { prefix: '', lang: 'nl-NL' },
  { prefix: '/fr', lang: 'fr-FR' },
  { prefix: '/en', lang: 'en-GB' },
  { prefix: '/de', lang: 'de-DE' },
];

test('the home page is rendered from CMS data in all four languages', async ({ page }) => {
  const texts = new Set<string>();
  for (const { prefix, lang } of domains) {
    const response = await page.goto(`${prefix}/`);
    expect(response?.status(), lang).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const main = page.getByRole('main');
    await expect(main.locator('[data-cms-block]').first()).toBeVisible();
    texts.add(((await main.textContent()) ?? '').slice(0, 400));
  }
  expect(texts.size).toBe(4);
});

test('an unknown path shows the translated 404 page with a link home', async ({ page }) => {
  const nl = await page.goto('/does-not-exist');
  expect(nl?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Deze pagina kon niet gevonden worden');
  await page
    .getByRole('main')
    .getByRole('link', { name: /home|startpagina/i })
    .click();
  await expect(page).toHaveURL(/\/$/);

  const fr = await page.goto('/fr/does-not-exist');
  expect(fr?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Deze pagina');
});

test('a category link in the header leads to its page, and a non-canonical path redirects', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const link = page.getByRole('navigation', { name: 'Hoofdnavigatie' }).getByRole('link').first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/[^/].*\/$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const bare = await request.get(href?.replace(/\/$/, '') ?? '', { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers().location).toBe(href);
});

test('an old, non-canonical category path redirects permanently to the canonical one', async ({
  request,
}) => {
  const old = await request.get('/producten/kogellagers/', { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe('/lagers/kogellagers/');
  const fr = await request.get('/fr/produits/roulements-a-billes/', { maxRedirects: 0 });
  expect(fr.headers().location).toBe('/fr/roulements/roulements-a-billes/');
});
