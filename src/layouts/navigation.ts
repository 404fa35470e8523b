import type { NavigationItem, NavigationRoot, StoreApiClient } from '../api/index.ts';
import { sharedContent } from '../api/shared-content.ts';
import { logger } from '../server/ops/logger.ts';

export interface LayoutNavigation {
  main: NavigationItem[];
  service: NavigationItem[];
  countries: NavigationItem[];
  footer: NavigationItem[];
}

const EMPTY: LayoutNavigation = { main: [], service: [], countries: [], footer: [] };

/** The header and footer menus; a failing menu is left empty rather than failing the page. */
export async function loadLayoutNavigation(api: StoreApiClient, offline: boolean): Promise<LayoutNavigation> {
  if (offline) return EMPTY;
  const load = (root: NavigationRoot, depth: number) =>
    sharedContent(`navigation:${api.languageId}:${root}:${depth}`, () =>
      api.getNavigation(root, depth),
    ).catch((error: unknown) => {
      logger.error({ err: error }, `navigation ${root} failed`);
      return [];
    });
  // Depths of §7: deep enough for the mega menu's three columns and country → region → link.
  const [main, service, countries, footer] = await Promise.all([
    load('main-navigation', 4),
    load('service-navigation', 2),
    load('countries-navigation', 4),
    load('footer-navigation', 1),
  ]);
  return { main, service, countries, footer };
}
