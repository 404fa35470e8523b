// Layout of §2 and §9 at 1440 px (desktop), 1024 px (smallest desktop header) and 390 px (phone).
import { expect, type Page, test } from '@playwright/test';
import { hydrated, mainNav } from './navigation.helpers.ts';
import { login } from './session.helpers.ts';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const launcher = (page: Page) => page.locator('#chat-widget');

/** What the visible part of the chat launcher covers: controls, images and text of the page. */
async function launcherCovers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const chat = document.getElementById('chat-widget') as HTMLElement;
    const r = chat.getBoundingClientRect();
    const box = {
      left: Math.max(r.left, 0),
      right: Math.min(r.right, innerWidth),
      top: r.top,
      bottom: r.bottom,
    };
    const hits = (e: DOMRect) =>
      e.width > 0 &&
      e.height > 0 &&
      box.left < e.right &&
      e.left < box.right &&
      box.top < e.bottom &&
      e.top < box.bottom;
    const selector =
      'a[href], button, input, select, textarea, summary, img, svg, [tabindex]:not([tabindex="-1"])';
    const elements = [...document.querySelectorAll<Element>(selector)]
      .filter((element) => !chat.contains(element) && hits(element.getBoundingClientRect()))
      .map((element) => element.outerHTML.slice(0, 120));
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || chat.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(hits)) texts.push(node.textContent.trim().slice(0, 60));
    }
    return [...elements, ...texts];
  });
}

/** Whether the launcher is what a click at its centre would reach (not something painted over it). */
const launcherOnTop = (page: Page) =>
  page.evaluate(() => {
    const chat = document.getElementById('chat-widget') as HTMLElement;
    const summary = chat.querySelector('summary') as HTMLElement;
    const r = summary.getBoundingClientRect();
    const x = Math.min(Math.max(r.left + r.width / 2, 1), innerWidth - 2);
    return chat.contains(document.elementFromPoint(x, r.top + r.height / 2));
  });

/** Scrolls through the page in steps, letting the launcher settle after each. */
async function eachScrollStep(page: Page, check: (y: number) => Promise<void>) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  for (let y = 0; y <= height; y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    // Tucking slides the launcher (transition): wait for it to come to rest.
    await page.waitForFunction(() =>
      document
        .getElementById('chat-widget')
        ?.getAnimations()
        .every((a) => a.playState !== 'running'),
    );
    await check(y);
  }
}

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the top bar shows the claims: 400,000 articles, 24/7 express delivery, opening hours', async ({
    page,
  }) => {
    await page.goto('/');
    const claims = page.locator('[data-claims]');
    await expect(claims.getByText('Meer dan 400.000 artikelen')).toBeVisible();
    await expect(claims.getByText('24/7 expreslevering')).toBeVisible();
    await expect(claims.getByText('Ma - vr 8:00 - 17:00')).toBeVisible();
    // The claims stay clear of the service navigation next to them.
    const claimsRight = await claims.evaluate((ul) => ul.getBoundingClientRect().right);
    const serviceLeft = await page
      .getByRole('navigation', { name: 'Servicenavigatie' })
      .evaluate((nav) => nav.getBoundingClientRect().left);
    expect(claimsRight).toBeLessThan(serviceLeft);
  });

  for (const width of [1024, 1440]) {
    test(`the main navigation stays one row at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await hydrated(page, 'MegaMenu');
      const tops = await mainNav(page)
        .locator(':scope > ul > li')
        .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
      expect(tops.length).toBeGreaterThan(5);
      expect(new Set(tops).size).toBe(1);
      // Every top item is in view, none pushed off to the side.
      const overflow = await mainNav(page)
        .locator(':scope > ul')
        .evaluate((ul) => ul.scrollWidth - ul.clientWidth);
      expect(overflow).toBe(0);
    });
  }

  test('the chat launcher has an SVG icon, never covers text, links or buttons, and stays under the login modal', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    const summary = launcher(page).locator('summary');
    await expect(summary.locator('svg')).toHaveCount(1);
    // No emoji glyph: the text is the label only.
    await expect(summary).toHaveText('Vragen? Contacteer ons');
    expect(await launcher(page).evaluate((el) => getComputedStyle(el).bottom)).toBe('150px');
    await eachScrollStep(page, async (y) => {
      expect(await launcherCovers(page), `scrolled to ${y}`).toEqual([]);
    });

    await page.evaluate(() => window.scrollTo(0, 0));
    await hydrated(page, 'AccountMenu');
    await page.getByRole('banner').getByRole('button', { name: 'Inloggen of registreren' }).click();
    await expect(page.getByRole('dialog', { name: 'Inloggen' })).toBeVisible();
    expect(await launcherOnTop(page)).toBe(false);
  });

  test('accordions open in 0.3 s', async ({ page }) => {
    await page.goto('/');
    const duration = await page
      .locator('footer details')
      .first()
      .evaluate((details) => getComputedStyle(details, '::details-content').transitionDuration);
    expect(duration.split(', ')).toContain('0.3s');
  });
});

test.describe('phone', () => {
  test.use({ viewport: PHONE });

  test('the chat launcher never covers text, links or buttons and stays under the open mobile menu', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await eachScrollStep(page, async (y) => {
      expect(await launcherCovers(page), `scrolled to ${y}`).toEqual([]);
    });
    await page.evaluate(() => window.scrollTo(0, 0));
    await hydrated(page, 'MobileMenu');
    await page.getByRole('button', { name: 'Menu openen' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await launcherOnTop(page)).toBe(false);
    // §9: the menu's list is at most min(100vh - 145px, 675px) high.
    const list = dialog.locator('[data-menu-list]');
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('675px');
    expect((await list.boundingBox())?.height).toBeLessThanOrEqual(675);
  });

  test('the user icon of a logged-in buyer links to the dashboard', async ({ page }) => {
    await login(page, 'demo.buyer');
    await page.goto('/');
    await hydrated(page, 'AccountMenu');
    const icon = page.getByRole('banner').getByRole('link', { name: 'Naar mijn dashboard' });
    await expect(icon).toBeVisible();
    await expect(icon).toHaveAttribute('href', '/account/dashboard');
  });
});
