import type { ErrorItem } from '../../src/components/form/errors.ts';
import { notify } from '../NotificationsStore.ts';
import { addToCart, type CartItemInput, CartRequestError, storeCall } from '../stores/cart.ts';

/**
 * What a cart action tells the buyer (§4, §8): a success notification with the product count, or a
 * notification titled with the general error whose text names each known problem, translated.
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

const fill = (template: string, values: Record<string, unknown>) =>
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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The texts the page rendered for cart feedback; only pages with a session have them. */
export function cartMessages(): CartMessages | null {
  const data = document.getElementById('cart-state')?.dataset.messages;
  return data ? (JSON.parse(data) as CartMessages) : null;
}

export function notifyCartError(title: string, items: ErrorItem[], messages: CartMessages): void {
  const lines = describeCartError(items, messages).filter((line) => line !== title);
  notify({ type: 'error', title, html: lines.map(escapeHtml).join('<br>') || undefined });
}

const failureOf = (error: unknown) =>
  error instanceof CartRequestError ? error : new CartRequestError(0, [{ code: 'NETWORK' }]);

/** The session behind the page has ended: the caller asks for a login instead of showing an error. */
export const needsLogin = (failure: CartRequestError | null) =>
  failure?.items[0]?.code === 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN';

/**
 * Adds and tells the buyer how it went; resolves to the error (or null on success). A missing login
 * is left to the caller (see needsLogin).
 */
export async function addWithFeedback(items: CartItemInput[]): Promise<CartRequestError | null> {
  const messages = cartMessages();
  try {
    await addToCart(items);
    if (messages) {
      notify({
        type: 'success',
        title: fill(messages.added, { count: items.length }),
        html: `<a href="${escapeHtml(messages.cartHref)}">${escapeHtml(messages.toCart)}</a>`,
      });
    }
    return null;
  } catch (error) {
    const failure = failureOf(error);
    if (messages && !needsLogin(failure)) notifyCartError(messages.errors.general, failure.items, messages);
    return failure;
  }
}

/** §1 cart-by-email quote request for one product (REQUEST_OFFER): stored as an offer and mailed. */
export async function requestOffer(productId: string, quantity: number): Promise<void> {
  const messages = cartMessages();
  try {
    const { offerNumber } = await storeCall<{ offerNumber: string }>('POST', '/b2b/offer/request', {
      productId,
      quantity,
    });
    if (messages) notify({ type: 'success', title: fill(messages.offerSent, { number: offerNumber }) });
  } catch (error) {
    if (messages) notifyCartError(messages.offerFailed, failureOf(error).items, messages);
  }
}
