import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  catalogRoutes,
  DESKTOP,
  fillCart,
  gateShops,
  MEMBERS,
  open,
  orderable,
  PUBLIC,
  type Route,
  runsOf,
  scan,
  visit,
  type Width,
} from './a11y-gate.helpers.ts';
import { hydrated } from './navigation.helpers.ts';
import { OWN_SHOP_PORT } from './side-server.ts';

// Issue 18's accessibility gate, part one: the lead buyer's pages (SPEC.md §2) at a phone and a desktop
// width, after a real checkout; axe runs the WCAG 2.2 A and AA rules (axe.ts) on each page, at the phone
// width in Dutch, French, English and German (issue 27; the reason: OTHER_LOCALES in the helpers). Part two, the public pages, punch-out, staff and maintenance, is
// a11y-gate-public.spec.ts: the two run in different lanes (playwright.config.ts). On a shop of its own:
// the gate places orders and an order waiting for approval, which the specs sharing the main e2e
// database must not see.

const side = `http://127.0.0.1:${OWN_SHOP_PORT}`;
const shops = gateShops(OWN_SHOP_PORT, '.data/e2e-a11y');
let catalog: Route[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  await shops.start();
  await seedLists(browser);
});
test.afterAll(() => shops.stop());

/**
 * What the lists of the lead buyer show beyond the seed: an order list, and an order of demo.buyer
 * waiting for approval (above the 500 EUR of the seeded flow). Also finds the catalogue pages.
 */
async function seedLists(browser: Browser) {
  const headers = { origin: side };
  const buyer = await open(browser, side, DESKTOP, 'demo.buyer');
  catalog = await catalogRoutes(buyer);
  const article = await orderable(buyer, 60);
  await fillCart(buyer, article, Math.ceil(600 / (article.calculatedPrice?.unitPrice ?? 1)));
  const order = await buyer.request.post('/store-api/checkout/order', {
    headers,
    data: { paymentMethod: 'invoice' },
  });
  expect(order.status(), await order.text()).toBe(200);
  const lead = await open(browser, side, DESKTOP, 'demo.lead');
  const items = [{ productId: article.id, quantity: 2 }];
  const list = await lead.request.post('/store-api/b2b/order/list', {
    headers,
    data: { name: 'Gate', items },
  });
  expect(list.status(), await list.text()).toBe(200);
  await Promise.all([buyer.context().close(), lead.context().close()]);
}

/** The cart with an article, then the confirmation of a real order (the cart is the customer's: one at a time). */
async function checkout(page: Page, where: string) {
  await fillCart(page, await orderable(page));
  await visit(page, { path: '/checkout' }, where);
  // The other languages leave the page on the last of them: the order is placed in Dutch.
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  await scan(page, `${where} /checkout/success`);
}

/** Account pages with their details pages and public pages a login changes; the account menu on a desktop. */
async function member(page: Page, { name, options }: Width, routes: Route[]) {
  const where = `${name}, demo.lead:`;
  for (const route of routes) await visit(page, route, where);
  if (options === DESKTOP) {
    await page.goto('/');
    await hydrated(page, 'AccountMenu');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Accountmenu van / })
      .click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Naar mijn dashboard' })).toBeVisible();
    await scan(page, `${where} account menu`);
  }
  await page.context().close();
}

test('lead buyer: checkout, order, every account page and the personal public pages, at both widths', async ({
  browser,
}) => {
  // A limit for a hang: about 225 scans took 8.6 min alone and 13.8 min in a full run on the same machine.
  test.setTimeout(1_800_000);
  const personal = [...PUBLIC, ...catalog].filter((route) => route.personal);
  const runs = runsOf([...MEMBERS, ...personal]);
  const pages: Page[] = [];
  for (const { width, first } of runs) {
    const page = await open(browser, side, width.options, 'demo.lead');
    if (first) await checkout(page, `${width.name}, demo.lead:`);
    pages.push(page);
  }
  await Promise.all(runs.map((run, i) => member(pages[i] as Page, run.width, run.routes)));
});
