import { readFileSync } from 'node:fs';
import Ajv, { type ValidateFunction } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from './client.ts';

/**
 * The standard Store API calls answer in the shapes Shopware's own client expects: each answer is
 * validated against the Store API schema that `@shopware/api-client` ships for Shopware 6.6
 * (api-types/storeApiSchema.6.6.10.json; storeApiSchema.json is 6.7). Extensions stay additive:
 * the schema allows extra properties, so only missing or mistyped Shopware fields fail.
 */
const SCHEMA_FILE = 'node_modules/@shopware/api-client/api-types/storeApiSchema.6.6.10.json';
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
  const schema = operation?.responses?.['200']?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`The schema has no 200 answer for ${method} ${path}`);
  return ajv.compile(convert(schema) as object);
}

/** Calls the server and checks status 200 and the answer against Shopware's schema. */
async function expectShopware(
  method: string,
  schemaPath: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
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

const ids = { root: '', category: '', product: '', country: '', lead: '' };

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
});

describe('Shopware 6.6 Store API schema', () => {
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
    expect(list.length).toBeGreaterThan(0);
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
    expect(currencies.elements[0].isoCode).toBe('EUR');
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
});
