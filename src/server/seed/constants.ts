import { stableId } from '../../shared/ids.ts';
import type { Locale } from '../../shared/locales.ts';

/** sw-access-key of the demo sales channel; the storefront sends it unless STORE_API_ACCESS_KEY is set. */
export const DEMO_ACCESS_KEY = 'SWSCB2BDEMOSHOPBELGIUM00001';
export const SALES_CHANNEL_ID = stableId('sales-channel:demo');
export const DEMO_PASSWORD = 'Demo-2026!';

export const languageId = (locale: Locale) => stableId(`language:${locale}`);
export const CURRENCY_ID = stableId('currency:EUR');

/** Local domains (§2 Site domains): nl-NL at the root, the others under a path prefix. */
export const LOCAL_DOMAINS: { locale: Locale; pathPrefix: string; label: string }[] = [
  { locale: 'nl-NL', pathPrefix: '', label: 'NL' },
  { locale: 'fr-FR', pathPrefix: '/fr', label: 'FR' },
  { locale: 'en-GB', pathPrefix: '/en', label: 'EN' },
  { locale: 'de-DE', pathPrefix: '/de', label: 'DE' },
];

/** Navigation roots referenced by the sales channel (§3 Navigation types). */
export const ROOT_IDS = {
  main: stableId('category:root:main'),
  service: stableId('category:root:service'),
  countries: stableId('category:root:countries'),
  footer: stableId('category:root:footer'),
} as const;

/** Branch codes of §3 (stock per branch). */
export const BRANCH_CODES = ['IMH_ANT', 'IMH_HAS', 'IMI_IZE', 'IML_LIE', 'IML_WAL', 'IMM_MEL', 'VDB_IND'];

/** The checkout's order limits (issue 11), kept in the sales channel's custom fields. Thousandths of a euro. */
export const CHECKOUT_SETTINGS = {
  /** Below this goods value an additional cost is charged (§9 minimum order value). */
  minimumOrderValue: 100_000,
  minimumOrderAdditionalCost: 15_000,
  /** From this goods value on, delivery is free (§9 free-shipping limit). */
  freeShippingLimit: 250_000,
  shippingCost: 12_500,
};
