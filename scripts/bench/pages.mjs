// npm run bench:pages — page-cache throughput against a static file server, uncached render time,
// and the JS an anonymous visitor loads. All figures are measured in this one run.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { pageJs } from './js-size.mjs';
import { median, startProcess, stop } from './server.mjs';

const PORT = 4450;
const STATIC_PORT = 4451;
const origin = `http://127.0.0.1:${PORT}`;
const CATEGORY = '/lagers/kogellagers/';
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

const load = (url) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: 20, duration: DURATION }, (error, result) =>
      error ? reject(error) : resolve(result.requests.average),
    ),
  );

const shop = await startProcess(
  ['-e', "import('./scripts/serve.mjs').then((m) => m.serve())"],
  { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: process.env.DATA_DIR ?? '.data/bench-pages' },
  `${origin}/healthz`,
);
try {
  const html = await (await fetch(origin + CATEGORY)).text();
  const hit = await fetch(origin + CATEGORY);
  if (hit.headers.get('x-page-cache') !== 'HIT')
    throw new Error(`${CATEGORY} is not served from the page cache`);
  const dir = mkdtempSync(join(tmpdir(), 'bench-pages-'));
  writeFileSync(join(dir, 'index.html'), html);
  const plain = await startProcess(
    ['scripts/bench/static-server.mjs', join(dir, 'index.html'), String(STATIC_PORT)],
    {},
    `http://127.0.0.1:${STATIC_PORT}/healthz`,
  );
  const staticRps = await load(`http://127.0.0.1:${STATIC_PORT}/`);
  await stop(plain);
  const cachedRps = await load(origin + CATEGORY);

  const renders = [];
  for (let i = 0; i < 60; i++) {
    const response = await fetch(`${origin}${CATEGORY}?bench=${i}`);
    await response.text();
    const timing = /render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
    if (i >= 10 && timing) renders.push(Number(timing[1]));
  }

  const home = await pageJs(origin, '/');
  const category = await pageJs(origin, CATEGORY);
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log(`\nbench:pages (${CATEGORY}, ${DURATION} s per load run, 20 connections)`);
  console.log(`  page cache hit:       ${cachedRps.toFixed(0)} req/s`);
  console.log(`  static file server:   ${staticRps.toFixed(0)} req/s`);
  console.log(`  ratio cache/static:   ${(cachedRps / staticRps).toFixed(2)}   (goal >= 0.5)`);
  console.log(
    `  uncached render:      median ${median(renders).toFixed(1)} ms over ${renders.length}   (goal <= 25 ms)`,
  );
  for (const [name, js] of [
    ['home', home],
    ['category', category],
  ]) {
    console.log(
      `  JS on ${name}: ${kb(js.gzipBytes)} KB gzip in ${js.modules} modules (+inline ${kb(js.inlineGzip)} KB), ` +
        `${js.renderBlocking} render-blocking   (goal <= 90 KB, 0 blocking)`,
    );
  }
} finally {
  await stop(shop);
}
