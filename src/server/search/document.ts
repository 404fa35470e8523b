import { sql } from 'drizzle-orm';
import { LOCALES } from '../../shared/locales.ts';
import type { Db } from '../db/client.ts';

const field = (name: string) =>
  LOCALES.map((locale) => `coalesce(p.translations->'${locale}'->>'${name}', '')`).join(` || ' ' || `);

/**
 * Hyphens become spaces, as the query splits words (rank.ts): otherwise the parser reads 'IM-100123'
 * as the word 'im' and the negative number '-100123'.
 */
const words = (text: string) => `translate(${text}, '-', ' ')`;

/**
 * Rebuilds the search rows of all active listed products (parents and single articles: variants are
 * found by their numbers, and share their parent's texts) in set-based statements, then the vocabulary
 * for typo tolerance; run it after every catalogue change (seed, import). Descriptions are HTML: tags
 * are stripped so markup never matches.
 */
export async function refreshProductSearch(db: Db): Promise<void> {
  const descriptions = `regexp_replace(${field('description')}, '<[^>]*>', ' ', 'g')`;
  await db.execute(sql`delete from product_search`);
  await db.execute(
    sql.raw(`
    insert into product_search (product_id, vector)
    select p.id,
      setweight(to_tsvector('simple', ${words(field('name'))}), 'A')
        || setweight(to_tsvector('simple', ${words("concat_ws(' ', m.name, p.product_number, p.ean, p.manufacturer_number)")}), 'B')
        || setweight(to_tsvector('simple', ${words(descriptions)}), 'C')
    from product p left join manufacturer m on m.id = p.manufacturer_id
    where p.parent_id is null and p.active`),
  );
  // Words only (no article numbers): those are matched exactly or by prefix, never "corrected".
  await db.execute(sql`
    insert into search_word (word)
    select word from ts_stat('select vector from product_search')
    where word ~ '^[[:alpha:]]{3,}$'
    on conflict do nothing`);
}
