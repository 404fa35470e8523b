import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import type { Cart } from '../../src/api/cart-types.ts';
import { expectNoAxeViolations } from './axe.ts';
import { hydrated } from './navigation.helpers.ts';
import { DEMO_PASSWORD, login } from './session.helpers.ts';
import { MAIN_PORT, SIDE_PORT } from './side-server.ts';

// Issue 17: a procurement-system stand-in on loopback opens an OCI session in the shop, the buyer
// fills the cart in Chromium and transfers it; the stand-in records what arrives at HOOK_URL.
const SHOP = `http://localhost:${MAIN_PORT}`;
const PROCUREMENT = `http://127.0.0.1:${SIDE_PORT}`;
const PRODUCT = '/cilinderlager-nj206-ecp-30x62x16-mm/IM-100158';
const OTHER_PRODUCT = '/o-ring-or-28x2-5-fkm75/IM-100160';
const ISO: Record<string, string> = { ST: 'PCE', M: 'MTR', KG: 'KGM', L: 'LTR', PAK: 'PK' };

let server: Server;
const received: URLSearchParams[] = [];

/** The stand-in's start page: a form posting the OCI entry parameters to the shop's /oci. */
const startPage = (hookUrl: string) => `<!doctype html><html lang="en"><title>SRM</title>
<form method="post" action="${SHOP}/oci">
<input type="hidden" name="HOOK_URL" value="${hookUrl}">
<input type="hidden" name="USERNAME" value="demo.oci">
<input type="hidden" name="PASSWORD" value="${DEMO_PASSWORD}">
<input type="hidden" name="~TARGET" value="_top">
<input type="hidden" name="~OkCode" value="ADDI">
<input type="hidden" name="OCI_VERSION" value="5.0">
<button>Open supplier catalogue</button></form></html>`;

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', PROCUREMENT);
    if (req.method === 'POST' && url.pathname === '/hook') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push(new URLSearchParams(body));
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<!doctype html><title>Received</title><h1>Received</h1>');
      });
      return;
    }
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(startPage(url.searchParams.get('hook') ?? `${PROCUREMENT}/hook`));
  });
  server.listen(SIDE_PORT, '127.0.0.1');
  await once(server, 'listening');
});
test.afterAll(async () => {
  server.close();
  await once(server, 'close');
});

async function addToCart(page: Page, path: string, quantity?: number) {
  await page.goto(path);
  await hydrated(page, 'QuantityCounter');
  if (quantity) await page.getByRole('textbox', { name: 'Aantal' }).fill(String(quantity));
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'toegevoegd aan de winkelmand' })).toBeVisible();
}

test('an OCI session fills the cart and transfers it to HOOK_URL with the NEW_ITEM fields', async ({
  page,
}) => {
  await page.goto(`${PROCUREMENT}/`);
  await page.getByRole('button', { name: 'Open supplier catalogue' }).click();
  await expect(page).toHaveURL(`${SHOP}/`);
  const banner = page.getByRole('region', { name: 'Punch-out' });
  await expect(banner).toContainText('OCI');
  await expect(banner.getByRole('link', { name: 'Winkelmand overdragen' })).toBeVisible();

  const headers = { origin: SHOP };
  expect((await page.request.delete(`${SHOP}/store-api/checkout/cart`, { headers })).status()).toBe(204);
  await addToCart(page, PRODUCT, 2);
  await addToCart(page, OTHER_PRODUCT);
  const cart = (await (await page.request.get(`${SHOP}/store-api/checkout/cart`)).json()) as Cart;
  expect(cart.lineItems.map((l) => l.sku)).toEqual(['IM-100158', 'IM-100160']);

  // The cart page offers the transfer instead of the checkout.
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: /Bestelling plaatsen/ })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Winkelmand overdragen' }).click();
  // Two round trips since issue 27: the shop records the transfer, then the browser posts it.
  await expect(page).toHaveURL(`${PROCUREMENT}/hook`, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Received' })).toBeVisible();

  expect(received).toHaveLength(1);
  const fields = received[0] as URLSearchParams;
  cart.lineItems.forEach((line, i) => {
    const n = i + 1;
    const unitMilli = Math.round((line.price?.unitPrice ?? 0) * 1000);
    expect(fields.get(`NEW_ITEM-VENDORMAT[${n}]`)).toBe(line.sku);
    expect(fields.get(`NEW_ITEM-QUANTITY[${n}]`)).toBe(String(line.payload['article-float-qty']));
    expect(fields.get(`NEW_ITEM-UNIT[${n}]`)).toBe(ISO[line.payload.unit ?? 'ST']);
    expect(fields.get(`NEW_ITEM-PRICE[${n}]`)).toBe(
      unitMilli % 10 === 0 ? (unitMilli / 1000).toFixed(2) : (unitMilli / 100).toFixed(2),
    );
    expect(fields.get(`NEW_ITEM-PRICEUNIT[${n}]`)).toBe(unitMilli % 10 === 0 ? '1' : '10');
    expect(fields.get(`NEW_ITEM-CURRENCY[${n}]`)).toBe('EUR');
    expect(fields.get(`NEW_ITEM-LEADTIME[${n}]`)).toMatch(/^\d+$/);
    expect(fields.get(`NEW_ITEM-DESCRIPTION[${n}]`)).toBe(line.label.slice(0, 40));
    expect(fields.get(`NEW_ITEM-EXT_PRODUCT_ID[${n}]`)).toBe(line.referencedId);
  });
  expect(fields.get('NEW_ITEM-QUANTITY[1]')).toBe('2');
  expect(fields.has('NEW_ITEM-DESCRIPTION[0]')).toBe(false);
  expect(fields.has('NEW_ITEM-DESCRIPTION[3]')).toBe(false);
  expect(fields.get('~OkCode')).toBe('ADDI');
  // Issue 27: the transfer emptied the session's cart; its page has nothing left to send.
  await page.goto(`${SHOP}/checkout/transfer`);
  await expect(page.getByTestId('transfer-refused')).toContainText('Uw winkelmand is leeg');
  expect(received).toHaveLength(1);

  // Ending the punch-out logs out: no banner, the cart is the visitor's again.
  await page.goto(SHOP);
  await page.getByRole('button', { name: 'Punch-out beëindigen' }).click();
  await expect(page).toHaveURL(`${SHOP}/`);
  await expect(page.getByRole('region', { name: 'Punch-out' })).toHaveCount(0);
});

for (const [name, hook, status] of [
  ['a javascript: HOOK_URL', 'javascript:alert(1)', 400],
  ['a host not on the allowed list', 'https://evil.example/hook', 403],
] as const) {
  test(`${name} is refused with a page, not a 5xx`, async ({ page }) => {
    let dialog = false;
    page.on('dialog', async (d) => {
      dialog = true;
      await d.dismiss();
    });
    const done = page.waitForResponse((r) => r.url().startsWith(`${SHOP}/oci`));
    await page.goto(`${PROCUREMENT}/?hook=${encodeURIComponent(hook)}`);
    await page.getByRole('button', { name: 'Open supplier catalogue' }).click();
    expect((await done).status()).toBe(status);
    await expect(page.getByRole('heading', { name: 'Punch-out kon niet starten' })).toBeVisible();
    expect(await page.content()).not.toContain(hook);
    await expect(page.getByRole('region', { name: 'Punch-out' })).toHaveCount(0);
    expect(dialog).toBe(false);
  });
}

// A procurement system's /oci entry from its own loopback address, so no other test is slowed (the
// back-off counts per identity and address, issue 26).
const ENTRY_ADDRESS = '127.0.0.142';

/** GET or POST of the storefront's /oci from ENTRY_ADDRESS: status, headers and page. */
const entryFrom = (path: string, form?: URLSearchParams) =>
  new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
    const call = httpRequest(
      {
        host: '127.0.0.1',
        port: MAIN_PORT,
        localAddress: ENTRY_ADDRESS,
        method: form ? 'POST' : 'GET',
        path,
        headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: Object.fromEntries(
              Object.entries(response.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])),
            ),
            body,
          }),
        );
      },
    );
    call.on('error', reject);
    call.end(form?.toString());
  });

const failEntry = async (username: string) =>
  (
    await entryFrom(
      '/oci',
      new URLSearchParams({ HOOK_URL: `${PROCUREMENT}/hook`, USERNAME: username, PASSWORD: 'wrong' }),
    )
  ).status;

test('a throttled OCI entry answers 429 and says, translated, when to try again', async ({ page }) => {
  // playwright.config.ts: 5 failures per username are free, the sixth makes the next wait 30 s.
  for (let i = 0; i < 6; i++) expect(await failEntry('throttled.oci')).toBe(401);
  // The browser's own address is another one: its entries are fetched from the throttled address.
  await page.route(`${SHOP}/**/oci?*`, async (route) => {
    const { pathname, search } = new URL(route.request().url());
    const { status, headers, body } = await entryFrom(pathname + search);
    await route.fulfill({ status, headers, body });
  });
  const entry = (prefix: string) =>
    `${SHOP}${prefix}/oci?${new URLSearchParams({ HOOK_URL: `${PROCUREMENT}/hook`, USERNAME: 'throttled.oci', PASSWORD: 'wrong' })}`;
  const answer = await page.goto(entry(''));
  expect(answer?.status()).toBe(429);
  const seconds = Number(answer?.headers()['retry-after']);
  expect(seconds).toBeGreaterThan(20);
  expect(seconds).toBeLessThanOrEqual(30);
  await expect(
    page.getByText(
      /^Te veel mislukte punch-out-aanmeldingen\. Probeer het over (2\d|30) seconden opnieuw\.$/,
    ),
  ).toBeVisible();
  await page.goto(entry('/fr'));
  await expect(
    page.getByText(/^Trop de connexions punch-out échouées\. Réessayez dans (2\d|30)\ssecondes\.$/),
  ).toBeVisible();
  // The company's own system, from its own address, is not locked out by the stranger's guesses.
  await page.unrouteAll();
  const own = await page.goto(
    `${SHOP}/oci?${new URLSearchParams({ HOOK_URL: `${PROCUREMENT}/hook`, USERNAME: 'demo.oci', PASSWORD: DEMO_PASSWORD })}`,
  );
  expect(own?.status()).toBe(200);
  await expect(page.getByRole('region', { name: 'Punch-out' })).toBeVisible();
  await page.getByRole('button', { name: 'Punch-out beëindigen' }).click();
});

test('two OCI sessions of the same company each fill and see their own cart (issue 26)', async ({
  browser,
}) => {
  const open = async () => {
    const page = await (await browser.newContext({ baseURL: SHOP })).newPage();
    await page.goto(`${PROCUREMENT}/`);
    await page.getByRole('button', { name: 'Open supplier catalogue' }).click();
    await expect(page).toHaveURL(`${SHOP}/`);
    return page;
  };
  const first = await open();
  const second = await open();
  await addToCart(first, PRODUCT, 2);
  await addToCart(second, OTHER_PRODUCT);
  for (const [page, mine, theirs] of [
    [first, 'IM-100158', 'IM-100160'],
    [second, 'IM-100160', 'IM-100158'],
  ] as const) {
    await page.goto('/checkout');
    const main = page.getByRole('main');
    await expect(main).toContainText(mine);
    await expect(main).not.toContainText(theirs);
  }
  for (const page of [first, second]) {
    await page.getByRole('button', { name: 'Punch-out beëindigen' }).click();
    await page.context().close();
  }
});

test("the punch-out customer's normal session is sent to the procurement system to order", async ({
  page,
}) => {
  await login(page, 'demo.oci');
  await addToCart(page, PRODUCT);
  await page.goto('/checkout');
  await expect(page.getByRole('main')).toContainText('IM-100158');
  await expect(page.locator('[data-punchout-only]')).toContainText(
    'Dit account bestelt alleen via het inkoopsysteem van uw bedrijf.',
  );
  await expect(page.getByRole('button', { name: /Bestelling plaatsen/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Offerte aanvragen voor deze winkelmand' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const headers = { origin: SHOP };
  expect((await page.request.delete(`${SHOP}/store-api/checkout/cart`, { headers })).status()).toBe(204);
});

test('the lead buyer sees the punch-out settings read-only; a buyer neither sees nor reaches them', async ({
  page,
}) => {
  await login(page, 'demo.lead');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Accountmenu' });
  await nav.getByRole('link', { name: 'Punch-out' }).click();
  await expect(page.getByRole('heading', { name: 'Punch-out', level: 1 })).toBeVisible();
  const settings = page.getByTestId('punchout-settings');
  await expect(settings).toContainText('demo.oci');
  await expect(settings).toContainText('AN01000000001');
  await expect(settings).toContainText('http://127.0.0.1');
  await expect(settings.getByRole('row', { name: /ST PCE C62/ })).toBeVisible();
  await expect(settings).not.toContainText('punchout-demo-secret');
  await expect(settings.locator('input, textarea, select, button')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.context().clearCookies();
  await login(page, 'demo.buyer');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(
    page.getByRole('navigation', { name: 'Accountmenu' }).getByRole('link', { name: 'Punch-out' }),
  ).toHaveCount(0);
  await page.goto('/account/punchout');
  await expect(page).toHaveURL(`${SHOP}/`);
});

test('a cross-site post to any other page is still refused', async ({ request }) => {
  const headers = { origin: PROCUREMENT, 'sec-fetch-site': 'cross-site' };
  const login = await request.post('/auth/login', {
    form: { username: 'demo.lead', password: DEMO_PASSWORD },
    headers,
    maxRedirects: 0,
  });
  expect(login.status()).toBe(403);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the transfer page shows a button that posts the cart', async ({ page }) => {
    received.length = 0;
    await page.goto(`${PROCUREMENT}/`);
    await page.getByRole('button', { name: 'Open supplier catalogue' }).click();
    await expect(page).toHaveURL(`${SHOP}/`);
    const headers = { origin: SHOP };
    expect((await page.request.delete(`${SHOP}/store-api/checkout/cart`, { headers })).status()).toBe(204);
    const add = await page.request.post(`${SHOP}/store-api/checkout/cart/line-item`, {
      headers,
      data: { items: [{ type: 'product', sku: 'IM-100158', quantity: 3 }] },
    });
    expect(add.status()).toBe(200);
    await page.goto('/checkout/transfer');
    // Issue 27: the first button records the transfer on the shop, the second posts it to HOOK_URL.
    await page.getByRole('button', { name: 'Winkelmand naar inkoopsysteem sturen' }).click();
    await expect(page).toHaveURL(`${SHOP}/checkout/transfer`);
    await page.getByRole('button', { name: 'Winkelmand naar inkoopsysteem sturen' }).click();
    await expect(page).toHaveURL(`${PROCUREMENT}/hook`);
    expect(received).toHaveLength(1);
    expect(received[0]?.get('NEW_ITEM-VENDORMAT[1]')).toBe('IM-100158');
    expect(received[0]?.get('NEW_ITEM-QUANTITY[1]')).toBe('3');

    // The same cart cannot go a second time: the cart is empty, and posting again says why.
    await page.goto(`${SHOP}/checkout/transfer`);
    await expect(page.getByTestId('transfer-refused')).toContainText('Uw winkelmand is leeg');
    const again = await page.request.post(`${SHOP}/checkout/transfer`, { headers, form: {} });
    expect(again.status()).toBe(409);
    expect(await again.text()).toContain('al naar uw inkoopsysteem gestuurd');
    expect(received).toHaveLength(1);
    await page.goto(SHOP);
    await page.getByRole('button', { name: 'Punch-out beëindigen' }).click();
  });
});
