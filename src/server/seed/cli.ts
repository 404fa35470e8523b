import { openDatabase } from '../db/client.ts';
import { DEFAULT_PRODUCTS, seed } from './index.ts';

/**
 * `npm run seed`: empties the database (DATABASE_URL, else the PGlite directory) and seeds the
 * demo shop with SEED_PRODUCTS products, then reports time, peak memory and rows per table.
 */
const products = Number(process.env.SEED_PRODUCTS ?? DEFAULT_PRODUCTS);
if (!Number.isInteger(products) || products < 0) {
  console.error(`SEED_PRODUCTS must be a whole number >= 0, got "${process.env.SEED_PRODUCTS}"`);
  process.exit(1);
}

const database = await openDatabase({ url: process.env.DATABASE_URL });
try {
  const report = await seed(database, { products, reset: true });
  console.table(report.rows);
  console.log(`seeded ${products} products on ${database.kind} in ${report.seconds.toFixed(1)} s`);
  if (report.phases) {
    const phases = Object.entries(report.phases).map(([name, s]) => `${name} ${s.toFixed(1)} s`);
    console.log(`  of which ${phases.join(', ')}`);
  }
} finally {
  await database.close();
}
const { maxRSS } = process.resourceUsage();
console.log(`total ${(performance.now() / 1000).toFixed(1)} s, peak RSS ${(maxRSS / 1024).toFixed(0)} MB`);
