/**
 * Brings the cart page up to date after a change: its cart-dependent regions (`data-region`) are
 * replaced by the server's new rendering, the cart store is reloaded (the header badge agrees) and
 * the other tabs are told. Used by the page script and by the islands after their own calls.
 */
import type { Cart } from '../../src/api/cart-types.ts';
import type { AnalyticsItem } from '../../src/client/analytics.ts';
import {
  lineItemAnalytics,
  lineQuantity,
  trackAddToCart,
  trackRemoveFromCart,
} from '../../src/client/analytics-cart.ts';
import { $cart, loadCart } from '../stores/cart.ts';
import { announceCartChange } from '../stores/cart-sync.ts';
import { type Saved, swapRegions } from './regions.ts';

function announce(text: string | null | undefined) {
  const announcer = document.querySelector<HTMLElement>('[data-live-announcer]');
  if (!announcer || !text) return;
  // Emptied first so the same text twice is read twice.
  announcer.textContent = '';
  setTimeout(() => {
    announcer.textContent = text;
  }, 50);
}

/** Changes between two carts as GA4 add/remove events (any change: a line, the quick order, emptying). */
function trackDifference(before: Cart | null, after: Cart | null) {
  if (!before || !after) return;
  const lines = (cart: Cart) =>
    new Map(cart.lineItems.filter((l) => l.type === 'product').map((l) => [l.id, l]));
  const old = lines(before);
  const now = lines(after);
  const added: AnalyticsItem[] = [];
  const removed: AnalyticsItem[] = [];
  for (const [id, line] of now) {
    const earlier = old.get(id);
    const delta = lineQuantity(line) - (earlier ? lineQuantity(earlier) : 0);
    if (delta > 0) added.push(lineItemAnalytics(line, delta));
    if (delta < 0) removed.push(lineItemAnalytics(line, -delta));
  }
  for (const [id, line] of old) if (!now.has(id)) removed.push(lineItemAnalytics(line));
  if (added.length) trackAddToCart(added);
  if (removed.length) trackRemoveFromCart(removed);
}

/**
 * Renders the page's regions anew, from the answer to the `saved` form or by loading the page, and
 * reloads the cart store.
 */
export async function refreshCheckout(response?: Response, saved?: Saved): Promise<Cart | null> {
  const answer = response ?? (await fetch(location.href, { headers: { accept: 'text/html' } }));
  const next = new DOMParser().parseFromString(await answer.text(), 'text/html');
  swapRegions(document, next, saved ?? null);
  announce(next.querySelector('[data-announce]')?.textContent);
  return loadCart();
}

/** After a change made in this tab: the new page state, its analytics, and the other tabs told. */
export async function cartChanged(response?: Response, saved?: Saved): Promise<void> {
  const before = $cart.get();
  trackDifference(before, await refreshCheckout(response, saved));
  announceCartChange();
}
