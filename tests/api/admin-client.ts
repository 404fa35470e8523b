import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { call, languageId } from './client.ts';
import { runSql } from './inspect.ts';

/** The Admin API as a connector calls it (issue 29): ids, tokens, requests. */
export const hex = () => randomUUID().replace(/-/g, '');
export const dashed = (id: string) => id.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
/** Shopware's Defaults::CURRENCY, which connectors send for the default currency. */
export const SHOPWARE_EURO = 'b7d2554b0ce847cd82f3ac9bd1c0dfca';

/**
 * A bearer token minted in the database for an integration: the token route's throttle per client
 * address (admin-auth.test.ts runs it dry on purpose) must not decide this suite. The route itself
 * is tested there.
 */
export async function tokenOf(
  integration: { accessKey: string } | { permissions: Record<string, string[]> },
) {
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  let accessKey: string;
  if ('accessKey' in integration) accessKey = integration.accessKey;
  else {
    accessKey = `SWIA${randomBytes(11).toString('hex').toUpperCase()}`;
    await runSql(
      inject('baseUrl'),
      `insert into integration (id, label, access_key, secret_hash, permissions)
       values ('${randomUUID()}', 'sync test', '${accessKey}', '${'0'.repeat(64)}',
               '${JSON.stringify(integration.permissions)}')`,
    );
  }
  await runSql(
    inject('baseUrl'),
    `insert into integration_token (token_hash, integration_id, expires_at)
     select '${hash}', id, now() + interval '10 minutes' from integration where access_key = '${accessKey}'`,
  );
  return token;
}

/** A call of the Admin API (`/api{path}`) with a bearer token; a body makes it JSON. */
export async function adminCall(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${inject('baseUrl')}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  // 204 (a PATCH, an upload) has no body.
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

export const sync = (body: unknown, token: string | null, headers: Record<string, string> = {}) =>
  adminCall('POST', '/_action/sync', token, body, headers);

/**
 * Synced entities and their tables, in the order their new rows are deleted (products hold the
 * others; a category's delete takes its subtree, so a child already gone counts as deleted).
 */
const SYNCED = [
  ['product', 'product'],
  ['media', 'media'],
  ['property_group', 'property_group'],
  ['product_manufacturer', 'manufacturer'],
  ['rule', 'price_list'],
  ['warehouse', 'warehouse'],
  ['category', 'category'],
  ['landing_page', 'landing_page'],
  ['cms_page', 'cms_page'],
] as const;

const idsOf = async (table: string) =>
  new Set((await runSql<{ id: string }>(inject('baseUrl'), `select id from ${table}`)).map((r) => r.id));

/**
 * The API suites share one shop, and the suites after an Admin API suite pick their articles from the
 * seeded catalogue: call this before syncing, and the function it returns after, to delete through the
 * API every product, medium, property group, manufacturer, price list (rule), warehouse, category and CMS
 * page synced in between.
 */
export async function removeSyncedLater(): Promise<() => Promise<void>> {
  const before = await Promise.all(SYNCED.map(([, table]) => idsOf(table)));
  const added = async () =>
    Promise.all(
      SYNCED.map(async ([, table], i) => [...(await idsOf(table))].filter((id) => !before[i]?.has(id))),
    );
  return async () => {
    const token = await tokenOf({ accessKey: DEMO_INTEGRATION.accessKey });
    const ids = await added();
    const operations = SYNCED.map(([entity], i) => ({
      entity,
      action: 'delete',
      payload: (ids[i] ?? []).map((id) => ({ id })),
    })).filter((op) => op.payload.length > 0);
    if (operations.length > 0) expect((await sync(operations, token)).status).toBe(200);
    expect((await added()).flat()).toEqual([]);
  };
}

/** A new product as the sync tests send it: the fields a new product needs, `extra` over them. */
export const newProduct = (id: string, productNumber: string, extra: Record<string, unknown> = {}) => ({
  id,
  productNumber,
  stock: 5,
  name: `Test article ${productNumber}`,
  price: [{ currencyId: SHOPWARE_EURO, net: 1, gross: 1.21, linked: true }],
  ...extra,
});

/** Which of these product numbers the shop holds. */
export const stored = (numbers: string[]) =>
  runSql<{ product_number: string }>(
    inject('baseUrl'),
    `select product_number from product where product_number in (${numbers.map((n) => `'${n}'`).join(',')})
     order by product_number`,
  );

/** A synced category's page as the storefront asks for it (`POST /pwa/page` at its path), in one language. */
export async function categoryPage(categoryId: string, locale: string) {
  const [url] = await runSql<{ seo_path_info: string }>(
    inject('baseUrl'),
    `select u.seo_path_info from seo_url u join language l on l.id = u.language_id
     where u.foreign_key = '${dashed(categoryId)}' and l.locale_code = '${locale}' and u.is_canonical`,
  );
  const page = await call('POST', '/pwa/page', {
    body: { path: url?.seo_path_info },
    headers: { 'sw-language-id': await languageId(locale) },
  });
  expect(page.status).toBe(200);
  return page.json;
}
