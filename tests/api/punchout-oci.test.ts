import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type CatalogProduct, orderable, simple } from './cart-helpers.ts';
import { call, DEMO_PASSWORD, errorCodes, loginAs } from './client.ts';
import { callFrom } from './from-address.ts';
import { runSql } from './inspect.ts';

const HOOK = 'http://127.0.0.1:9/hook?x=1';
const entry = (extra: Record<string, unknown> = {}) => ({
  username: 'demo.oci',
  password: DEMO_PASSWORD,
  hookUrl: HOOK,
  target: '_top',
  okCode: 'ADDI',
  version: '5.0',
  ...extra,
});

async function ociSession() {
  const res = await call('POST', '/AgiqonOciEntry/login', { body: entry() });
  expect(res.status).toBe(200);
  return res.headers.get('sw-context-token') as string;
}

async function issueOtp() {
  const res = await call('POST', '/AgiqonOciEntry/otp', {
    body: { username: 'demo.oci', password: DEMO_PASSWORD },
  });
  expect(res.status).toBe(200);
  return res.json.otp as string;
}

describe('OCI punch-out entry', () => {
  it('logs in with the OCI credentials in punch-out mode; the context shows the kind only', async () => {
    const token = await ociSession();
    const ctx = await call('GET', '/context', { token });
    expect(ctx.json.customer.username).toBe('demo.oci');
    expect(ctx.json.extensions.punchout).toEqual({ kind: 'oci' });
    expect(ctx.text).not.toContain('127.0.0.1:9');
  });

  it('refuses a wrong password, a javascript: HOOK_URL and a host not on the list', async () => {
    const wrong = await call('POST', '/AgiqonOciEntry/login', { body: entry({ password: 'nope-nope' }) });
    expect(wrong.status).toBe(401);
    expect(errorCodes(wrong.json)).toEqual(['CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS']);
    const js = await call('POST', '/AgiqonOciEntry/login', {
      body: entry({ hookUrl: 'javascript:alert(1)' }),
    });
    expect(js.status).toBe(400);
    expect(errorCodes(js.json)).toEqual(['B2B__PUNCHOUT_HOOK_URL_INVALID']);
    expect(js.text).not.toContain('alert(1)');
    const foreign = await call('POST', '/AgiqonOciEntry/login', {
      body: entry({ hookUrl: 'https://evil.example/hook' }),
    });
    expect(foreign.status).toBe(403);
    expect(errorCodes(foreign.json)).toEqual(['B2B__PUNCHOUT_HOOK_URL_NOT_ALLOWED']);
    // A look-alike host that merely starts with an allowed one is foreign too.
    const lookAlike = await call('POST', '/AgiqonOciEntry/login', {
      body: entry({ hookUrl: 'http://127.0.0.1.evil.example/hook' }),
    });
    expect(lookAlike.status).toBe(403);
  });

  it('an OTP logs in once; a second use is 410, an unknown one 401', async () => {
    const otp = await issueOtp();
    const first = await call('POST', `/AgiqonOciEntry/otp/${otp}`, { body: { hookUrl: HOOK } });
    expect(first.status).toBe(200);
    const token = first.headers.get('sw-context-token') as string;
    const ctx = await call('GET', '/context', { token });
    expect(ctx.json.extensions.punchout).toEqual({ kind: 'oci' });
    const again = await call('POST', `/AgiqonOciEntry/otp/${otp}`, { body: { hookUrl: HOOK } });
    expect(again.status).toBe(410);
    expect(errorCodes(again.json)).toEqual(['B2B__PUNCHOUT_OTP_EXPIRED']);
    const unknown = await call('POST', `/AgiqonOciEntry/otp/${'x'.repeat(32)}`, { body: { hookUrl: HOOK } });
    expect(unknown.status).toBe(401);
    const badCreds = await call('POST', '/AgiqonOciEntry/otp', {
      body: { username: 'demo.oci', password: 'wrong-wrong' },
    });
    expect(badCreds.status).toBe(401);
  });

  it('an OTP with a foreign HOOK_URL is refused and stays used', async () => {
    const otp = await issueOtp();
    const res = await call('POST', `/AgiqonOciEntry/otp/${otp}`, { body: { hookUrl: 'ftp://127.0.0.1/x' } });
    expect(res.status).toBe(400);
  });
});

describe('OCI cart transfer', () => {
  let token: string;
  beforeAll(async () => {
    token = await ociSession();
    await call('DELETE', '/checkout/cart', { token });
  });

  it('answers ociForm with NEW_ITEM fields indexed from 1, and refuses ordering', async () => {
    const products = (await orderable(token)).slice(0, 2);
    expect(products).toHaveLength(2);
    const [a, b] = products as [(typeof products)[0], (typeof products)[0]];
    const qa = a.minPurchase;
    const qb = b.minPurchase + b.purchaseSteps;
    const add = await call('POST', '/checkout/cart/line-item', {
      token,
      body: {
        items: [
          { type: 'product', referencedId: a.id, quantity: qa },
          { type: 'product', referencedId: b.id, quantity: qb },
        ],
      },
    });
    expect(add.status).toBe(200);
    const form = add.json.extensions.ociForm;
    expect(form.action).toBe(HOOK);
    expect(form.target).toBe('_top');
    const fields = new Map<string, string>(form.fields);
    expect(fields.get('NEW_ITEM-VENDORMAT[1]')).toBe(a.productNumber);
    expect(fields.get('NEW_ITEM-VENDORMAT[2]')).toBe(b.productNumber);
    expect(fields.has('NEW_ITEM-VENDORMAT[0]')).toBe(false);
    expect(fields.get('NEW_ITEM-QUANTITY[2]')).toBe(String(qb));
    expect(fields.get('NEW_ITEM-UNIT[1]')).toMatch(/^(PCE|MTR|KGM|LTR|PK)$/);
    expect(fields.get('NEW_ITEM-CURRENCY[1]')).toBe('EUR');
    expect(fields.get('NEW_ITEM-PRICE[1]')).toMatch(/^\d+\.\d{2}$/);
    expect(fields.get('NEW_ITEM-EXT_PRODUCT_ID[1]')).toBe(a.id);
    expect((fields.get('NEW_ITEM-DESCRIPTION[1]') ?? '').length).toBeLessThanOrEqual(40);
    expect(fields.get('~OkCode')).toBe('ADDI');
    expect(add.json.extensions.ociSystemMetadata).toEqual({ version: '5.0', target: '_top', caller: null });
    expect(add.json.extensions.cxmlForm).toBeNull();

    const order = await call('POST', '/checkout/order', { token, body: { shippingOption: 'delivery' } });
    expect(order.status).toBe(403);
    expect(errorCodes(order.json)).toEqual(['B2B__PUNCHOUT_ORDER_NOT_ALLOWED']);
  });

  it('a normal session of the same customer has no transfer form', async () => {
    const web = await loginAs('demo.oci');
    const cart = await call('GET', '/checkout/cart', { token: web });
    expect(cart.json.extensions.ociForm).toBeNull();
    expect((await call('GET', '/context', { token: web })).json.extensions.punchout).toBeNull();
  });

  it('logout ends the punch-out session', async () => {
    const res = await call('POST', '/AgiqonOciEntry/logout', { token });
    expect(res.status).toBe(200);
    const ctx = await call('GET', '/context', { token });
    expect(ctx.json.customer).toBeNull();
    expect(ctx.json.extensions.punchout).toBeNull();
    await call('DELETE', '/checkout/cart', { token: await loginAs('demo.oci') });
  });
});

describe('punch-out settings, read-only', () => {
  it('401 for visitors, 403 for a buyer, secrets never shown to the lead buyer', async () => {
    expect((await call('GET', '/b2b/punchout/settings')).status).toBe(401);
    const buyer = await loginAs('demo.buyer');
    const forbidden = await call('GET', '/b2b/punchout/settings', { token: buyer });
    expect(forbidden.status).toBe(403);
    const lead = await loginAs('demo.lead');
    const res = await call('GET', '/b2b/punchout/settings', { token: lead });
    expect(res.status).toBe(200);
    expect(res.json.oci).toMatchObject({ enabled: true, username: 'demo.oci', passwordSet: true });
    expect(res.json.cxml.sharedSecretSet).toBe(true);
    expect(res.json.punchoutCustomer).toBe('demo.oci');
    expect(res.text).not.toContain('scrypt');
    expect(res.text).not.toContain('punchout-demo-secret');
  });
});

/** POST /AgiqonOciEntry/login from the socket address `from`. */
const ociLoginFrom = async (from: string, password: string) =>
  (await callFrom(from, 'POST', '/AgiqonOciEntry/login', { body: entry({ password }) })).status;

// Issue 26: punch-out logins, carts and the punch-out customer's normal session.
describe('OCI login throttle per identity and address', () => {
  it("a stranger's wrong guesses from one address do not lock out the right login from another", async () => {
    const stranger = '127.0.0.151';
    const company = '127.0.0.152';
    // Five failures are free; the sixth makes the next guess from that address wait 1 s.
    for (let i = 0; i < 6; i++) expect(await ociLoginFrom(stranger, 'wrong-guess')).toBe(401);
    expect(await ociLoginFrom(stranger, DEMO_PASSWORD)).toBe(429);
    expect(await ociLoginFrom(company, DEMO_PASSWORD)).toBe(200);
  });
});

describe('punch-out carts', () => {
  let a: CatalogProduct;
  let b: CatalogProduct;
  let c: CatalogProduct;
  beforeAll(async () => {
    const picks = (await orderable(await loginAs('demo.oci'))).filter(simple).slice(0, 3);
    expect(picks).toHaveLength(3);
    [a, b, c] = picks as [CatalogProduct, CatalogProduct, CatalogProduct];
  });
  const add = (token: string, product: CatalogProduct) =>
    call('POST', '/checkout/cart/line-item', {
      token,
      body: { items: [{ type: 'product', referencedId: product.id, quantity: product.minPurchase }] },
    });
  const idsIn = async (token: string) =>
    ((await call('GET', '/checkout/cart', { token })).json.lineItems as { referencedId: string }[]).map(
      (l) => l.referencedId,
    );

  it('two OCI sessions of demo.oci each have their own cart, apart from the normal one', async () => {
    const web = await loginAs('demo.oci');
    await call('DELETE', '/checkout/cart', { token: web });
    expect((await add(web, c)).status).toBe(200);
    const first = await ociSession();
    const second = await ociSession();
    expect(await idsIn(first)).toEqual([]);
    expect((await add(first, a)).status).toBe(200);
    const added = await add(second, b);
    expect(added.status).toBe(200);
    expect(await idsIn(first)).toEqual([a.id]);
    expect(await idsIn(second)).toEqual([b.id]);
    expect(await idsIn(web)).toEqual([c.id]);
    // The transfer form of a session carries its own items only.
    const vendormat = new Map<string, string>(added.json.extensions.ociForm.fields);
    expect(vendormat.get('NEW_ITEM-VENDORMAT[1]')).toBe(b.productNumber);
    expect(vendormat.has('NEW_ITEM-VENDORMAT[2]')).toBe(false);
    // Emptying one session's cart leaves the other alone; ending a session removes its cart.
    await call('DELETE', '/checkout/cart', { token: second });
    expect(await idsIn(first)).toEqual([a.id]);
    await call('POST', '/AgiqonOciEntry/logout', { token: first });
    const left = await runSql<{ n: number }>(
      inject('baseUrl'),
      `select count(*)::int as n from cart where punchout_token = '${first}'`,
    );
    expect(Number(left[0]?.n)).toBe(0);
    expect(await idsIn(web)).toEqual([c.id]);
    await call('DELETE', '/checkout/cart', { token: web });
  });

  it('a cart transferred in one session is not there to transfer again in the next (issue 27)', async () => {
    const first = await ociSession();
    const filled = await add(first, a);
    expect(filled.status).toBe(200);
    const sent = new Map<string, string>(filled.json.extensions.ociForm.fields);
    expect(sent.get('NEW_ITEM-VENDORMAT[1]')).toBe(a.productNumber);
    // The procurement system opens the shop again (a new OCI login) after the transfer.
    const next = await ociSession();
    const cart = await call('GET', '/checkout/cart', { token: next });
    expect(cart.json.lineItems).toEqual([]);
    const fields = new Map<string, string>(cart.json.extensions.ociForm.fields);
    expect([...fields.keys()].filter((k) => k.startsWith('NEW_ITEM-'))).toEqual([]);
    await call('POST', '/AgiqonOciEntry/logout', { token: first });
    await call('POST', '/AgiqonOciEntry/logout', { token: next });
  });

  it('the transfer empties the cart once: a second one in the same session is refused (issue 27)', async () => {
    const session = await ociSession();
    const transfer = () => call('POST', '/b2b/punchout/transfer', { token: session });
    expect(errorCodes((await transfer()).json)).toEqual(['CHECKOUT__CART_EMPTY']);
    expect((await add(session, a)).status).toBe(200);
    expect((await add(session, b)).status).toBe(200);
    // Two clicks at once: one form, one refusal.
    const both = await Promise.all([transfer(), transfer()]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const sent = both.find((r) => r.status === 200)?.json.form;
    expect(sent.action).toBe(HOOK);
    const fields = new Map<string, string>(sent.fields);
    expect([fields.get('NEW_ITEM-VENDORMAT[1]'), fields.get('NEW_ITEM-VENDORMAT[2]')]).toEqual([
      a.productNumber,
      b.productNumber,
    ]);
    expect(await idsIn(session)).toEqual([]);
    const again = await transfer();
    expect(again.status).toBe(409);
    expect(errorCodes(again.json)).toEqual(['B2B__PUNCHOUT_CART_TRANSFERRED']);
    // Filling the cart again starts a new requisition, which transfers once more.
    expect((await add(session, c)).status).toBe(200);
    const next = await transfer();
    expect(next.status).toBe(200);
    expect(new Map<string, string>(next.json.form.fields).get('NEW_ITEM-VENDORMAT[1]')).toBe(c.productNumber);
    // A normal session has nothing to transfer.
    const web = await call('POST', '/b2b/punchout/transfer', { token: await loginAs('demo.oci') });
    expect(errorCodes(web.json)).toEqual(['B2B__PUNCHOUT_ONLY']);
    await call('POST', '/AgiqonOciEntry/logout', { token: session });
  });
});

describe("the punch-out customer's normal session", () => {
  it('may browse and fill its cart, but not order or ask for an offer', async () => {
    const web = await loginAs('demo.oci');
    await call('DELETE', '/checkout/cart', { token: web });
    const [product] = (await orderable(web)).filter(simple);
    const added = await call('POST', '/checkout/cart/line-item', {
      token: web,
      body: { items: [{ type: 'product', referencedId: product?.id, quantity: product?.minPurchase }] },
    });
    expect(added.status).toBe(200);
    const state = await call('GET', '/b2b/punchout/state', { token: web });
    expect(state.json).toEqual({ punchout: null, punchoutOnly: true });
    const order = await call('POST', '/checkout/order', { token: web, body: { shippingOption: 'delivery' } });
    expect(order.status).toBe(403);
    expect(errorCodes(order.json)).toEqual(['B2B__PUNCHOUT_ONLY']);
    const offer = await call('POST', '/b2b/offer/request', { token: web, body: {} });
    expect(offer.status).toBe(403);
    expect(errorCodes(offer.json)).toEqual(['B2B__PUNCHOUT_ONLY']);
    // The rights this session acts with say so: no offer button that can only fail.
    const me = await call('GET', '/account/customer', { token: web });
    const offerRight = (me.json.rights as { code: string; enabled: boolean }[]).find(
      (r) => r.code === 'ROLE_REQUEST_OFFER',
    );
    expect(offerRight?.enabled).toBe(false);
    // Nothing was placed: the cart is still there.
    expect((await call('GET', '/checkout/cart', { token: web })).json.lineItems).toHaveLength(1);
    await call('DELETE', '/checkout/cart', { token: web });
  });

  it('other buyers of the company are not affected', async () => {
    const buyer = await loginAs('demo.buyer');
    const state = await call('GET', '/b2b/punchout/state', { token: buyer });
    expect(state.json).toEqual({ punchout: null, punchoutOnly: false });
  });
});
