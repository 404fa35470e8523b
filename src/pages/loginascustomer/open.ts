import type { APIRoute } from 'astro';
import { SESSION_COOKIE, setSessionCookie } from '../../api/cookies.ts';
import { readForm } from '../../components/form/submit.ts';
import { backWithError, formValue, staffCalls } from '../../components/staff/staff-session.ts';

export const prerender = false;

/**
 * Opens a customer's session for the logged-in staff user: the browser's customer session becomes
 * the new helped one (a helped session still open in it is ended first, so its audit row closes).
 */
export const POST: APIRoute = async (context) => {
  const { request, locals, cookies } = context;
  const customerId = formValue(await readForm(request), 'customerId', 64);
  const staff = staffCalls(context);
  try {
    const previous = cookies.get(SESSION_COOKIE)?.value;
    if (previous) await staff.exit(previous);
    const token = await staff.impersonate(customerId);
    setSessionCookie(context, token, true);
    return context.redirect(locals.href('/account/dashboard'), 303);
  } catch (error) {
    return backWithError(context, error);
  }
};

export const GET: APIRoute = ({ locals, redirect }) => redirect(locals.href('/loginascustomer'), 302);
