import synonyms from './data/synonyms.json' with { type: 'json' };
import { equivalents, isSize, pieces, type Unit, unitsOf } from './notation.ts';

const MAX_UNITS = 8;
const MAX_TERM = 200;
const DIGITS = /^\d+$/;
const LETTERS = /^\p{L}+$/u;

/** Any one of these tokens (or a token starting with it, for the word being typed). */
export interface Requirement {
  tokens: string[];
  prefix?: boolean;
}

/**
 * One thing the query asks for: any of its alternatives, each a set of requirements that must all
 * hold (`'din933' | 'iso4017' | 'din' & '933'`).
 */
export interface Slot {
  alternatives: Requirement[][];
  /** A size or bare number: left out when looking for the same part in other sizes. */
  size: boolean;
  /** A word of letters only: compounds may end in it, and a typo in it may be corrected (vocabulary.ts). */
  word?: string;
  /** The last slot, still being typed. */
  typing: boolean;
}

export interface SearchTerm {
  /** Trimmed and shortened to what any article number, EAN or name can be. */
  text: string;
  slots: Slot[];
  /** The tokens as typed: matching them in full counts once more ("roulement" before "roulements",
   * `M8 x 30` before `M8x3000`). */
  exact: string[];
  /** The usual type of a generic word typed (synonyms.json `defaults`): put first among equal matches. */
  preferred: string[];
}

/** A tsquery lexeme; tokens are letters, digits and dots only (notation.ts), safe inside quotes. */
const lexeme = (token: string, prefix = false) => `'${token}'${prefix ? ':*' : ''}`;
const requirementQuery = (r: Requirement) => {
  const any = r.tokens.map((t) => lexeme(t, r.prefix)).join(' | ');
  return r.tokens.length > 1 ? `(${any})` : any;
};
const slotQuery = (alternatives: Requirement[][]) =>
  `(${alternatives.map((all) => all.map(requirementQuery).join(' & ')).join(' | ')})`;
const only = (tokens: string[], prefix = false): Requirement[] => [{ tokens, ...(prefix ? { prefix } : {}) }];

/** Two or three bare numbers in a row are a size (`kogellager 20 47 14`) or the numbers themselves. */
function digitRun(units: Unit[], from: number): number {
  let end = from;
  while (
    end < units.length &&
    end - from < 3 &&
    units[end]?.parts.length === 1 &&
    DIGITS.test(units[end]?.joined ?? '')
  )
    end += 1;
  return end - from >= 2 ? end - from : 0;
}

function unitSlot(unit: Unit, typing: boolean): Slot {
  const alternatives = [only(equivalents(unit.joined))];
  if (unit.parts.length > 1) alternatives.push(unit.parts.map((p) => ({ tokens: equivalents(p) })));
  // A compound or a number with its unit typed as one (`imbusschraube`, `6200zz`, `20l`): its pieces.
  const split = unit.parts.length === 1 && !isSize(unit) ? pieces(unit.joined) : null;
  if (split) alternatives.push(split.map((p) => ({ tokens: equivalents(p) })));
  // Search as you type: the last unit may be cut short, once it says enough (three characters).
  if (typing && unit.joined.length >= 3) alternatives.push(only([unit.joined], true));
  const word = unit.parts.length === 1 && LETTERS.test(unit.joined) ? unit.joined : undefined;
  return { alternatives, size: isSize(unit), typing, ...(word ? { word } : {}) };
}

/** Any input, however long or odd, becomes a bounded term; quotes and operators are only separators. */
export function parseTerm(raw: string): SearchTerm {
  const text = raw.trim().slice(0, MAX_TERM);
  const units = unitsOf(text)
    .slice(0, MAX_UNITS)
    .map((u) => ({ joined: u.joined.slice(0, 64), parts: u.parts.map((p) => p.slice(0, 64)) }));
  const slots: Slot[] = [];
  for (let i = 0; i < units.length; i++) {
    const run = digitRun(units, i);
    if (run) {
      const numbers = units.slice(i, i + run).map((u) => u.joined);
      slots.push({
        alternatives: [only([numbers.join('x')]), numbers.map((n) => ({ tokens: [n] }))],
        size: true,
        typing: false,
      });
      i += run - 1;
    } else slots.push(unitSlot(units[i] as Unit, i === units.length - 1));
  }
  return { text, slots, exact: units.map((u) => u.joined), preferred: preferredOf(units) };
}

/** The tokens of `defaults` whose generic word a unit is, or ends in (`inbusbout` is an inbus bout). */
function preferredOf(units: Unit[]): string[] {
  const typed = new Set(units.flatMap((u) => [u.joined, ...u.parts, ...(pieces(u.joined) ?? [])]));
  return synonyms.defaults
    .filter((d) => d.words.some((word) => typed.has(word)))
    .flatMap((d) => d.prefer.flatMap(equivalents));
}

/** Every slot, each with the compounds found for it: the tsquery of an exact match. */
export function tsqueryOf(slots: Slot[], compounds: Map<string, string[]> = new Map()): string | null {
  if (!slots.length) return null;
  return slots
    .map((slot) => {
      const found = slot.word ? (compounds.get(slot.word) ?? []) : [];
      return slotQuery(found.length ? [...slot.alternatives, only(found)] : slot.alternatives);
    })
    .join(' & ');
}

/** The same part in other sizes: the query without its sizes, or null when that leaves nothing new. */
export function relaxedSlots(slots: Slot[]): Slot[] | null {
  const kept = slots.filter((s) => !s.size);
  return kept.length && kept.length < slots.length ? kept : null;
}

/** Whether a text's tokens (notation.ts documentTokens) hold every slot: the tsquery, read in memory. */
export function matchesSlots(slots: Slot[], tokens: Set<string>): boolean {
  const holds = (r: Requirement) =>
    r.tokens.some((t) => tokens.has(t) || (r.prefix && [...tokens].some((have) => have.startsWith(t))));
  return slots.every((slot) => slot.alternatives.some((all) => all.every(holds)));
}
