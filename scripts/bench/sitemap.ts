// bench:sitemap — the sitemap at the 400,000-article seed, over HTTP against the built shop: time and
// peak RSS of the server for the sitemap index (cold, then warm) and for one full product sitemap
// (12,500 articles, 50,000 URLs), streamed to the end. The baseline, from the same run: the server's
// RSS when idle after start-up and after one ordinary page. Bounded memory means the peak of a full
// product file stays near that baseline, far below what 1.6 million URLs would take.
import { readFileSync } from 'node:fs';
import { count } from 'drizzle-orm';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { product } from '../../src/server/db/schema/index.ts';
import { seed } from '../../src/server/seed/index.ts';
import { startProcess, stop } from './server.mjs';

const PRODUCTS = Number(process.env.SEED_PRODUCTS ?? 400_000);
const PORT = 4514;
const origin = `http://127.0.0.1:${PORT}`;

async function ready(database: Database) {
  const [{ n } = { n: 0 }] = await database.db.select({ n: count() }).from(product);
  if (n < PRODUCTS) {
    console.log(`seeding ${PRODUCTS} products (found ${n}) …`);
    await seed(database, { products: PRODUCTS, reset: true });
  }
}

const rssMb = (pid: number) => {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) / 1024;
};

/** Runs `work` while sampling the server's RSS every 10 ms; its duration and the peak seen. */
async function measured<T>(pid: number, work: () => Promise<T>) {
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 10);
  const started = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - started, peak: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(sampler);
  }
}

/** Reads a response to the end as a crawler would, counting bytes and URLs without keeping it. */
async function drain(path: string) {
  const response = await fetch(`${origin}${path}`);
  if (!response.ok || !response.body) throw new Error(`${path}: ${response.status}`);
  const decoder = new TextDecoder();
  let bytes = 0;
  let urls = 0;
  let tail = '';
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    const text = tail + decoder.decode(chunk, { stream: true });
    urls += text.split('<url>').length - 1;
    // Shorter than '<url>': a tag split between chunks is counted once, with the next chunk.
    tail = text.slice(-4);
  }
  return { bytes, urls };
}

const dataDir = process.env.DATA_DIR ?? '.data/bench';
const database = await openDatabase({ dataDir });
await ready(database);
await database.close();

const shop = await startProcess(
  ['-e', "import('./scripts/serve.mjs').then((m) => m.serve())"],
  { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir },
  `${origin}/readyz`,
);
const pid = shop.pid as number;
try {
  console.log(`bench:sitemap (${PRODUCTS} articles, built shop over HTTP, PGlite)`);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idle = rssMb(pid);
  const home = await measured(pid, () => fetch(`${origin}/agb`).then((r) => r.text()));
  console.log(
    `  baseline: idle RSS ${idle.toFixed(0)} MB; a content page ${home.ms.toFixed(0)} ms, peak ${home.peak.toFixed(0)} MB`,
  );

  const index = async () => {
    const response = await fetch(`${origin}/sitemap.xml`);
    if (!response.ok) throw new Error(`/sitemap.xml: ${response.status}`);
    return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] as string).pathname,
    );
  };
  const cold = await measured(pid, index);
  const warm = await measured(pid, index);
  const files = cold.result.filter((path) => path.startsWith('/sitemap-products-'));
  console.log(
    `  index: ${files.length} product files; cold ${cold.ms.toFixed(0)} ms (peak ${cold.peak.toFixed(0)} MB), warm ${warm.ms.toFixed(1)} ms (peak ${warm.peak.toFixed(0)} MB)`,
  );

  for (const path of [files[0], files.at(-1)]) {
    if (!path) continue;
    const file = await measured(pid, () => drain(path));
    console.log(
      `  ${path}: ${file.result.urls} URLs, ${(file.result.bytes / 1e6).toFixed(1)} MB in ${(file.ms / 1000).toFixed(2)} s, peak RSS ${file.peak.toFixed(0)} MB (+${(file.peak - idle).toFixed(0)} MB over idle)`,
    );
  }
} finally {
  await stop(shop);
}
