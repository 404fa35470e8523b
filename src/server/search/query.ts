import { equivalents, isSize, type Unit, unitsOf } from './notation.ts';

const MAX_UNITS = 8;
const MAX_TERM = 200;
const DIGITS = /^\d+$/;
const LETTERS = /^\p{L}+$/u;

/** One thing the query asks for, as tsquery alternatives (`'din933' | 'iso4017' | 'din' & '933'`). */
export interface Slot {
  alternatives: string[];
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
}

/** A tsquery lexeme; tokens are letters, digits and dots only (notation.ts), safe inside quotes. */
export const lexeme = (token: string, prefix = false) => `'${token}'${prefix ? ':*' : ''}`;
const anyOf = (tokens: string[]) => tokens.map((t) => lexeme(t)).join(' | ');
const group = (alternatives: string[]) => `(${alternatives.join(' | ')})`;

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
  const alternatives = [anyOf(equivalents(unit.joined))];
  if (unit.parts.length > 1)
    alternatives.push(unit.parts.map((p) => group([anyOf(equivalents(p))])).join(' & '));
  // Search as you type: the last unit may be cut short, once it says enough (three characters).
  if (typing && unit.joined.length >= 3) alternatives.push(lexeme(unit.joined, true));
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
        alternatives: [lexeme(numbers.join('x')), numbers.map((n) => lexeme(n)).join(' & ')],
        size: true,
        typing: false,
      });
      i += run - 1;
    } else slots.push(unitSlot(units[i] as Unit, i === units.length - 1));
  }
  return {
    text,
    slots,
    exact: units.map((u) => u.joined),
  };
}

/** Every slot, each with the compounds found for it: the tsquery of an exact match. */
export function tsqueryOf(slots: Slot[], compounds: Map<string, string[]> = new Map()): string | null {
  if (!slots.length) return null;
  return slots
    .map((slot) => {
      const found = slot.word ? (compounds.get(slot.word) ?? []) : [];
      return group(found.length ? [...slot.alternatives, anyOf(found)] : slot.alternatives);
    })
    .join(' & ');
}

/** The same part in other sizes: the query without its sizes, or null when that leaves nothing new. */
export function relaxedSlots(slots: Slot[]): Slot[] | null {
  const kept = slots.filter((s) => !s.size);
  return kept.length && kept.length < slots.length ? kept : null;
}
