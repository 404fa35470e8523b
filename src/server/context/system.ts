import { stableId } from '../../shared/ids.ts';
import { translate } from '../../shared/locales.ts';
import type { country, currency, language } from '../db/schema/index.ts';

// Shopware's system entities (language, currency, country, salutation) as its Store API answers
// them. The shop keeps only what it uses in its tables; the rest are Shopware's fixed values.

const LOCALE_NAMES: Record<string, { name: string; territory: string }> = {
  'nl-NL': { name: 'Dutch', territory: 'Netherlands' },
  'fr-FR': { name: 'French', territory: 'France' },
  'en-GB': { name: 'English', territory: 'United Kingdom' },
  'de-DE': { name: 'German', territory: 'Germany' },
};

export function languageView(row: typeof language.$inferSelect) {
  const locale = LOCALE_NAMES[row.localeCode] ?? { name: row.name, territory: '' };
  return {
    apiAlias: 'language',
    id: row.id,
    name: row.name,
    localeId: stableId(`locale:${row.localeCode}`),
    locale: { apiAlias: 'locale', id: stableId(`locale:${row.localeCode}`), code: row.localeCode, ...locale },
  };
}

/** Euro amounts are kept in thousandths and shown with two decimals (§9). */
const CENT_ROUNDING = { decimals: 2, interval: 0.01, roundForNet: true };
const CURRENCY_NAMES: Record<string, string> = { EUR: 'Euro' };

export function currencyView(row: typeof currency.$inferSelect) {
  return {
    apiAlias: 'currency',
    id: row.id,
    isoCode: row.isoCode,
    symbol: row.symbol,
    shortName: row.isoCode,
    name: CURRENCY_NAMES[row.isoCode] ?? row.isoCode,
    factor: 1,
    itemRounding: CENT_ROUNDING,
    totalRounding: CENT_ROUNDING,
  };
}

export function countryView(row: typeof country.$inferSelect, locale: string) {
  const name = translate(row.translations, 'name', locale) ?? row.iso;
  return {
    apiAlias: 'country',
    id: row.id,
    iso: row.iso,
    name,
    active: true,
    shippingAvailable: true,
    addressFormat: {},
    translated: { name },
  };
}

/** The salutations a customer can have (the stored key is the salutationKey). */
const SALUTATIONS: Record<string, Record<string, { displayName: string; letterName: string }>> = {
  female: {
    'nl-NL': { displayName: 'Mevrouw', letterName: 'Geachte mevrouw' },
    'fr-FR': { displayName: 'Madame', letterName: 'Chère Madame' },
    'en-GB': { displayName: 'Mrs.', letterName: 'Dear Mrs.' },
    'de-DE': { displayName: 'Frau', letterName: 'Sehr geehrte Frau' },
  },
  male: {
    'nl-NL': { displayName: 'Meneer', letterName: 'Geachte heer' },
    'fr-FR': { displayName: 'Monsieur', letterName: 'Cher Monsieur' },
    'en-GB': { displayName: 'Mr.', letterName: 'Dear Mr.' },
    'de-DE': { displayName: 'Herr', letterName: 'Sehr geehrter Herr' },
  },
};
export const SALUTATION_KEYS = Object.keys(SALUTATIONS);

export function salutationView(key: string, locale: string) {
  const names = SALUTATIONS[key]?.[locale] ?? SALUTATIONS[key]?.['en-GB'];
  if (!names) return null;
  return {
    apiAlias: 'salutation',
    id: stableId(`salutation:${key}`),
    salutationKey: key,
    ...names,
    translated: names,
  };
}
