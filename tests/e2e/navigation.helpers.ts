// Shared by the navigation e2e spec: the seeded tree and locators of the menus.
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

export type Node = { id: string; name: string; type: string; seoUrl: string | null; children: Node[] };

/** Every main-navigation category below the top items, as the Store API seeds it (depth 4, §7). */
export async function seededTree(page: Page): Promise<Node[]> {
  const response = await page.request.post('/store-api/navigation/main-navigation/main-navigation', {
    headers: { 'sw-access-key': 'SWSCB2BDEMOSHOPBELGIUM00001' },
    data: { depth: 4 },
  });
  expect(response.ok()).toBe(true);
  return response.json();
}

export const startsWith = (name = '') => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
export const all = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...all(n.children)]);
/** How a category shows in the menu: links by path, folders (not links) by name. */
export const keyOf = (n: Node) => (n.type === 'folder' ? `folder:${n.name}` : n.seoUrl);

/** Islands hydrate when the browser is idle; interactions before that would be lost. */
export const hydrated = (page: Pick<Page | FrameLocator, 'locator'>, island: string) =>
  page.locator(`astro-island[component-url*="${island}"]:not([ssr])`).first().waitFor({ state: 'attached' });
/**
 * Holds an island's script until the returned function is called: what a visitor does in the
 * meantime meets the server HTML only, as on a slow connection.
 */
export async function holdIsland(page: Page, island: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/_astro/${island}\\.[^/]*\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdnavigatie' });
export const column = (page: Page, level: number) => mainNav(page).locator(`ul[id$="-col${level}"]`);

/** What the open mega menu offers right now: link paths and folder names. */
export async function offered(page: Page): Promise<string[]> {
  return mainNav(page)
    .locator('ul[id*="-col"] > li')
    .evaluateAll((items) =>
      items.map((li) => {
        const link = li.querySelector('a');
        return link
          ? new URL(link.href).pathname
          : `folder:${li.querySelector('[data-name]')?.textContent?.trim()}`;
      }),
    );
}

export const folderName = async (el: Locator) =>
  `folder:${((await el.locator('[data-name]').textContent()) ?? '').trim()}`;
