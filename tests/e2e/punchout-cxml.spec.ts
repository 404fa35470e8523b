import { createServer, type Server } from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import type { Cart } from '../../src/api/cart-types.ts';
import { parseXml } from '../../src/server/punchout/cxml/xml.ts';
import { assertValidCxml } from '../unit/punchout/cxml-dtd.ts';
import { type SetupRequestOptions, setupRequestXml } from '../unit/punchout/cxml-fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { hydrated } from './navigation.helpers.ts';
import { MAIN_PORT, SIDE_PORT } from './side-server.ts';

// Issue 17, cXML: a procurement system stand-in on loopback posts a PunchOutSetupRequest, the buyer
// opens the StartPage in Chromium, fills the cart and transfers it; the stand-in receives the
// PunchOutOrderMessage as the form field cxml-urlencoded. An edit session then re-opens the items.

const SHOP = `http://localhost:${MAIN_PORT}`;
const POST_URL = `http://127.0.0.1:${SIDE_PORT}/cxml/receive`;
const PRODUCTS = [
  { path: '/cilinderlager-nj206-ecp-30x62x16-mm/IM-100158', sku: 'IM-100158', quantity: 2 },
  { path: '/o-ring-or-28x2-5-fkm75/IM-100160', sku: 'IM-100160', quantity: 1 },
];

interface ItemIn {
  '@_quantity': string;
  ItemID: { SupplierPartID: string };
  ItemDetail: { UnitPrice: { Money: { '#text': string } }; UnitOfMeasure: string };
}
interface OrderMessage {
  BuyerCookie: string;
  PunchOutOrderMessageHeader: { '@_operationAllowed': string; Total: { Money: { '#text': string } } };
  ItemIn: ItemIn | ItemIn[];
}

/** The procurement system: receives the browser's form posts. */
const received: URLSearchParams[] = [];
let standIn: Server;
test.beforeAll(async () => {
  standIn = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      // The browser also asks for a favicon: only the form posts count.
      if (req.method === 'POST') received.push(new URLSearchParams(body));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Requisition</title><h1>Requisition received</h1>');
    });
  });
  await new Promise<void>((resolve) => standIn.listen(SIDE_PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())));

/** The stand-in's server-to-server setup call; returns the StartPage URL. */
async function setup(options: SetupRequestOptions): Promise<string> {
  const res = await fetch(`${SHOP}/store-api/b2bCxmlEntry/setup`, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8' },
    body: setupRequestXml({ postUrl: POST_URL, ...options }),
  });
  const xml = await res.text();
  expect(res.status, xml).toBe(200);
  const tree = parseXml(xml) as {
    cXML: { Response: { PunchOutSetupResponse: { StartPage: { URL: string } } } };
  };
  return tree.cXML.Response.PunchOutSetupResponse.StartPage.URL;
}

async function addToCart(page: Page, path: string, quantity: number) {
  await page.goto(path);
  await hydrated(page, 'QuantityCounter');
  await page.getByRole('textbox', { name: 'Aantal' }).fill(String(quantity));
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'toegevoegd aan de winkelmand' })).toBeVisible();
}

const readCart = async (page: Page) =>
  (await (await page.request.get('/store-api/checkout/cart')).json()) as Cart;

test('cXML: setup → StartPage → two articles → transfer: a DTD-valid PunchOutOrderMessage; edit re-opens them', async ({
  page,
}) => {
  const startPage = await setup({ buyerCookie: 'REQ-4711', operation: 'create' });
  expect(startPage).toMatch(new RegExp(`^${SHOP}/cxml/auth/[0-9a-f-]{36}/[A-Za-z0-9_-]+$`));
  await page.goto(startPage);
  await expect(page).toHaveURL(`${SHOP}/`);
  const banner = page.getByRole('region', { name: 'Punch-out' });
  await expect(banner).toBeVisible();
  // The create session starts from an empty cart.
  expect((await readCart(page)).lineItems).toHaveLength(0);

  for (const p of PRODUCTS) await addToCart(page, p.path, p.quantity);
  // The cart offers "transfer cart" instead of the checkout.
  await page.goto('/checkout');
  await page.getByRole('main').getByRole('link', { name: 'Winkelmand overdragen' }).click();
  // Two round trips since issue 27: the shop records the transfer, then the browser posts it.
  await expect(page.getByRole('heading', { name: 'Requisition received' })).toBeVisible({ timeout: 20_000 });
  expect(page.url()).toBe(POST_URL);

  expect(received).toHaveLength(1);
  const form = received[0] as URLSearchParams;
  const xml = form.get('cxml-urlencoded') ?? '';
  assertValidCxml(xml);
  const poom = (parseXml(xml) as { cXML: { Message: { PunchOutOrderMessage: OrderMessage } } }).cXML.Message
    .PunchOutOrderMessage;
  expect(poom.BuyerCookie).toBe('REQ-4711');
  expect(poom.PunchOutOrderMessageHeader['@_operationAllowed']).toBe('edit');
  const items = [poom.ItemIn].flat();
  expect(items.map((i) => [i.ItemID.SupplierPartID, Number(i['@_quantity'])])).toEqual(
    PRODUCTS.map((p) => [p.sku, p.quantity]),
  );
  // Each line's amount to the cent, then their sum (EN 16931, issue 26): the total is payable as it is.
  const sum = items.reduce(
    (total, i) =>
      total + Math.round(Number(i.ItemDetail.UnitPrice.Money['#text']) * Number(i['@_quantity']) * 100) / 100,
    0,
  );
  expect(sum).toBeGreaterThan(0);
  expect(Number(poom.PunchOutOrderMessageHeader.Total.Money['#text'])).toBeCloseTo(sum, 2);
  expect(items.every((i) => i.ItemDetail.UnitOfMeasure === 'C62')).toBe(true);

  // The procurement system re-opens the requisition for editing with the items it received.
  const editPage = await setup({
    buyerCookie: 'REQ-4711-edit',
    operation: 'edit',
    items: items.map((i) => ({ sku: i.ItemID.SupplierPartID, quantity: Number(i['@_quantity']) })),
  });
  await page.goto(editPage);
  await expect(page).toHaveURL(`${SHOP}/checkout`);
  for (const p of PRODUCTS) await expect(page.getByText(p.sku).first()).toBeVisible();
  const cart = await readCart(page);
  expect(cart.lineItems.map((l) => [l.sku, l.quantity])).toEqual(PRODUCTS.map((p) => [p.sku, p.quantity]));

  // The StartPage works once.
  await page.goto(editPage);
  await expect(page.getByRole('alert')).toHaveText('Deze punch-outlink is al gebruikt of verlopen.');

  // Other specs expect demo.oci's cart as the seed left it (same-origin, as the browser's own calls).
  const emptied = await page.request.delete('/store-api/checkout/cart', { headers: { origin: SHOP } });
  expect(emptied.status()).toBe(204);
});

test('cXML inspect: the re-opened requisition is read-only and goes back with operationAllowed inspect', async ({
  page,
}) => {
  const [first, second] = PRODUCTS as [(typeof PRODUCTS)[0], (typeof PRODUCTS)[0]];
  const startPage = await setup({
    buyerCookie: 'REQ-4712',
    operation: 'inspect',
    items: [
      { sku: first.sku, quantity: 3 },
      { sku: second.sku, quantity: 1 },
    ],
  });
  await page.goto(startPage);
  await expect(page).toHaveURL(`${SHOP}/cxml/inspect`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aanvraag (alleen inzage)');
  const rows = page.locator('[data-inspect-line]');
  await expect(rows).toHaveCount(2);
  await expect(page.locator(`[data-inspect-line="${first.sku}"] [data-inspect-quantity]`)).toContainText('3');
  // No quantity or remove controls; the cart page leads here too.
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto('/checkout');
  await expect(page).toHaveURL(`${SHOP}/cxml/inspect`);

  // Adding on a product page is refused with the translated reason.
  await page.goto(first.path);
  await hydrated(page, 'QuantityCounter');
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'alleen ter inzage geopend' })).toHaveCount(1);

  const before = received.length;
  await page.goto('/cxml/inspect');
  await page.getByRole('main').getByRole('link', { name: 'Terug naar het inkoopsysteem' }).click();
  // Two round trips since issue 27: the shop records the transfer, then the browser posts it.
  await expect(page.getByRole('heading', { name: 'Requisition received' })).toBeVisible({ timeout: 20_000 });
  expect(received).toHaveLength(before + 1);
  const xml = received[before]?.get('cxml-urlencoded') ?? '';
  assertValidCxml(xml);
  expect(xml).toContain('operationAllowed="inspect"');
  expect(xml).toContain('<BuyerCookie>REQ-4712</BuyerCookie>');

  // Other specs expect demo.oci's cart as the seed left it: a create session starts from an empty one.
  await page.goto(await setup({ operation: 'create' }));
  expect((await readCart(page)).lineItems).toHaveLength(0);
});
