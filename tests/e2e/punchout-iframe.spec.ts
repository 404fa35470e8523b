import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { expect, type Frame, type Page, test } from '@playwright/test';
import { parseXml } from '../../src/server/punchout/cxml/xml.ts';
import { setupRequestXml } from '../unit/punchout/cxml-fixtures.ts';
import { hydrated } from './navigation.helpers.ts';
import { DEMO_PASSWORD, login } from './session.helpers.ts';
import { MAIN_PORT, SIDE_PORT } from './side-server.ts';

// Issue 18: a procurement system shows the shop in an iframe of its own page, on another site
// (127.0.0.1 against the shop's localhost: different sites for cookies). The punch-out session's
// cookie (SameSite=None, Partitioned) is sent inside that frame; a normal login's (Lax) is not,
// and normal pages refuse to be framed at all (frame-ancestors 'self').
const SHOP = `http://localhost:${MAIN_PORT}`;
const PROCUREMENT = `http://127.0.0.1:${SIDE_PORT}`;
const PRODUCT = '/cilinderlager-nj206-ecp-30x62x16-mm/IM-100158';

let server: Server;
const received: URLSearchParams[] = [];

/** The procurement system's page: the supplier catalogue in a frame, opened by an OCI form post into it. */
const srmPage = `<!doctype html><html lang="en"><title>SRM</title>
<form method="post" action="${SHOP}/oci" target="catalogue">
<input type="hidden" name="HOOK_URL" value="${PROCUREMENT}/hook">
<input type="hidden" name="USERNAME" value="demo.oci">
<input type="hidden" name="PASSWORD" value="${DEMO_PASSWORD}">
<input type="hidden" name="~OkCode" value="ADDI">
<button>Open supplier catalogue</button></form>
<iframe name="catalogue" title="Supplier catalogue" width="1200" height="800"></iframe></html>`;

/** Another page of that system framing any shop page. */
const framePage = (src: string) => `<!doctype html><html lang="en"><title>SRM</title>
<iframe name="catalogue" title="Supplier catalogue" src="${src}" width="1200" height="800"></iframe></html>`;

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', PROCUREMENT);
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      if (req.method === 'POST' && url.pathname === '/hook') received.push(new URLSearchParams(body));
      const html =
        url.pathname === '/hook'
          ? '<!doctype html><title>Received</title><h1>Received</h1>'
          : url.pathname === '/frame'
            ? framePage(`${SHOP}${url.searchParams.get('path') ?? '/'}`)
            : srmPage;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    });
  });
  server.listen(SIDE_PORT, '127.0.0.1');
  await once(server, 'listening');
});
test.afterAll(async () => {
  server.close();
  await once(server, 'close');
});

const catalogue = (page: Page) => page.frame({ name: 'catalogue' }) as Frame;
/** The next answer to a page (document) request for `path` of the shop. */
const frameAnswer = (page: Page, path: string) =>
  page.waitForResponse((r) => r.url() === `${SHOP}${path}` && r.request().isNavigationRequest());

test('an OCI session in a cross-site iframe keeps its session: browse, add to the cart, transfer', async ({
  page,
}) => {
  received.length = 0;
  await page.goto(`${PROCUREMENT}/`);
  const home = frameAnswer(page, '/');
  await page.getByRole('button', { name: 'Open supplier catalogue' }).click();
  // The home page after /oci came with the session cookie: punch-out mode, framable by the procurement host.
  const policy = (await (await home).allHeaders())['content-security-policy'] ?? '';
  expect(policy).toMatch(/frame-ancestors 'self' http:\/\/127\.0\.0\.1:\* http:\/\/localhost:\*/);
  const frame = page.frameLocator('iframe[name="catalogue"]');
  const banner = frame.getByRole('region', { name: 'Punch-out' });
  await expect(banner).toContainText('OCI');

  // The cookie lives in the procurement system's partition only; a normal login's cookie is not there.
  const cookies = await page.context().cookies(SHOP);
  const punchout = cookies.find((c) => c.name === 'b2b-punchout-token');
  expect(punchout).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true });
  expect(punchout?.partitionKey).toBe('http://127.0.0.1');
  expect(cookies.find((c) => c.name === 'sw-context-token')).toBeUndefined();

  // Browsing in the frame stays in the session; adding to the cart is a same-origin write from the frame.
  const product = frameAnswer(page, PRODUCT);
  await catalogue(page).goto(`${SHOP}${PRODUCT}`);
  expect((await (await product).allHeaders())['content-security-policy']).toContain('http://127.0.0.1:*');
  await expect(frame.getByRole('region', { name: 'Punch-out' })).toBeVisible();
  // The counter hydrates once visible: in the frame it may sit below the procurement page's fold.
  await frame.getByRole('textbox', { name: 'Aantal' }).scrollIntoViewIfNeeded();
  await hydrated(frame, 'QuantityCounter');
  await frame.getByRole('textbox', { name: 'Aantal' }).fill('2');
  const added = page.waitForResponse((r) => r.url() === `${SHOP}/store-api/checkout/cart/line-item`);
  await frame.getByRole('button', { name: 'In winkelmand' }).click();
  const write = await added;
  const sent = await write.request().allHeaders();
  expect(sent.origin).toBe(SHOP);
  expect(sent['sec-fetch-site']).toBe('same-origin');
  expect(write.status()).toBe(200);
  await expect(frame.getByRole('status').filter({ hasText: 'toegevoegd aan de winkelmand' })).toBeVisible();

  // "Transfer cart" posts the OCI form to HOOK_URL, into the procurement page (~TARGET _top).
  await frame
    .getByRole('region', { name: 'Punch-out' })
    .getByRole('link', { name: 'Winkelmand overdragen' })
    .click();
  await expect(page).toHaveURL(`${PROCUREMENT}/hook`);
  await expect(page.getByRole('heading', { name: 'Received' })).toBeVisible();
  expect(received).toHaveLength(1);
  expect(received[0]?.get('NEW_ITEM-VENDORMAT[1]')).toBe('IM-100158');
  expect(received[0]?.get('NEW_ITEM-QUANTITY[1]')).toBe('2');
  expect(received[0]?.get('~OkCode')).toBe('ADDI');
  expect(received[0]?.has('NEW_ITEM-VENDORMAT[2]')).toBe(false);

  // Ending the punch-out in the frame drops the partitioned cookie.
  await page.goto(`${PROCUREMENT}/frame?path=/`);
  await catalogue(page).waitForLoadState();
  await frame.getByRole('button', { name: 'Punch-out beëindigen' }).click();
  await expect
    .poll(async () => (await page.context().cookies(SHOP)).some((c) => c.name === 'b2b-punchout-token'))
    .toBe(false);
});

test('a normal login is not usable in a cross-site frame: its cookie stays out, and the page refuses the frame', async ({
  page,
}) => {
  await login(page, 'demo.buyer');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  const dashboard = frameAnswer(page, '/account/dashboard');
  const loginPage = frameAnswer(page, '/auth?redirect=%2Faccount%2Fdashboard');
  const refused = page.waitForEvent('requestfailed', (r) => r.url().startsWith(`${SHOP}/auth`));
  await page.goto(`${PROCUREMENT}/frame?path=/account/dashboard`);
  // Without its Lax cookie the frame's visit is anonymous: the dashboard sends it to the login page…
  expect((await dashboard).status()).toBe(302);
  expect((await (await dashboard).request().allHeaders()).cookie ?? '').not.toContain('sw-context-token');
  // …which, like every page outside a punch-out session, may be framed by the shop itself only:
  // Chromium refuses to show it and leaves its error page in the frame.
  expect((await (await loginPage).allHeaders())['content-security-policy']).toMatch(
    /frame-ancestors 'self'(;|$)/,
  );
  expect((await refused).failure()?.errorText).toBe('net::ERR_BLOCKED_BY_RESPONSE');
  await expect.poll(() => catalogue(page).url()).toBe('chrome-error://chromewebdata/');

  // The session itself is untouched, top-level.
  await page.goto(`${SHOP}/account/dashboard`);
  await expect(page).toHaveURL(`${SHOP}/account/dashboard`);
});

test("a cXML StartPage opens in the frame, in the language of the buyer's setup request", async ({
  page,
}) => {
  const setup = await fetch(`${SHOP}/store-api/b2bCxmlEntry/setup`, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8' },
    body: setupRequestXml({ postUrl: `${PROCUREMENT}/cxml/receive`, lang: 'fr-BE' }),
  });
  expect(setup.status).toBe(200);
  const tree = parseXml(await setup.text()) as {
    cXML: { Response: { PunchOutSetupResponse: { StartPage: { URL: string } } } };
  };
  const start = new URL(tree.cXML.Response.PunchOutSetupResponse.StartPage.URL);
  expect(start.pathname).toMatch(/^\/fr\/cxml\/auth\//);

  const home = frameAnswer(page, '/fr');
  await page.goto(`${PROCUREMENT}/frame?path=${encodeURIComponent(start.pathname)}`);
  expect((await (await home).allHeaders())['content-security-policy']).toContain('http://127.0.0.1:*');
  const banner = page.frameLocator('iframe[name="catalogue"]').getByRole('region', { name: 'Punch-out' });
  await expect(banner).toContainText('cXML');
  await expect(banner.getByRole('link', { name: 'Transférer le panier' })).toBeVisible();
  expect(catalogue(page).url()).toBe(`${SHOP}/fr`);
});
