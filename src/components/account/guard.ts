import type { APIContext } from 'astro';
import { sessionToken } from '../../api/cookies.ts';
import { statusOf } from '../../api/errors.ts';
import { loginHref } from '../links.ts';
import { flagsFor, isAllowed, isLoggedIn, summarize } from './access.ts';
import { isGuardedPath, sectionOf } from './sections.ts';

/**
 * §6 guards for account pages, on the server: without a logged-in customer (after trying to load
 * it; failures are swallowed, but a 503 is thrown) → /auth?redirect=…; a page whose right or flag the customer lacks → /.
 * Sets `locals.customer` for the page. Returns the redirect, or undefined to render the page.
 */
export async function accountGuard(context: APIContext): Promise<Response | undefined> {
  const { locals, url, cookies } = context;
  if (!isGuardedPath(locals.path)) return undefined;
  const customer = sessionToken(cookies)
    ? await locals.storeApi.getCustomer().catch((error: unknown) => {
        // The shop is unavailable, not the visitor logged out: the caller shows the 503 page.
        if (statusOf(error) === 503) throw error;
        return null;
      })
    : null;
  if (!customer || !isLoggedIn(customer)) {
    return context.redirect(loginHref(locals, url), 302);
  }
  locals.customer = customer;
  const section = sectionOf(locals.path);
  const flags = flagsFor(locals.salesChannel?.featureFlags, customer);
  // The page (its sidebar) sees the company's flags too.
  if (locals.salesChannel) locals.salesChannel = { ...locals.salesChannel, featureFlags: flags };
  if (section && !isAllowed(section, summarize(customer).rights, flags, customer.leadBuyer)) {
    return context.redirect(locals.href('/'), 302);
  }
  return undefined;
}
