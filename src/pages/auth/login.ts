import type { APIContext, APIRoute } from 'astro';
import * as v from 'valibot';
import { DEVICE_COOKIE, setDeviceCookie, setSessionCookie } from '../../api/cookies.ts';
import { isStoreApiError, StoreApiError } from '../../api/index.ts';
import { setFlash } from '../../components/account/flash.ts';
import { waitOf } from '../../components/form/errors.ts';
import { readForm } from '../../components/form/submit.ts';
import { sameOriginPath } from '../../shared/return-target.ts';
import { LoginSchema } from '../../shared/schemas/account.ts';
import { visitorOverHttps } from '../../shared/security-headers.ts';

export const prerender = false;

const wantsJson = (request: Request) => request.headers.get('content-type')?.includes('application/json');

async function readInput(request: Request): Promise<Record<string, unknown>> {
  if (!wantsJson(request)) return readForm(request);
  const body: unknown = await request.json().catch(() => null);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** §8 ForcedCustomerRecovery: the customer must set a new password first. */
function recoveryHash(error: StoreApiError): string | null {
  const item = error.errors.find((e) => e.code.endsWith('__FORCED_CUSTOMER_RECOVERY'));
  const hash = item?.meta?.parameters?.hash;
  return typeof hash === 'string' && hash ? hash : null;
}

/**
 * Login for the whole storefront (backend-for-frontend): a plain form post answers with a 303
 * redirect (works without JavaScript), a JSON post (islands) with `{ redirect }` or the error
 * envelope. The context token only ever lives in the httpOnly session cookie.
 */
export const POST: APIRoute = async (context: APIContext) => {
  const { request, locals, cookies } = context;
  const { href } = locals;
  const json = wantsJson(request);
  const input = await readInput(request);
  const target = sameOriginPath(input.redirect, href('/account/dashboard'));

  const done = (redirect: string) => (json ? Response.json({ redirect }) : context.redirect(redirect, 303));
  const fail = (error: StoreApiError) => {
    const retryAfter = waitOf(error.errors[0]?.meta?.parameters?.retryAfter).wait;
    if (json) {
      const headers: HeadersInit = retryAfter ? { 'retry-after': String(retryAfter) } : {};
      return Response.json({ errors: error.errors }, { status: error.status, headers });
    }
    const back = new URLSearchParams({ error: error.errors[0]?.code ?? 'UNKNOWN_ERROR' });
    if (retryAfter) back.set('wait', String(retryAfter));
    if (target !== href('/account/dashboard')) back.set('redirect', target);
    if (typeof input.username === 'string') back.set('username', input.username.slice(0, 120));
    return context.redirect(`${href('/auth')}?${back}`, 303);
  };

  const parsed = v.safeParse(LoginSchema, input);
  if (!parsed.success) {
    return fail(StoreApiError.local(400, 'VIOLATION::IS_BLANK', 'Username and password are required.'));
  }
  try {
    const { username, password } = parsed.output;
    const secure = visitorOverHttps(context);
    const { token, devices } = await locals.storeApi.login(
      username,
      password,
      cookies.get(DEVICE_COOKIE)?.value,
    );
    setSessionCookie(context, token);
    if (devices) setDeviceCookie(cookies, devices, secure);
    setFlash(cookies, { type: 'success', key: 'account_login_success' });
    return done(target);
  } catch (error) {
    if (!isStoreApiError(error)) throw error;
    const hash = recoveryHash(error);
    if (hash) return done(`${href('/auth/password-set')}?${new URLSearchParams({ hash })}`);
    return fail(error);
  }
};

/** A bookmarked or typed /auth/login shows the login page. */
export const GET: APIRoute = ({ locals, redirect }) => redirect(locals.href('/auth'), 302);
