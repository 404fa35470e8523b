import type { AstroGlobal } from 'astro';
import { sessionToken } from '../../api/cookies.ts';
import type { Customer } from '../../api/types.ts';
import { isLoggedIn } from '../account/access.ts';

/**
 * §6 auth guard of the cart and checkout pages: the logged-in customer (after trying to load it;
 * failures are swallowed), or the redirect to /auth that brings the visitor back afterwards.
 */
export async function checkoutCustomer(astro: AstroGlobal): Promise<Customer | Response> {
  const { cookies, locals, url } = astro;
  const customer = sessionToken(cookies) ? await locals.storeApi.getCustomer().catch(() => null) : null;
  if (customer && isLoggedIn(customer)) return customer;
  const redirect = `${locals.href(locals.path)}${url.search}`;
  return astro.redirect(`${locals.href('/auth')}?${new URLSearchParams({ redirect })}`, 302);
}
