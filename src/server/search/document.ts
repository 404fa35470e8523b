import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Rebuilds the vocabulary for typo tolerance from the search vectors (written with the products, see
 * vector.ts); run it after every catalogue change (seed, import). Words only: article numbers are
 * matched exactly or by prefix, never "corrected".
 */
export async function refreshSearchWords(db: Db): Promise<void> {
  await db.execute(sql`delete from search_word`);
  await db.execute(sql`
    insert into search_word (word)
    select word from ts_stat('select vector from product_search')
    where word ~ '^[[:alpha:]]{3,}$'
    on conflict do nothing`);
}
