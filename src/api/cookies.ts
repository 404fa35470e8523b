import type { AstroCookieSetOptions, AstroCookies } from 'astro';

/** Cookies of §7: the Store API session (context token) and the chosen language, one year each. */
export const SESSION_COOKIE = 'sw-context-token';
export const LANGUAGE_COOKIE = 'sw-language-id';
/** The known-device tokens the Store API handed out on logins in this browser (login back-off). */
export const DEVICE_COOKIE = 'b2b-device';
/** A sales-staff session (/loginascustomer), kept apart from the customer session it may open. */
export const STAFF_COOKIE = 'b2b-staff-token';
export const HELPED_COOKIE = 'b2b-helped';

const options = (secure: boolean): AstroCookieSetOptions => ({
  path: '/',
  maxAge: 31_536_000,
  sameSite: 'lax',
  secure,
});

/**
 * `helped`: a session staff opened for the customer (/loginascustomer). A marker cookie beside it
 * tells the layout to show the staff banner, so other visitors' pages make no extra call.
 */
export function setSessionCookie(cookies: AstroCookies, token: string, secure: boolean, helped = false) {
  cookies.set(SESSION_COOKIE, token, { ...options(secure), httpOnly: true });
  if (helped) cookies.set(HELPED_COOKIE, '1', { ...options(secure), httpOnly: true });
  else if (cookies.has(HELPED_COOKIE)) cookies.delete(HELPED_COOKIE, { path: '/' });
}

export function setDeviceCookie(cookies: AstroCookies, tokens: string, secure: boolean) {
  cookies.set(DEVICE_COOKIE, tokens, { ...options(secure), httpOnly: true });
}

export function clearSessionCookie(cookies: AstroCookies) {
  cookies.delete(SESSION_COOKIE, { path: '/' });
  if (cookies.has(HELPED_COOKIE)) cookies.delete(HELPED_COOKIE, { path: '/' });
}

export function setLanguageCookie(cookies: AstroCookies, languageId: string, secure: boolean) {
  cookies.set(LANGUAGE_COOKIE, languageId, options(secure));
}

/** A customer or staff session: such a visitor's pages are personal, never from or into the page cache. */
export const hasSessionCookie = (cookies: AstroCookies) =>
  cookies.has(SESSION_COOKIE) || cookies.has(STAFF_COOKIE);

/** Lives as long as the staff session on the server (a working day). */
export function setStaffCookie(cookies: AstroCookies, token: string, secure: boolean) {
  cookies.set(STAFF_COOKIE, token, { path: '/', maxAge: 12 * 3600, sameSite: 'lax', secure, httpOnly: true });
}

export function clearStaffCookie(cookies: AstroCookies) {
  cookies.delete(STAFF_COOKIE, { path: '/' });
}
