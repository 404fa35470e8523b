import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { logger } from '../ops/logger.ts';
import { NOTATION_VERSION } from './notation.ts';
import { type IndexedRow, indexedProducts, vectorTable } from './product-rows.ts';

/**
 * Rebuilds the vocabulary for typo tolerance from the search vectors (written with the products, see
 * vector.ts) and records which reading of the notation they hold; run it after every catalogue change
 * (seed, import). Words only: article numbers are matched exactly or by prefix, never "corrected".
 */
export async function refreshSearchIndex(db: Db): Promise<void> {
  await db.execute(sql`delete from search_word`);
  await db.execute(sql`
    insert into search_word (word)
    select word from ts_stat('select vector from product_search')
    where word ~ '^[[:alpha:]]{3,}$'
    on conflict do nothing`);
  // Bulk writes park new index entries in GIN pending lists, which every search would scan (there is
  // no autovacuum on the embedded database): they go into the index proper now.
  await db.execute(sql`select gin_clean_pending_list('product_search_vector_idx'::regclass)`);
  await db.execute(sql`select gin_clean_pending_list('search_word_trgm_idx'::regclass)`);
  await db.execute(sql`
    insert into search_index_state (id, version) values (1, ${NOTATION_VERSION})
    on conflict (id) do update set version = excluded.version`);
}

const BATCH = 2000;

/**
 * Rewrites every search vector when they were written with another reading of the notation (a shop
 * started after an upgrade), batch by batch from the products themselves; then the vocabulary.
 */
export async function ensureSearchIndex(db: Db): Promise<void> {
  const [state] = await queryRows<{ version: string }>(db, sql`select version from search_index_state`);
  if (state?.version === NOTATION_VERSION) return;
  const started = performance.now();
  let after = '00000000-0000-0000-0000-000000000000';
  let rewritten = 0;
  for (;;) {
    const rows = await indexedProducts(
      db,
      sql`exists (select from product_search s where s.product_id = p.id) and p.id > ${after}::uuid
          order by p.id limit ${BATCH}`,
    );
    if (!rows.length) break;
    await db.execute(sql`
      update product_search s set vector = x.vector::tsvector
      from ${vectorTable(rows)} where s.product_id = x.id`);
    rewritten += rows.length;
    after = (rows.at(-1) as IndexedRow).id;
  }
  await refreshSearchIndex(db);
  logger.info(
    {
      rewritten,
      from: state?.version ?? null,
      to: NOTATION_VERSION,
      ms: Math.round(performance.now() - started),
    },
    'search vectors rewritten for the current notation',
  );
}
