// bench:sync (issue 29) — the seed's catalogue pushed through the Admin API as an ERP connector would:
// a shop seeded without products gets SEED_PRODUCTS articles by POST /api/_action/sync in batches, then a
// delta of price and stock changes, then one rename timed until the Store API's search and listing show
// it. The baseline is `bench:seed` of the same catalogue, run in the same process tree first. Each phase
// runs in its own process on its own PGlite directory (DATABASE_URL: PostgreSQL instead), and the peak
// memory reported is the server's (VmHWM).
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { DEMO_ACCESS_KEY } from '../../src/server/seed/constants.ts';
import { generateProducts, type ProductRecord } from '../../src/server/seed/products.ts';
import { startProcess, stop } from './server.mjs';

const PRODUCTS = Number(process.env.SEED_PRODUCTS ?? 400_000);
const BATCH = Number(process.env.SYNC_BATCH ?? 1000);
const DELTA = Number(process.env.SYNC_DELTA ?? 10_000);
const PORT = Number(process.env.BENCH_PORT ?? 4610);
const ROOT = process.env.DATA_DIR ?? '.data/bench-sync';
const EURO = 'b7d2554b0ce847cd82f3ac9bd1c0dfca';
const hex = (uuid: string) => uuid.replace(/-/g, '');
const seconds = (from: number) => (performance.now() - from) / 1000;

/** Runs a node script to its end; its output. */
function run(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.pipe(process.stderr);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${args.join(' ')}: ${code}`))));
  });
}

/** A seeded article as a connector sends it: Shopware's field names, euros, hex ids, four languages. */
function connectorRecord(p: ProductRecord) {
  const euros = (milli: number) => milli / 1000;
  return {
    id: hex(p.id),
    ...(p.parentId ? { parentId: hex(p.parentId) } : {}),
    productNumber: p.productNumber,
    ean: p.ean,
    manufacturerId: hex(p.manufacturerId),
    manufacturerNumber: p.manufacturerNumber,
    stock: p.stock,
    minPurchase: p.minPurchase,
    maxPurchase: p.maxPurchase,
    purchaseSteps: p.purchaseSteps,
    deliveryTimeId: p.deliveryTimeId && hex(p.deliveryTimeId),
    restockTime: p.restockTime,
    ...(p.netPriceMilli === null
      ? {}
      : {
          price: [
            {
              currencyId: EURO,
              net: euros(p.netPriceMilli),
              gross: euros(Math.round(p.netPriceMilli * 1.21)),
              linked: true,
              listPrice: p.listPriceMilli === null ? null : { net: euros(p.listPriceMilli), gross: 0 },
            },
          ],
        }),
    categories: p.categoryIds.map((id) => ({ id: hex(id) })),
    properties: p.propertyIds.map((id) => ({ id: hex(id) })),
    options: p.optionIds.map((id) => ({ id: hex(id) })),
    translations: Object.fromEntries(
      Object.entries(p.translations).map(([locale, t]) => [
        locale,
        { name: t.name, description: t.description },
      ]),
    ),
  };
}

const base = `http://127.0.0.1:${PORT}`;
let token = '';
async function sync(records: unknown[]): Promise<void> {
  const response = await fetch(`${base}/api/_action/sync`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ products: { entity: 'product', action: 'upsert', payload: records } }),
  });
  if (!response.ok) throw new Error(`sync ${response.status}: ${(await response.text()).slice(0, 500)}`);
  await response.arrayBuffer();
}

async function storeApi(path: string, body: unknown) {
  const response = await fetch(`${base}/store-api${path}`, {
    method: 'POST',
    headers: { 'sw-access-key': DEMO_ACCESS_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { elements?: { id: string }[] };
}

/** A token for the demo integration (client credentials). */
async function grant(): Promise<string> {
  const response = await fetch(`${base}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: DEMO_INTEGRATION.accessKey,
      client_secret: DEMO_INTEGRATION.secret,
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

const peakMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+)/);
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
};

// 1. The baseline: the seed writes the same catalogue straight into its tables.
const seedDir = `${ROOT}/seed`;
rmSync(seedDir, { recursive: true, force: true });
console.log(`bench:seed of ${PRODUCTS} products …`);
const seedOut = await run(['--experimental-strip-types', 'src/server/seed/cli.ts'], {
  SEED_PRODUCTS: String(PRODUCTS),
  DATA_DIR: seedDir,
});
const seedSeconds = Number(/seeded \d+ products on \w+ in ([\d.]+) s/.exec(seedOut)?.[1]);
const seedPeak = Number(/peak RSS (\d+) MB/.exec(seedOut)?.[1]);
rmSync(seedDir, { recursive: true, force: true });

// 2. The same shop without products, served with the Admin API; the connector's token.
const syncDir = `${ROOT}/sync`;
rmSync(syncDir, { recursive: true, force: true });
const server = await startProcess(
  ['--experimental-strip-types', 'src/server/standalone.ts'],
  { SEED_PRODUCTS: '0', DATA_DIR: syncDir, STORE_API_PORT: String(PORT), LOG_LEVEL: 'warn' },
  `${base}/readyz`,
);
try {
  token = await grant();
  // Tokens live 10 minutes; a long first load asks again, as a connector does.
  const refresh = setInterval(async () => {
    token = await grant();
  }, 300_000);

  // 3. The first load, in batches; a batch never starts with a variant (its parent comes first). Like a
  // connector that reads its ERP while the shop writes, the next batch is made while one is under way
  // (one request at a time), so the figure is the shop's time, not the generator's.
  const simple: ProductRecord[] = [];
  let batch: ProductRecord[] = [];
  let sent = 0;
  let underWay: Promise<void> = Promise.resolve();
  const send = async (records: unknown[]) => {
    await underWay;
    underWay = sync(records);
    sent += records.length;
    if (sent % 50_000 < BATCH) console.log(`  ${sent} products in ${seconds(started).toFixed(0)} s`);
  };
  const started = performance.now();
  for (const p of generateProducts(PRODUCTS)) {
    if (batch.length >= BATCH && p.parentId === null) {
      await send(batch.map(connectorRecord));
      batch = [];
    }
    batch.push(p);
    if (p.parentId === null && p.childCount === 0 && p.netPriceMilli !== null && simple.length < DELTA)
      simple.push(p);
  }
  if (batch.length) await send(batch.map(connectorRecord));
  await underWay;
  const loadSeconds = seconds(started);
  const loadPeak = peakMb(server.pid as number);

  // 4. The delta: a price and a stock change for DELTA articles, in the same batches.
  const deltaStarted = performance.now();
  for (let i = 0; i < simple.length; i += BATCH) {
    await sync(
      simple.slice(i, i + BATCH).map((p) => ({
        id: hex(p.id),
        stock: p.stock + 1,
        price: [{ currencyId: EURO, net: ((p.netPriceMilli as number) + 10) / 1000, gross: 0, linked: true }],
      })),
    );
  }
  const deltaSeconds = seconds(deltaStarted);

  // 5. One rename, timed from the sync's answer until the search and the category listing show it (its
  // name, first by name among its brand's articles there).
  const target = simple[Math.floor(simple.length / 2)] as ProductRecord;
  const word = `benchsync${Date.now().toString(36)}`;
  await sync([{ id: hex(target.id), translations: { 'nl-NL': { name: `000 ${word}` } } }]);
  const renamed = performance.now();
  const seen = async () => {
    const found = await storeApi('/search', { search: word, limit: 1 });
    const listed = await storeApi(`/product-listing/${target.categoryIds[0]}`, {
      limit: 1,
      order: 'name-asc',
      manufacturer: [target.manufacturerId],
    });
    return found.elements?.[0]?.id === target.id && listed.elements?.[0]?.id === target.id;
  };
  while (!(await seen()) && seconds(renamed) < 30);
  const visibleSeconds = seconds(renamed);
  clearInterval(refresh);

  console.log(`\nbench:sync, ${PRODUCTS} products, batches of ${BATCH}, ${new Date().toISOString()}`);
  console.table({
    'bench:seed (baseline)': { seconds: seedSeconds, 'peak MB': seedPeak },
    'first load over /api/_action/sync': {
      seconds: Number(loadSeconds.toFixed(1)),
      'peak MB': loadPeak,
      'x seed': Number((loadSeconds / seedSeconds).toFixed(2)),
    },
    [`delta of ${simple.length} price and stock changes`]: { seconds: Number(deltaSeconds.toFixed(2)) },
    'one rename visible in search and listing': { seconds: Number(visibleSeconds.toFixed(3)) },
  });
  console.log('goals: first load <= 2 x seed and <= 1536 MB; delta <= 10 s; rename visible <= 1 s');
} finally {
  await stop(server);
}
