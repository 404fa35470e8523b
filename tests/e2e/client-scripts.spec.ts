import { expect, test } from '@playwright/test';
import { login } from './session.helpers.ts';

type Entry = Record<string, unknown>;
declare global {
  interface Window {
    dataLayer?: Entry[];
    pushedAt?: { at: number; entry: Entry }[];
  }
}

// Records when each dataLayer entry arrives, without replacing what the page itself does with it.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.pushedAt = [];
    const layer: Entry[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...entries: Entry[]) => {
      for (const entry of entries) window.pushedAt?.push({ at: performance.now(), entry });
      return push(...entries);
    };
    window.dataLayer = layer;
  });
});

test('a page view reaches the dataLayer 250 ms after the page is ready, once', async ({ page }) => {
  await page.goto('/fr/');
  await expect
    .poll(() => page.evaluate(() => window.dataLayer?.filter((e) => e.event === 'page_view').length))
    .toBe(1);
  const { at, ready, view } = await page.evaluate(() => {
    const hit = window.pushedAt?.find(({ entry }) => entry.event === 'page_view');
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { at: hit?.at ?? 0, ready: nav.domInteractive, view: hit?.entry };
  });
  expect(at - ready).toBeGreaterThanOrEqual(250);
  expect(view).toMatchObject({ page_path: '/fr/', language: 'fr-FR' });
});

test('a successful login reaches the dataLayer as a GA4 login event', async ({ page }) => {
  await login(page, 'demo.buyer');
  await page.waitForURL(/\/account\/dashboard/);
  expect(await page.evaluate(() => window.dataLayer)).toContainEqual({ event: 'login', method: 'username' });
  await page.reload();
  expect(await page.evaluate(() => window.dataLayer)).not.toContainEqual({
    event: 'login',
    method: 'username',
  });
});

test('clicking a product teaser sends select_item in GA4 shape', async ({ page }) => {
  await page.goto('/lagers/kogellagers/');
  const teaser = page.locator('article[data-analytics-item]').first();
  const item = JSON.parse((await teaser.getAttribute('data-analytics-item')) ?? '{}');
  expect(item).toMatchObject({ item_id: expect.any(String), item_name: expect.any(String), index: 0 });
  // The page view comes 250 ms after load; wait for it so the click's entries are the last ones.
  await expect
    .poll(() => page.evaluate(() => window.dataLayer?.some((e) => e.event === 'page_view')))
    .toBe(true);
  // Stay on the page to read its dataLayer: the shop's listener runs first, then this one cancels.
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
  await teaser.getByRole('link').click();
  const last = await page.evaluate(() => window.dataLayer?.slice(-2));
  expect(last).toEqual([
    { ecommerce: null },
    { event: 'select_item', ecommerce: { item_list_name: item.item_list_name, items: [item] } },
  ]);
});

// issue 27: GA4's item schema takes the category breadcrumb, and a category lists under its own name.
test("a category's cards carry the category breadcrumb and the category's name as list", async ({ page }) => {
  await page.goto('/lagers/kogellagers/');
  const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
  expect(heading).toBeTruthy();
  const items = await page
    .locator('article[data-analytics-item]')
    .evaluateAll((cards) =>
      cards.map((card) => JSON.parse(card.getAttribute('data-analytics-item') ?? '{}')),
    );
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    expect(item).toMatchObject({ item_list_name: heading, item_category: 'Lagers', item_category2: heading });
  }
  await page.goto('/search?query=IM-1');
  const searched = JSON.parse(
    (await page.locator('article[data-analytics-item]').first().getAttribute('data-analytics-item')) ?? '{}',
  );
  expect(searched.item_list_name).toBe('Zoekresultaten');
  expect(searched.item_category).toEqual(expect.any(String));
});

test('a filter that updates the listing in place sends a page view of the new URL and title', async ({
  page,
}) => {
  await page.goto('/lagers/');
  const views = () => page.evaluate(() => window.dataLayer?.filter((e) => e.event === 'page_view') ?? []);
  await expect.poll(async () => (await views()).length).toBe(1);
  const filters = page.locator('form[data-listing-filters]');
  await filters.locator('summary', { hasText: 'Fabrikant' }).click();
  await filters
    .locator('details', { has: page.locator('summary', { hasText: 'Fabrikant' }) })
    .getByRole('checkbox')
    .first()
    .check();
  await expect(page).toHaveURL(/manufacturer=/);
  await expect.poll(async () => (await views()).length).toBe(2);
  const url = new URL(page.url());
  expect((await views())[1]).toMatchObject({
    page_location: url.href,
    page_path: url.pathname + url.search,
    page_title: await page.title(),
  });
});

test('a slow navigation shows the progress bar after the throttle; the next page starts without it', async ({
  page,
}) => {
  await page.goto('/');
  const link = page.getByRole('navigation', { name: 'Hoofdnavigatie' }).getByRole('link').first();
  const target = new URL((await link.getAttribute('href')) ?? '/', page.url()).href;
  await page.route(target, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // Playwright waits for pending navigations before it reads the page, so the old page reports itself.
  const shownAfter: number[] = [];
  await page.exposeFunction('reportProgress', (ms: number) => shownAfter.push(ms));
  await expect(page.locator('#route-progress')).toBeHidden();
  await link.evaluate((anchor: HTMLAnchorElement) => {
    const bar = document.getElementById('route-progress') as HTMLElement;
    const clickedAt = performance.now();
    const report = (window as unknown as { reportProgress: (ms: number) => void }).reportProgress;
    new MutationObserver(() => bar.hidden || report(performance.now() - clickedAt)).observe(bar, {
      attributes: true,
      attributeFilter: ['hidden'],
    });
    anchor.click();
  });
  await page.waitForURL(target);
  expect(shownAfter).toHaveLength(1);
  expect(shownAfter[0]).toBeGreaterThanOrEqual(200);
  expect(shownAfter[0]).toBeLessThan(1500);
  await expect(page.locator('#route-progress')).toBeHidden();
});

test('the contact card opens by keyboard and offers the contact channels', async ({ page }) => {
  await page.goto('/de/');
  const launcher = page.locator('#chat-widget summary');
  await expect(launcher).toHaveText('Fragen? Kontakt');
  await launcher.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#chat-widget')).toHaveAttribute('open', '');
  await expect(page.locator('#chat-widget').getByRole('link', { name: 'Kontaktformular' })).toBeVisible();
});
