import { readFileSync } from 'node:fs';
import Ajv, { type ValidateFunction } from 'ajv';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import fr from '../../locales/fr-FR.json' with { type: 'json' };
import { formatAmount } from '../../src/shared/money.ts';
import { cartWorth, orderable, placeOrder, productFor, simple } from './cart-helpers.ts';
import { call, errorCodes, languageId, loginAs } from './client.ts';
import { rows, runSql } from './inspect.ts';

/**
 * The standard Store API calls answer in the shapes Shopware's own client expects: each answer is
 * validated against the Store API schema that `@shopware/api-client` ships for Shopware 6.6
 * (api-types/storeApiSchema.json; storeApiSchema.json is 6.7). Extensions stay additive:
 * the schema allows extra properties, so only missing or mistyped Shopware fields fail.
 */
const SCHEMA_FILE = 'node_modules/@shopware/api-client/api-types/storeApiSchema.json';
const document = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8'));

// Shopware ids are 32 hex digits; ours are PostgreSQL uuids, which Shopware's client passes through
// unchanged. The id pattern is the one deliberate relaxation: both spellings pass, nothing else does.
const SHOPWARE_ID = /^\^\[(0-9a-f|a-f0-9)\]\{32\}\$'?$/;
const ID = '^([0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$';
type Schema = Record<string, unknown>;
function convert(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(convert);
  if (!node || typeof node !== 'object') return node;
  const schema = node as Schema;
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => {
      if (key === 'pattern' && typeof value === 'string' && SHOPWARE_ID.test(value)) return [key, ID];
      if (key === '$ref' && typeof value === 'string') return [key, `store-api${value}`];
      if (key !== 'properties' || !value || typeof value !== 'object') return [key, convert(value)];
      // Shopware serialises an unset optional field as null, which its schema does not spell out
      // (`parentId: null` on every main product): optional properties may be null, required ones not.
      const properties = Object.entries(value as Schema).map(([name, property]) => [
        name,
        required.has(name) ? convert(property) : { anyOf: [{ type: 'null' }, convert(property)] },
      ]);
      return [key, Object.fromEntries(properties)];
    }),
  );
}

// B2B prices and stock amounts belong to the customer: a viewer without the right to see them gets
// null, a case Shopware does not have. Required still, and validated in full for a logged-in buyer.
const { Product } = document.components.schemas;
for (const field of ['calculatedPrice', 'stock']) {
  Product.properties[field] = { anyOf: [{ type: 'null' }, Product.properties[field]] };
}
// The same for an order's price (POST /order) read by a user without ROLE_VIEW_PRICES.
const { Order } = document.components.schemas;
Order.properties.price = { anyOf: [{ type: 'null' }, Order.properties.price] };

// OpenAPI 3.0 keywords (nullable, readOnly, example) are not JSON Schema: strict off, nullable on.
const ajv = new Ajv({ strict: false, allErrors: true });
ajv.addFormat('date-time', { validate: (s: string) => !Number.isNaN(Date.parse(s)) });
ajv.addFormat('email', /^[^\s@]+@[^\s@]+$/);
for (const name of ['int32', 'int64', 'float', 'double'])
  ajv.addFormat(name, { type: 'number', validate: () => true });
for (const name of ['uuid', 'uri', 'uri-reference', 'binary', '', '^[0-9a-f]{32}$'])
  ajv.addFormat(name, true);
ajv.addSchema({ $id: 'store-api', components: convert(document.components) });

/** The validator of the 200 answer of one operation of the schema. */
function answerOf(method: string, path: string): ValidateFunction {
  const operation = document.paths[path]?.[method.toLowerCase()];
  // 6.7 names some answers by reference (`#/components/responses/LanguageListResponse`).
  const ref: string | undefined = operation?.responses?.['200']?.$ref;
  const answer = ref
    ? document.components.responses[ref.split('/').at(-1) as string]
    : operation?.responses?.['200'];
  const schema = answer?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`The schema has no 200 answer for ${method} ${path}`);
  return ajv.compile(convert(schema) as object);
}

/** Calls the server and checks status 200 and the answer against Shopware's schema. */
async function expectShopware(
  method: string,
  schemaPath: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const res = await call(method, path, options);
  expect(res.status, res.text.slice(0, 500)).toBe(200);
  const validate = answerOf(method, schemaPath);
  validate(res.json);
  // One line per drift, array indexes folded, so a failure reads as a list of fields to fix.
  const drift = new Set(
    (validate.errors ?? [])
      .filter((e) => e.keyword !== 'anyOf' && !(e.keyword === 'type' && e.params.type === 'null'))
      .map((e) => `${e.instancePath.replace(/\/\d+/g, '/*')} ${e.message}`),
  );
  expect([...drift], `${method} ${path}:\n${[...drift].join('\n')}\n`).toEqual([]);
  return res.json;
}

const ids = { root: '', category: '', product: '', country: '', lead: '', minPurchase: 1 };

beforeAll(async () => {
  ids.root = (await call('GET', '/context')).json.salesChannel.navigationCategoryId;
  ids.lead = await loginAs('demo.lead');
  const nav = await call('POST', `/navigation/${ids.root}/${ids.root}`, { body: { depth: 1 } });
  ids.category = nav.json[0].id;
  // An article with a price for the lead buyer, so the detail's calculatedPrice is checked too.
  const listed = await call('POST', `/product-listing/${ids.category}`, {
    body: { limit: 24 },
    token: ids.lead,
  });
  ids.product = listed.json.elements.find((p: { calculatedPrice: unknown }) => p.calculatedPrice).id;
  ids.minPurchase = listed.json.elements.find((p: { id: string }) => p.id === ids.product).minPurchase;
});

describe('Shopware 6.7 Store API schema', () => {
  it('GET /context, anonymous and logged in', async () => {
    await expectShopware('GET', '/context', '/context');
    const ctx = await expectShopware('GET', '/context', '/context', { token: ids.lead });
    expect(ctx.customer.id).toBeTruthy();
  });

  it('POST /account/customer', async () => {
    const customer = await expectShopware('POST', '/account/customer', '/account/customer', {
      token: ids.lead,
    });
    expect(customer.email).toContain('@');
  });

  it('POST /account/list-address', async () => {
    const list = await expectShopware('POST', '/account/list-address', '/account/list-address', {
      token: ids.lead,
      body: {},
    });
    expect(list.elements.length).toBeGreaterThan(0);
  });

  it('POST /language, /currency, /salutation', async () => {
    const languages = await expectShopware('POST', '/language', '/language', { body: {} });
    expect(languages.elements.map((l: { locale: { code: string } }) => l.locale.code).sort()).toEqual([
      'de-DE',
      'en-GB',
      'fr-FR',
      'nl-NL',
    ]);
    const currencies = await expectShopware('POST', '/currency', '/currency', { body: {} });
    expect(currencies[0].isoCode).toBe('EUR');
    const salutations = await expectShopware('POST', '/salutation', '/salutation', { body: {} });
    expect(salutations.total).toBeGreaterThan(0);
  });

  it('POST /country and /country-state/{countryId}', async () => {
    const countries = await expectShopware('POST', '/country', '/country', { body: {} });
    const belgium = countries.elements.find((c: { iso: string }) => c.iso === 'BE');
    expect(belgium).toBeTruthy();
    await expectShopware('POST', '/country-state/{countryId}', `/country-state/${belgium.id}`, { body: {} });
  });

  it('POST /seo-url', async () => {
    const urls = await expectShopware('POST', '/seo-url', '/seo-url', {
      body: { filter: [{ type: 'equals', field: 'foreignKey', value: ids.category }] },
    });
    expect(urls.elements.length).toBeGreaterThan(0);
    expect(urls.elements.every((u: { foreignKey: string }) => u.foreignKey === ids.category)).toBe(true);
  });

  it('POST /navigation/{activeId}/{rootId}', async () => {
    const tree = await expectShopware(
      'POST',
      '/navigation/{activeId}/{rootId}',
      `/navigation/${ids.root}/${ids.root}`,
      {
        body: { depth: 2 },
      },
    );
    expect(tree.length).toBeGreaterThan(0);
    await expectShopware(
      'POST',
      '/navigation/{activeId}/{rootId}',
      '/navigation/main-navigation/main-navigation',
      {
        body: { depth: 1 },
      },
    );
  });

  it('POST /product-listing/{categoryId}, anonymous and logged in', async () => {
    const path = `/product-listing/${ids.category}`;
    const anonymous = await expectShopware('POST', '/product-listing/{categoryId}', path, {
      body: { limit: 5 },
    });
    expect(anonymous.elements.length).toBeGreaterThan(0);
    await expectShopware('POST', '/product-listing/{categoryId}', path, {
      body: { limit: 5 },
      token: ids.lead,
    });
  });

  it('POST /product/{productId}, anonymous and logged in', async () => {
    const path = `/product/${ids.product}`;
    const detail = await expectShopware('POST', '/product/{productId}', path, { body: {} });
    expect(detail.product.id).toBe(ids.product);
    const lead = await expectShopware('POST', '/product/{productId}', path, { body: {}, token: ids.lead });
    expect(lead.product.calculatedPrice.unitPrice).toBeGreaterThan(0);
  });

  it('POST /search and /search-suggest', async () => {
    const found = await expectShopware('POST', '/search', '/search', {
      body: { search: 'lager', limit: 5 },
      token: ids.lead,
    });
    expect(found.elements.length).toBeGreaterThan(0);
    const suggested = await expectShopware('POST', '/search-suggest', '/search-suggest', {
      body: { search: 'lager' },
    });
    expect(suggested.elements.length).toBeGreaterThan(0);
  });

  it('GET /checkout/cart and POST /checkout/cart/line-item, errors translated', async () => {
    await call('DELETE', '/checkout/cart', { token: ids.lead });
    await expectShopware('GET', '/checkout/cart', '/checkout/cart', { token: ids.lead });
    // One article is below the minimum order value: a cart error, translated into the context's language.
    const headers = { 'sw-language-id': await languageId('fr-FR') };
    const cart = await expectShopware('POST', '/checkout/cart/line-item', '/checkout/cart/line-item', {
      token: ids.lead,
      headers,
      body: { items: [{ type: 'product', referencedId: ids.product, quantity: ids.minPurchase }] },
    });
    await call('DELETE', '/checkout/cart', { token: ids.lead });
    const minimum = cart.errors['b2b-cart-underMinimumValue'];
    expect(minimum.level).toBe(10);
    expect(minimum.messageTranslated).toBe(
      fr.checkout_notice_minimumValue
        .replace('{minimum}', formatAmount('fr-FR', minimum.parameters.minimumValue))
        .replace('{cost}', formatAmount('fr-FR', minimum.parameters.additionalCost)),
    );
    for (const error of Object.values<{ messageTranslated: string }>(cart.errors)) {
      expect(error.messageTranslated).toMatch(/^[^{}]+$/);
    }
  });

  it('POST /category/{navigationId}, by id and by a named root, with its CMS page', async () => {
    const path = `/category/${ids.category}`;
    const detail = await expectShopware('POST', '/category/{navigationId}', path, { body: {} });
    expect(detail).toMatchObject({ id: ids.category, apiAlias: 'category' });
    expect(detail.cmsPage.sections.length).toBeGreaterThan(0);
    const root = await expectShopware('POST', '/category/{navigationId}', '/category/main-navigation', {
      body: {},
    });
    expect(root.id).toBe(ids.root);
    const missing = await call('POST', '/category/0190a1b2-0000-7000-8000-0000000000fa', { body: {} });
    expect(missing.status).toBe(404);
    expect((await call('POST', '/category/nope', { body: {} })).status).toBe(404);
  });

  it('POST /contact-form: validated, stored, confirmed by mail, throttled per address', async () => {
    const sql = (query: string) => runSql(inject('baseUrl'), query);
    await sql(`delete from login_throttle where key like 'contact:%'`);
    const invalid = await call('POST', '/contact-form', { body: { email: 'nope', comment: 'short' } });
    expect(invalid.status).toBe(400);
    expect(errorCodes(invalid.json)).toEqual(
      expect.arrayContaining(['VIOLATION::IS_BLANK', 'VIOLATION::INVALID_EMAIL', 'VIOLATION::TOO_SHORT']),
    );
    const form = {
      firstName: 'Ada',
      lastName: 'Peeters',
      email: 'Store.Contact@example.com',
      subject: 'Levertijd lagers',
      comment: 'Wanneer zijn de 6204-2RS lagers weer leverbaar?',
      navigationId: ids.root,
    };
    const headers = { 'sw-language-id': await languageId('de-DE') };
    const sent = await call('POST', '/contact-form', { body: form, headers });
    expect(sent.status, sent.text).toBe(200);
    const stored = (await rows<any>(inject('baseUrl'), 'contact_request')).filter(
      (r) => r.email === 'store.contact@example.com',
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ locale: 'de-DE', form_id: 'contact' });
    expect(stored[0].fields).toMatchObject({ subject: form.subject, message: form.comment });
    const mails = await rows<{ to: string; template: string; text: string }>(
      inject('baseUrl'),
      'mail_outbox',
    );
    const mail = mails.find((m) => m.to === 'store.contact@example.com');
    expect(mail).toMatchObject({ template: 'contact' });
    expect(mail?.text).toContain(form.comment);
    // 20 requests in a row are free, the 21st sets a wait, and the one after it is refused (429).
    let last = sent;
    for (let i = 0; i < 21 && last.status === 200; i++) {
      last = await call('POST', '/contact-form', { body: { ...form, email: `flood${i}@example.com` } });
    }
    expect(last.status).toBe(429);
    expect(errorCodes(last.json)).toEqual(['B2B__CONTACT_THROTTLED']);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    await sql(`delete from login_throttle where key like 'contact:%'`);
  });

  it("POST /order: the customer's orders in Shopware's shape, under the order history's rights", async () => {
    const plain = (await orderable(ids.lead)).filter(simple);
    await cartWorth(ids.lead, productFor(plain, 20, 99), 20, 99);
    const placed = await placeOrder(ids.lead, { paymentMethod: 'prepayment' });
    expect(placed.status, placed.text).toBe(200);
    const lead = await expectShopware('POST', '/order', '/order', { token: ids.lead, body: { limit: 5 } });
    const mine = lead.orders.elements.find((o: { id: string }) => o.id === placed.json.id);
    expect(mine).toMatchObject({
      orderNumber: placed.json.orderNumber,
      stateMachineState: { technicalName: 'open' },
    });
    expect(mine.price.totalPrice).toBe(placed.json.amountTotal);
    expect(lead.orders).toMatchObject({ page: 1, limit: 5 });
    expect(lead.orders.total).toBeGreaterThanOrEqual(lead.orders.elements.length);

    // demo.viewer reads only their own orders, and with the company's history no amount.
    const viewer = await loginAs('demo.viewer');
    const own = await expectShopware('POST', '/order', '/order', { token: viewer, body: {} });
    expect(JSON.stringify(own)).not.toContain(placed.json.id);
    const VIEWER = `(select id from customer where username = 'demo.viewer')`;
    const sql = (query: string) => runSql(inject('baseUrl'), query);
    await sql(
      `insert into customer_right (customer_id, code, enabled) values (${VIEWER}, 'ROLE_MANAGE_COMPANY_ORDER_HISTORY', true)
       on conflict (customer_id, code) do update set enabled = true`,
    );
    try {
      const company = await expectShopware('POST', '/order', '/order', {
        token: viewer,
        body: { limit: 50 },
      });
      const seen = company.orders.elements.find((o: { id: string }) => o.id === placed.json.id);
      expect(seen).toMatchObject({ price: null, amountTotal: null, amountNet: null, shippingTotal: null });
    } finally {
      await sql(
        `delete from customer_right where customer_id = ${VIEWER} and code = 'ROLE_MANAGE_COMPANY_ORDER_HISTORY'`,
      );
    }
    expect((await call('POST', '/order', { body: {} })).status).toBe(401);
  });
});
