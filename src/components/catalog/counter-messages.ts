import type { CounterMessages } from '../../../islands/catalog/QuantityCounter.tsx';
import * as m from '../../paraglide/messages.js';

/** The counter's texts in the page's language, with `{min}`, `{max}`, `{step}` left for the island. */
export function counterMessages(locale: string): CounterMessages {
  const t = { locale } as { locale: 'nl-NL' };
  const quantity = m.catalog_qty_invalid({}, t);
  return {
    label: m.catalog_qty_label({}, t),
    decrease: m.catalog_qty_decrease({}, t),
    increase: m.catalog_qty_increase({}, t),
    min: m.catalog_qty_min({ min: '{min}' }, t),
    max: m.catalog_qty_max({ max: '{max}' }, t),
    soldPer: m.catalog_qty_soldPer({ step: '{step}' }, t),
    errors: {
      invalid: quantity,
      'below-minimum': m.catalog_qty_belowMinimum({}, t),
      'above-maximum': m.catalog_qty_aboveMaximum({}, t),
      'above-stock': m.catalog_qty_aboveStock({}, t),
      'off-step': quantity,
    },
    cart: {
      addToCart: m.catalog_addToCart({}, t),
      adding: m.cart_adding({}, t),
      requestOffer: m.cart_offer_request({}, t),
      sendingOffer: m.cart_offer_sending({}, t),
      offerQuestion: m.lists_offer_question({ quantity: '{quantity}' }, t),
      offerConfirm: m.lists_offer_confirm({}, t),
      offerCancel: m.lists_offer_cancel({}, t),
      soldOut: m.place_soldOut({}, t),
    },
  };
}
