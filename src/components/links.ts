import { isExternalLink, isSafeLink } from '../shared/links.ts';

export type Href = (path: string) => string;

/** Builds shop links under a domain prefix: `href('/lagers/')` is `/fr/lagers/` under '/fr'. */
export const createHref =
  (pathPrefix: string): Href =>
  (path) => {
    // Content refused at its entry (editor, Admin API) could still be in an older database.
    if (!isSafeLink(path.trim())) return '#';
    if (isExternalLink(path)) return path;
    const normalized = path.startsWith('/') ? path : `/${path}`;
    // The prefixed home is '/fr', not '/fr/', matching the domain's url.
    if (normalized === '/' && pathPrefix) return pathPrefix;
    return `${pathPrefix}${normalized}`;
  };

type Shown = { href: Href; path: string };

/** The page being shown as the visitor addressed it (domain prefix, path, query): a form's way back. */
export const currentHref = (locals: Shown, url: URL): string => `${locals.href(locals.path)}${url.search}`;

/**
 * The login page, coming back to the page shown afterwards (§4: the dashboard stays the default for
 * /auth itself), with its domain prefix: `url.pathname` is the path without it under /fr.
 */
export const loginHref = (locals: Shown, url: URL): string =>
  `${locals.href('/auth')}?${new URLSearchParams({ redirect: currentHref(locals, url) })}`;
