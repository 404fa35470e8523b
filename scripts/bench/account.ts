// bench:account — the order history of a company with 5,000 ERP orders (among 65,000) over HTTP: filtered pages of
// GET /store-api/b2b/order/history as the /account/orders page asks for them (company-wide for demo.lead,
// own orders for demo.buyer), next to two baselines measured in the same run: GET /context over the same
// HTTP server (the floor of any call) and the naive query — the same filtered page with the indexes
// switched off (enable_indexscan, enable_bitmapscan), as an unindexed erp_order would answer it.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createStoreApi } from '../../src/server/app.ts';
import { openDatabase, queryRows } from '../../src/server/db/client.ts';
import { DEMO_ACCESS_KEY, DEMO_PASSWORD } from '../../src/server/seed/constants.ts';
import { companyId } from '../../src/server/seed/customers.ts';
import { seedErpHistory, vacuumErp } from '../../src/server/seed/erp.ts';
import { isSeeded, seed } from '../../src/server/seed/index.ts';

const ORDERS = 5000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const WARM_UP_MS = 5000;
const GOAL_P95_MS = 50;

const database = await openDatabase({ url: process.env.DATABASE_URL });
const { db } = database;
if (!(await isSeeded(database))) {
  console.log('seeding the demo shop …');
  await seed(database, { products: Number(process.env.SEED_PRODUCTS ?? 2000) });
}
const company = companyId('100001');
/** The rest of the ERP: other customers' orders share the tables, as in a real ERP. */
const OTHERS = 60_000;
const counts = await queryRows<{ company: string; n: number }>(
  db,
  sql`select company_id as company, count(*)::int as n from erp_order group by 1`,
);
const countOf = (id: string) => counts.find((c) => c.company === id)?.n ?? 0;
const histories = [
  {
    company: '100001',
    users: ['demo.lead', 'demo.buyer', 'demo.viewer', 'demo.oci', null],
    count: ORDERS,
    numberBase: 5_000_000,
  },
  { company: '100002', users: ['other.lead', null], count: OTHERS, numberBase: 6_000_000 },
];
for (const history of histories) {
  if (countOf(companyId(history.company)) === history.count) continue;
  console.log(`giving ${history.company} ${history.count} ERP orders …`);
  await db.execute(sql`delete from erp_order where company_id = ${companyId(history.company)}`);
  await seedErpHistory(db, { ...history, days: 1095 });
}
await vacuumErp(db);
const [article] = await queryRows<{ a: string }>(
  db,
  sql`select l.article_number as a from erp_order_line l join erp_order o on o.id = l.order_id
      where o.company_id = ${company} group by 1 order by count(*) desc, 1 limit 1`,
);

const app = createStoreApi(db);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as AddressInfo;
const base = `http://127.0.0.1:${port}/store-api`;

async function get(path: string, token?: string) {
  const response = await fetch(`${base}${path}`, {
    headers: { 'sw-access-key': DEMO_ACCESS_KEY, ...(token ? { 'sw-context-token': token } : {}) },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${text.slice(0, 300)}`);
  return text;
}
async function login(username: string) {
  const response = await fetch(`${base}/account/login`, {
    method: 'POST',
    headers: { 'sw-access-key': DEMO_ACCESS_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return response.headers.get('sw-context-token') as string;
}
const users = { 'demo.lead': await login('demo.lead'), 'demo.buyer': await login('demo.buyer') };

/** The /account/orders filters a buyer uses (query strings of the page). */
const CASES: [name: string, query: string][] = [
  ['newest first (no filter)', ''],
  ['status: open + backorder', 'status=open,backorder'],
  ['status completed, page 10', 'status=completed&page=10'],
  ['date range (one quarter)', 'from=2025-01-01&to=2025-03-31'],
  ['reference contains "werf"', 'reference=werf'],
  [`article number ${article?.a}`, `articleNumber=${article?.a}`],
  [
    'status + date + sort by total',
    'status=completed,shippedAndInvoiced&from=2025-01-01&to=2025-12-31&sort=amountTotal&order=asc',
  ],
];

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

/** The naive answer of a case: the same page and count, read without any index. */
async function naive(query: string, customer: string | null) {
  const q = new URLSearchParams(query);
  const statuses = q.get('status')?.split(',') ?? [];
  const where = sql.join(
    [
      sql`o.company_id = ${company}`,
      customer ? sql`o.customer_id = (select id from customer where username = ${customer})` : sql`true`,
      statuses.length
        ? sql`o.status in (${sql.join(
            statuses.map((s) => sql`${s}`),
            sql`, `,
          )})`
        : sql`true`,
      q.get('from') ? sql`o.order_date >= ${q.get('from')}::date` : sql`true`,
      q.get('to') ? sql`o.order_date <= ${q.get('to')}::date` : sql`true`,
      q.get('reference') ? sql`o.customer_reference ilike ${`%${q.get('reference')}%`}` : sql`true`,
      q.get('articleNumber')
        ? sql`exists (select from erp_order_line l where l.order_id = o.id and l.article_number = ${q.get('articleNumber')})`
        : sql`true`,
    ],
    sql` and `,
  );
  const page = Number(q.get('page') ?? 1);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_indexscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`select o.* from erp_order o where ${where} order by o.order_date desc, o.order_number desc
                         limit 20 offset ${(page - 1) * 20}`);
    await tx.execute(sql`select count(*) from erp_order o where ${where}`);
  });
}

async function round(measure: boolean) {
  const t = measure ? timed : (_: string, run: () => Promise<unknown>) => run();
  for (const [user, token] of Object.entries(users)) {
    for (const [name, query] of CASES) {
      await t(`${user}: ${name}`, () => get(`/b2b/order/history?${query}`, token));
      await t('baseline: GET /context', () => get('/context', token));
      await t('baseline: naive query (no index, in process)', () =>
        naive(query, user === 'demo.lead' ? null : user),
      );
    }
  }
}

// Warm up (V8 finishes compiling PGlite's WebAssembly seconds after start).
for (const started = performance.now(); performance.now() - started < WARM_UP_MS; ) await round(false);
for (let i = 0; i < ROUNDS; i++) await round(true);

console.log(
  `\nbench:account (${ORDERS} ERP orders of 100001 among ${ORDERS + OTHERS} on ${database.kind}, over HTTP on 127.0.0.1:${port}, ${ROUNDS} rounds)`,
);
const naiveP95 = pct(times['baseline: naive query (no index, in process)'] ?? [], 0.95);
const all: number[] = [];
for (const [kind, values] of Object.entries(times).sort(
  ([a], [b]) => Number(!a.startsWith('baseline')) - Number(!b.startsWith('baseline')),
)) {
  const p95 = pct(values, 0.95);
  if (!kind.startsWith('baseline')) all.push(...values);
  console.log(
    `  ${kind}: n ${values.length}, p50 ${pct(values, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms` +
      (kind.startsWith('baseline') ? '' : `, ${(naiveP95 / p95).toFixed(1)}x faster than the naive p95`),
  );
}
const p95 = pct(all, 0.95);
console.log(
  `  all filtered pages: p50 ${pct(all, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (goal p95 <= ${GOAL_P95_MS} ms: ${p95 <= GOAL_P95_MS ? 'met' : 'NOT met'})`,
);
await new Promise((resolve) => server.close(resolve));
await database.close();
