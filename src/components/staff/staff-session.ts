import type { APIContext, AstroGlobal } from 'astro';
import { STAFF_COOKIE } from '../../api/cookies.ts';
import { isStoreApiError } from '../../api/index.ts';
import { staffApi } from '../../api/staff.ts';

type Context = Pick<APIContext | AstroGlobal, 'locals' | 'cookies'>;

/** The staff calls bound to the staff cookie's session, or to none (anonymous: the API answers 401). */
export function staffCalls({ locals, cookies }: Context) {
  return staffApi(locals.storeApi.with({ contextToken: cookies.get(STAFF_COOKIE)?.value || null }));
}

/** Where staff log in: sales at /loginascustomer, content editors at /preview. */
const STAFF_PAGES = ['/loginascustomer', '/preview'] as const;
export type StaffPage = (typeof STAFF_PAGES)[number];

/** The staff page a login or logout form came from (its `back` field), else /loginascustomer. */
export const staffPageOf = (form: Record<string, string>): StaffPage =>
  STAFF_PAGES.find((page) => page === form.back) ?? '/loginascustomer';

/** Back to the staff page, with the error code for the page to translate. */
export function backWithError(
  context: APIContext,
  error: unknown,
  extra: Record<string, string> = {},
  page: StaffPage = '/loginascustomer',
) {
  if (!isStoreApiError(error)) throw error;
  const code = error.errors[0]?.code ?? 'UNKNOWN_ERROR';
  const query = new URLSearchParams({ error: code, ...extra });
  return context.redirect(`${context.locals.href(page)}?${query}`, 303);
}

export const formValue = (form: Record<string, string>, name: string, max = 120) =>
  (form[name] ?? '').slice(0, max);
