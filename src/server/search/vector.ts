import { documentTokens } from './notation.ts';

/** Weights of PostgreSQL's tsvector: names rank above numbers and brand, both above descriptions. */
export interface SearchTexts {
  A: (string | null | undefined)[];
  B: (string | null | undefined)[];
  C: (string | null | undefined)[];
}

/** What a listed product is found by; a parent also by its variants' names and numbers. */
export interface IndexedProduct {
  translations: Partial<Record<string, { name?: string | null; description?: string | null }>>;
  brand: string | null | undefined;
  productNumber: string;
  ean: string | null;
  manufacturerNumber: string | null;
  variants: { name: string | null | undefined; manufacturerNumber: string | null }[];
}

/**
 * Names in every language weigh most, then numbers, brand and the variants (so a size or designation
 * finds the product that has it, variants grouped), then descriptions.
 */
export function searchTexts(p: IndexedProduct): SearchTexts {
  // In one order of languages, however stored (jsonb sorts its keys), so every writer agrees.
  const texts = Object.keys(p.translations)
    .sort()
    .map((locale) => p.translations[locale]);
  return {
    A: texts.map((t) => t?.name),
    B: [
      p.brand,
      p.productNumber,
      p.ean,
      p.manufacturerNumber,
      ...p.variants.flatMap((v) => [v.name, v.manufacturerNumber]),
    ],
    C: texts.map((t) => t?.description),
  };
}

const MAX_POSITION = 16_383;
const MAX_POSITIONS_PER_WORD = 256;
const MEMO_SIZE = 20_000;
const memo = new Map<string, readonly string[]>();

/**
 * A text's words, remembered: a catalogue repeats its texts (a family's description in each of its
 * articles and languages, a variant's name), and splitting them was most of a bulk write's vector time.
 */
function wordsOf(text: string): readonly string[] {
  let words = memo.get(text);
  if (!words) {
    if (memo.size >= MEMO_SIZE) memo.clear();
    words = documentTokens(text);
    memo.set(text, words);
  }
  return words;
}

/**
 * A product's search vector in tsvector text form (`'kogellager':1A '6204':2B …`), split into words
 * as queries are read (notation.ts: sizes, designations, heads of compounds, no accents). Computed where products are
 * written (the seed's bulk load), because PostgreSQL's own to_tsvector is the slowest step of a 400k seed
 * on the embedded database. HTML tags in descriptions never become words. The words go into `words`
 * when given (the typo tolerance's vocabulary, search_word).
 */
export function searchVector(texts: SearchTexts, words?: Set<string>): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const weight of ['A', 'B', 'C'] as const) {
    for (const text of texts[weight]) {
      for (const word of wordsOf(text ?? '')) {
        position = Math.min(position + 1, MAX_POSITION);
        const list = positions.get(word) ?? [];
        if (list.length < MAX_POSITIONS_PER_WORD) list.push(`${position}${weight}`);
        positions.set(word, list);
      }
    }
  }
  for (const word of words ? positions.keys() : []) words?.add(word);
  return [...positions].map(([word, list]) => `'${word}':${list.join(',')}`).join(' ');
}
