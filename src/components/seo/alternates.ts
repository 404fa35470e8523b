import type { Domain, SeoAlternate } from '../../api/index.ts';
import { logger } from '../../server/ops/logger.ts';
import { createHref } from '../links.ts';

export interface LanguageLink {
  domain: Domain;
  /** Absolute URL of this page (or its fallback) on the domain. */
  url: string;
  /** Same-host link for the language switch ('/fr/roulements/'), absolute on another host. */
  href: string;
}

const lookups = new WeakMap<App.Locals, Promise<SeoAlternate[]>>();

/** The page's localized paths, looked up once per request (head and switcher share it). */
function alternatesOf(locals: App.Locals): Promise<SeoAlternate[]> {
  let lookup = lookups.get(locals);
  if (!lookup) {
    lookup =
      locals.bootError || locals.domains.length < 2
        ? Promise.resolve([])
        : locals.storeApi.getSeoAlternates({ path: locals.path }).catch((error: unknown) => {
            logger.error({ err: error }, `alternates of ${locals.path} failed`);
            return [];
          });
    lookups.set(locals, lookup);
  }
  return lookup;
}

/**
 * One link per language (§4 language change): the localized SEO path of this page in the target
 * language, else the same plain path there (search, blog listing, account pages).
 */
export async function languageLinks(locals: App.Locals, fallbackOrigin: string): Promise<LanguageLink[]> {
  const alternates = await alternatesOf(locals);
  const current = locals.domain;
  return locals.domains.map((domain) => {
    const alternate = alternates.find((a) => a.languageId === domain.languageId);
    const path = alternate?.seoPathInfo ?? locals.path;
    const local = createHref(domain.pathPrefix)(path);
    const origin = domain.origin || fallbackOrigin;
    return {
      domain,
      url: new URL(local, origin).href,
      href: domain.host === current.host ? local : new URL(local, origin).href,
    };
  });
}
