import type { APIRoute } from 'astro';
import { clearSessionCookie, clearStaffCookie, HELPED_COOKIE } from '../../api/cookies.ts';
import { setFlash } from '../../components/account/flash.ts';
import { readForm } from '../../components/form/submit.ts';
import { staffCalls, staffPageOf } from '../../components/staff/staff-session.ts';

export const prerender = false;

/** Staff logout: the Store API ends the staff session and every helped session still open. */
export const POST: APIRoute = async (context) => {
  const { locals, cookies } = context;
  const back = staffPageOf(await readForm(context.request));
  await staffCalls(context)
    .logout()
    .catch((error: unknown) => console.error('[storefront] staff logout failed:', error));
  // The helped session in this browser has just been ended with the others.
  if (cookies.has(HELPED_COOKIE)) clearSessionCookie(context);
  clearStaffCookie(cookies);
  setFlash(cookies, { type: 'success', key: 'account_staff_loggedOut' });
  return context.redirect(locals.href(back), 303);
};

export const GET: APIRoute = ({ locals, redirect }) => redirect(locals.href('/loginascustomer'), 302);
