// bench:cart — the cart and checkout calls over HTTP against the 400,000-article catalogue: add to cart,
// cart read with 20 lines and order placement, next to two cheap calls of the same server measured in
// the same run (GET /store-api/context and a one-product read) as the baseline.
// The Store API app is served on a local port and called with real HTTP requests (keep-alive), as a
// storefront or a Shopware client would; nothing is called in-process.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { count, sql } from 'drizzle-orm';
import { createStoreApi } from '../../src/server/app.ts';
import { openDatabase, queryRows } from '../../src/server/db/client.ts';
import { product } from '../../src/server/db/schema/index.ts';
import { DEMO_ACCESS_KEY, DEMO_PASSWORD } from '../../src/server/seed/constants.ts';
import { seed } from '../../src/server/seed/index.ts';

const PRODUCTS = Number(process.env.SEED_PRODUCTS ?? 400_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const LINES = 20;
const READS = 10;
const WARM_UP_MS = 5000;

const database = await openDatabase({ url: process.env.DATABASE_URL });
const { db } = database;
const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(product);
if (n < PRODUCTS) {
  console.log(`seeding ${PRODUCTS} products (found ${n}) …`);
  await seed(database, { products: PRODUCTS, reset: true });
}

// Articles demo.lead can order one by one, spread over the whole catalogue (a fixed pseudo-random order).
const articles = await queryRows<{ id: string }>(
  db,
  sql`select id from product
      where active and child_count = 0 and net_price_milli is not null and stock >= 20
        and min_purchase = 1 and purchase_steps = 1 and max_purchase is null
      order by md5(product_number) limit ${(ROUNDS + 10) * LINES}`,
);
if (articles.length < (ROUNDS + 10) * LINES) throw new Error(`only ${articles.length} orderable articles`);
const ids = articles.map((a) => a.id);

const app = createStoreApi(db);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as AddressInfo;
const base = `http://127.0.0.1:${port}/store-api`;

let token = '';
async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'sw-access-key': DEMO_ACCESS_KEY,
      'content-type': 'application/json',
      ...(token ? { 'sw-context-token': token } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return { response, text };
}

const login = await call('POST', '/account/login', { username: 'demo.lead', password: DEMO_PASSWORD });
token = login.response.headers.get('sw-context-token') as string;

const times: Record<string, number[]> = {};
async function timed(kind: string, run: () => Promise<unknown>) {
  const started = performance.now();
  await run();
  times[kind] = [...(times[kind] ?? []), performance.now() - started];
}
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

const productRead = (id: string) =>
  call('POST', '/product', {
    ids: [id],
    includes: { product: ['id', 'productNumber', 'calculatedPrice', 'availableStock'] },
  });
const add = (id: string) =>
  call('POST', '/checkout/cart/line-item', { items: [{ type: 'product', referencedId: id }] });
// Prepayment: the bench's orders pile up over runs and would otherwise reach the company's credit limit.
const order = (key: string) =>
  call('POST', '/checkout/order', { paymentMethod: 'prepayment' }, { 'idempotency-key': key });

/** One round: empty cart, 20 adds, 10 reads of the 20-line cart, the order; baselines in between. */
async function round(lines: string[], measure: boolean) {
  const t = measure ? timed : (_: string, run: () => Promise<unknown>) => run();
  await call('DELETE', '/checkout/cart');
  for (const id of lines) {
    await t('add to cart (POST /checkout/cart/line-item, 1 article)', () => add(id));
    await t('baseline: GET /context', () => call('GET', '/context'));
    await t('baseline: product read (POST /product, 1 id)', () => productRead(id));
  }
  for (let i = 0; i < READS; i++)
    await t(`cart read (GET /checkout/cart, ${LINES} lines)`, () => call('GET', '/checkout/cart'));
  await t(`order placement (POST /checkout/order, ${LINES} lines)`, () =>
    order(`bench-${Date.now()}-${Math.random()}`),
  );
}

const chunk = (i: number) => ids.slice(i * LINES, (i + 1) * LINES);
// A serving process runs for long: warm up (V8 finishes compiling PGlite's WebAssembly seconds after
// start) with articles the measured rounds do not use.
for (let i = 0, started = performance.now(); performance.now() - started < WARM_UP_MS; i = (i + 1) % 10) {
  await round(chunk(ROUNDS + i), false);
}
for (let i = 0; i < ROUNDS; i++) await round(chunk(i), true);
await call('DELETE', '/checkout/cart');

const contextP95 = pct(times['baseline: GET /context'] ?? [], 0.95);
const readP95 = pct(times['baseline: product read (POST /product, 1 id)'] ?? [], 0.95);
const goals: Record<string, number> = { add: 30, cart: 30, order: 100 };
console.log(
  `\nbench:cart (${PRODUCTS} articles on ${database.kind}, over HTTP on 127.0.0.1:${port}, ${ROUNDS} rounds)`,
);
const baselineFirst = Object.entries(times).sort(
  ([a], [b]) => Number(!a.startsWith('baseline')) - Number(!b.startsWith('baseline')),
);
for (const [kind, values] of baselineFirst) {
  const p95 = pct(values, 0.95);
  const goal = Object.entries(goals).find(([prefix]) => kind.startsWith(prefix))?.[1];
  const ratios = kind.startsWith('baseline')
    ? ''
    : `   ${(p95 / contextP95).toFixed(1)}x context, ${(p95 / readP95).toFixed(1)}x product read (p95)`;
  console.log(
    `  ${kind}: n ${values.length}, p50 ${pct(values, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms${goal ? ` (goal p95 <= ${goal} ms)` : ''}${ratios}`,
  );
}
await new Promise((resolve) => server.close(resolve));
await database.close();
