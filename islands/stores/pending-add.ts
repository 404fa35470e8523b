import type { CartItemInput } from './cart.ts';

/**
 * What an anonymous visitor chose before the login modal opened (§4): kept in the tab's sessionStorage
 * and added on the first page load after a successful login, so nothing is lost on the way.
 */
const KEY = 'indumex-pending-cart';
/** An add chosen long ago in this tab is no longer what the buyer means to order. */
export const PENDING_MAX_AGE_MS = 60 * 60 * 1000;

type ProductItem = Extract<CartItemInput, { type: 'product' }>;
interface Pending {
  items: ProductItem[];
  at: number;
}

const sameProduct = (a: ProductItem, b: ProductItem) =>
  a.referencedId ? a.referencedId === b.referencedId : a.sku === b.sku;

function read(storage: Storage): Pending | null {
  try {
    const pending = JSON.parse(storage.getItem(KEY) ?? 'null') as Pending | null;
    return Array.isArray(pending?.items) ? pending : null;
  } catch {
    return null;
  }
}

/** Remembers a product; choosing the same product again replaces its quantity. */
export function rememberAdd(item: ProductItem, storage: Storage = sessionStorage, now = Date.now()): void {
  const kept = (read(storage)?.items ?? []).filter((other) => !sameProduct(other, item));
  try {
    storage.setItem(KEY, JSON.stringify({ items: [...kept, item], at: now } satisfies Pending));
  } catch {
    // Storage refused: the visitor logs in and chooses again.
  }
}

/** The remembered products, or none when nothing (recent) is waiting. */
export function pendingAdd(storage: Storage = sessionStorage, now = Date.now()): ProductItem[] {
  const pending = read(storage);
  if (pending && now - pending.at <= PENDING_MAX_AGE_MS) return pending.items;
  if (pending) clearPendingAdd(storage);
  return [];
}

export function clearPendingAdd(storage: Storage = sessionStorage): void {
  storage.removeItem(KEY);
}
