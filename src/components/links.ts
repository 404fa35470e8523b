import { isExternalLink } from '../api/index.ts';

export type Href = (path: string) => string;

/** Builds shop links under a domain prefix: `href('/lagers/')` is `/fr/lagers/` under '/fr'. */
export const createHref =
  (pathPrefix: string): Href =>
  (path) => {
    if (isExternalLink(path)) return path;
    const normalized = path.startsWith('/') ? path : `/${path}`;
    // The prefixed home is '/fr', not '/fr/', matching the domain's url.
    if (normalized === '/' && pathPrefix) return pathPrefix;
    return `${pathPrefix}${normalized}`;
  };

/**
 * The login page, coming back to `url` afterwards (§4: the dashboard stays the default for /auth
 * itself). `url` is the page being shown, so the target is a path on this host.
 */
export const loginHref = (href: Href, url: URL): string =>
  `${href('/auth')}?${new URLSearchParams({ redirect: `${url.pathname}${url.search}` })}`;

/** The page being shown as the visitor addressed it (domain prefix, path, query): a form's way back. */
export const currentHref = (locals: { href: Href; path: string }, url: URL): string =>
  `${locals.href(locals.path)}${url.search}`;
