import { stableId, warehouseId } from '../../shared/ids.ts';
import { LOCALES } from '../../shared/locales.ts';
import { FEATURE_FLAGS } from '../../shared/rights.ts';
import type {
  country,
  currency,
  deliveryTime,
  language,
  priceList,
  salesChannel,
  warehouse,
} from '../db/schema/index.ts';
import {
  BRANCH_CODES,
  CHECKOUT_SETTINGS,
  CURRENCY_ID,
  DEMO_ACCESS_KEY,
  languageId,
  ROOT_IDS,
  SALES_CHANNEL_ID,
} from './constants.ts';
import { SHOP_CONTACT } from './contact.ts';
import { type L4, translations } from './text.ts';

const LANGUAGE_NAMES = { 'nl-NL': 'Nederlands', 'fr-FR': 'Français', 'en-GB': 'English', 'de-DE': 'Deutsch' };

export const languageRows = (): (typeof language.$inferInsert)[] =>
  LOCALES.map((locale) => ({ id: languageId(locale), localeCode: locale, name: LANGUAGE_NAMES[locale] }));

export const currencyRows = (): (typeof currency.$inferInsert)[] => [
  { id: CURRENCY_ID, isoCode: 'EUR', symbol: '€' },
];

export const salesChannelRows = (): (typeof salesChannel.$inferInsert)[] => [
  {
    id: SALES_CHANNEL_ID,
    accessKey: DEMO_ACCESS_KEY,
    name: 'Indumex B2B',
    languageId: languageId('nl-NL'),
    currencyId: CURRENCY_ID,
    navigationCategoryId: ROOT_IDS.main,
    serviceCategoryId: ROOT_IDS.service,
    countriesCategoryId: ROOT_IDS.countries,
    footerCategoryId: ROOT_IDS.footer,
    maintenance: false,
    featureFlags: { ...FEATURE_FLAGS },
    customFields: { checkout: CHECKOUT_SETTINGS, contact: SHOP_CONTACT },
  },
];

/** Further warehouse codes of the variants table; IMH_HAS, IMI_IZE, IML_LIE, VDB_IND are branches. */
const WAREHOUSES: Record<string, string> = {
  '10': 'Wien',
  '15': 'Wiener Neudorf',
  '20': 'Linz',
  '30': 'Graz',
  '60': 'Salzburg',
  '80': 'Innsbruck',
  '90': 'Klagenfurt',
  VDB_CEN: 'VDB Centraal magazijn',
  VDB_MAL: 'VDB Malle',
  CEN_ATP: 'Centraal magazijn Antwerpen Haven',
  CEN_CEN: 'Centraal magazijn Schelle',
  CEN_SHA: 'Centraal magazijn Sint-Niklaas',
  IMH_ADM: 'Indumex Administratie',
  IMH_SHP: 'Indumex Verzendcentrum',
};

export const warehouseRows = (): (typeof warehouse.$inferInsert)[] => [
  // Named as in the sales channel's contact data, which the stock per branch reads.
  ...BRANCH_CODES.map((code) => ({
    code,
    id: warehouseId(code),
    name: SHOP_CONTACT.locations.find((l) => l.code === code)?.name ?? code,
    kind: 'branch',
  })),
  ...Object.entries(WAREHOUSES).map(([code, name]) => ({
    code,
    id: warehouseId(code),
    name,
    kind: 'warehouse',
  })),
];

type DeliveryTime = { key: string; min: number; max: number; unit: string; names: L4 };
const DELIVERY_TIMES = [
  { key: '1-3-day', min: 1, max: 3, unit: 'day', names: ['1-3 dagen', '1-3 jours', '1-3 days', '1-3 Tage'] },
  {
    key: '1-2-week',
    min: 1,
    max: 2,
    unit: 'week',
    names: ['1-2 weken', '1-2 semaines', '1-2 weeks', '1-2 Wochen'],
  },
  {
    key: '2-4-week',
    min: 2,
    max: 4,
    unit: 'week',
    names: ['2-4 weken', '2-4 semaines', '2-4 weeks', '2-4 Wochen'],
  },
  {
    key: '1-2-month',
    min: 1,
    max: 2,
    unit: 'month',
    names: ['1-2 maanden', '1-2 mois', '1-2 months', '1-2 Monate'],
  },
] as const satisfies DeliveryTime[];

export const deliveryTimeId = (key: (typeof DELIVERY_TIMES)[number]['key']) =>
  stableId(`delivery-time:${key}`);

export const deliveryTimeRows = (): (typeof deliveryTime.$inferInsert)[] =>
  DELIVERY_TIMES.map(({ key, min, max, unit, names }) => ({
    id: deliveryTimeId(key),
    min,
    max,
    unit,
    translations: translations({ name: names }),
  }));

export const PRICE_LISTS = {
  standard: { id: stableId('price-list:standard'), name: 'Standaard −5%', discountBp: 500 },
  wholesale: { id: stableId('price-list:wholesale'), name: 'Groothandel −12%', discountBp: 1200 },
};

export const priceListRows = (): (typeof priceList.$inferInsert)[] => Object.values(PRICE_LISTS);

const COUNTRIES: [iso: string, names: L4][] = [
  ['BE', ['België', 'Belgique', 'Belgium', 'Belgien']],
  ['NL', ['Nederland', 'Pays-Bas', 'Netherlands', 'Niederlande']],
  ['LU', ['Luxemburg', 'Luxembourg', 'Luxembourg', 'Luxemburg']],
  ['DE', ['Duitsland', 'Allemagne', 'Germany', 'Deutschland']],
  ['FR', ['Frankrijk', 'France', 'France', 'Frankreich']],
  ['AT', ['Oostenrijk', 'Autriche', 'Austria', 'Österreich']],
];

export const countryId = (iso: string) => stableId(`country:${iso}`);

export const countryRows = (): (typeof country.$inferInsert)[] =>
  COUNTRIES.map(([iso, names]) => ({ id: countryId(iso), iso, translations: translations({ name: names }) }));
