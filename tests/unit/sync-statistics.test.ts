import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../../src/server/db/client.ts';
import { refreshStatistics } from '../../src/server/integration/sync/statistics.ts';

/** The embedded database has no autovacuum: the Admin API sync refreshes the catalogue's statistics. */
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
}, 60_000);
afterAll(() => database.close());

const analyzed = async () =>
  (
    await queryRows<{ relname: string; n: number }>(
      database.db,
      sql`select relname, analyze_count::int as n from pg_stat_user_tables
          where relname in ('product', 'product_listing', 'listing_sort') order by relname`,
    )
  ).map((r) => r.n);

describe('refreshStatistics', () => {
  it('analyzes the catalogue once the syncs wrote more than 50 records plus the products, then counts anew', async () => {
    const [products] = await queryRows<{ n: number }>(
      database.db,
      sql`select greatest(reltuples, 0)::int as n from pg_class where relname = 'product'`,
    );
    const threshold = 50 + (products?.n ?? 0);
    const before = await analyzed();
    await refreshStatistics(database.db, threshold);
    expect(await analyzed()).toEqual(before);
    await refreshStatistics(database.db, 1);
    const after = await analyzed();
    expect(after).toEqual(before.map((n) => n + 1));
    await refreshStatistics(database.db, 1);
    expect(await analyzed()).toEqual(after);
  });
});
