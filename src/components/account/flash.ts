import type { AstroCookies } from 'astro';

/** A one-time message carried across a redirect (e.g. "logged in" on the dashboard). */
export interface Flash {
  type: 'success' | 'error' | 'warn';
  /** A locale key with the `account_` prefix. */
  key: string;
}

const COOKIE = 'account-flash';
const TYPES = new Set(['success', 'error', 'warn']);

export function setFlash(cookies: AstroCookies, flash: Flash) {
  cookies.set(COOKIE, `${flash.type}:${flash.key}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: 60,
  });
}

/** Reads and clears the flash; only account keys are accepted, whatever the cookie says. */
export function takeFlash(cookies: AstroCookies): Flash | null {
  const raw = cookies.get(COOKIE)?.value;
  if (!raw) return null;
  cookies.delete(COOKIE, { path: '/' });
  const [type = '', key = ''] = raw.split(':');
  return TYPES.has(type) && /^(account|lead)_\w+$/.test(key) ? { type: type as Flash['type'], key } : null;
}
