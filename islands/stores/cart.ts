import { atom, computed } from 'nanostores';
import type { Cart, CartLineItem } from '../../src/api/cart-types.ts';
import type { AnalyticsItem } from '../../src/client/analytics.ts';
import {
  lineItemAnalytics,
  lineQuantity,
  trackAddToCart,
  trackRemoveFromCart,
} from '../../src/client/analytics-cart.ts';
import type { ErrorItem } from '../../src/components/form/errors.ts';
import type { LineItemAdd } from '../../src/shared/schemas/cart.ts';
import { announceCartChange } from './cart-sync.ts';

/**
 * The cart in the browser (§4): one store shared by the header badge, every add-to-cart button and the
 * cart page. It lives on the server (one per customer); this mirrors the last answer. The /store-api
 * mount adds the session from its httpOnly cookie.
 */
export type CartItemInput = LineItemAdd['items'][number];

/** §9: cart calls (single and multi-item adds) give up after 30 s. */
export const CART_TIMEOUT_MS = 30_000;

export const $cart = atom<Cart | null>(null);
/** Number of product lines, shown as the header badge (hidden at 0). */
export const $cartCount = computed($cart, (cart) => cart?.productCount ?? 0);
/** A cart write is under way. */
export const $cartBusy = atom(false);

/** A refused or failed cart call: the Store API's error items, or TIMEOUT / NETWORK (status 0). */
export class CartRequestError extends Error {
  constructor(
    readonly status: number,
    readonly items: ErrorItem[],
  ) {
    super(items[0]?.code ?? String(status));
  }
}

/** A JSON call to the Store API with the §9 timeout; other shop calls of the cart (offers) use it too. */
export async function storeCall<T = Cart>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/store-api${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(CART_TIMEOUT_MS),
    });
  } catch (error) {
    throw new CartRequestError(0, [
      { code: (error as Error).name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK' },
    ]);
  }
  const json = (await response.json().catch(() => null)) as (T & { errors?: ErrorItem[] }) | null;
  if (!response.ok) {
    throw new CartRequestError(
      response.status,
      json?.errors?.length ? json.errors : [{ code: 'UNKNOWN_ERROR' }],
    );
  }
  return json as T;
}

// One cart call at a time per tab: answers arriving out of order must not put an older cart back.
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

let writing = 0;
async function write(task: () => Promise<Cart>): Promise<Cart> {
  writing += 1;
  $cartBusy.set(true);
  try {
    const cart = await serial(task);
    $cart.set(cart);
    announceCartChange();
    return cart;
  } finally {
    writing -= 1;
    $cartBusy.set(writing > 0);
  }
}

/** Reads the cart; a failed read keeps what the store had (the badge is not worth an error). */
export async function loadCart(): Promise<Cart | null> {
  try {
    const cart = await serial(() => storeCall('GET', '/checkout/cart'));
    $cart.set(cart);
    return cart;
  } catch {
    return null;
  }
}

const lineOf = (cart: Cart, item: CartItemInput): CartLineItem | undefined =>
  item.type === 'product'
    ? cart.lineItems.find((line) =>
        item.referencedId ? line.referencedId === item.referencedId : line.sku === item.sku,
      )
    : undefined;

/** Adds products (and promotion codes) in one call; a refused call changes nothing and throws. */
export async function addToCart(items: CartItemInput[]): Promise<Cart> {
  const cart = await write(() => storeCall('POST', '/checkout/cart/line-item', { items }));
  const added = items.flatMap((item): AnalyticsItem[] => {
    const line = lineOf(cart, item);
    // Without a quantity the server adds the minimum purchase (at least 1).
    const quantity =
      (item.type === 'product' && item.quantity) || Math.max(1, line?.quantityInformation?.minPurchase ?? 1);
    return line ? [lineItemAnalytics(line, quantity)] : [];
  });
  if (added.length) trackAddToCart(added);
  return cart;
}

/** Changes a line's quantity and/or its comment; a quantity change is tracked as an add or a removal. */
export async function updateLine(id: string, change: { quantity?: number; comment?: string }): Promise<Cart> {
  const before = $cart.get()?.lineItems.find((line) => line.id === id);
  const payload =
    change.comment === undefined ? undefined : { customFields: { order_detail_text: change.comment } };
  const cart = await write(() =>
    storeCall('PATCH', '/checkout/cart/line-item', { items: [{ id, quantity: change.quantity, payload }] }),
  );
  const after = cart.lineItems.find((line) => line.id === id);
  if (before && after) {
    const delta = lineQuantity(after) - lineQuantity(before);
    if (delta > 0) trackAddToCart([lineItemAnalytics(after, delta)]);
    if (delta < 0) trackRemoveFromCart([lineItemAnalytics(after, -delta)]);
  }
  return cart;
}

export async function removeLine(id: string): Promise<Cart> {
  const removed = $cart.get()?.lineItems.filter((line) => line.id === id && line.type === 'product') ?? [];
  const cart = await write(() => storeCall('POST', '/checkout/cart/line-item/delete', { ids: [id] }));
  if (removed.length) trackRemoveFromCart(removed.map((line) => lineItemAnalytics(line)));
  return cart;
}
