import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every text of a locale file, plural variants included, as [key, text]. */
function texts(locale: string): [string, string][] {
  const messages: Record<string, unknown> = JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8'));
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(strings)
        : value && typeof value === 'object'
          ? Object.values((value as { match?: object }).match ?? {}).flatMap(strings)
          : [];
  return Object.entries(messages)
    .filter(([key]) => key !== '$schema')
    .flatMap(([key, value]) => strings(value).map((text): [string, string] => [key, text]));
}

/** Texts of `locale` in which one of `words` appears as a whole word (any case). */
const using = (locale: string, words: string[]) => {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${words.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
  return texts(locale).filter(([, text]) => pattern.test(text));
};

describe('form of address (one per language)', () => {
  it('reads every Dutch text', () => {
    expect(texts('nl-NL').length).toBeGreaterThan(500);
  });

  it('addresses Dutch users with "u", never "je/jou/jouw/jij"', () => {
    expect(using('nl-NL', ['je', 'jou', 'jouw', 'jij', 'jezelf', 'jullie'])).toEqual([]);
  });

  it('addresses French users with "vous", German users with "Sie"', () => {
    expect(using('fr-FR', ['tu', 'toi', 'ton', 'ta', 'tes', 'te'])).toEqual([]);
    expect(using('de-DE', ['du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'deinem', 'deiner'])).toEqual([]);
  });

  it('spells "wachtwoord" in Dutch', () => {
    expect(using('nl-NL', ['passwoord'])).toEqual([]);
  });
});
