import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { type Slot, tsqueryOf } from './query.ts';

/** A Postgres array literal of tokens (letters, digits and dots only: notation.ts). */
const textArray = (words: string[]) => `{${words.map((w) => `"${w}"`).join(',')}}`;

/** Words this long may be the last part of a compound; shorter ones are too common. */
const COMPOUND_PART = 5;

/**
 * The catalogue's compounds ending in each typed word of five letters or more (up to 24, shortest
 * first): Dutch and German write one word where English writes two, and a buyer typing "kogellager"
 * means the "groefkogellager" too. The word being typed matches compounds that contain it. Short
 * heads ("moer", "bout") are indexed as words of their own instead (notation.ts). Looked up on its
 * own, so the match itself is planned with a known tsquery (as a subquery it ran up to ten times slower).
 */
export async function compoundsOf(db: Db, slots: Slot[]): Promise<Map<string, string[]>> {
  const typed = slots.filter((s) => s.word && s.word.length >= COMPOUND_PART);
  if (!typed.length) return new Map();
  const rows = await queryRows<{ word: string; known: string[] }>(
    db,
    sql`select typed.word, array(
          select word from search_word
          where word like '_%' || typed.word || case when typed.typing then '%' else '' end
          order by length(word), word limit 24) as known
        from unnest(${textArray(typed.map((s) => s.word as string))}::text[],
                    ${`{${typed.map((s) => s.typing).join(',')}}`}::boolean[]) as typed(word, typing)`,
  );
  return new Map(rows.map((r) => [r.word, r.known]));
}

/**
 * Typo tolerance: each typed word replaced by its nearest known words (up to 3, trigram similarity),
 * the rest of the query (numbers, sizes, designations) kept as typed; built in the database in the
 * same round trip as the match, it matches nothing when a word has no neighbour. Null without words.
 */
export function nearestQuery(slots: Slot[]): SQL | null {
  const words = slots.flatMap((s) => (s.word && s.word.length >= 3 ? [s.word] : []));
  if (!words.length) return null;
  const rest = tsqueryOf(slots.filter((s) => !(s.word && s.word.length >= 3)));
  const near = sql`
  (select case when count(*) = ${words.length} then string_agg(alternatives, ' & ')::tsquery
          else null::tsquery end
   from (select '(' || string_agg(quote_literal(near.word), ' | ') || ')' as alternatives
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
  return rest ? sql`(${near} && ${rest}::tsquery)` : near;
}
