import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SIDE_PORT, type Side, startShop, waitFor } from './side-server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ACCESS_KEY = { 'sw-access-key': 'SWSCB2BDEMOSHOPBELGIUM00001' };
const LISTING = '/fr/roulements/';

test('liveness and readiness answer separately', async ({ request }) => {
  const live = await request.get('/healthz');
  expect(live.status()).toBe(200);
  expect(await live.json()).toEqual({ status: 'ok' });
  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'ok' });
  expect(ready.headers()['cache-control']).toBe('no-store');
});

test('without a database the shop is alive but not ready', async ({ request }) => {
  // Nothing listens on port 9 (discard): the connection is refused at once.
  const shop = startShop({ DATABASE_URL: 'postgres://shop@127.0.0.1:9/none', LOG_LEVEL: 'fatal' });
  try {
    const side = `http://127.0.0.1:${SIDE_PORT}`;
    await waitFor(`${side}/healthz`, shop, 30_000);
    expect((await request.get(`${side}/healthz`)).status()).toBe(200);
    const ready = await request.get(`${side}/readyz`);
    expect(ready.status()).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', database: 'down', migrations: 'pending' });
  } finally {
    await shop.stop();
  }
});

test('pages, page-cache hits and Store API answers carry a request id of their own', async ({ request }) => {
  const rendered = await request.get(LISTING);
  const hit = await request.get(LISTING);
  expect(hit.headers()['x-page-cache']).toBe('HIT');
  const api = await request.get('/store-api/context', { headers: ACCESS_KEY });
  expect(api.status()).toBe(200);
  const ids = [rendered, hit, api].map((r) => r.headers()['x-request-id']);
  for (const id of ids) expect(id).toMatch(UUID);
  expect(new Set(ids).size).toBe(3);
  // 127.0.0.1 is no trusted proxy of the main e2e shop (TRUSTED_PROXIES=127.0.0.4): its id is not taken.
  const forged = await request.get(LISTING, { headers: { 'x-request-id': 'forged-by-a-visitor' } });
  expect(forged.headers()['x-request-id']).toMatch(UUID);
});

test('/metrics serves Prometheus text to a local scraper and refuses forwarded requests', async ({
  request,
}) => {
  await request.get(LISTING);
  await request.get(LISTING);
  await request.get('/nope-not-here');
  const scrape = await request.get('/metrics');
  expect(scrape.status()).toBe(200);
  expect(scrape.headers()['content-type']).toContain('text/plain; version=0.0.4');
  const text = await scrape.text();
  expect(text).toMatch(/^page_cache_requests_total\{result="hit"\} [1-9]/m);
  expect(text).toMatch(/^page_cache_requests_total\{result="miss"\} [1-9]/m);
  expect(text).toMatch(/^page_cache_entries [1-9]/m);
  // Route patterns, never raw paths: the cardinality stays bounded whatever visitors request.
  expect(text).toContain('http_request_duration_seconds_bucket{le="0.1",layer="page",route="/[...path]"');
  expect(text).toMatch(/layer="store-api",route="\/store-api\/product-listing\/:categoryId",method="POST"/);
  expect(text).toMatch(
    /^http_request_errors_total\{layer="page",route="\/\[\.\.\.path\]",status_class="4xx"\} /m,
  );
  expect(text).not.toContain('roulements');
  expect(text).not.toContain('nope-not-here');
  expect(text).toMatch(/^process_cpu_seconds_total /m);
  // Embedded PGlite has no pool to report.
  expect(text).not.toMatch(/^db_pool_connections\{/m);

  const forwarded = await request.get('/metrics', { headers: { 'x-forwarded-for': '198.51.100.7' } });
  expect(forwarded.status()).toBe(403);
  expect(await forwarded.text()).not.toContain('http_request');
});

test.describe('behind a trusted load balancer, with a metrics token', () => {
  const side = `http://127.0.0.1:${SIDE_PORT}`;
  const dataDir = '.data/e2e-ops';
  let shop: Side;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    rmSync(dataDir, { recursive: true, force: true });
    shop = startShop({
      DATA_DIR: dataDir,
      SEED_PRODUCTS: '40',
      TRUSTED_PROXIES: '127.0.0.1',
      METRICS_TOKEN: 'scrape-me',
    });
    await waitFor(`${side}/readyz`, shop, 170_000);
  });
  test.afterAll(async () => {
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const logLines = () =>
    shop.output
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  test("the proxy's X-Request-Id is answered and logged as one JSON object per request", async ({
    request,
  }) => {
    const first = await request.get(`${side}${LISTING}`, { headers: { 'x-request-id': 'lb-ops-1' } });
    expect(first.headers()['x-request-id']).toBe('lb-ops-1');
    const hit = await request.get(`${side}${LISTING}`, { headers: { 'x-request-id': 'lb-ops-2' } });
    expect(hit.headers()['x-page-cache']).toBe('HIT');
    expect(hit.headers()['x-request-id']).toBe('lb-ops-2');
    const api = await request.get(`${side}/store-api/context`, {
      headers: { ...ACCESS_KEY, 'x-request-id': 'lb-ops-3' },
    });
    expect(api.headers()['x-request-id']).toBe('lb-ops-3');
    // Not an id: a fresh one instead, so nobody writes into the log.
    const odd = await request.get(`${side}/healthz`, { headers: { 'x-request-id': 'two words' } });
    expect(odd.headers()['x-request-id']).toMatch(UUID);

    await expect
      .poll(() => logLines().filter((l) => String(l.requestId).startsWith('lb-ops-')).length)
      .toBe(3);
    const byId = new Map(logLines().map((line) => [line.requestId, line]));
    expect(byId.get('lb-ops-1')).toMatchObject({
      level: 'info',
      method: 'GET',
      path: LISTING,
      status: 200,
      cached: false,
      msg: `GET ${LISTING} 200`,
    });
    expect(byId.get('lb-ops-2')).toMatchObject({ path: LISTING, status: 200, cached: true });
    expect(byId.get('lb-ops-3')).toMatchObject({ path: '/store-api/context', status: 200, cached: false });
    for (const id of ['lb-ops-1', 'lb-ops-2', 'lb-ops-3']) {
      const line = byId.get(id) as Record<string, unknown>;
      expect(typeof line.durationMs).toBe('number');
      expect(new Date(String(line.time)).getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(shop.output.join('')).not.toMatch(/^GET \//m);
  });

  test('/metrics asks for the token, even from loopback', async ({ request }) => {
    expect((await request.get(`${side}/metrics`)).status()).toBe(403);
    const wrong = await request.get(`${side}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status()).toBe(403);
    const right = await request.get(`${side}/metrics`, { headers: { authorization: 'Bearer scrape-me' } });
    expect(right.status()).toBe(200);
    expect(await right.text()).toContain('# TYPE http_request_duration_seconds histogram');
  });
});
