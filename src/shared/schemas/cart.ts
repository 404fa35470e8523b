import * as v from 'valibot';
import { optionalText, Uuid } from './fields.ts';

/**
 * Payloads of the cart and checkout calls (§3 Cart, Checkout fields; §7 line-item, checkout/order).
 * The Store API validates with these; the cart page, quick order and checkout form reuse them.
 */

/** Quantities go up to 10^6 units with at most 3 decimals (whole units unless the unit allows parts). */
export const MAX_QUANTITY = 1_000_000;
/** Lines per call and per cart: enough for a big quick order, small enough to price in one query. */
export const MAX_LINES = 1000;
/** §9 / §5: quick-order CSV files are limited to 5 MB. */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;
export const MAX_COMMENT = 255;

export const Quantity = v.pipe(
  v.number('INVALID_QUANTITY'),
  v.finite('INVALID_QUANTITY'),
  v.gtValue(0, 'INVALID_QUANTITY'),
  v.maxValue(MAX_QUANTITY, 'QUANTITY_TOO_HIGH'),
  v.check((q) => Math.abs(q * 1000 - Math.round(q * 1000)) < 1e-6, 'INVALID_QUANTITY'),
);

const LinePayload = v.optional(
  v.object({
    customFields: v.optional(v.object({ order_detail_text: optionalText(MAX_COMMENT) })),
  }),
);

const Sku = v.pipe(v.string(), v.trim(), v.nonEmpty('IS_BLANK'), v.maxLength(64, 'TOO_LONG'));

/**
 * POST /checkout/cart/line-item: Shopware's `{items:[{type, referencedId, quantity}]}`. A product may be
 * named by referencedId (product id) or by sku (article number); a promotion by referencedId (its code).
 */
export const LineItemAddSchema = v.object({
  items: v.pipe(
    v.array(
      v.variant('type', [
        v.object({
          type: v.literal('product'),
          id: v.optional(v.string()),
          referencedId: v.optional(Uuid),
          sku: v.optional(Sku),
          quantity: v.optional(Quantity),
          payload: LinePayload,
        }),
        v.object({
          type: v.literal('promotion'),
          referencedId: v.pipe(v.string(), v.trim(), v.nonEmpty('IS_BLANK'), v.maxLength(64, 'TOO_LONG')),
        }),
      ]),
    ),
    v.minLength(1, 'IS_BLANK'),
    v.maxLength(MAX_LINES, 'TOO_MANY_LINES'),
  ),
});
export type LineItemAdd = v.InferOutput<typeof LineItemAddSchema>;

/** PATCH /checkout/cart/line-item: change quantity and/or the line comment of existing lines. */
export const LineItemUpdateSchema = v.object({
  items: v.pipe(
    v.array(v.object({ id: Uuid, quantity: v.optional(Quantity), payload: LinePayload })),
    v.minLength(1, 'IS_BLANK'),
    v.maxLength(MAX_LINES, 'TOO_MANY_LINES'),
  ),
});
export type LineItemUpdate = v.InferOutput<typeof LineItemUpdateSchema>;

/** POST /checkout/cart/line-item/delete (Shopware 6.5+): `{ids:[…]}`. */
export const LineItemDeleteSchema = v.object({
  ids: v.pipe(v.array(Uuid), v.minLength(1, 'IS_BLANK'), v.maxLength(MAX_LINES, 'TOO_MANY_LINES')),
});

/**
 * POST /b2b/quick-order: the paste box or an uploaded CSV (`article;quantity` per line, header
 * optional, `,` `;` or tab separated, decimal comma accepted) or explicit rows.
 */
export const QuickOrderSchema = v.union([
  v.object({ csv: v.pipe(v.string(), v.nonEmpty('IS_BLANK'), v.maxLength(MAX_CSV_BYTES, 'FILE_TOO_LARGE')) }),
  v.object({
    lines: v.pipe(
      v.array(v.object({ article: v.pipe(v.string(), v.maxLength(64, 'TOO_LONG')), quantity: v.string() })),
      v.minLength(1, 'IS_BLANK'),
      v.maxLength(MAX_LINES, 'TOO_MANY_LINES'),
    ),
  }),
]);

export const SHIPPING_OPTIONS = ['delivery', 'pickup'] as const;
/** PATCH /checkout/cart/shipping-option: the checkout's delivery choice, which prices the shipping. */
export const CartShippingSchema = v.object({
  shippingOption: v.picklist(SHIPPING_OPTIONS, 'INVALID_VALUE'),
});

/** §3 split delivery: together (Yes), separate (No), backorders together (Backorders). */
export const SHIPPING_METHODS = ['together', 'separate', 'backorders'] as const;
/** Invoice is on account; when the credit limit is reached only prepayment and credit card remain (§4). */
export const PAYMENT_METHODS = ['invoice', 'prepayment', 'creditcard'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const IsoDate = v.pipe(v.string('IS_BLANK'), v.isoDate('INVALID_DATE'));

/** POST /checkout/order: the §3 checkout fields. The order reference is assigned to the cart before. */
export const OrderPlaceSchema = v.pipe(
  v.object({
    shippingOption: v.optional(v.picklist(SHIPPING_OPTIONS, 'INVALID_VALUE'), 'delivery'),
    shippingMethod: v.optional(v.picklist(SHIPPING_METHODS, 'INVALID_VALUE'), 'together'),
    shippingDate: v.optional(IsoDate),
    addressId: v.optional(Uuid),
    pickupLocationId: v.optional(Uuid),
    paymentMethod: v.optional(v.picklist(PAYMENT_METHODS, 'INVALID_VALUE'), 'invoice'),
    orderReferenceSuffix: optionalText(64),
    fileNumber: optionalText(64),
    /** Shopware's name for the order remark. */
    customerComment: optionalText(1000),
  }),
  v.forward(
    v.check((o) => o.shippingOption !== 'pickup' || Boolean(o.pickupLocationId), 'IS_BLANK'),
    ['pickupLocationId'],
  ),
);
export type OrderPlace = v.InferOutput<typeof OrderPlaceSchema>;

/** Cart-by-email quote request (REQUEST_OFFER): one product or, without productId, the whole cart. */
export const OfferRequestSchema = v.object({
  productId: v.optional(Uuid),
  quantity: v.optional(Quantity),
  comment: optionalText(1000),
  /** The buyer's own reference for the offer (§3 Offer client reference). */
  clientReference: optionalText(64),
});

/** §5 date picker: deliveries from tomorrow on, never on Saturdays or Sundays. */
export function isDeliveryDay(iso: string, today: string): boolean {
  const day = new Date(`${iso}T12:00:00Z`).getUTCDay();
  return iso > today && day !== 0 && day !== 6;
}
