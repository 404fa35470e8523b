import { createHash } from 'node:crypto';
import standards from './data/standards.json' with { type: 'json' };
import synonyms from './data/synonyms.json' with { type: 'json' };

/**
 * The trade's notation, read the same way in product texts (vector.ts) and in queries (query.ts):
 * lower case without accents, sizes however written (`M8 x 30`, `20 × 47 × 14`, `2,5*1,5`, `20/47/14`)
 * as one token (`m8x30`, `20x47x14`, `2.5x1.5`), designations however spaced or hyphenated
 * (`DIN 933`, `din-933`, `08B-1`) as one token too, phrases as one word, compounds with their heads.
 */

/** Lower case, no accents (`écrou` → `ecrou`, `Schlüssel` → `schlussel`), sizes joined by `x`. */
export function normalize(text: string): string {
  return (
    text
      .replace(/<[^>]*>/g, ' ')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      // The diameter sign and inch marks say nothing a size token does not.
      .replace(/[ø⌀]/g, ' ')
      .replace(/(\d),(\d)/g, '$1.$2')
      // `20/47/14` is a size; `1/4` (an inch thread) is not.
      .replace(/(\d+(?:\.\d+)?) ?\/ ?(\d+(?:\.\d+)?) ?\/ ?(\d+(?:\.\d+)?)/g, '$1x$2x$3')
      .replace(/(\d)(?: ?mm)? ?[x×*] ?(?=m?\d)/g, '$1x')
  );
}

const CHUNK = /[\p{L}\p{N}]+(?:[-./][\p{L}\p{N}]+)*/gu;
/** A size: `m8`, `m8x30`, `20x47x14`, `2.5x1.5` (a thread may lead). */
const SIZE = /^m?\d+(?:\.\d+)?(?:x\d+(?:\.\d+)?)*$/;
const THREAD = /^m\d+(?:\.\d+)?/;
const LETTERS = /^\p{L}+$/u;
const DIGITS = /^\d+$/;
/** A short prefix that a number follows as one designation: `DIN 933`, `EN 166`, `A 1400`. */
const PREFIX = /^\p{L}{1,4}$/u;

/** Raise it with every change to how texts are read here; a change to the phrases or heads counts by itself. */
const READING = 1;
/**
 * The reading the search vectors are written with (document.ts rewrites them when it changes).
 * Equivalences (standards, synonym groups) are applied to queries only and need no rewrite.
 */
export const NOTATION_VERSION = `${READING}:${createHash('sha256')
  .update(JSON.stringify([synonyms.phrases, synonyms.heads]))
  .digest('hex')
  .slice(0, 12)}`;

const PHRASES = synonyms.phrases.map((p) => p.split(' '));
const HEADS = [...synonyms.heads].sort((a, b) => b.length - a.length);

/** A chunk's parts: split at hyphens and slashes, and at dots that are not a decimal point. */
function partsOf(chunk: string): string[] {
  return chunk.split(/[-/]|\.(?!\d)|(?<!\d)\./).filter(Boolean);
}

/**
 * What a part is made of: its letters and digits apart (`din933` → `din` `933`, `20l` → `20` `l`),
 * or a compound's head and the rest (`zeskantbout` → `bout` `zeskant`); null when neither.
 */
export function pieces(part: string): string[] | null {
  if (/\p{L}/u.test(part) && /\d/.test(part)) return part.match(/\p{L}+|[\d.]+/gu);
  const head = LETTERS.test(part) && HEADS.find((h) => part.length >= h.length + 3 && part.endsWith(h));
  return head ? [head, part.slice(0, -head.length)] : null;
}

/** The tokens one part also stands for, beyond itself (what a document indexes). */
export function partTokens(part: string): string[] {
  if (!SIZE.test(part)) return [part, ...(pieces(part) ?? [])];
  const out = [part];
  const bare = part.replace(/^m/, '');
  if (bare !== part) out.push(bare);
  const thread = part.match(THREAD)?.[0];
  if (thread && thread !== part) out.push(thread);
  return out;
}

/**
 * The text's units: each is a chunk (`6204-2rs`) or a designation spread over two chunks (`din 933`),
 * or a phrase; `joined` is the one token it reads as, `parts` what it is made of.
 */
export interface Unit {
  joined: string;
  parts: string[];
}

export function unitsOf(text: string): Unit[] {
  const chunks = normalize(text).match(CHUNK) ?? [];
  const units: Unit[] = [];
  for (let i = 0; i < chunks.length; i++) {
    const chunk = chunks[i] as string;
    const next = chunks[i + 1];
    const phrase = PHRASES.find((words) => words.every((w, k) => chunks[i + k] === w));
    if (phrase) {
      units.push({ joined: phrase.join(''), parts: phrase });
      i += phrase.length - 1;
    } else if (next && PREFIX.test(chunk) && DIGITS.test(next)) {
      units.push({ joined: chunk + next, parts: [chunk, next] });
      i += 1;
    } else {
      const parts = partsOf(chunk);
      units.push({ joined: parts.join(''), parts });
    }
  }
  return units;
}

/** Every token a product text is found by (its own, joined designations, heads, sizes' threads). */
export function documentTokens(text: string): string[] {
  return unitsOf(text).flatMap((unit) => [
    ...(unit.parts.length > 1 ? [unit.joined] : []),
    ...unit.parts.flatMap(partTokens),
  ]);
}

const EQUIVALENT = new Map<string, Set<string>>();
for (const group of [...standards.groups, ...synonyms.groups]) {
  for (const word of group) {
    const set = EQUIVALENT.get(word) ?? new Set([word]);
    for (const other of group) set.add(other);
    EQUIVALENT.set(word, set);
  }
}

/** A query token with the standards and words that mean the same (DIN 933 = ISO 4017, hex = zeskant). */
export const equivalents = (token: string): string[] => [...(EQUIVALENT.get(token) ?? [token])];

/** Whether a unit is a size or a bare number (dropped when looking for the same part in other sizes). */
export const isSize = (unit: Unit) => unit.parts.every((p) => SIZE.test(p));
