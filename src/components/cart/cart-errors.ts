import type { ErrorItem } from '../form/errors.ts';

/**
 * What a cart action tells the buyer (§4, §8), shared by the islands and the plain form post
 * (src/pages/checkout/add.ts): texts translated on the server, the known problems by their codes.
 */
export type CartErrorKey =
  | 'general'
  | 'timeout'
  | 'notFound'
  | 'outOfStock'
  | 'notOrderable'
  | 'forbidden'
  | 'belowMinimum'
  | 'aboveMaximum'
  | 'aboveStock'
  | 'offStep'
  | 'notWhole'
  | 'invalid'
  | 'tooManyLines'
  | 'promotionNotFound'
  | 'readOnly';

/** Translated on the server (`{count}`, `{number}`, `{min}`, `{step}` left to fill) with the cart link. */
export interface CartMessages {
  added: string;
  toCart: string;
  cartHref: string;
  offerSent: string;
  offerFailed: string;
  errors: Record<CartErrorKey, string>;
}

/** The contract's codes (src/server/cart); `VIOLATION::` ones are the §5 quantity rules. */
const BY_CODE: Record<string, CartErrorKey> = {
  TIMEOUT: 'timeout',
  B2B__PRODUCT_NOT_FOUND: 'notFound',
  B2B__PRODUCT_OUT_OF_STOCK: 'outOfStock',
  B2B__PRODUCT_NOT_ORDERABLE: 'notOrderable',
  B2B__MISSING_RIGHT: 'forbidden',
  B2B__CART_TOO_MANY_LINES: 'tooManyLines',
  B2B__PROMOTION_NOT_FOUND: 'promotionNotFound',
  B2B__PUNCHOUT_INSPECT_READ_ONLY: 'readOnly',
  'VIOLATION::QUANTITY_BELOW_MINIMUM': 'belowMinimum',
  'VIOLATION::QUANTITY_ABOVE_MAXIMUM': 'aboveMaximum',
  'VIOLATION::QUANTITY_TOO_HIGH': 'aboveMaximum',
  'VIOLATION::QUANTITY_ABOVE_STOCK': 'aboveStock',
  'VIOLATION::QUANTITY_OFF_STEP': 'offStep',
  'VIOLATION::QUANTITY_NOT_WHOLE': 'notWhole',
  'VIOLATION::INVALID_QUANTITY': 'invalid',
  'VIOLATION::TOO_MANY_LINES': 'tooManyLines',
};

export const fill = (template: string, values: Record<string, unknown>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * One line per problem, named by its article number when the server gave one; an unknown code shows
 * the server's own message, else the general text (§8). Duplicates are dropped.
 */
export function describeCartError(items: ErrorItem[], messages: CartMessages): string[] {
  const lines = items.map((item) => {
    const key = BY_CODE[item.code];
    const parameters = item.meta?.parameters ?? {};
    const text = key ? fill(messages.errors[key], parameters) : item.detail || messages.errors.general;
    return typeof parameters.sku === 'string' && key ? `${parameters.sku}: ${text}` : text;
  });
  return [...new Set(lines)];
}

/** The session behind the page has ended: the caller asks for a login instead of showing an error. */
export const loginNeeded = (items: ErrorItem[]) => items[0]?.code === 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN';
