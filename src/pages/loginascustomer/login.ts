import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { setStaffCookie } from '../../api/cookies.ts';
import { StoreApiError } from '../../api/index.ts';
import { readForm } from '../../components/form/submit.ts';
import { backWithError, formValue, staffCalls, staffPageOf } from '../../components/staff/staff-session.ts';
import { LoginSchema } from '../../shared/schemas/account.ts';
import { visitorOverHttps } from '../../shared/security-headers.ts';

export const prerender = false;

/**
 * The staff login form (works without JavaScript): a staff session in its own httpOnly cookie. Sales
 * staff come from /loginascustomer, content editors from /preview (the form's `back`).
 */
export const POST: APIRoute = async (context) => {
  const { request, locals, cookies } = context;
  const form = await readForm(request);
  const back = staffPageOf(form);
  const username = formValue(form, 'username');
  const parsed = v.safeParse(LoginSchema, form);
  try {
    if (!parsed.success)
      throw StoreApiError.local(400, 'VIOLATION::IS_BLANK', 'Username and password are required.');
    const token = await staffCalls(context).login(parsed.output.username, parsed.output.password);
    setStaffCookie(cookies, token, visitorOverHttps(context));
    return context.redirect(locals.href(back), 303);
  } catch (error) {
    return backWithError(context, error, { username }, back);
  }
};

export const GET: APIRoute = ({ locals, redirect }) => redirect(locals.href('/loginascustomer'), 302);
