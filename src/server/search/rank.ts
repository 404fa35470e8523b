import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { parseTerm, relaxedSlots, tsqueryOf } from './query.ts';
import { compoundsOf, nearestQuery } from './vocabulary.ts';

/**
 * At most this many matches are ranked, filtered and counted (20 pages of 24): enough for any page a
 * buyer reads, and what keeps a search over 400,000 articles within milliseconds (bench:search).
 */
export const SEARCH_MATCH_CAP = 500;
/**
 * Cover density (ts_rank_cd) rewards an article named by the query in several languages and close
 * together (a hex bolt is a bout, a vis, a screw and a Schraube; a Keilbout only a bout), where
 * ts_rank is near 1 for every match; divided by 1 + log(words), the plainer of two alike comes first.
 * Scored over names, numbers and brand only (weights A and B, `ts_filter`): the descriptions' words
 * hardly moved the order but made up half of the positions the covers are sought among, and scoring
 * was the larger part of a search at 400,000 articles (p95 23.6 ms with them, 16.3 ms without, same
 * run of bench:search, hit@3 1.00 both).
 */
const LENGTH_NORMALIZED = 1;
/**
 * Word matches scored before the best are kept: 250 lifted hit@3 at 400,000 articles from 0.95 to 0.97
 * (150: 0.95, 500: 0.97 but p95 over 20 ms), bench:search.
 */
const RANKED_SCAN = 250;

/**
 * Listed products matching the tsquery, scored from `base` on: the best `cap` of the first `RANKED_SCAN` found
 * (rows are stored by category, so the first few found are all one kind of article: at 400,000
 * articles "bout M8" listed only socket screws). The tokens typed in full (`exact`) count once more,
 * so "roulement" puts the bearings before "graisse pour roulements" and a word before its compounds. The search rows hold active
 * listed products only (document.ts), so no join is needed; `when` may switch the scan off
 * (PostgreSQL evaluates it once, before reading any row).
 */
const wordMatches = (
  tsquery: SQL,
  cap: number,
  { when = sql`true`, exact = [] as string[], base = 100 } = {},
) => sql`
  (select * from (select s.product_id as id, ${base}::real + ts_rank_cd(ts_filter(s.vector, '{a,b}'), query.q, ${LENGTH_NORMALIZED})
     + ${exact.length ? sql`ts_rank(s.vector, ${exact.map((t) => `'${t}'`).join(' | ')}::tsquery)` : sql`0`} as score,
     null as tiebreak
   from (select ${tsquery} as q) query, product_search s
   where ${when} and s.vector @@ query.q limit ${Math.max(cap, RANKED_SCAN)}) found
   order by score desc limit ${cap})`;

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
  {
    cap = SEARCH_MATCH_CAP,
    companyId,
    exactOnly = false,
  }: {
    cap?: number;
    companyId?: string;
    /** Only what holds every part of the term: no other sizes, no typo correction (quick order). */
    exactOnly?: boolean;
  } = {},
): Promise<Ranking> {
  const term = parseTerm(raw);
  if (!term.text) return { ids: [], fuzzy: false, more: false };
  const number = compactOf(term.text);
  const compounds = await compoundsOf(db, term.slots);
  const strict = tsqueryOf(term.slots, compounds);
  const relaxed = exactOnly ? null : relaxedSlots(term.slots);
  const others = relaxed && tsqueryOf(relaxed, compounds);
  // Words follow the number hits even for a number ("6204" is one bearing's manufacturer number and a
  // word in the names of its 6204-2RS siblings), unless article numbers starting with the term fill
  // every place: then no word match could rank among the first `cap`, and the scan is skipped. The
  // same part in other sizes (`DIN 933 M8x16`: every DIN 933 bolt) follows the exact designation. A
  // generic word's usual type (`favoured`: a bearing is a ball bearing) leads the full word matches
  // (200), looked up on its own: the first word matches found may all be of another type.
  const found = await queryRows<{ id: string; more: boolean }>(
    db,
    sql`with prefix as ${number ? numberPrefix(number, cap) : NO_HITS},
        numbers as ${number ? numberMatches(number, cap, companyId) : NO_HITS},
        words as ${
          strict
            ? wordMatches(sql`${strict}::tsquery`, cap, {
                when: sql`(select count(*) from prefix) < ${cap}`,
                exact: term.exact,
              })
            : NO_HITS
        },
        favoured as ${
          strict && term.preferred.length
            ? wordMatches(
                sql`${`(${strict}) & (${term.preferred.map((t) => `'${t}'`).join(' | ')})`}::tsquery`,
                cap,
                {
                  when: sql`(select count(*) from prefix) < ${cap}`,
                  exact: term.exact,
                  base: 200,
                },
              )
            : NO_HITS
        },
        others as ${
          others
            ? wordMatches(sql`${others}::tsquery`, cap, {
                when: sql`(select count(*) from words) < ${cap}`,
                base: 50,
              })
            : NO_HITS
        }
        ${ranked(
          sql`(select id, score, tiebreak from numbers union all select * from words
               union all select * from favoured union all select * from others)`,
          cap,
          // Variants share their parent's row: a full prefix page may still hold fewer than `cap` ids.
          sql`(select count(*) from prefix) >= ${cap}`,
        )}`,
  );
  const fuzzy = found.length || !strict || exactOnly ? null : nearestQuery(term.slots);
  if (!fuzzy) return rankingOf(found, cap, false);
  const similar = await queryRows<{ id: string; more: boolean }>(db, ranked(wordMatches(fuzzy, cap), cap));
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
