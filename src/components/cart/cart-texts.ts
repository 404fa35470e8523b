import * as m from '../../paraglide/messages.js';
import type { Locale } from '../../shared/locales.ts';
import type { Href } from '../links.ts';
import type { CartMessages } from './cart-errors.ts';

const slot = (name: string) => `{${name}}`;

/** The cart feedback texts of a page in its language (the islands' data and the form post's flash). */
export function cartTexts(locale: Locale, href: Href): CartMessages {
  const t = { locale };
  return {
    added: m.cart_added({ count: slot('count') }, t),
    toCart: m.cart_toCart({}, t),
    cartHref: href('/checkout'),
    offerSent: m.cart_offer_sent({ number: slot('number') }, t),
    offerFailed: m.cart_offer_failed({}, t),
    errors: {
      general: m.cart_error_general({}, t),
      timeout: m.cart_error_timeout({}, t),
      notFound: m.cart_error_notFound({}, t),
      outOfStock: m.cart_error_outOfStock({}, t),
      notOrderable: m.cart_error_notOrderable({}, t),
      forbidden: m.cart_error_forbidden({}, t),
      belowMinimum: m.catalog_qty_belowMinimum({}, t),
      aboveMaximum: m.catalog_qty_aboveMaximum({}, t),
      aboveStock: m.catalog_qty_aboveStock({}, t),
      offStep: m.cart_error_offStep({ min: slot('min'), step: slot('step') }, t),
      notWhole: m.cart_error_notWhole({}, t),
      invalid: m.catalog_qty_invalid({}, t),
      tooManyLines: m.cart_error_tooManyLines({}, t),
      promotionNotFound: m.cart_error_promotionNotFound({}, t),
      readOnly: m.cart_error_readOnly({}, t),
    },
  };
}
