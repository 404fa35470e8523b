import { describe, expect, it } from 'vitest';
import { sameOriginPath } from '../../src/shared/return-target.ts';

const SHOP = 'https://shop.example';
const FALLBACK = '/account/dashboard';

/** Where a browser on the shop goes when it gets `location` as a Location header. */
const landsOn = (location: string) => new URL(location, `${SHOP}/auth/login`);

// Known open-redirect spellings: protocol-relative, backslash, control characters (browsers drop
// them), dot segments plain and encoded that leave `//host` behind, and schemes.
const BYPASSES = [
  '//evil.example',
  '///evil.example',
  '////evil.example/x',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n\\evil.example',
  '/.//evil.example',
  '/./\\evil.example',
  '/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/.%2e//evil.example',
  '/a/../..//evil.example',
  '/account/%2e%2e/%2e%2e//evil.example/x?y#z',
  'https://evil.example/',
  'http:evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  ' /evil.example',
  'evil.example',
  '',
];

describe('sameOriginPath: the one check of a return target', () => {
  it.each(BYPASSES)('refuses %j', (target) => {
    expect(sameOriginPath(target, FALLBACK)).toBe(FALLBACK);
  });

  it('the reported case: /.//evil.example no longer becomes //evil.example', () => {
    expect(sameOriginPath('/.//evil.example', FALLBACK)).toBe(FALLBACK);
  });

  // Encoded slashes, backslashes and tabs stay encoded: a path on the shop, not another host.
  it.each(['/%09/evil.example', '/%2F%2Fevil.example', '/%5C%5Cevil.example', '/%5c/evil.example'])(
    'keeps %j a path on the shop',
    (target) => {
      const result = sameOriginPath(target, FALLBACK);
      expect(result).toBe(target);
      expect(landsOn(result).origin).toBe(SHOP);
    },
  );

  it('keeps paths of the shop, with query and fragment, normalised', () => {
    expect(sameOriginPath('/fr/account/customer?page=2', FALLBACK)).toBe('/fr/account/customer?page=2');
    expect(sameOriginPath('/lagers/6204/?a=1#prijs', FALLBACK)).toBe('/lagers/6204/?a=1#prijs');
    expect(sameOriginPath('/a/./b/../c', FALLBACK)).toBe('/a/c');
    expect(sameOriginPath('/', FALLBACK)).toBe('/');
  });

  it('refuses what is not a string or too long', () => {
    expect(sameOriginPath(undefined, FALLBACK)).toBe(FALLBACK);
    expect(sameOriginPath(['/x'], FALLBACK)).toBe(FALLBACK);
    expect(sameOriginPath(`/${'a'.repeat(1000)}`, FALLBACK)).toBe(FALLBACK);
  });

  it('whatever it returns, a browser stays on the shop', () => {
    for (const target of [...BYPASSES, '/%09/evil.example', '/ok?next=//evil.example']) {
      expect(landsOn(sameOriginPath(target, FALLBACK)).origin).toBe(SHOP);
    }
  });
});
