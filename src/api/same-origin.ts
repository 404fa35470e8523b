const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Punch-out entries a procurement system posts to from its own site (issue 17); they carry their
 * own credentials or one-time password, so they are no cross-site forgery of a shop session.
 */
const CROSS_SITE_ENTRIES = /^(\/[a-z]{2})?\/oci\/?$/;

/**
 * Whether a state-changing request comes from another site (CSRF): told by Sec-Fetch-Site, or by an
 * Origin whose host differs. Requests without either header (curl, server-to-server) pass.
 */
export function isCrossSiteWrite(request: Request, url: URL): boolean {
  if (SAFE_METHODS.has(request.method) || CROSS_SITE_ENTRIES.test(url.pathname)) return false;
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== url.host;
  } catch {
    return true;
  }
}

export const crossSiteRefusal = () =>
  Response.json(
    {
      errors: [
        {
          status: '403',
          code: 'FRAMEWORK__CROSS_SITE_REQUEST',
          title: 'Forbidden',
          detail: 'Cross-site requests may not change anything.',
        },
      ],
    },
    { status: 403 },
  );
