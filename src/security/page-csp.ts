/**
 * Per-request additions to the page CSP Astro renders (src/build/csp.ts). Made on the finished
 * header: Astro's runtime CSP calls only reach the page once rendering has begun, after the middleware.
 */
export type CspAdditions = Partial<Record<string, readonly string[]>>;

/** Adds sources to directives of a policy; a directive it lacks is added with the sources. */
export function extendCsp(policy: string, additions: CspAdditions): string {
  const directives = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/).filter(Boolean))
    .filter((parts) => parts.length > 0);
  for (const [name, sources] of Object.entries(additions)) {
    if (!sources?.length) continue;
    const directive = directives.find(([own]) => own === name);
    if (!directive) directives.push([name, ...sources]);
    else for (const source of sources) if (!directive.includes(source)) directive.push(source);
  }
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** The origin of a configured URL, or null when it has none a CSP can name. */
function originOf(value: string | undefined): string | null {
  if (!value?.trim() || !URL.canParse(value.trim())) return null;
  const { protocol, origin } = new URL(value.trim());
  return protocol === 'https:' || protocol === 'http:' ? origin : null;
}

// Google Tag Manager and the GA4 endpoints it sends to.
const GTM_SCRIPT = 'https://www.googletagmanager.com';
const GTM_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', GTM_SCRIPT];

/**
 * The tag manager (GTM_ID) and chat vendor (CHAT_WIDGET_SRC) hosts, only when configured; read per
 * request like src/components/ClientScripts.astro, so the policy and the page always agree.
 */
export function thirdPartySources(env: Record<string, string | undefined> = process.env): CspAdditions {
  const script: string[] = [];
  const connect: string[] = [];
  const frame: string[] = [];
  if (env.GTM_ID?.trim()) {
    script.push(GTM_SCRIPT);
    connect.push(...GTM_CONNECT);
    frame.push(GTM_SCRIPT);
  }
  const chat = originOf(env.CHAT_WIDGET_SRC);
  if (chat) {
    script.push(chat);
    connect.push(chat);
    frame.push(chat);
  }
  // frame-src falls back to default-src 'self' until it is named: keep 'self' when naming it.
  return {
    'script-src': script,
    'connect-src': connect,
    'frame-src': frame.length ? ["'self'", ...frame] : [],
  };
}

/** A CSP host-source: host[:port], optionally with a scheme; nothing that could end the directive. */
const HOST_SOURCE = /^(https?:\/\/)?(\*\.)?[a-z0-9.-]+(:(\d{1,5}|\*))?$/i;

/** The procurement hosts a punch-out page may be framed by, as CSP sources (invalid entries are dropped). */
export function frameAncestorSources(hosts: readonly string[]): string[] {
  return hosts.map((host) => originOf(host) ?? host).filter((host) => HOST_SOURCE.test(host));
}

/** What a page of this request adds: the configured third parties, a punch-out session's framers. */
export const pageCspAdditions = (frameAncestors: readonly string[] = []): CspAdditions => ({
  ...thirdPartySources(),
  'frame-ancestors': frameAncestorSources(frameAncestors),
});

/** The page's policy with the request's additions; unchanged when it has none. */
export function withCspAdditions(response: Response, additions: CspAdditions): Response {
  const policy = response.headers.get('content-security-policy');
  if (!policy || !Object.values(additions).some((sources) => sources?.length)) return response;
  const headers = new Headers(response.headers);
  headers.set('content-security-policy', extendCsp(policy, additions));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
