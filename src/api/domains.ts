import type { Domain } from './types.ts';

export interface DomainMatch {
  domain: Domain;
  /** One domain per language, on the request's host where it has one: the language switcher's choices. */
  siblings: Domain[];
  /** The request path without the domain's prefix, always starting with '/'. */
  path: string;
}

const matchesPrefix = (pathname: string, prefix: string) =>
  prefix === '' || pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The domain of a request: the longest matching path prefix among the domains of its host.
 * Unknown hosts (127.0.0.1, another port in tests) use the first domain's host.
 */
export function resolveDomain(domains: Domain[], hostname: string, pathname: string): DomainMatch | null {
  const first = domains[0];
  if (!first) return null;
  const host = domains.some((domain) => domain.host === hostname) ? hostname : first.host;
  const sameHost = domains.filter((d) => d.host === host);
  const domain = sameHost
    .filter((candidate) => matchesPrefix(pathname, candidate.pathPrefix))
    .sort((a, b) => b.pathPrefix.length - a.pathPrefix.length)[0];
  const siblings = onePerLanguage(sameHost, domains);
  // No root domain on this host and no prefix matched: serve the path as is on the first domain.
  if (!domain) return { domain: sameHost[0] ?? first, siblings, path: pathname };
  return { domain, siblings, path: pathname.slice(domain.pathPrefix.length) || '/' };
}

/** A language served on another host (e.g. en-GB on its own domain) is reached there. */
function onePerLanguage(sameHost: Domain[], all: Domain[]): Domain[] {
  const byLanguage = new Map<string, Domain>();
  for (const domain of [...sameHost, ...all]) {
    if (!byLanguage.has(domain.languageId)) byLanguage.set(domain.languageId, domain);
  }
  return [...byLanguage.values()];
}
