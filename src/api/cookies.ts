import type { AstroCookieSetOptions, AstroCookies } from 'astro';

/** Cookies of §7: the Store API session (context token) and the chosen language, one year each. */
export const SESSION_COOKIE = 'sw-context-token';
export const LANGUAGE_COOKIE = 'sw-language-id';
/** The known-device tokens the Store API handed out on logins in this browser (login back-off). */
export const DEVICE_COOKIE = 'b2b-device';

const options = (secure: boolean): AstroCookieSetOptions => ({
  path: '/',
  maxAge: 31_536_000,
  sameSite: 'lax',
  secure,
});

export function setSessionCookie(cookies: AstroCookies, token: string, secure: boolean) {
  cookies.set(SESSION_COOKIE, token, { ...options(secure), httpOnly: true });
}

export function setDeviceCookie(cookies: AstroCookies, tokens: string, secure: boolean) {
  cookies.set(DEVICE_COOKIE, tokens, { ...options(secure), httpOnly: true });
}

export function clearSessionCookie(cookies: AstroCookies) {
  cookies.delete(SESSION_COOKIE, { path: '/' });
}

export function setLanguageCookie(cookies: AstroCookies, languageId: string, secure: boolean) {
  cookies.set(LANGUAGE_COOKIE, languageId, options(secure));
}
