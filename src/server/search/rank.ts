import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';

/**
 * At most this many matches are ranked, filtered and counted (20 pages of 24): enough for any page a
 * buyer reads, and what keeps a search over 400,000 articles within milliseconds (bench:search).
 */
export const SEARCH_MATCH_CAP = 500;
const MAX_WORDS = 8;
const MAX_TERM = 200;

export interface SearchTerm {
  /** Trimmed and shortened to what any article number, EAN or name can be. */
  text: string;
  /** Lower-cased words of letters and digits, at most 8. */
  words: string[];
  /** Words as a prefix tsquery (`lager:* & 6204:*`), or null when the term has no letters or digits. */
  tsquery: string | null;
}

/** Any input, however long or odd, becomes a bounded term; quotes and operators are only separators. */
export function parseTerm(raw: string): SearchTerm {
  const text = raw.trim().slice(0, MAX_TERM);
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, MAX_WORDS)
    .map((w) => w.slice(0, 64));
  return { text, words, tsquery: words.length ? words.map((w) => `${w}:*`).join(' & ') : null };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * Listed products having every word of the tsquery (as word prefixes), best weighted match first.
 * The search rows hold active listed products only (document.ts), so no join is needed.
 */
const wordMatches = (tsquery: string) => sql`
  (select s.product_id as id, 100 + ts_rank(s.vector, q) as score
   from to_tsquery('simple', ${tsquery}) q, product_search s
   where s.vector @@ q limit ${SEARCH_MATCH_CAP})`;

/**
 * Ids of listed products (parents and single articles) for a search term, best first (§5 Search): an
 * exact article number, EAN or manufacturer number; then article numbers starting with the term; then
 * products whose names, brand or description contain every word (as word prefixes, in any of the four
 * languages). Only when none of these match, each word is replaced by the catalogue's nearest known
 * words (typo tolerance) and words are matched again. A matching active variant ranks its parent;
 * every id returned is an active listed product, so a listing without filters may page the list itself.
 */
export async function rankProducts(db: Db, raw: string): Promise<{ ids: string[]; fuzzy: boolean }> {
  const term = parseTerm(raw);
  if (!term.text) return { ids: [], fuzzy: false };
  const upper = term.text.toUpperCase();
  const numbers = await queryRows<{ id: string }>(
    db,
    sql`
    select id from (
      (select coalesce(parent_id, id) as id, 1000::real as score from product
       where active and (upper(product_number) = ${upper} or ean = ${term.text}
         or upper(manufacturer_number) = ${upper}))
      union all
      (select coalesce(parent_id, id), 500 - length(product_number) from product
       where active and upper(product_number) like ${`${escapeLike(upper)}%`}
       order by upper(product_number) limit ${SEARCH_MATCH_CAP})
    ) hits
    where not exists (select from product parent where parent.id = hits.id and not parent.active)
    group by id order by max(score) desc, id limit ${SEARCH_MATCH_CAP}`,
  );
  // A single token with digits that hits article numbers is an article number: words would only add noise.
  const articleNumber = numbers.length > 0 && !/\s/.test(term.text) && /\d/.test(term.text);
  if (articleNumber || !term.tsquery) return { ids: numbers.map((r) => r.id), fuzzy: false };

  const seen = new Set(numbers.map((r) => r.id));
  const words = await queryRows<{ id: string }>(
    db,
    sql`select id from ${wordMatches(term.tsquery)} hits order by score desc, id`,
  );
  const ids = [...seen, ...words.map((r) => r.id).filter((id) => !seen.has(id))].slice(0, SEARCH_MATCH_CAP);
  if (ids.length) return { ids, fuzzy: false };

  const corrected = await correctWords(db, term.words);
  if (!corrected) return { ids: [], fuzzy: true };
  const similar = await queryRows<{ id: string }>(
    db,
    sql`select id from ${wordMatches(corrected)} hits order by score desc, id`,
  );
  return { ids: similar.map((r) => r.id), fuzzy: true };
}

/** Each word becomes "any of its 3 nearest known words"; null when a word has no near neighbour. */
async function correctWords(db: Db, words: string[]): Promise<string | null> {
  const alternatives: string[] = [];
  for (const word of words) {
    const near = await queryRows<{ word: string }>(
      db,
      sql`select word from search_word where word % ${word}
          order by similarity(word, ${word}) desc, word limit 3`,
    );
    if (!near.length) return null;
    alternatives.push(`(${near.map((n) => `${n.word}:*`).join(' | ')})`);
  }
  return alternatives.join(' & ');
}
