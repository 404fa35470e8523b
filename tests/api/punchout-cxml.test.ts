import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseXml } from '../../src/server/punchout/cxml/xml.ts';
import { assertValidCxml } from '../unit/punchout/cxml-dtd.ts';
import {
  billionLaughsXml,
  parameterEntityRequestXml,
  type SetupRequestOptions,
  setupRequestXml,
  xxeRequestXml,
} from '../unit/punchout/cxml-fixtures.ts';
import { entityListener } from '../unit/punchout/entity-listener.ts';
import { type CatalogProduct, orderable, simple } from './cart-helpers.ts';
import { call, errorCodes, loginAs } from './client.ts';
import { runSql } from './inspect.ts';

const POST_URL = 'http://127.0.0.1:9/cxml/receive?a=1&b=2';

/** The procurement system's call: no Store API headers, just the cXML document. */
async function postSetup(xml: string) {
  const res = await fetch(`${inject('baseUrl')}/store-api/b2bCxmlEntry/setup`, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8' },
    body: xml,
  });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

/**
 * An oversized setup on a connection of its own, sending only the start of its body: the server
 * must answer 413 from the declared length alone. Waiting for the rest would hang this call, and
 * racing a whole upload against the server closing the connection would lose the answer.
 */
function postOversized(xml: string) {
  const body = Buffer.from(xml);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(`${inject('baseUrl')}/store-api/b2bCxmlEntry/setup`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'text/xml', 'content-length': body.length },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, text });
        req.destroy();
      });
    });
    req.on('error', reject);
    req.write(body.subarray(0, 64 * 1024));
  });
}

const statusOf = (xml: string) => {
  const tree = parseXml(xml) as { cXML: { Response: { Status: Record<string, string> } } };
  return tree.cXML.Response.Status;
};

/** Setup request → StartPage → Store API auth; returns the session token and where to go. */
async function startSession(options: SetupRequestOptions = {}) {
  const setup = await postSetup(setupRequestXml({ postUrl: POST_URL, ...options }));
  expect(setup.status).toBe(200);
  assertValidCxml(setup.text);
  const tree = parseXml(setup.text) as {
    cXML: { Response: { PunchOutSetupResponse: { StartPage: { URL: string } } } };
  };
  const startPage = new URL(tree.cXML.Response.PunchOutSetupResponse.StartPage.URL);
  const match = startPage.pathname.match(/^\/cxml\/auth\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)$/);
  expect(match).not.toBeNull();
  const [, a, b] = match as RegExpMatchArray;
  const auth = await call('POST', `/b2bCxmlEntry/auth/${a}/${b}`);
  expect(auth.status).toBe(200);
  return { token: auth.headers.get('sw-context-token') as string, redirect: auth.json.redirectUrl, a, b };
}

let products: CatalogProduct[] = [];
beforeAll(async () => {
  products = (await orderable(await loginAs('demo.oci'))).filter(simple).slice(0, 2);
  expect(products).toHaveLength(2);
});
afterAll(async () => {
  await call('DELETE', '/checkout/cart', { token: await loginAs('demo.oci') });
});

describe('cXML setup request', () => {
  it('answers a StartPage that logs in once, in cXML punch-out mode', async () => {
    const { token, redirect, a, b } = await startSession();
    expect(redirect).toBe('/');
    const ctx = await call('GET', '/context', { token });
    expect(ctx.json.customer.username).toBe('demo.oci');
    expect(ctx.json.extensions.punchout).toEqual({ kind: 'cxml', operation: 'create' });
    expect(ctx.text).not.toContain('127.0.0.1:9');
    const again = await call('POST', `/b2bCxmlEntry/auth/${a}/${b}`);
    expect(again.status).toBe(410);
    expect(errorCodes(again.json)).toEqual(['B2B__PUNCHOUT_START_EXPIRED']);
    const unknown = await call('POST', `/b2bCxmlEntry/auth/${a}/${'x'.repeat(32)}`);
    expect(unknown.status).toBe(401);
  });

  it('a StartPage names its company: another company id is refused and uses the ticket up', async () => {
    const setup = await postSetup(setupRequestXml({ postUrl: POST_URL }));
    const url = (
      parseXml(setup.text) as {
        cXML: { Response: { PunchOutSetupResponse: { StartPage: { URL: string } } } };
      }
    ).cXML.Response.PunchOutSetupResponse.StartPage.URL;
    const token = url.split('/').pop() as string;
    const wrong = await call('POST', `/b2bCxmlEntry/auth/00000000-0000-4000-8000-000000000000/${token}`);
    expect(wrong.status).toBe(401);
  });

  it('refuses a wrong shared secret, an unknown sender and a wrong To with a cXML 401', async () => {
    for (const options of [
      { sharedSecret: 'wrong-secret' },
      { senderIdentity: 'AN09999' },
      { toIdentity: 'someone-else' },
    ]) {
      const res = await postSetup(setupRequestXml({ postUrl: POST_URL, ...options }));
      expect(res.status).toBe(401);
      expect(res.type).toContain('text/xml');
      assertValidCxml(res.text);
      expect(statusOf(res.text)['@_code']).toBe('401');
      expect(res.text).not.toContain('StartPage');
    }
  });

  it('refuses a BrowserFormPost URL on a host not on the list, or not http(s)', async () => {
    for (const postUrl of ['https://evil.example/receive', 'javascript:alert(1)', 'ftp://127.0.0.1/x']) {
      const res = await postSetup(setupRequestXml({ postUrl }));
      expect([400, 403]).toContain(res.status);
      expect(statusOf(res.text)['@_code']).toBe(String(res.status));
      expect(res.text).not.toContain('StartPage');
    }
  });

  it('answers malformed XML, a wrong document and an oversized body with cXML 400 and 413', async () => {
    const malformed = await postSetup('<cXML><Header></cXML>');
    expect(malformed.status).toBe(400);
    expect(statusOf(malformed.text)['@_code']).toBe('400');
    const wrongShape = await postSetup('<?xml version="1.0"?><cXML payloadID="x"><Response/></cXML>');
    expect(wrongShape.status).toBe(400);
    const empty = await postSetup('');
    expect(empty.status).toBe(400);
    const huge = await postOversized(setupRequestXml({ buyerCookie: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(statusOf(huge.text)['@_code']).toBe('413');
  });
});

describe('cXML setup request: DTD entities', () => {
  const listener = entityListener();

  it('answers XXE (file and URL), a parameter entity and billion laughs with 400, fetching nothing', async () => {
    for (const xml of [
      xxeRequestXml('file:///etc/passwd'),
      xxeRequestXml(listener.url),
      parameterEntityRequestXml(listener.url),
    ]) {
      const res = await postSetup(xml.replace('http://127.0.0.1:9/', POST_URL));
      expect(res.status).toBe(400);
      expect(res.text).not.toContain('root:');
    }
    const started = Date.now();
    const laughs = await postSetup(billionLaughsXml());
    expect(laughs.status).toBe(400);
    expect(laughs.text).not.toContain('lollol');
    expect(Date.now() - started).toBeLessThan(5000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(listener.fetched).toEqual([]);
  });
});

describe('cXML cart transfer', () => {
  it('answers cxmlForm: a DTD-valid PunchOutOrderMessage with the items, quantities and total', async () => {
    const { token } = await startSession({ buyerCookie: 'req-42 <&>' });
    const [a, b] = products as [CatalogProduct, CatalogProduct];
    const add = await call('POST', '/checkout/cart/line-item', {
      token,
      body: {
        items: [
          { type: 'product', referencedId: a.id, quantity: 2 },
          { type: 'product', referencedId: b.id, quantity: 3 },
        ],
      },
    });
    expect(add.status).toBe(200);
    const form = add.json.extensions.cxmlForm;
    expect(form.action).toBe(POST_URL);
    expect(add.json.extensions.ociForm).toBeNull();
    const fields = new Map<string, string>(form.fields);
    expect([...fields.keys()]).toEqual(['cxml-urlencoded']);
    const xml = fields.get('cxml-urlencoded') as string;
    assertValidCxml(xml);
    const poom = (parseXml(xml) as { cXML: { Message: { PunchOutOrderMessage: any } } }).cXML.Message
      .PunchOutOrderMessage;
    expect(poom.BuyerCookie).toBe('req-42 <&>');
    expect(poom.PunchOutOrderMessageHeader['@_operationAllowed']).toBe('edit');
    const items = [poom.ItemIn].flat();
    expect(items.map((i: any) => [i.ItemID.SupplierPartID, i['@_quantity']])).toEqual([
      [a.productNumber, '2'],
      [b.productNumber, '3'],
    ]);
    const [pa, pb] = items.map((i: any) => Number(i.ItemDetail.UnitPrice.Money['#text'])) as [number, number];
    expect([pa, pb]).toEqual([a.calculatedPrice?.unitPrice, b.calculatedPrice?.unitPrice]);
    const total = Number(poom.PunchOutOrderMessageHeader.Total.Money['#text']);
    // Each line's amount to the cent, then summed (issue 26).
    expect(total).toBeCloseTo((Math.round(2 * pa * 100) + Math.round(3 * pb * 100)) / 100, 3);
    expect(items[0].ItemDetail.UnitOfMeasure).toMatch(/^(C62|MTR|KGM|LTR|PK)$/);
    expect(items[0].ItemDetail.Description['@_xml:lang']).toBe('nl-NL');

    const order = await call('POST', '/checkout/order', { token, body: { shippingOption: 'delivery' } });
    expect(order.status).toBe(403);
    expect(errorCodes(order.json)).toEqual(['B2B__PUNCHOUT_ORDER_NOT_ALLOWED']);
  });

  it('edit re-opens the items of the request in the cart, replacing what was there', async () => {
    const [a, b] = products as [CatalogProduct, CatalogProduct];
    const { token, redirect } = await startSession({
      operation: 'edit',
      items: [
        { sku: b.productNumber, quantity: 4 },
        { sku: 'NO-SUCH-ARTICLE', quantity: 1 },
      ],
    });
    expect(redirect).toBe('/checkout');
    const cart = await call('GET', '/checkout/cart', { token });
    expect(cart.json.lineItems.map((l: any) => [l.referencedId, l.quantity])).toEqual([[b.id, 4]]);
    expect(cart.json.lineItems.some((l: any) => l.referencedId === a.id)).toBe(false);
    const change = await call('POST', '/checkout/cart/line-item', {
      token,
      body: { items: [{ type: 'product', referencedId: a.id, quantity: 1 }] },
    });
    expect(change.status).toBe(200);
  });

  it("an edit session re-opens its own requisition without touching another buyer's cart (issue 26)", async () => {
    const [a, b] = products as [CatalogProduct, CatalogProduct];
    const other = await startSession({ buyerCookie: 'other-buyer' });
    const added = await call('POST', '/checkout/cart/line-item', {
      token: other.token,
      body: { items: [{ type: 'product', referencedId: a.id, quantity: 2 }] },
    });
    expect(added.status).toBe(200);
    const edit = await startSession({ operation: 'edit', items: [{ sku: b.productNumber, quantity: 3 }] });
    const lines = async (token: string) =>
      (await call('GET', '/checkout/cart', { token })).json.lineItems.map((l: any) => [
        l.referencedId,
        l.quantity,
      ]);
    expect(await lines(edit.token)).toEqual([[b.id, 3]]);
    expect(await lines(other.token)).toEqual([[a.id, 2]]);
    // Each session's message carries its own BuyerCookie and items.
    const form = (await call('GET', '/checkout/cart', { token: other.token })).json.extensions.cxmlForm;
    const xml = new Map<string, string>(form.fields).get('cxml-urlencoded') as string;
    const poom = (parseXml(xml) as { cXML: { Message: { PunchOutOrderMessage: any } } }).cXML.Message
      .PunchOutOrderMessage;
    expect(poom.BuyerCookie).toBe('other-buyer');
    expect([poom.ItemIn].flat().map((i: any) => i.ItemID.SupplierPartID)).toEqual([a.productNumber]);
  });

  it('inspect re-opens the items read-only: the cart refuses changes, the message allows inspect only', async () => {
    const [a, b] = products as [CatalogProduct, CatalogProduct];
    const { token, redirect } = await startSession({
      operation: 'inspect',
      items: [
        { sku: a.productNumber, quantity: 1 },
        { sku: b.productNumber, quantity: 2 },
      ],
    });
    expect(redirect).toBe('/cxml/inspect');
    const view = await call('POST', '/b2bCxmlEntry/inspect', { token });
    expect(view.status).toBe(200);
    expect(view.json.operation).toBe('inspect');
    const lines = view.json.cart.lineItems;
    expect(lines.map((l: any) => [l.referencedId, l.quantity])).toEqual([
      [a.id, 1],
      [b.id, 2],
    ]);
    const refused = [
      await call('POST', '/checkout/cart/line-item', {
        token,
        body: { items: [{ type: 'product', referencedId: a.id, quantity: 1 }] },
      }),
      await call('PATCH', '/checkout/cart/line-item', {
        token,
        body: { items: [{ id: lines[0].id, quantity: 5 }] },
      }),
      await call('POST', '/checkout/cart/line-item/delete', { token, body: { ids: [lines[0].id] } }),
      await call('DELETE', '/checkout/cart', { token }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(errorCodes(res.json)).toEqual(['B2B__PUNCHOUT_INSPECT_READ_ONLY']);
    }
    const xml = new Map<string, string>(view.json.cart.extensions.cxmlForm.fields).get(
      'cxml-urlencoded',
    ) as string;
    assertValidCxml(xml);
    expect(xml).toContain('operationAllowed="inspect"');
  });

  it('adds cxml-base64 when the company asks for it', async () => {
    const settings = `update punchout_settings set cxml_base64 = $$flag$$ where cxml_to_identity = 'indumex'`;
    await runSql(inject('baseUrl'), settings.replace('$$flag$$', 'true'));
    try {
      const { token } = await startSession();
      const cart = await call('GET', '/checkout/cart', { token });
      const fields = new Map<string, string>(cart.json.extensions.cxmlForm.fields);
      expect([...fields.keys()]).toEqual(['cxml-urlencoded', 'cxml-base64']);
      expect(Buffer.from(fields.get('cxml-base64') ?? '', 'base64').toString('utf8')).toBe(
        fields.get('cxml-urlencoded'),
      );
    } finally {
      await runSql(inject('baseUrl'), settings.replace('$$flag$$', 'false'));
    }
  });

  it('inspect is for cXML sessions only; logout ends the session', async () => {
    expect((await call('POST', '/b2bCxmlEntry/inspect')).status).toBe(401);
    const web = await loginAs('demo.oci');
    const notCxml = await call('POST', '/b2bCxmlEntry/inspect', { token: web });
    expect(notCxml.status).toBe(403);
    const { token } = await startSession();
    const out = await call('POST', '/b2bCxmlEntry/logout', { token });
    expect(out.status).toBe(200);
    const ctx = await call('GET', '/context', { token });
    expect(ctx.json.customer).toBeNull();
  });
});
