import {
  type CartMessages,
  describeCartError,
  fill,
  loginNeeded,
} from '../../src/components/cart/cart-errors.ts';
import type { ErrorItem } from '../../src/components/form/errors.ts';
import { notify } from '../NotificationsStore.ts';
import { addToCart, type CartItemInput, CartRequestError, storeCall } from '../stores/cart.ts';

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
export const needsLogin = (failure: CartRequestError | null) => loginNeeded(failure?.items ?? []);

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
