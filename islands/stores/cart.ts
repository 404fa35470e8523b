import { atom } from 'nanostores';

/** Number of products in the cart, shown as the header badge; the cart sets it, anonymous default 0. */
export const $cartCount = atom(0);
