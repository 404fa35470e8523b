import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** The tables a connector's batches fill: the catalogue and what the listing and search keep of it. */
const CATALOGUE = sql.raw(`product, product_price, product_stock, product_search, product_listing,
  listing_group, listing_sort, listing_list_price, category_facet, category`);

/** Records written since the catalogue's statistics were last refreshed, per database. */
const written = new WeakMap<Db, number>();

/**
 * Refreshes the planner's statistics of the catalogue once the syncs since the last refresh wrote more
 * than 50 records plus as many as there are products (autovacuum's analyze rule with a scale factor of
 * 1 instead of 0.1: the embedded database has no autovacuum, and an ANALYZE of these tables takes
 * seconds, so a first load pays for it about log2(articles / 1,000) times). A shop filled by a
 * connector kept the statistics of its empty tables: after a first load of 400,000 articles, every
 * product batch read the whole parent index (the planner expected 3,677 parents, there were 423,878),
 * and a delta of 10,000 price and stock changes took 18.5 s; after ANALYZE (3.8 s there), 7.9 s. Run
 * after the sync's transaction, so the next batch is planned with it.
 */
export async function refreshStatistics(db: Db, records: number): Promise<void> {
  const total = (written.get(db) ?? 0) + records;
  const [products] = await queryRows<{ rows: number }>(
    db,
    sql`select greatest(reltuples, 0)::float8 as rows from pg_class where oid = 'product'::regclass`,
  );
  if (total <= 50 + (products?.rows ?? 0)) {
    written.set(db, total);
    return;
  }
  written.set(db, 0);
  await db.execute(sql`analyze ${CATALOGUE}`);
}
