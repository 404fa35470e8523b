import { afterEach, describe, expect, it } from 'vitest';
import { extendCsp, frameAncestorSources, thirdPartySources } from '../../src/security/page-csp.ts';
import { type PunchoutSettingsRow, procurementOrigins } from '../../src/server/punchout/settings.ts';
import { PERMISSIONS_POLICY, securityHeaders, servedOverHttps } from '../../src/shared/security-headers.ts';

const POLICY =
  "default-src 'self';frame-ancestors 'self'; script-src 'self' 'sha256-abc='; style-src 'self';";

describe('page CSP additions', () => {
  it('adds sources to named directives and adds missing directives, keeping the hashes', () => {
    const policy = extendCsp(POLICY, {
      'script-src': ['https://www.googletagmanager.com'],
      'frame-ancestors': ['https://srm.example:*', "'self'"],
      'connect-src': ['https://chat.example'],
    });
    expect(policy).toBe(
      "default-src 'self'; frame-ancestors 'self' https://srm.example:*; script-src 'self' 'sha256-abc=' https://www.googletagmanager.com; style-src 'self'; connect-src https://chat.example",
    );
    expect(extendCsp(POLICY, {})).toBe(
      "default-src 'self'; frame-ancestors 'self'; script-src 'self' 'sha256-abc='; style-src 'self'",
    );
  });

  it('names the tag manager and chat hosts only when they are configured', () => {
    expect(thirdPartySources({})).toEqual({ 'script-src': [], 'connect-src': [], 'frame-src': [] });
    const both = thirdPartySources({ GTM_ID: 'GTM-X1', CHAT_WIDGET_SRC: 'https://chat.example/w.js?k=1' });
    expect(both['script-src']).toEqual(['https://www.googletagmanager.com', 'https://chat.example']);
    expect(both['connect-src']).toContain('https://*.google-analytics.com');
    expect(both['frame-src']).toEqual(["'self'", 'https://www.googletagmanager.com', 'https://chat.example']);
    // Not a URL a policy could name: left out rather than breaking the policy.
    expect(
      thirdPartySources({ CHAT_WIDGET_SRC: "javascript:alert(1)'; script-src *" })['script-src'],
    ).toEqual([]);
  });

  it('lets only well-formed hosts frame a punch-out page', () => {
    expect(
      frameAncestorSources([
        'https://srm.example:*',
        'srm.example:*',
        '*.ariba.com',
        "x; script-src 'unsafe-inline'",
      ]),
    ).toEqual(['https://srm.example:*', 'srm.example:*', '*.ariba.com']);
  });

  it("takes the procurement hosts from the company's punch-out settings", () => {
    const row = {
      allowedHookUrls: ['https://srm.example/sap/hook', 'http://127.0.0.1:8080', 'not a url'],
      allowedPostHosts: ['Ariba.Example'],
    } as PunchoutSettingsRow;
    expect(procurementOrigins(row)).toEqual([
      'https://srm.example:*',
      'http://127.0.0.1:8080',
      'ariba.example:*',
    ]);
  });
});

describe('https and HSTS', () => {
  const saved = process.env.TRUSTED_PROXIES;
  afterEach(() => {
    process.env.TRUSTED_PROXIES = saved;
  });

  it('believes X-Forwarded-Proto only from a trusted proxy, and sends HSTS only over https', async () => {
    // The trusted list is read once per process: this test sets it before the first use.
    process.env.TRUSTED_PROXIES = '10.0.0.0/8';
    expect(servedOverHttps(true, '198.51.100.7', null)).toBe(true);
    expect(servedOverHttps(false, '10.1.2.3', 'https')).toBe(true);
    expect(servedOverHttps(false, '10.1.2.3', 'http')).toBe(false);
    expect(servedOverHttps(false, '198.51.100.7', 'https')).toBe(false);
    expect(servedOverHttps(false, undefined, 'https')).toBe(false);
    expect(securityHeaders(false).map(([name]) => name)).not.toContain('strict-transport-security');
    expect(Object.fromEntries(securityHeaders(true))).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
  });
});

describe('Permissions-Policy', () => {
  it('switches off only features browsers know (an unknown one is a console warning on every page)', () => {
    const features = PERMISSIONS_POLICY.split(', ').map((entry) => entry.replace(/=\(\)$/, ''));
    expect(features).not.toContain('bluetooth');
    expect(features).toEqual(
      expect.arrayContaining(['camera', 'microphone', 'geolocation', 'payment', 'usb']),
    );
    for (const entry of PERMISSIONS_POLICY.split(', ')) expect(entry).toMatch(/^[a-z-]+=\(\)$/);
  });
});
