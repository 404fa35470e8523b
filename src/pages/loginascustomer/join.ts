import type { APIRoute } from 'astro';
import { readForm } from '../../components/form/submit.ts';
import { backWithError, formValue, staffCalls } from '../../components/staff/staff-session.ts';

export const prerender = false;

/** Staff approve or refuse a newcomer waiting to join a company (issue 26), then back to the list. */
export const POST: APIRoute = async (context) => {
  const form = await readForm(context.request);
  const decision = form.decision === 'refuse' ? 'refuse' : 'approve';
  const name = formValue(form, 'name');
  try {
    await staffCalls(context).decideJoinRequest(formValue(form, 'id', 64), decision);
  } catch (error) {
    return backWithError(context, error);
  }
  const query = new URLSearchParams({ decided: decision, name });
  return context.redirect(`${context.locals.href('/loginascustomer')}?${query}`, 303);
};

export const GET: APIRoute = ({ locals, redirect }) => redirect(locals.href('/loginascustomer'), 302);
