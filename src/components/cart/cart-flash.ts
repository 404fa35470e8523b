import type { AstroCookies } from 'astro';
import * as v from 'valibot';
import { setFlashCookie, takeFlashCookie } from '../checkout/flash.ts';

/**
 * What the add-to-cart form post (src/pages/checkout/add.ts) tells the page it redirects back to:
 * the translated confirmation (with the link to the cart) or the error and its lines, shown in the
 * header's notifications (issue 27).
 */
const CartFlashSchema = v.object({
  type: v.picklist(['success', 'error']),
  title: v.pipe(v.string(), v.maxLength(200)),
  lines: v.pipe(v.array(v.pipe(v.string(), v.maxLength(300))), v.maxLength(5)),
  link: v.optional(v.object({ href: v.pipe(v.string(), v.startsWith('/')), text: v.string() })),
});
export type CartFlash = v.InferOutput<typeof CartFlashSchema>;

const COOKIE = 'cart-flash';

export const setCartFlash = (cookies: AstroCookies, flash: CartFlash) =>
  setFlashCookie(cookies, COOKIE, { ...flash, lines: flash.lines.slice(0, 5) });

export const takeCartFlash = (cookies: AstroCookies): CartFlash | null =>
  takeFlashCookie(cookies, COOKIE, CartFlashSchema);
