/** The four shop languages (§1); nl-NL is the default domain, en-GB the fallback locale. */
export const LOCALES = ['nl-NL', 'fr-FR', 'en-GB', 'de-DE'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nl-NL';
export const FALLBACK_LOCALE: Locale = 'en-GB';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Picks a translated field: requested locale, then the fallback locale, then any locale that has it. */
export function translate<F extends string>(
  translations: Partial<Record<string, Partial<Record<F, string>>>> | null | undefined,
  field: F,
  locale: string,
): string | null {
  if (!translations) return null;
  const direct = translations[locale]?.[field] ?? translations[FALLBACK_LOCALE]?.[field];
  if (direct != null) return direct;
  for (const entry of Object.values(translations)) if (entry?.[field] != null) return entry[field] ?? null;
  return null;
}
