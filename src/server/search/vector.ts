import { documentTokens } from './notation.ts';

/** Weights of PostgreSQL's tsvector: names rank above numbers and brand, both above descriptions. */
export interface SearchTexts {
  A: (string | null | undefined)[];
  B: (string | null | undefined)[];
  C: (string | null | undefined)[];
}

const MAX_POSITION = 16_383;
const MAX_POSITIONS_PER_WORD = 256;

/**
 * A product's search vector in tsvector text form (`'kogellager':1A '6204':2B …`), split into words
 * as queries are read (notation.ts: sizes, designations, heads of compounds, no accents). Computed where products are
 * written (the seed's bulk load), because PostgreSQL's own to_tsvector is the slowest step of a 400k seed
 * on the embedded database. HTML tags in descriptions never become words.
 */
export function searchVector(texts: SearchTexts): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const weight of ['A', 'B', 'C'] as const) {
    for (const text of texts[weight]) {
      for (const word of documentTokens(text ?? '')) {
        position = Math.min(position + 1, MAX_POSITION);
        const list = positions.get(word) ?? [];
        if (list.length < MAX_POSITIONS_PER_WORD) list.push(`${position}${weight}`);
        positions.set(word, list);
      }
    }
  }
  return [...positions].map(([word, list]) => `'${word}':${list.join(',')}`).join(' ');
}
