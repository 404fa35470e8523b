import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../../../src/server/db/client.ts';
import { loadProducts } from '../../../src/server/seed/product-load.ts';

// The embedded database loads products without secondary indexes and rebuilds them in the same
// transaction: afterwards, or after a failed load, the schema must be what the migrations made.
describe('loadProducts on PGlite', () => {
  let database: Database;
  const indexes = () =>
    queryRows<{ indexdef: string }>(
      database.db,
      sql`select indexdef from pg_indexes
          where tablename in ('product', 'product_stock', 'product_price', 'product_search') order by indexdef`,
    );
  const products = async () =>
    (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from product`))[0]?.n;

  // Migrating a fresh database takes seconds, more than vitest's default hook time on a busy machine.
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  }, 60_000);
  afterAll(() => database.close());

  it('keeps every index, and a failed load leaves nothing behind', async () => {
    const migrated = await indexes();
    expect(migrated.length).toBeGreaterThan(8);
    const loaded = await loadProducts(database, 40);
    expect(await products()).toBe(loaded.product);
    expect(await indexes()).toEqual(migrated);

    // The same products again break the primary key after the indexes were dropped: all rolls back.
    await expect(loadProducts(database, 80)).rejects.toThrow();
    expect(await products()).toBe(loaded.product);
    expect(await indexes()).toEqual(migrated);
  }, 60_000);
});
