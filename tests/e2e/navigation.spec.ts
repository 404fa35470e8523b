import { gzipSync } from 'node:zlib';
import { expect, type Response, test } from '@playwright/test';
import { axeViolations, expectNoAxeViolations } from './axe.ts';
import {
  all,
  column,
  folderName,
  hydrated,
  keyOf,
  mainNav,
  offered,
  seededTree,
  startsWith,
} from './navigation.helpers.ts';

test.describe('desktop 1440px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('every seeded category is reachable with the mouse through the mega menu', async ({ page }) => {
    const tree = await seededTree(page);
    await page.goto('/');
    await hydrated(page, 'MegaMenu');
    const seen = new Set<string>();
    for (const top of tree) {
      const topLink = mainNav(page).getByRole('link', { name: top.name, exact: true });
      seen.add(new URL((await topLink.getAttribute('href')) ?? '', 'http://x').pathname);
      if (top.children.length === 0) continue;
      await topLink.hover();
      await expect(column(page, 1)).toBeVisible();
      for (const sub of top.children) {
        const row = column(page, 1).locator('> li').filter({ hasText: sub.name }).first();
        // §4: hovering a folder clears the selection, so a folder is chosen by click.
        if (sub.type === 'folder') await row.getByRole('button').first().click();
        else await row.hover();
        for (const key of await offered(page)) seen.add(key);
        for (const leaf of sub.children.filter((n) => n.children.length > 0)) {
          const leafRow = column(page, 2).locator('> li').filter({ hasText: leaf.name }).first();
          if (leaf.type === 'folder') await leafRow.getByRole('button').first().click();
          else await leafRow.hover();
          for (const key of await offered(page)) seen.add(key);
        }
      }
    }
    const missing = all(tree)
      .map(keyOf)
      .filter((key) => key && !seen.has(key));
    expect(missing).toEqual([]);
  });

  test('every seeded category is reachable with the keyboard only', async ({ page }) => {
    const tree = await seededTree(page);
    await page.goto('/');
    await hydrated(page, 'MegaMenu');
    const seen = new Set<string>();
    const focused = () => page.locator(':focus');
    const record = async () => {
      const el = focused();
      const href = await el.getAttribute('href');
      if (href) seen.add(new URL(href, 'http://x').pathname);
      else if ((await el.getAttribute('aria-label')) === null) seen.add(await folderName(el));
    };
    // Walks a column by Tab; an item with children is opened by Enter and left again by arrow left.
    const explore = async (level: number): Promise<void> => {
      const count = await column(page, level).locator('a, button').count();
      for (let k = 0; k < count; k++) {
        if (k > 0) await page.keyboard.press('Tab');
        await expect(column(page, level).locator(':focus')).toHaveCount(1);
        await record();
        if (level < 3 && (await focused().getAttribute('aria-expanded')) !== null) {
          const label = await focused().evaluate((el) => el.getAttribute('aria-label') ?? el.textContent);
          await page.keyboard.press('Enter');
          await expect(column(page, level + 1).locator(':focus')).toHaveCount(1);
          await explore(level + 1);
          await page.keyboard.press('ArrowLeft');
          expect(await focused().evaluate((el) => el.getAttribute('aria-label') ?? el.textContent)).toBe(
            label,
          );
        }
      }
    };
    // Tab from the top of the page to the first top category.
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      if ((await mainNav(page).locator(':focus').count()) > 0) break;
    }
    for (const top of tree) {
      await expect(focused()).toHaveText(top.name);
      await record();
      if (top.children.length > 0) {
        await page.keyboard.press('Tab');
        await expect(focused()).toHaveAttribute('aria-expanded', 'false');
        await page.keyboard.press('Enter');
        await expect(focused()).toHaveAttribute('aria-expanded', 'true');
        await page.keyboard.press('Tab');
        await explore(1);
        await page.keyboard.press('Escape');
        await expect(column(page, 1)).toHaveCount(0);
        await expect(focused()).toHaveAttribute('aria-expanded', 'false');
      }
      await page.keyboard.press('Tab');
    }
    const missing = all(tree)
      .map(keyOf)
      .filter((key) => key && !seen.has(key));
    expect(missing).toEqual([]);
  });

  test('top categories are plain links in the server HTML, and the header is 123px high', async ({
    page,
  }) => {
    const tree = await seededTree(page);
    const html = await (await page.request.get('/')).text();
    for (const top of tree) expect(html).toContain(`href="${top.seoUrl}"`);
    await page.goto('/');
    const height = await page
      .locator('[data-header] > div')
      .evaluateAll((divs) => divs.slice(0, 2).reduce((sum, d) => sum + d.getBoundingClientRect().height, 0));
    expect(height).toBe(123);
    await page.mouse.wheel(0, 400);
    await expect(page.locator('[data-header]')).toHaveAttribute('data-compressed', '');
  });

  test('the mega menu shows banners and sibling icons, and closes on leave and click outside', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page, 'MegaMenu');
    const top = mainNav(page).getByRole('link').first();
    await top.hover();
    await expect(column(page, 1)).toBeVisible();
    await expect(mainNav(page).getByRole('list', { name: 'In de kijker' }).getByRole('link')).toHaveCount(2);
    // §2: an item shows an icon slot when any sibling has an icon (only 'Kogellagers' has one).
    const rows = column(page, 1).locator(':scope > li');
    await expect(rows.filter({ hasText: 'Kogellagers' }).locator('img[data-icon]')).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Rollagers' }).locator('span[data-icon]')).toHaveCount(1);
    await mainNav(page).getByRole('link', { name: 'Afdichtingen & O-ringen', exact: true }).hover();
    await expect(column(page, 1).locator('[data-icon]')).toHaveCount(0);
    await page.mouse.move(700, 800);
    await expect(column(page, 1)).toHaveCount(0);
    await mainNav(page).getByRole('button').first().click();
    await expect(column(page, 1)).toBeVisible();
    // Hovering opens; the click on the chevron that follows keeps it open, a later one closes it.
    await page.mouse.move(700, 800);
    await expect(column(page, 1)).toHaveCount(0);
    await top.hover();
    await expect(column(page, 1)).toBeVisible();
    await mainNav(page).getByRole('button').first().click();
    await expect(column(page, 1)).toBeVisible();
    await page.waitForTimeout(700);
    await mainNav(page).getByRole('button').first().click();
    await expect(column(page, 1)).toHaveCount(0);
    await mainNav(page).getByRole('button').first().click();
    await expect(column(page, 1)).toBeVisible();
    // Outside the menu: the bottom left of the viewport, below the menu's maximum height.
    const { height } = page.viewportSize() ?? { height: 900 };
    await page.mouse.click(5, height - 5);
    await expect(column(page, 1)).toHaveCount(0);
  });

  test('arrow keys open the mega menu and move between its items and columns', async ({ page }) => {
    await page.goto('/');
    await hydrated(page, 'MegaMenu');
    await mainNav(page).getByRole('link').first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(column(page, 1).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const second = column(page, 1).locator(':scope > li').nth(1).locator(':scope > :first-child');
    await expect(second).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(column(page, 2).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(column(page, 1).locator('[aria-expanded="true"]')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(column(page, 1).getByRole('link').first()).toBeFocused();
  });

  test('no axe violations on the home page with the mega menu open', async ({ page }) => {
    await page.goto('/');
    await hydrated(page, 'MegaMenu');
    await mainNav(page).getByRole('link').first().hover();
    await column(page, 1).locator('> li').nth(1).hover();
    await expect(column(page, 2)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the service navigation shows 3 items and the rest under "more"', async ({ page }) => {
    await page.goto('/');
    const service = page.getByRole('navigation', { name: 'Servicenavigatie' });
    const top = service.locator(':scope > ul > li');
    await expect(top).toHaveCount(4);
    // Items with children open on hover and on click or keyboard.
    const diensten = service.getByRole('button', { name: /Diensten/ });
    const submenu = page.locator(`#${await diensten.getAttribute('aria-controls')}`);
    await expect(submenu).toBeHidden();
    await service.getByRole('link', { name: 'Diensten' }).hover();
    await expect(submenu).toBeVisible();
    await page.mouse.move(700, 800);
    await expect(submenu).toBeHidden();
    await diensten.focus();
    await page.keyboard.press('Enter');
    await expect(diensten).toHaveAttribute('aria-expanded', 'true');
    await expect(submenu.getByRole('link')).toHaveCount(3);
    await page.keyboard.press('Escape');
    await expect(diensten).toHaveAttribute('aria-expanded', 'false');

    const more = service.getByRole('button', { name: 'Meer servicelinks' });
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const moreMenu = page.locator('#service-more');
    await expect(moreMenu.getByRole('link', { name: /Vacatures/ })).toBeVisible();
    await expect(moreMenu.getByRole('link', { name: /Productcatalogus/ })).toBeVisible();
    await expect(moreMenu.getByRole('link', { name: 'Blog' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(moreMenu).toBeHidden();
  });

  test('the countries menu expands one country at a time', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Landen' });
    await button.click();
    const menu = page.locator('#countries-menu');
    await expect(menu).toBeVisible();
    expect(await menu.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('443px');
    const countries = menu.locator('details');
    await expect(countries).toHaveCount(4);
    await countries.nth(0).locator('summary').click();
    await expect(countries.nth(0).getByRole('link', { name: /Antwerpen/ })).toBeVisible();
    await countries.nth(1).locator('summary').click();
    await expect(countries.nth(1).getByRole('link', { name: /Eindhoven/ })).toBeVisible();
    await expect(countries.nth(0)).not.toHaveAttribute('open');
    await expect(page.locator('details[open]')).toHaveCount(1);
  });

  test('breadcrumbs start at home and leave folders unlinked', async ({ page }) => {
    const tree = await seededTree(page);
    const folder = all(tree).find((n) => n.type === 'folder' && n.children.some((c) => c.seoUrl));
    const child = folder?.children.find((c) => c.seoUrl);
    expect(child?.seoUrl).toBeTruthy();
    await page.goto(child?.seoUrl ?? '/');
    const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
    await expect(crumbs.getByRole('listitem').first()).toHaveText('Home');
    await expect(crumbs.getByRole('link', { name: folder?.name })).toHaveCount(0);
    await expect(crumbs.getByText(folder?.name ?? '')).toBeVisible();
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(child?.name ?? '');
  });

  test("breadcrumbs name the categories in the page's language, with links (fr)", async ({ page }) => {
    const crumbLinks = async (path: string, label: string) => {
      await page.goto(path);
      const links = page.getByRole('navigation', { name: label }).getByRole('link');
      await expect(links.first()).toBeVisible();
      return links;
    };
    const nl = await (await crumbLinks('/IM-100158', 'Kruimelpad')).allTextContents();
    const fr = await crumbLinks('/fr/IM-100158', "Fil d'Ariane");
    const names = (await fr.allTextContents()).map((n) => n.trim());
    expect(names[0]).toBe('Accueil');
    expect(names.length).toBeGreaterThan(1);
    expect(names).not.toEqual(nl.map((n) => n.trim()));
    for (const name of names) expect(name).not.toMatch(/^$|[0-9a-f]{8}-?[0-9a-f]{4}/);
    for (const href of await fr.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/fr(\/|$)/);
    }
    // The category page the last crumb leads to names itself the same way.
    const category = names.at(-1) ?? '';
    await fr.last().click();
    const onCategory = page.getByRole('navigation', { name: "Fil d'Ariane" });
    await expect(onCategory.locator('[aria-current="page"]')).toHaveText(category);
    await expect(onCategory.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', /^\/fr\/?$/);
  });
});

test.describe('mobile 375px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the drill-down menu reaches a deep category, goes back and locks the page scroll', async ({
    page,
  }) => {
    const tree = await seededTree(page);
    const top = tree.find((n) => n.children.some((c) => c.children.length > 0));
    const sub = top?.children.find((c) => c.children.length > 0 && c.type !== 'folder');
    const leaf = sub?.children[0];
    await page.goto('/');
    const height = await page
      .locator('[data-header] > div')
      .evaluateAll((divs) => divs.slice(0, 2).reduce((sum, d) => sum + d.getBoundingClientRect().height, 0));
    expect(height).toBe(129);
    await expect(mainNav(page)).toBeHidden();

    const button = page.getByRole('button', { name: 'Menu openen' });
    await hydrated(page, 'MobileMenu');
    await button.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    // Service and countries navigation are part of the same menu.
    await expect(dialog.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Landen' })).toBeVisible();

    await dialog.getByRole('button', { name: startsWith(top?.name) }).click();
    await expect(dialog.getByRole('heading')).toHaveText(top?.name ?? '');
    await expect(dialog.getByRole('list', { name: 'In de kijker' })).toBeVisible();
    await dialog.getByRole('button', { name: startsWith(sub?.name) }).click();
    await expect(dialog.getByRole('heading')).toHaveText(sub?.name ?? '');
    await expect(dialog.getByRole('link', { name: 'Alle producten' })).toHaveAttribute(
      'href',
      sub?.seoUrl ?? '',
    );
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    await dialog.getByRole('button', { name: 'Terug' }).click();
    await expect(dialog.getByRole('heading')).toHaveText(top?.name ?? '');
    await dialog.getByRole('button', { name: 'Terug' }).click();
    await expect(dialog.getByRole('heading')).toHaveText('Menu');
    await dialog.getByRole('button', { name: 'Terug' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await button.click();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();

    await button.click();
    await dialog.getByRole('button', { name: startsWith(top?.name) }).click();
    await dialog.getByRole('button', { name: startsWith(sub?.name) }).click();
    await dialog.getByRole('link', { name: startsWith(leaf?.name) }).click();
    await expect(page).toHaveURL(new RegExp(`${leaf?.seoUrl}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(leaf?.name ?? '');
  });
});

test('the JavaScript of an anonymous page stays within 90 KB gzip, React included', async ({ browser }) => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 375, height: 740 },
  ]) {
    const page = await browser.newPage({ viewport });
    const bodies: Promise<Buffer>[] = [];
    const collect = (response: Response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    };
    page.on('response', collect);
    await page.goto('/');
    await hydrated(page, viewport.width > 1023 ? 'MegaMenu' : 'MobileMenu');
    // Everything the page loads by itself (idle and visible islands too), then stop listening.
    await page.waitForLoadState('networkidle');
    page.off('response', collect);
    const inline = await page
      .locator('script:not([src]):not([type="application/json"]):not([type="application/ld+json"])')
      .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''));
    const files = await Promise.all(bodies);
    expect(files.length).toBeGreaterThan(0);
    const total = [...files, ...inline.map((s) => Buffer.from(s))].reduce(
      (sum, body) => sum + gzipSync(body).length,
      0,
    );
    expect(total, `${viewport.width}px`).toBeLessThanOrEqual(90 * 1024);
    await page.close();
  }
});
