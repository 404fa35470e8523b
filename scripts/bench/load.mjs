// npm run bench:load — a mixed workload on loopback against the built shop (default seed) for 60 s:
// anonymous visitors browse home, a category, a product and the blog (pages, as a browser asks for
// them), while logged-in buyers search, add to the cart and order through the Store API, each buyer
// with their own cart. Prints requests/s, p50/p95/p99 and errors per kind and overall.
// LOAD_RESTART_PG=1: on a private PostgreSQL cluster restarted halfway through (load-restart.mjs).
import autocannon from 'autocannon';
import { restartPlan } from './load-restart.mjs';
import { startProcess, stop } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4461);
const origin = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 60);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 6);
const BUYERS = ['demo.lead', 'other.lead'];
const PASSWORD = 'Demo-2026!';
const CATEGORY = '/lagers/kogellagers/';

const restart = process.env.LOAD_RESTART_PG === '1' ? await restartPlan(DURATION) : null;
// Without a restart plan, requests are sent as they are (nothing counts their answers).
const tag = (kind, request) => (restart ? restart.tag(kind, request) : request);
let shop;
try {
  shop = await startProcess(
    ['-e', "import('./scripts/serve.mjs').then((m) => m.serve())"],
    {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.DATA_DIR ?? '.data/bench-load',
      LOG_LEVEL: 'warn',
      ...restart?.env,
    },
    `${origin}/readyz`,
  );

  const json = (body) => ({ 'content-type': 'application/json', accept: 'application/json', ...body });

  async function api(method, path, body, token) {
    const response = await fetch(`${origin}/store-api${path}`, {
      method,
      headers: json(token ? { 'sw-context-token': token } : {}),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    const text = await response.text();
    return { token: response.headers.get('sw-context-token'), data: text ? JSON.parse(text) : null };
  }

  // What a visitor reaches: a product and a blog post linked from the pages themselves.
  const category = await (await fetch(origin + CATEGORY)).text();
  const product = /href="(\/[^"]+\/IM-\d+)"/.exec(category)?.[1];
  const blog = await (await fetch(`${origin}/blog`)).text();
  const post = /href="(\/blog\/[^"?#]+)"/.exec(blog)?.[1];
  if (!product || !post) throw new Error('no product or blog post link found');
  const pages = { home: '/', category: CATEGORY, product, 'blog post': post };

  const tokens = [];
  for (const username of BUYERS) {
    const { token } = await api('POST', '/account/login', { username, password: PASSWORD });
    await api('DELETE', '/checkout/cart', undefined, token);
    tokens.push(token);
  }
  // Articles to order: stocked single articles of a listing (stock is shown to buyers only).
  const listing = await api('POST', '/search', { search: 'lager', limit: 100 }, tokens[0]);
  const orderable = (p) =>
    p.childCount === 0 &&
    p.stock > 100 &&
    p.calculatedPrice &&
    p.customFields?.webshopOrderable !== false &&
    p.minPurchase === 1 &&
    p.purchaseSteps === 1 &&
    !p.maxPurchase;
  const articles = listing.data.elements.filter(orderable).map((p) => p.id);
  if (articles.length < 10) throw new Error(`only ${articles.length} orderable articles`);

  let next = 0;
  // autocannon reports fixed percentiles without p95: each run's response times are kept instead.
  const timed = (instance) => {
    const times = [];
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
    return instance.then((result) => ({ ...result, times: times.sort((a, b) => a - b) }));
  };
  const visitors = autocannon({
    url: origin,
    connections: VISITORS,
    duration: DURATION,
    requests: Object.entries(pages).map(([kind, path]) =>
      tag(kind, { method: 'GET', path, headers: { 'accept-encoding': 'br, gzip' } }),
    ),
  });
  const buyers = tokens.map((token) =>
    autocannon({
      url: origin,
      connections: 1,
      duration: DURATION,
      headers: json({ 'sw-context-token': token }),
      requests: [
        tag('api search', {
          method: 'POST',
          path: '/store-api/search',
          body: JSON.stringify({ search: 'kogellager', limit: 24 }),
        }),
        tag('api add to cart', {
          method: 'POST',
          path: '/store-api/checkout/cart/line-item',
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              items: [{ type: 'product', referencedId: articles[next++ % articles.length] }],
            }),
          }),
        }),
        tag('api cart', { method: 'GET', path: '/store-api/checkout/cart' }),
        tag('api order', {
          method: 'POST',
          path: '/store-api/checkout/order',
          // Prepayment: orders pile up over runs and would otherwise reach the company's credit limit.
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'idempotency-key': `load-${Date.now()}-${Math.random()}` },
            body: JSON.stringify({ paymentMethod: 'prepayment' }),
          }),
        }),
      ],
    }),
  );
  for (const instance of [visitors, ...buyers]) restart?.watch(instance);
  const restarting = restart?.run();
  const [browse, ...orders] = await Promise.all([timed(visitors), ...buyers.map(timed)]);
  await restarting;

  const pct = (times, p) => (times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0).toFixed(0);
  const line = (name, r) =>
    `  ${name.padEnd(40)} ${(r.requests.total / DURATION).toFixed(0).padStart(5)} req/s   p50 ${pct(r.times, 0.5).padStart(4)} ms   p95 ${pct(r.times, 0.95).padStart(4)} ms   p99 ${pct(r.times, 0.99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
  const db = restart ? 'PostgreSQL restarted halfway' : 'PGlite';
  console.log(`\nbench:load (${DURATION} s on loopback, default seed, ${db}, ${origin})`);
  console.log(line(`anonymous pages (${VISITORS} connections)`, browse));
  for (const [i, r] of orders.entries()) console.log(line(`${BUYERS[i]}: search, add, cart, order`, r));
  const all = [browse, ...orders];
  const total = all.reduce((n, r) => n + r.requests.total, 0);
  const errors = all.reduce((n, r) => n + r.errors + r.non2xx, 0);
  const logged = orders.reduce((n, r) => n + r.requests.total, 0);
  console.log(
    `  all: ${(total / DURATION).toFixed(0)} req/s, ${((100 * logged) / total).toFixed(0)} % logged in, errors ${errors}; p99 of all ${pct(
      all.flatMap((r) => r.times).sort((a, b) => a - b),
      0.99,
    )} ms   (goal: 0 errors, p99 <= 250 ms)`,
  );
  restart?.report();
} finally {
  if (shop) await stop(shop);
  await restart?.destroy();
}
