import { describe, expect, it } from 'vitest';
import { resolveDomain } from '../../src/api/domains.ts';
import type { Domain } from '../../src/api/types.ts';
import { configuredDomains, domainRows } from '../../src/server/context/domain-config.ts';

const PRODUCTION =
  'nl-NL=https://www.indumex.be,fr-FR=https://www.indumex.be/fr/,en-GB=https://en.indumex.be,de-DE=https://www.indumex.be/de';

function domains(value?: string): Domain[] {
  return domainRows(configuredDomains(value)).map((row) => ({
    id: row.id,
    domainId: row.id,
    url: row.url,
    host: row.host,
    origin: new URL(row.url).origin,
    pathPrefix: row.pathPrefix ?? '',
    languageId: row.languageId,
    languageLocaleCode: configuredDomains(value).find((d) => d.url === row.url)?.locale ?? '',
    languageName: '',
    languageLabel: row.languageLabel,
    currencyId: row.currencyId,
    snippetSetId: row.snippetSetId,
  }));
}

describe('domain configuration', () => {
  it('defaults to the local domains: nl-NL at the root, the others under a prefix', () => {
    expect(configuredDomains('').map((d) => d.url)).toEqual([
      'http://localhost:4321',
      'http://localhost:4321/fr',
      'http://localhost:4321/en',
      'http://localhost:4321/de',
    ]);
  });

  it('reads SHOP_DOMAINS and rejects malformed entries', () => {
    expect(domainRows(configuredDomains(PRODUCTION)).map((r) => [r.host, r.pathPrefix])).toEqual([
      ['www.indumex.be', ''],
      ['www.indumex.be', '/fr'],
      ['en.indumex.be', ''],
      ['www.indumex.be', '/de'],
    ]);
    expect(() => configuredDomains('xx-XX=https://a.be')).toThrow(/SHOP_DOMAINS/);
    expect(() => configuredDomains('nl-NL=not a url')).toThrow(/SHOP_DOMAINS/);
  });
});

describe('resolveDomain', () => {
  const local = domains();
  it('picks the longest matching prefix and strips it from the path', () => {
    expect(resolveDomain(local, 'localhost', '/fr/roulements/')).toMatchObject({
      domain: { languageLocaleCode: 'fr-FR' },
      path: '/roulements/',
    });
    expect(resolveDomain(local, 'localhost', '/fr')?.path).toBe('/');
    expect(resolveDomain(local, 'localhost', '/french-fries')?.domain.languageLocaleCode).toBe('nl-NL');
  });

  it('serves unknown hosts (tests on 127.0.0.1) with the first host’s domains', () => {
    expect(resolveDomain(local, '127.0.0.1', '/de/lager/')?.domain.languageLocaleCode).toBe('de-DE');
  });

  it('maps en-GB to its own host in production, and offers it from the other host', () => {
    const prod = domains(PRODUCTION);
    expect(resolveDomain(prod, 'en.indumex.be', '/')?.domain.languageLocaleCode).toBe('en-GB');
    expect(resolveDomain(prod, 'en.indumex.be', '/fr/x')?.path).toBe('/fr/x');
    const nl = resolveDomain(prod, 'www.indumex.be', '/');
    expect(nl?.domain.languageLocaleCode).toBe('nl-NL');
    expect(nl?.siblings.map((d) => d.url)).toEqual([
      'https://www.indumex.be',
      'https://www.indumex.be/fr',
      'https://www.indumex.be/de',
      'https://en.indumex.be',
    ]);
  });
});
