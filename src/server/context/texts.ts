import deDE from '../../../locales/de-DE.json' with { type: 'json' };
import enGB from '../../../locales/en-GB.json' with { type: 'json' };
import frFR from '../../../locales/fr-FR.json' with { type: 'json' };
import nlNL from '../../../locales/nl-NL.json' with { type: 'json' };
import { FALLBACK_LOCALE, isLocale, type Locale } from '../../shared/locales.ts';

// The Store API answers some texts itself (PDFs, sorting labels, translated cart errors) without the
// storefront's compiled messages, so it reads them straight from the locale files every text lives in.
const FILES: Record<Locale, Record<string, unknown>> = {
  'nl-NL': nlNL,
  'fr-FR': frFR,
  'en-GB': enGB,
  'de-DE': deDE,
};

/** The text `key` of locales/ in `locale` (English when missing there), its `{name}` slots filled; null if none. */
export function localeText(locale: string, key: string, params: Record<string, string> = {}): string | null {
  const text = FILES[isLocale(locale) ? locale : FALLBACK_LOCALE][key] ?? FILES[FALLBACK_LOCALE][key];
  if (typeof text !== 'string') return null;
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => params[name] ?? slot);
}
