// Astro's own cookie jar (not exported by the package), so the Set-Cookie text is what pages send.

import { describe, expect, it } from 'vitest';
import { AstroCookies } from '../../node_modules/astro/dist/core/cookies/index.js';
import { clearSessionCookie, setPunchoutCookie, setSessionCookie } from '../../src/api/cookies.ts';

// Issue 18: a punch-out session's cookie may be sent in the procurement system's cross-site iframe
// (SameSite=None, Partitioned) where the browser keeps Secure cookies; a normal login's stays Lax.

/** A storefront request to `url` with `cookie`, as the cookie functions see it (no proxy in front). */
function visit(url: string, cookie = '') {
  const request = new Request(url, { headers: cookie ? { cookie } : {} });
  const cookies = new AstroCookies(request, { warn: () => {} });
  return { cookies, request, url: new URL(url), clientAddress: '203.0.113.9' };
}
const written = (v: ReturnType<typeof visit>) => [...v.cookies.headers()];

describe('session cookies', () => {
  it('a punch-out session over https or on localhost is SameSite=None, Secure and Partitioned', () => {
    for (const url of [
      'https://shop.example/oci',
      'http://localhost:4321/oci',
      'http://127.0.0.1:4321/oci',
    ]) {
      const v = visit(url, 'sw-context-token=old');
      setPunchoutCookie(v, 'tok');
      const [cookie, dropped] = written(v);
      expect(cookie).toMatch(
        /^b2b-punchout-token=tok; Max-Age=31536000; Path=\/; HttpOnly; Secure; Partitioned; SameSite=None$/,
      );
      // The login session the punch-out replaced on the server goes as well.
      expect(dropped).toBe('sw-context-token=deleted; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    }
  });

  it('falls back to Lax over plain http elsewhere, where browsers drop Secure cookies', () => {
    const v = visit('http://shop.example/oci');
    setPunchoutCookie(v, 'tok');
    expect(written(v)).toEqual(['b2b-punchout-token=tok; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax']);
  });

  it('a normal login stays Lax and ends a punch-out cookie with the attributes it was set with', () => {
    const v = visit('https://shop.example/auth/login', 'b2b-punchout-token=p');
    setSessionCookie(v, 'tok');
    const [session, dropped] = written(v);
    expect(session).toBe('sw-context-token=tok; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(dropped).toMatch(/^b2b-punchout-token=deleted; .*Secure; Partitioned; SameSite=None$/);
  });

  it('logging out drops both session cookies', () => {
    const v = visit('http://localhost:4321/punchout/logout', 'b2b-punchout-token=p');
    clearSessionCookie(v);
    const names = written(v).map((c) => c.split('=')[0]);
    expect(names).toEqual(['sw-context-token', 'b2b-punchout-token']);
    expect(written(v)[1]).toContain('Partitioned');
  });
});
