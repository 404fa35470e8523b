import { describe, expect, it } from 'vitest';
import { parseTrustedProxies, resolveClientAddress } from '../../src/shared/client-address.ts';

describe('client address', () => {
  const none = parseTrustedProxies('');
  const proxies = parseTrustedProxies('10.0.0.0/8, 127.0.0.1, fd00::/8');

  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('198.51.100.7', '203.0.113.9', none)).toBe('198.51.100.7');
    expect(resolveClientAddress('127.0.0.1', '203.0.113.9', none)).toBe('127.0.0.1');
  });

  it('is the rightmost untrusted hop behind trusted proxies; forged hops further left are ignored', () => {
    expect(resolveClientAddress('10.1.2.3', '203.0.113.9', proxies)).toBe('203.0.113.9');
    expect(resolveClientAddress('10.1.2.3', '1.2.3.4, 203.0.113.9, 10.9.9.9', proxies)).toBe('203.0.113.9');
    expect(resolveClientAddress('::ffff:127.0.0.1', '203.0.113.9', proxies)).toBe('203.0.113.9');
    expect(resolveClientAddress('fd12::1', '2001:db8::5', proxies)).toBe('2001:db8::5');
  });

  it('keeps the last trusted address when the header is missing or not an address', () => {
    expect(resolveClientAddress('10.1.2.3', null, proxies)).toBe('10.1.2.3');
    expect(resolveClientAddress('10.1.2.3', 'junk', proxies)).toBe('10.1.2.3');
    expect(resolveClientAddress('::ffff:198.51.100.7', null, none)).toBe('198.51.100.7');
    expect(resolveClientAddress(undefined, '203.0.113.9', proxies)).toBe('unknown');
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or range', () => {
    expect(() => parseTrustedProxies('10.0.0.0/8, proxy.local')).toThrow(/proxy\.local/);
  });
});
