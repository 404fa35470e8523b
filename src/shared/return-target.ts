const BASE = 'http://same-origin.invalid';

/**
 * The one check for every return target the shop follows (login's `redirect`, the targets islands
 * are sent to): a path on this host, else `fallback`. Parsed as a browser would (tabs and newlines
 * dropped, `\` read as `/`, dot segments and their encodings resolved), and the parsed path is what is
 * returned. Resolving dot segments can leave `//host` behind (`/.//evil.example` → `//evil.example`),
 * which a browser reads as another host, so the result must also parse back to itself.
 */
export function sameOriginPath(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.length > 1000) return fallback;
  try {
    const url = new URL(target, BASE);
    const path = `${url.pathname}${url.search}${url.hash}`;
    const stable = !path.startsWith('//') && new URL(path, BASE).href === url.href;
    return url.origin === BASE && stable ? path : fallback;
  } catch {
    return fallback;
  }
}
