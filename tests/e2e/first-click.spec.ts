// Islands that have not hydrated yet keep the visitor's first click (client:tap, issue 14): the
// island's script is held back as on a slow connection, the click lands on the server HTML, and the
// menu opens once the script arrives.
import { expect, test } from '@playwright/test';
import { column, holdIsland, hydrated, mainNav } from './navigation.helpers.ts';

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a click on a mega menu button before hydration opens the menu', async ({ page }) => {
    const release = await holdIsland(page, 'MegaMenu');
    await page.goto('/');
    const toggle = mainNav(page)
      .getByRole('button', { name: /^Subcategorieën van / })
      .first();
    await toggle.click();
    await expect(page.locator('astro-island[component-url*="MegaMenu"]')).toHaveAttribute('ssr', '');
    release();
    await hydrated(page, 'MegaMenu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(column(page, 1).getByRole('link').first()).toBeVisible();
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a tap on the menu button before hydration opens the drill-down menu', async ({ page }) => {
    const release = await holdIsland(page, 'MobileMenu');
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Contact' })).toBeVisible();
  });
});

test('the menus read their trees from a versioned file the browser keeps, not from the page', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const html = await page.content();
  expect(html).not.toContain('id="menu-data"');
  const src = await page.locator('[data-header]').getAttribute('data-menu-src');
  expect(src).toMatch(/^\/menu\.json\?v=[\w-]{16}$/);
  const current = await request.get(src ?? '');
  expect(current.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await current.json()).main.length).toBeGreaterThan(0);
  const outdated = await request.get('/menu.json?v=outdated');
  expect(outdated.headers()['cache-control']).toContain('max-age=0');
});
