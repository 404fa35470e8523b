import { rmSync } from 'node:fs';
import { type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { login } from './session.helpers.ts';
import { type Side, startShop, waitFor } from './side-server.ts';

// The routes and set-up of the accessibility gate (a11y-gate.spec.ts, a11y-gate-public.spec.ts), from
// SPEC.md §2 "Routes".

/** The two widths of the gate: a phone (below the 1024px desktop header) and a desktop. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
};
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
export const WIDTHS = [
  { name: 'phone', options: PHONE },
  { name: 'desktop', options: DESKTOP },
];
export type Width = (typeof WIDTHS)[number];

/**
 * How the gate shares `routes` out among browser contexts that run side by side: the desktop takes them
 * all, in Dutch; the phone, which scans each in four languages, splits them between two contexts.
 * `first` marks the first context of its width (what is done once per width, like a checkout).
 */
export function runsOf<T>(routes: T[]): { width: Width; routes: T[]; first: boolean }[] {
  const [phone, desktop] = WIDTHS as [Width, Width];
  return [
    { width: desktop, routes, first: true },
    { width: phone, routes: routes.filter((_, i) => i % 2 === 0), first: true },
    { width: phone, routes: routes.filter((_, i) => i % 2 === 1), first: false },
  ];
}

/**
 * The other languages' prefixes (§1): every route the gate scans in Dutch at the phone width is also opened
 * in these, for the width of their longer words and labels (issue 27: French and German pages were wider
 * than a phone). At the desktop width only their home pages are (`PUBLIC`): a page's content is one markup
 * at both widths, which the phone scan covers in every language, and the home pages show the desktop
 * header's own controls in each. Scanning all four at both widths made the gate the longest part of
 * `npm test` (issue 32).
 */
const OTHER_LOCALES = ['/fr', '/en', '/de'] as const;
const LANGUAGE = { '/fr': 'fr-FR', '/en': 'en-GB', '/de': 'de-DE' } as const;

/** Any well-formed recovery hash: the set-password form renders for it and only checks it when posted. */
const HASH = 'a11ygatea11ygatea11ygatea11ygate';

/**
 * A route, the status it answers with, and optionally the start of the links on it to a details page
 * that is scanned right after it (its first such link: real slugs and ids, never hard-coded).
 * `personal`: a public page whose content changes with a login (prices, cart controls, forms), or a
 * home page, whose logged-in header the desktop width scans in its language; the others differ for the
 * lead buyer only in the header, which every account page shows too.
 */
export interface Route {
  path: string;
  status?: number;
  details?: string;
  personal?: boolean;
  /** The route's path in another language where it differs (the German contact page is /kontakt/). */
  localized?: Partial<Record<(typeof OTHER_LOCALES)[number], string>>;
}

/** Pages anyone reaches; the catalogue pages found in the Store API are added by `catalogRoutes`. */
export const PUBLIC: Route[] = [
  { path: '/', personal: true },
  { path: '/fr/', personal: true },
  { path: '/en/', personal: true },
  { path: '/de/', personal: true },
  { path: '/auth', personal: true },
  { path: '/auth/password-forgot' },
  { path: `/auth/password-recovery?hash=${HASH}` },
  { path: `/auth/password-set?hash=${HASH}` },
  // The link of the recovery mail, which works logged out.
  { path: `/account/recover/password?hash=${HASH}` },
  { path: '/search?query=lager', personal: true },
  { path: '/search?query=qxzvwkj', personal: true },
  { path: '/register/company', personal: true },
  { path: '/register/customer', personal: true },
  { path: '/loginascustomer', personal: true },
  { path: '/blog', details: '/blog/' },
  { path: '/agb' },
  { path: '/datenschutz' },
  { path: '/services/' },
  { path: '/parts-products/' },
  { path: '/contact/', localized: { '/de': '/kontakt/' } },
  { path: '/newsletter' },
  // The OCI entry without a procurement system's parameters: its translated error page.
  { path: '/oci', status: 400 },
  { path: '/does-not-exist', status: 404 },
];

/** Pages behind the login (anonymous visitors are sent to /auth); the lead buyer reaches them all. */
export const MEMBERS: Route[] = [
  { path: '/account/dashboard' },
  { path: '/account/orders', details: '/account/orders/details/' },
  { path: '/account/orders?source=shop', details: '/account/orders/details/' },
  { path: '/account/invoices', details: '/account/invoices/details/' },
  { path: '/account/offers', details: '/account/offers/details/' },
  { path: '/account/orderlist', details: '/account/orderlist/details/' },
  { path: '/account/orderlist/create' },
  { path: '/account/addressbook', details: '/account/addressbook/details/' },
  { path: '/account/addressbook/create' },
  { path: '/account/flows', details: '/account/flows/details/' },
  { path: '/account/flows/create' },
  { path: '/account/approvals', details: '/account/approvals/' },
  { path: '/account/orderreferences', details: '/account/orderreferences/details/' },
  { path: '/account/orderreferences/create' },
  { path: '/account/customer', details: '/account/customer/details/' },
  { path: '/account/customer/create' },
  { path: '/account/costcenter' },
  { path: '/account/articlelinks', details: '/account/articlelinks/details/' },
  { path: '/account/articlelinks/create' },
  { path: '/account/articlelinks/import' },
  { path: '/account/punchout' },
  { path: '/account/profile' },
];

const ACCESS_KEY = { 'sw-access-key': 'SWSCB2BDEMOSHOPBELGIUM00001' };

export interface Product {
  id: string;
  productNumber: string;
  childCount: number;
  minPurchase: number;
  purchaseSteps: number;
  availableStock: number | null;
  calculatedPrice: { unitPrice: number } | null;
  seoUrls: { seoPathInfo: string }[];
}

/** The first hundred articles as the visitor of `page` sees them (prices only for a buyer). */
export async function products(page: Page): Promise<Product[]> {
  const res = await page.request.post('/store-api/product', { headers: ACCESS_KEY, data: { limit: 100 } });
  expect(res.status()).toBe(200);
  return (await res.json()).elements;
}

/** A top category, an article and an article with variants (§2 ?showVariantsTable=true) of the seed. */
export async function catalogRoutes(page: Page): Promise<Route[]> {
  const res = await page.request.post('/store-api/navigation/main-navigation/main-navigation', {
    headers: ACCESS_KEY,
    data: { depth: 1 },
  });
  const category = ((await res.json()) as { seoUrl: string | null }[]).find((n) => n.seoUrl)?.seoUrl;
  const all = await products(page);
  const single = all.find((p) => p.childCount === 0);
  const parent = all.find((p) => p.childCount > 1);
  const path = (p: Product | undefined) => `/${p?.seoUrls[0]?.seoPathInfo}`;
  expect([category, single, parent].every(Boolean)).toBe(true);
  return [
    { path: new URL(category ?? '', 'http://x').pathname, personal: true },
    { path: path(single), personal: true },
    { path: `${path(parent)}?showVariantsTable=true`, personal: true },
  ];
}

/**
 * Scans the page once its islands have loaded; soft, so one run names every page with violations.
 * Also WCAG 1.4.10 reflow (`fits`). `skip`: rules left out (see `inOtherLocales`).
 */
export async function scan(page: Page, where: string, skip?: string[]) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 });
  expect.soft(await axeViolations(page, undefined, skip), where).toEqual([]);
  await fits(page, where);
}

/**
 * WCAG 1.4.10 reflow: nothing widens the page beyond the viewport (wide tables scroll in their own box, long
 * words wrap). Measured against the viewport, not `innerWidth`: a mobile browser widens its layout viewport,
 * and `innerWidth` with it, to whatever the page needs.
 */
async function fits(page: Page, where: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(width, `${where}: page width`).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

/**
 * The colours of a page are its style sheet's, the same in every language, and the Dutch scan checks their
 * contrast; it is axe's costliest rule (0.45 of a scan's 1.0 s of the browser's CPU on the search page).
 */
const SAME_IN_EVERY_LANGUAGE = ['color-contrast'];

/**
 * `route` (a Dutch one) in the other languages, scanned as in Dutch (their texts name and label the
 * controls, and their longer words must fit) except for the colours.
 */
async function inOtherLocales(page: Page, { path, status = 200, localized: paths }: Route, where: string) {
  if (OTHER_LOCALES.some((prefix) => path.startsWith(`${prefix}/`))) return;
  // Catalogue pages have a slug per language: the Dutch page names its versions as hreflang alternates.
  const alternates = new Map(
    await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
      links.map((l) => {
        const url = new URL((l as HTMLLinkElement).href);
        return [l.getAttribute('hreflang'), url.pathname + url.search] as const;
      }),
    ),
  );
  for (const prefix of OTHER_LOCALES) {
    const own = paths?.[prefix];
    const localized = own ? `${prefix}${own}` : (alternates.get(LANGUAGE[prefix]) ?? `${prefix}${path}`);
    const response = await page.goto(localized);
    expect.soft(response?.status(), `${where} ${localized}`).toBe(status);
    await scan(page, `${where} ${localized}`, SAME_IN_EVERY_LANGUAGE);
  }
}

/**
 * Opens `route` and scans it, then the first details page it links to; at the phone width each in all four
 * languages.
 */
export async function visit(page: Page, route: Route, where: string) {
  const response = await page.goto(route.path);
  expect.soft(response?.status(), `${where} ${route.path}`).toBe(route.status ?? 200);
  await scan(page, `${where} ${route.path}`);
  const link =
    route.details && (await page.locator(`a[href^="${route.details}"]`).first().getAttribute('href'));
  if ((page.viewportSize()?.width ?? 0) <= (PHONE.viewport?.width ?? 0))
    await inOtherLocales(page, route, where);
  if (!route.details) return;
  expect(link, `${where}: a details link on ${route.path}`).toBeTruthy();
  await visit(page, { path: link ?? '' }, where);
}

/** A page of its own context at `width`, logged in as `username` when given. */
export async function open(
  browser: Browser,
  baseURL: string,
  width: BrowserContextOptions,
  username?: string,
) {
  const page = await (await browser.newContext({ ...width, baseURL })).newPage();
  if (username) {
    await login(page, username);
    await expect(page).toHaveURL(/\/account\/dashboard$/);
  }
  return page;
}

/** Empties the cart of `page`'s buyer and puts `quantity` of `product` in it. */
export async function fillCart(page: Page, product: Product, quantity = 1) {
  const headers = { origin: new URL(page.url()).origin };
  expect((await page.request.delete('/store-api/checkout/cart', { headers })).status()).toBe(204);
  const items = [{ type: 'product', referencedId: product.id, quantity }];
  const added = await page.request.post('/store-api/checkout/cart/line-item', { headers, data: { items } });
  expect(added.status()).toBe(200);
}

/** An article `page`'s buyer can order by the piece now: a price of at least `minPrice`, stock, no variants. */
export async function orderable(page: Page, minPrice = 0): Promise<Product> {
  const found = (await products(page)).find(
    (p) =>
      p.childCount === 0 &&
      p.minPurchase === 1 &&
      p.purchaseSteps === 1 &&
      (p.calculatedPrice?.unitPrice ?? 0) > minPrice &&
      (p.availableStock ?? 0) >= 20,
  );
  expect(found).toBeTruthy();
  return found as Product;
}

/**
 * The gate's shop of 200 articles on `port` and, with `maintenance`, a closed one on `port + 1`, on fresh
 * data directories: the gate orders, which the specs sharing the main e2e database must not see.
 */
export function gateShops(port: number, dataDir: string, { maintenance = false } = {}) {
  const dirs = maintenance ? [dataDir, `${dataDir}-maintenance`] : [dataDir];
  let shops: Side[] = [];
  return {
    async start() {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      shops = dirs.map((dir, i) =>
        startShop({
          DATA_DIR: dir,
          PORT: String(port + i),
          ...(i === 0 ? { SEED_PRODUCTS: '200' } : { SEED_PRODUCTS: '40', MAINTENANCE: '1' }),
        }),
      );
      await Promise.all(
        shops.map((shop, i) => waitFor(`http://127.0.0.1:${port + i}/readyz`, shop, 230_000)),
      );
    },
    async stop() {
      await Promise.all(shops.map((shop) => shop.stop()));
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}
