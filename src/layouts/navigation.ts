import type { NavigationItem, NavigationRoot, StoreApiClient } from '../api/index.ts';

export interface LayoutNavigation {
  main: NavigationItem[];
  service: NavigationItem[];
  footer: NavigationItem[];
}

const EMPTY: LayoutNavigation = { main: [], service: [], footer: [] };

/** The header and footer menus; a failing menu is left empty rather than failing the page. */
export async function loadLayoutNavigation(api: StoreApiClient, offline: boolean): Promise<LayoutNavigation> {
  if (offline) return EMPTY;
  const load = (root: NavigationRoot, depth: number) =>
    api.getNavigation(root, depth).catch((error: unknown) => {
      console.error(`[storefront] navigation ${root} failed:`, error);
      return [];
    });
  // Depths of §7; the main navigation is loaded deep for the mega menu.
  const [main, service, footer] = await Promise.all([
    load('main-navigation', 4),
    load('service-navigation', 2),
    load('footer-navigation', 1),
  ]);
  return { main, service, footer };
}
