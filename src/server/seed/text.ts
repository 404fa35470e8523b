import { LOCALES, type Locale } from '../../shared/locales.ts';

/** A text in the four shop languages, in LOCALES order: nl-NL, fr-FR, en-GB, de-DE. */
export type L4 = readonly [nl: string, fr: string, en: string, de: string];

/** Position of a locale in LOCALES, which is also its position in an L4. */
export type LocaleIndex = 0 | 1 | 2 | 3;

export function byLocale<T>(build: (locale: Locale, index: LocaleIndex) => T): Record<Locale, T> {
  const entries = LOCALES.map((locale, index) => [locale, build(locale, index as LocaleIndex)]);
  return Object.fromEntries(entries) as Record<Locale, T>;
}

export const mapL4 = (texts: L4, map: (text: string, index: LocaleIndex) => string): L4 => [
  map(texts[0], 0),
  map(texts[1], 1),
  map(texts[2], 2),
  map(texts[3], 3),
];

/** `{ "nl-NL": { name: … }, … }` from one L4 per field. */
export function translations<F extends string>(fields: Record<F, L4>): Record<Locale, Record<F, string>> {
  return byLocale((_, i) => {
    const entry = {} as Record<F, string>;
    for (const field of Object.keys(fields) as F[]) entry[field] = fields[field][i];
    return entry;
  });
}

export { slugify } from '../../shared/slug.ts';
