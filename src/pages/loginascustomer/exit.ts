import type { APIRoute } from 'astro';
import { clearSessionCookie, SESSION_COOKIE, STAFF_COOKIE } from '../../api/cookies.ts';
import { setFlash } from '../../components/account/flash.ts';
import { staffCalls } from '../../components/staff/staff-session.ts';

export const prerender = false;

/**
 * The banner's "End session": ends the helped customer session (Store API and cookie) and returns to
 * /loginascustomer in the staff session. Without a staff session left, the customer session is
 * simply logged out, which closes its audit row as well.
 */
export const POST: APIRoute = async (context) => {
  const { locals, cookies } = context;
  const token = cookies.get(SESSION_COOKIE)?.value ?? null;
  const ending = cookies.get(STAFF_COOKIE)?.value
    ? staffCalls(context).exit(token)
    : locals.storeApi.logout();
  await ending.catch((error: unknown) =>
    console.error('[storefront] ending a helped session failed:', error),
  );
  clearSessionCookie(context);
  setFlash(cookies, { type: 'success', key: 'account_staff_ended' });
  return context.redirect(locals.href('/loginascustomer'), 303);
};

export const GET: APIRoute = ({ locals, redirect }) => redirect(locals.href('/loginascustomer'), 302);
