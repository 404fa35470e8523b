// bench:search — quick-search server time over the 400,000-article catalogue, next to a naive
// ILIKE '%term%' baseline over the same table, both measured in this one run on the embedded DB.
// "Ours" is the header's real call: `POST /store-api/search` with the island's body (ranking,
// listing query, product views, includes, JSON), answered in-process by the Store API app.
import { count, eq, isNull, sql } from 'drizzle-orm';
import { quickSearchBody } from '../../src/api/quick-search.ts';
import { createStoreApi } from '../../src/server/app.ts';
import { openDatabase, queryRows } from '../../src/server/db/client.ts';
import { manufacturer, product } from '../../src/server/db/schema/index.ts';
import { seed } from '../../src/server/seed/index.ts';

const PRODUCTS = Number(process.env.SEED_PRODUCTS ?? 400_000);
const PER_KIND = Number(process.env.BENCH_QUERIES ?? 20);
const database = await openDatabase({ url: process.env.DATABASE_URL });
const { db } = database;

const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(product);
if (n < PRODUCTS) {
  console.log(`seeding ${PRODUCTS} products (found ${n}) …`);
  await seed(database, { products: PRODUCTS, reset: true });
}

// A fixed mix drawn deterministically from the catalogue itself.
const rows = await db
  .select({
    number: product.productNumber,
    ean: product.ean,
    names: product.translations,
    brand: manufacturer.name,
  })
  .from(product)
  .innerJoin(manufacturer, eq(manufacturer.id, product.manufacturerId))
  .where(isNull(product.parentId))
  .orderBy(product.productNumber)
  .limit(PER_KIND * 97)
  .then((all) => all.filter((_, i) => i % 97 === 0));
const word = (name: string | undefined, i: number) => (name ?? '').split(' ')[i] ?? '';
const typo = (s: string) => `${s.slice(0, 2)}${s.slice(3)}`;
const mix: Record<string, string[]> = {
  'exact SKU': rows.map((r) => r.number.toLowerCase()),
  EAN: rows.map((r) => r.ean ?? ''),
  'SKU prefix': rows.map((r) => r.number.slice(0, -2)),
  'one word': rows.map((r) => word(r.names['nl-NL']?.name, 0)),
  'two words': rows.map((r) => `${word(r.names['fr-FR']?.name, 0)} ${word(r.names['fr-FR']?.name, 1)}`),
  brand: rows.map((r) => r.brand),
  typo: rows.map((r) => typo(word(r.names['en-GB']?.name, 0))),
};

/** The naive way: one pass of ILIKE over every searchable column, best-known order, total for "show more". */
const naive = (term: string) => {
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return queryRows(
    db,
    sql`select id, count(*) over () as total from product
        where product_number ilike ${like} or ean ilike ${like} or manufacturer_number ilike ${like}
           or translations::text ilike ${like}
        order by product_number limit 10`,
  );
};

const perKind: Record<string, number[]> = {};
async function timed(run: (term: string) => Promise<unknown>) {
  const times: number[] = [];
  for (const [kind, terms] of Object.entries(mix)) {
    for (const term of terms) {
      const started = performance.now();
      await run(term);
      const ms = performance.now() - started;
      times.push(ms);
      perKind[kind] = [...(perKind[kind] ?? []), ms];
    }
  }
  return times.sort((a, b) => a - b);
}
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const api = createStoreApi(db);
async function quickSearch(term: string) {
  const response = await api.fetch(
    new Request('http://bench/store-api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(quickSearchBody(term)),
    }),
  );
  if (!response.ok) throw new Error(`${term}: ${response.status} ${await response.text()}`);
  return response.json();
}

await timed(quickSearch); // warm caches and plans once
for (const kind of Object.keys(perKind)) delete perKind[kind];
const ours = await timed(quickSearch);
const oursByKind = Object.entries(perKind).map(
  ([kind, ms]) =>
    `${kind} ${pct(
      ms.sort((a, b) => a - b),
      0.95,
    ).toFixed(1)}`,
);
const baseline = await timed(naive);
const queries = ours.length;
console.log(
  `\nbench:search (${PRODUCTS} articles on ${database.kind}, ${queries} queries: ${Object.keys(mix).join(', ')})`,
);
console.log(
  `  quick search (POST /store-api/search, in-process): p50 ${pct(ours, 0.5).toFixed(1)} ms, p95 ${pct(ours, 0.95).toFixed(1)} ms   (goal p95 <= 20 ms)`,
);
console.log(`  quick search p95 by kind (ms): ${oursByKind.join(', ')}`);
console.log(
  `  naive ILIKE:  p50 ${pct(baseline, 0.5).toFixed(1)} ms, p95 ${pct(baseline, 0.95).toFixed(1)} ms`,
);
console.log(
  `  ratio (naive/ours, p95): ${(pct(baseline, 0.95) / pct(ours, 0.95)).toFixed(1)}x   (goal >= 20x)`,
);
await database.close();
