import { expect, type Page, test } from '@playwright/test';
import { BLOCK_TYPES } from '../../blocks/types.ts';
import { pageJs } from '../../scripts/bench/page-weight.mjs';
import { stableId } from '../../src/shared/ids.ts';
import { expectNoAxeViolations } from './axe.ts';

const PREFIXES = ['', '/fr', '/en', '/de'];
const BEARINGS = stableId('category:main:bearings/');
const DRAFT_ID = stableId('cms:draft-spring-campaign');
const SERVICES_ID = stableId('cms:services');

const blockTypes = (page: Page) =>
  page
    .locator('[data-block-type]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-block-type')));

test('every CMS block type is rendered on the seeded pages, in all four languages', async ({ page }) => {
  for (const prefix of PREFIXES) {
    const seen = new Set<string | null>();
    for (const path of ['/', '/services/', '/parts-products/', `/navigation/${BEARINGS}`]) {
      const response = await page.goto(`${prefix}${path}`);
      expect(response?.status(), `${prefix}${path}`).toBe(200);
      for (const type of await blockTypes(page)) seen.add(type);
    }
    for (const type of BLOCK_TYPES) expect(seen, `${prefix || '/'}: ${type}`).toContain(type);
  }
});

test('an unknown block type falls back to the default block, without the dev warning', async ({ page }) => {
  const response = await page.goto('/services/');
  expect(response?.status()).toBe(200);
  const unknown = page.locator('[data-block-type="legacy-carousel"]');
  await expect(unknown).toHaveCount(1);
  await expect(unknown).toBeHidden();
  await expect(unknown).toBeEmpty();
  await expect(page.getByText('Onbekend CMS-bloktype')).toHaveCount(0);
  // The blocks after it still render.
  await expect(page.locator('[data-block-type="location-map"]')).toBeVisible();
});

test('a block hidden on xs is absent at 375px and shown at 1440px, without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const hiddenOnXs: [path: string, type: string][] = [
    ['/', 'promotion-banner'],
    ['/services/', 'custom-image'],
  ];
  for (const [path, type] of hiddenOnXs) {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    const block = page.locator(`[data-block-type="${type}"]`);
    await expect(block).toBeHidden();
    expect(await block.evaluate((el) => getComputedStyle(el).display)).toBe('none');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(block).toBeVisible();
  }
  await context.close();
});

test('the image slider is operable by keyboard and can be paused', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Uitgelicht' });
  const slides = slider.getByRole('group');
  await expect(slides).toHaveCount(3);
  await expect(slider).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(slides.first()).toBeInViewport({ ratio: 0.9 });

  const pause = slider.getByRole('button', { name: 'Pauzeren' });
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(slider.getByRole('button', { name: 'Afspelen' })).toBeVisible();

  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(slider.getByRole('button', { name: 'Volgende dia' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(slides.first()).toBeInViewport({ ratio: 0.9 });

  // Arrow keys move the focused track one slide at a time.
  await slider.locator('[data-track]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
});

test('the preview refuses a visitor without token with a translated 401', async ({ page, request }) => {
  for (const url of [`/preview/${DRAFT_ID}`, `/preview/${DRAFT_ID}?token=wrong`]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(401);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geen toegang tot het voorbeeld');
  }
  await page.goto(`/fr/preview/${DRAFT_ID}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Accès à l'aperçu refusé");
  // Drafts are not published pages.
  expect((await request.get(`/landingPage/${DRAFT_ID}`)).status()).toBe(404);
});

test('the preview shows a draft with the token, per breakpoint', async ({ page, context }) => {
  const response = await page.goto(`/preview/${DRAFT_ID}?token=preview-demo&bp=xs`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  // The token moved into an httpOnly cookie and out of the address bar.
  await expect(page).toHaveURL(new RegExp(`/preview/${DRAFT_ID}\\?bp=xs$`));
  const cookie = (await context.cookies()).find((c) => c.name === 'b2b-preview-token');
  expect(cookie?.httpOnly).toBe(true);
  await expect(page.getByText('Concept – niet gepubliceerd')).toBeVisible();

  const frame = page.frameLocator('iframe');
  await expect(page.locator('iframe')).toHaveAttribute('style', /width: 375px/);
  await expect(frame.locator('[data-block-type="text"]')).toBeVisible();
  await expect(frame.locator('[data-block-type="promotion-banner"]')).toBeHidden();

  await page.getByRole('navigation', { name: 'Schermbreedte' }).getByRole('link', { name: /^lg/ }).click();
  await expect(page).toHaveURL(/bp=lg$/);
  await expect(page.locator('iframe')).toHaveAttribute('style', /width: 1480px/);
  expect(await frame.locator('html').evaluate(() => window.innerWidth)).toBe(1480);
  await expect(frame.locator('[data-block-type="text"]')).toBeHidden();
  await expect(frame.locator('[data-block-type="promotion-banner"]')).toBeVisible();
  await expect(frame.locator('[data-block-type="promotion-banner"]')).toContainText('lg: zichtbaar');

  // xl is its own range: the banner hidden only there still shows at lg, and the labels say so.
  await expect(frame.locator('[data-block-type="promotion-banner"]')).toContainText('xl: verborgen');
  await page.getByRole('navigation', { name: 'Schermbreedte' }).getByRole('link', { name: /^xl/ }).click();
  await expect(page).toHaveURL(/bp=xl$/);
  await expect(page.locator('iframe')).toHaveAttribute('style', /width: 1920px/);
  expect(await frame.locator('html').evaluate(() => window.innerWidth)).toBe(1920);
  await expect(frame.locator('[data-block-type="promotion-banner"]')).toBeHidden();
  await expect(frame.locator('[data-block-type="text-with-background"]')).toBeVisible();

  // Never from the page cache, not even on a second look.
  const again = await page.goto(`/preview/${DRAFT_ID}?frame=1`);
  expect(again?.headers()['x-page-cache']).toBeUndefined();
  expect(again?.headers()['cache-control']).toBe('private, no-store');
});

test('the preview shows an unknown block type as a labelled placeholder', async ({ page }) => {
  await page.goto(`/preview/${SERVICES_ID}?token=preview-demo&bp=md`);
  const unknown = page.frameLocator('iframe').locator('[data-block-type="legacy-carousel"]');
  await expect(unknown).toBeVisible();
  await expect(unknown.getByRole('note')).toHaveText(/Onbekend CMS-bloktype\s+legacy-carousel/);
  await expect(unknown).toContainText('md: zichtbaar');
});

test('pages with blocks stay within the JavaScript budget (90 KB gzip)', async ({ baseURL }) => {
  for (const path of ['/', '/services/', '/parts-products/']) {
    const { gzipBytes } = await pageJs(baseURL, path);
    expect(gzipBytes, path).toBeLessThanOrEqual(90 * 1024);
    // Only the slider hydrates on these pages (forms and header islands come from elsewhere).
    if (path === '/') expect(gzipBytes).toBeGreaterThan(0);
  }
});

for (const path of ['/', '/services/', '/lagers/kogellagers/']) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}
