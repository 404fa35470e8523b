import type { AstroCookieSetOptions, AstroCookies } from 'astro';
import { visitorOverHttps } from '../shared/security-headers.ts';

/** Cookies of §7: the Store API session (context token) and the chosen language, one year each. */
export const SESSION_COOKIE = 'sw-context-token';
/**
 * A punch-out session's context token (issue 18). Apart from SESSION_COOKIE: a partitioned cookie and
 * an unpartitioned one of the same name would both be sent, and the older login's would win.
 */
export const PUNCHOUT_COOKIE = 'b2b-punchout-token';
export const LANGUAGE_COOKIE = 'sw-language-id';
/** The known-device tokens the Store API handed out on logins in this browser (login back-off). */
export const DEVICE_COOKIE = 'b2b-device';
/** A sales-staff session (/loginascustomer), kept apart from the customer session it may open. */
export const STAFF_COOKIE = 'b2b-staff-token';
export const HELPED_COOKIE = 'b2b-helped';

const YEAR = 31_536_000;

const options = (secure: boolean): AstroCookieSetOptions => ({
  path: '/',
  maxAge: YEAR,
  sameSite: 'lax',
  secure,
});

/** The request a session cookie is written for: its cookies, and how the visitor reached us. */
export type CookieVisit = { cookies: AstroCookies } & Parameters<typeof visitorOverHttps>[0];

const LOOPBACK = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * A punch-out session may run in the procurement system's iframe, a cross-site context where a Lax
 * cookie is never sent: SameSite=None there, Partitioned (CHIPS) so it lives only under that system's
 * site, never as a general third-party cookie. None needs Secure, which browsers keep over https and on
 * localhost/loopback (secure contexts); a plain-http shop elsewhere falls back to Lax, and its punch-out
 * then works only outside a frame.
 */
function punchoutAttributes(visit: CookieVisit): AstroCookieSetOptions {
  const framable = visitorOverHttps(visit) || LOOPBACK.test(visit.url.hostname);
  return framable
    ? { path: '/', httpOnly: true, sameSite: 'none', secure: true, partitioned: true }
    : { path: '/', httpOnly: true, sameSite: 'lax', secure: false };
}

/** The session's context token: a punch-out session's, else a login's. */
export const sessionToken = (cookies: AstroCookies): string | null =>
  cookies.get(PUNCHOUT_COOKIE)?.value || cookies.get(SESSION_COOKIE)?.value || null;

/** Drops a punch-out session's cookie, with the attributes it was set with (a partitioned one needs them). */
function dropPunchoutCookie(visit: CookieVisit) {
  if (visit.cookies.has(PUNCHOUT_COOKIE)) visit.cookies.delete(PUNCHOUT_COOKIE, punchoutAttributes(visit));
}

/**
 * `helped`: a session staff opened for the customer (/loginascustomer). A marker cookie beside it
 * tells the layout to show the staff banner, so other visitors' pages make no extra call.
 */
export function setSessionCookie(visit: CookieVisit, token: string, helped = false) {
  const { cookies } = visit;
  const secure = visitorOverHttps(visit);
  cookies.set(SESSION_COOKIE, token, { ...options(secure), httpOnly: true });
  if (helped) cookies.set(HELPED_COOKIE, '1', { ...options(secure), httpOnly: true });
  else if (cookies.has(HELPED_COOKIE)) cookies.delete(HELPED_COOKIE, { path: '/' });
  dropPunchoutCookie(visit);
}

/** A punch-out session started through /oci or a cXML StartPage; the login session it replaced goes. */
export function setPunchoutCookie(visit: CookieVisit, token: string) {
  const { cookies } = visit;
  cookies.set(PUNCHOUT_COOKIE, token, { ...punchoutAttributes(visit), maxAge: YEAR });
  if (cookies.has(SESSION_COOKIE)) cookies.delete(SESSION_COOKIE, { path: '/' });
  if (cookies.has(HELPED_COOKIE)) cookies.delete(HELPED_COOKIE, { path: '/' });
}

export function setDeviceCookie(cookies: AstroCookies, tokens: string, secure: boolean) {
  cookies.set(DEVICE_COOKIE, tokens, { ...options(secure), httpOnly: true });
}

export function clearSessionCookie(visit: CookieVisit) {
  const { cookies } = visit;
  cookies.delete(SESSION_COOKIE, { path: '/' });
  if (cookies.has(HELPED_COOKIE)) cookies.delete(HELPED_COOKIE, { path: '/' });
  dropPunchoutCookie(visit);
}

export function setLanguageCookie(cookies: AstroCookies, languageId: string, secure: boolean) {
  cookies.set(LANGUAGE_COOKIE, languageId, options(secure));
}

/** A customer or staff session: such a visitor's pages are personal, never from or into the page cache. */
export const hasSessionCookie = (cookies: AstroCookies) =>
  cookies.has(SESSION_COOKIE) || cookies.has(PUNCHOUT_COOKIE) || cookies.has(STAFF_COOKIE);

/** Lives as long as the staff session on the server (a working day). */
export function setStaffCookie(cookies: AstroCookies, token: string, secure: boolean) {
  cookies.set(STAFF_COOKIE, token, { path: '/', maxAge: 12 * 3600, sameSite: 'lax', secure, httpOnly: true });
}

export function clearStaffCookie(cookies: AstroCookies) {
  cookies.delete(STAFF_COOKIE, { path: '/' });
}
