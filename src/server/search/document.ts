import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Rebuilds the vocabulary for typo tolerance from the search vectors (written with the products, see
 * vector.ts); run it after every catalogue change (seed, import). Words only: article numbers are
 * matched exactly or by prefix, never "corrected".
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
}
