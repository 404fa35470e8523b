// npm run bench:pages — page-cache throughput against a static file server, uncached render time,
// and what an anonymous first visit transfers per page. All figures are measured in this one run.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { pageWeight } from './page-weight.mjs';
import { median, startProcess, stop } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4450);
const STATIC_PORT = PORT + 1;
const LARGE_PORT = PORT + 2;
const LARGE_DIR = process.env.BENCH_LARGE_DATA_DIR ?? '.data/bench';
const origin = `http://127.0.0.1:${PORT}`;
const CATEGORY = '/lagers/kogellagers/';
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

/** Server-reported render times of the category, past the page cache (a new query each time). */
async function renderTimes(base) {
  const times = [];
  for (let i = 0; i < 60; i++) {
    const response = await fetch(`${base}${CATEGORY}?bench=${i}`);
    await response.text();
    const timing = /render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
    if (i >= 10 && timing) times.push(Number(timing[1]));
  }
  if (!times.length) throw new Error(`${base}${CATEGORY} reports no render time`);
  return times;
}

const load = (url) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: 20, duration: DURATION }, (error, result) =>
      error ? reject(error) : resolve(result.requests.average),
    ),
  );

// Measured first, alone: the default-seed shop is not started yet.
const largeRenders = await largeRenderTimes();
const shop = await startProcess(
  ['-e', "import('./scripts/serve.mjs').then((m) => m.serve())"],
  { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: process.env.DATA_DIR ?? '.data/bench-pages' },
  `${origin}/readyz`,
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

  const renders = await renderTimes(origin);

  // A product of the category, as a visitor would reach it.
  const product = /href="(\/[^"]+\/IM-\d+)"/.exec(html)?.[1];
  if (!product) throw new Error(`${CATEGORY} links no product`);
  const pages = [
    ['home', '/'],
    ['category', CATEGORY],
    ['product', product],
  ];
  const weights = [];
  for (const [, path] of pages) {
    // Stored in the page cache by the first visit; the first hit that accepts brotli has it made in
    // the background: measured as every later visitor gets it.
    for (let visit = 0; visit < 2; visit++) await pageWeight(origin, path);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    weights.push(await pageWeight(origin, path));
  }
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log(`\nbench:pages (${CATEGORY}, ${DURATION} s per load run, 20 connections)`);
  console.log(`  page cache hit:       ${cachedRps.toFixed(0)} req/s`);
  console.log(`  static file server:   ${staticRps.toFixed(0)} req/s`);
  console.log(`  ratio cache/static:   ${(cachedRps / staticRps).toFixed(2)}   (goal >= 0.5)`);
  console.log(
    `  uncached render:      median ${median(renders).toFixed(1)} ms over ${renders.length}   (goal <= 25 ms)`,
  );
  if (largeRenders) {
    console.log(
      `  ... bench:seed catalogue: median ${median(largeRenders).toFixed(1)} ms over ${largeRenders.length} (${LARGE_DIR}; goal <= 25 ms)`,
    );
  } else {
    console.log(`  ... bench:seed catalogue: skipped, ${LARGE_DIR} not seeded (npm run bench:seed)`);
  }
  console.log('\n  anonymous first visit, KB on the wire (Accept-Encoding: br, gzip) / decoded:');
  console.log(
    '  page       HTML          CSS (+inline)       JS (gzip, modules)          images       requests  blocking',
  );
  pages.forEach(([name], index) => {
    const { html, css, js, images, requests, renderBlocking } = weights[index];
    console.log(
      `  ${name.padEnd(9)}  ${kb(html.wire)} / ${kb(html.raw)}`.padEnd(27) +
        `${kb(css.wire)} / ${kb(css.raw)} (+${kb(css.inline)})`.padEnd(20) +
        `${kb(js.wire)} / ${kb(js.raw)} (${kb(js.gzip)} gz, ${js.modules})`.padEnd(28) +
        `${kb(images.wire)} / ${kb(images.raw)}`.padEnd(13) +
        `${String(requests).padEnd(10)}${renderBlocking.scripts} js, ${renderBlocking.styles} css`,
    );
  });
  console.log('  goals: JS <= 90 KB and CSS <= 12 KB transferred, HTML < 25 KB, 0 render-blocking scripts');
} finally {
  await stop(shop);
}

/** The same render on the 400,000-article catalogue of bench:seed, when it is there. */
async function largeRenderTimes() {
  if (!existsSync(LARGE_DIR)) return null;
  const large = await startProcess(
    ['-e', "import('./scripts/serve.mjs').then((m) => m.serve())"],
    { PORT: String(LARGE_PORT), HOST: '127.0.0.1', DATA_DIR: LARGE_DIR },
    `http://127.0.0.1:${LARGE_PORT}/readyz`,
  );
  try {
    return await renderTimes(`http://127.0.0.1:${LARGE_PORT}`);
  } finally {
    await stop(large);
  }
}
