import { type SQL, sql } from 'drizzle-orm';
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
  /** Each word as a tsquery operand: the last one, being typed, as a prefix (`620:*`). */
  parts: string[];
  /** Words as a tsquery (`kogellager & 620:*`), or null when the term has no letters or digits. */
  tsquery: string | null;
}

/** Any input, however long or odd, becomes a bounded term; quotes and operators are only separators. */
export function parseTerm(raw: string): SearchTerm {
  const text = raw.trim().slice(0, MAX_TERM);
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, MAX_WORDS)
    .map((w) => w.slice(0, 64));
  // Search as you type: the words before the last are complete; the last may be cut short, unless it
  // is too short to say much (a prefix of one or two letters would match most of the catalogue).
  const last = words.length - 1;
  const parts = words.map((w, i) => (i === last && w.length >= 3 ? `${w}:*` : w));
  return { text, words, parts, tsquery: words.length ? parts.join(' & ') : null };
}

/**
 * Listed products having every word of the tsquery (as word prefixes), best weighted match first among
 * the first `cap` found; the words typed in full (`exact`) count once more, so "roulement" puts the
 * bearings before "graisse pour roulements" and a word before its compounds. The search rows hold
 * active listed products only (document.ts), so no join is needed; `when` may switch the scan off
 * (PostgreSQL evaluates it once, before reading any row).
 */
const wordMatches = (tsquery: SQL, cap: number, { when = sql`true`, exact = [] as string[] } = {}) => sql`
  (select s.product_id as id, 100 + ts_rank(s.vector, query.q)
     + ${exact.length ? sql`ts_rank(s.vector, to_tsquery('simple', ${exact.join(' | ')}))` : sql`0`} as score,
     null as tiebreak
   from (select ${tsquery} as q) query, product_search s
   where ${when} and s.vector @@ query.q limit ${cap})`;

/**
 * A number column without separators, upper case: buyers type "im100158" for "IM-100158". Literal SQL,
 * the very expression of the indexes (migration 0007), or PostgreSQL would not use them.
 */
const compact = (column: 'product_number' | 'manufacturer_number' | 'l.customer_sku') =>
  sql.raw(`regexp_replace(upper(${column}), '[^A-Z0-9]', '', 'g')`);
const compactOf = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * Active articles whose article number starts with `number` (the term's compact form; 500), the first
 * `cap` in number order.
 */
const numberPrefix = (number: string, cap: number) => sql`
  (select coalesce(parent_id, id) as id, 500::real as score, ${compact('product_number')} as tiebreak
   from product
   where active and ${compact('product_number')} like ${`${number}%`}
   order by ${compact('product_number')} limit ${cap})`;

/**
 * Active articles whose article, EAN or manufacturer number, or the company's own number for it
 * (article link), is `number` (the term's compact form; 1000); then those starting with it (500; `prefix` above for article
 * numbers), in number order: the first `cap` numbers start any longer list, so the quick search agrees
 * with the /search page.
 */
const numberMatches = (number: string, cap: number, companyId: string | undefined) => {
  const sku = compact('l.customer_sku');
  const linked = companyId
    ? sql`
      union all
      (select coalesce(p.parent_id, p.id), 1000::real, ${sku}
       from article_link l join product p on p.id = l.product_id
       where l.company_id = ${companyId} and ${sku} = ${number} and p.active)
      union all
      (select coalesce(p.parent_id, p.id), 500, ${sku} from article_link l
       join product p on p.id = l.product_id
       where l.company_id = ${companyId} and ${sku} like ${`${number}%`} and p.active
       order by ${sku} limit ${cap})`
    : sql``;
  return sql`
    (select id, max(score) as score, min(tiebreak) as tiebreak from (
      (select coalesce(parent_id, id) as id, 1000::real as score, ${compact('product_number')} as tiebreak
       from product
       where active and (${compact('product_number')} = ${number} or ean = ${number}
         or ${compact('manufacturer_number')} = ${number}))
      union all
      (select * from prefix)
      ${linked}
    ) hits
    where not exists (select from product parent where parent.id = hits.id and not parent.active)
    group by id)`;
};

/** No number hits, in their shape: a term without letters A–Z or digits has no number to match. */
const NO_HITS = sql`(select null::uuid as id, 0::real as score, null::text as tiebreak where false)`;

/** Best first; `more` tells whether matches were left out beyond `cap`. */
const ranked = (hits: SQL, cap: number, more: SQL = sql`false`) =>
  sql`select id, ${more} as more from ${hits} hits
      group by id order by max(score) desc, min(tiebreak), id limit ${cap}`;

/**
 * Ids of listed products (parents and single articles) for a search term, best first (§5 Search): an
 * exact article number, EAN or manufacturer number; then article numbers starting with the term; then
 * products whose names, brand or description contain every word (the last may be a word's start, a
 * long word the end of a compound; in any of the four languages). Only when none of these match, each
 * word is replaced by the catalogue's nearest known words (typo tolerance) and words are matched
 * again. A matching active variant ranks its parent; every id returned is an active listed product,
 * so a listing without filters may page the list itself.
 * With a `companyId`, the company's own article numbers (article links) count as article numbers.
 * At most `cap` ids: the quick search asks for a few pages only, which is what keeps it fast.
 */
export async function rankProducts(
  db: Db,
  raw: string,
  { cap = SEARCH_MATCH_CAP, companyId }: { cap?: number; companyId?: string } = {},
): Promise<Ranking> {
  const term = parseTerm(raw);
  if (!term.text) return { ids: [], fuzzy: false, more: false };
  const number = compactOf(term.text);
  const tsquery = await withCompounds(db, term);
  // Words follow the number hits even for a number ("6204" is one bearing's manufacturer number and a
  // word in the names of its 6204-2RS siblings), unless article numbers starting with the term fill
  // every place: then no word match could rank among the first `cap`, and the scan is skipped.
  const words = tsquery
    ? sql` union all ${wordMatches(sql`to_tsquery('simple', ${tsquery})`, cap, {
        when: sql`(select count(*) from prefix) < ${cap}`,
        exact: term.words,
      })}`
    : sql``;
  const found = await queryRows<{ id: string; more: boolean }>(
    db,
    sql`with prefix as ${number ? numberPrefix(number, cap) : NO_HITS},
        numbers as ${number ? numberMatches(number, cap, companyId) : NO_HITS}
        ${ranked(
          sql`(select id, score, tiebreak from numbers ${words})`,
          cap,
          // Variants share their parent's row: a full prefix page may still hold fewer than `cap` ids.
          sql`(select count(*) from prefix) >= ${cap}`,
        )}`,
  );
  if (found.length || !term.tsquery) return rankingOf(found, cap, false);

  const similar = await queryRows<{ id: string; more: boolean }>(
    db,
    ranked(wordMatches(nearestWords(term.words), cap), cap),
  );
  return rankingOf(similar, cap, true);
}

export interface Ranking {
  ids: string[];
  fuzzy: boolean;
  /** More products match than the `cap` asked for. */
  more: boolean;
}

const rankingOf = (rows: { id: string; more: boolean }[], cap: number, fuzzy: boolean): Ranking => ({
  ids: rows.map((r) => r.id),
  fuzzy,
  more: rows.length >= cap || rows.some((r) => r.more),
});

/** A Postgres array literal of words that are letters and digits only (parseTerm, document.ts). */
const textArray = (words: string[]) => `{${words.map((w) => `"${w}"`).join(',')}}`;

/** Words this long (letters only) may be the last part of a compound; shorter ones are too common. */
const COMPOUND_PART = /^\p{L}{5,}$/u;

/**
 * The term's tsquery where each word of five letters or more also matches the catalogue's compounds
 * that end in it (up to 24, shortest first): Dutch and German write one word where English writes
 * two, and a buyer typing "kogellager" means the "groefkogellager" too. The word being typed matches
 * compounds that contain it. Shorter words would drag in unrelated words ("ring" in "bearing").
 * Looked up on its own, so the match itself is planned with a known tsquery (as a subquery it ran
 * up to ten times slower).
 */
async function withCompounds(db: Db, term: SearchTerm): Promise<string | null> {
  if (!term.tsquery || !term.words.some((w) => COMPOUND_PART.test(w))) return term.tsquery;
  const [row] = await queryRows<{ tsquery: string }>(
    db,
    sql`select string_agg(concat_ws(' | ', typed.part, (
          select string_agg(known.word, ' | ') from (
            select word from search_word
            where typed.word ~ '^[[:alpha:]]{5,}$'
              and word like '_%' || typed.word || case when typed.part like '%:*' then '%' else '' end
            order by length(word), word limit 24) known)), ' & ' order by typed.i) as tsquery
        from unnest(${textArray(term.words)}::text[], ${textArray(term.parts)}::text[])
          with ordinality as typed(word, part, i)`,
  );
  return row?.tsquery ?? term.tsquery;
}

/**
 * The tsquery "every word, each as one of its nearest known words" (up to 3, trigram similarity), built in
 * the database in the same round trip as the match; it matches nothing when a word has no neighbour.
 * Typed words are letters and digits only (parseTerm) and known words letters only (document.ts), so
 * both are safe inside an array literal and a tsquery.
 */
const nearestWords = (words: string[]) => sql`
  (select case when count(*) = ${words.length} then to_tsquery('simple', string_agg(alternatives, ' & '))
          else to_tsquery('simple', '') end
   from (select string_agg(near.word, ' | ') as alternatives
         from unnest(${textArray(words)}::text[]) with ordinality as typed(word, i)
         cross join lateral (
           select word from (
             select word, similarity(word, typed.word) as near,
               max(similarity(word, typed.word)) over () as best
             from search_word where word % typed.word
             order by near desc, word limit 3) candidates
           -- Far weaker neighbours only add matches (and work) nobody meant.
           where near >= best * 0.8) near
         group by typed.i) per_word)`;
