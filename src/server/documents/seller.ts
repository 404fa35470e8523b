import type { DocumentParty } from './types.ts';

/** The shop's own company as its documents name it (the legal notice's address and VAT number). */
export const SELLER: DocumentParty = {
  name: 'Indumex NV',
  vatNumber: 'BE0400000001',
  street: 'Noorderlaan 120',
  zipcode: '2030',
  city: 'Antwerpen',
  countryCode: 'BE',
  email: 'facturatie@indumex.be',
};

/** Belgian standard VAT rate: the shop's articles are all sold at it (§9). */
export const STANDARD_VAT_RATE = 21;
