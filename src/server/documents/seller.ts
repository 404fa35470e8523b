import { sellerConfig } from './seller-config.ts';
import type { SellerParty } from './types.ts';

let seller: SellerParty | undefined;

/**
 * The shop's own company as its documents name it (the legal notice's address), with the enterprise
 * number and bank account of its configuration (SELLER_*: the start scripts refuse invalid ones, and
 * a document is never made with them). Read on first use, so importing this never throws.
 */
export function sellerParty(): SellerParty {
  if (seller) return seller;
  const config = sellerConfig();
  seller = {
    name: 'Indumex NV',
    vatNumber: `BE${config.enterpriseNumber}`,
    street: 'Noorderlaan 120',
    zipcode: '2030',
    city: 'Antwerpen',
    countryCode: 'BE',
    email: 'facturatie@indumex.be',
    iban: config.iban,
    bic: config.bic,
  };
  return seller;
}

/** Belgian standard VAT rate: the shop's articles are all sold at it (§9). */
export const STANDARD_VAT_RATE = 21;
