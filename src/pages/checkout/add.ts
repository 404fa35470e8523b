import type { APIRoute } from 'astro';
import { cartApi } from '../../api/cart.ts';
import { isStoreApiError } from '../../api/errors.ts';
import { describeCartError, fill, loginNeeded } from '../../components/cart/cart-errors.ts';
import { setCartFlash } from '../../components/cart/cart-flash.ts';
import { cartTexts } from '../../components/cart/cart-texts.ts';
import { readForm } from '../../components/form/submit.ts';
import { logger } from '../../server/ops/logger.ts';
import { sameOriginPath } from '../../shared/return-target.ts';

export const prerender = false;

/**
 * Add to cart as a plain form post (issue 27): the product page's and the listing cards' forms post
 * here, also without JavaScript (the islands enhance the same forms). The Store API adds and checks
 * rights and quantities; the page posted from is shown again (post/redirect/get) with the
 * confirmation or the translated error. Visitors and ended sessions are sent to the login first.
 */
export const POST: APIRoute = async ({ request, locals, cookies, redirect }) => {
  const { href, locale, storeApi } = locals;
  const fields = await readForm(request);
  const back = sameOriginPath(fields.back, href('/'));
  const toLogin = () => redirect(`${href('/auth')}?${new URLSearchParams({ redirect: back })}`, 303);
  if (!storeApi.contextToken) return toLogin();
  const texts = cartTexts(locale, href);
  const quantity = Number((fields.quantity ?? '').trim().replace(',', '.') || Number.NaN);
  try {
    await cartApi(storeApi).addProduct(fields.productId ?? '', quantity);
    setCartFlash(cookies, {
      type: 'success',
      title: fill(texts.added, { count: 1 }),
      lines: [],
      link: { href: texts.cartHref, text: texts.toCart },
    });
  } catch (error) {
    if (!isStoreApiError(error)) logger.error({ err: error }, 'add to cart failed');
    const items = isStoreApiError(error) ? error.errors : [];
    if (loginNeeded(items)) return toLogin();
    const title = texts.errors.general;
    const lines = describeCartError(items, texts).filter((line) => line !== title);
    setCartFlash(cookies, { type: 'error', title, lines });
  }
  return redirect(back, 303);
};

/** Adding changes the cart, so it needs a POST; a plain visit goes to the cart. */
export const GET: APIRoute = ({ locals, redirect }) => redirect(locals.href('/checkout'), 302);
