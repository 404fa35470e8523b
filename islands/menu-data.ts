import { useEffect, useState } from 'react';
import type { MenuNode } from './menu-model.ts';

/** The navigation trees both menu islands need, fetched once per page view (see Header.astro). */
export interface MenuData {
  main: MenuNode[];
  service: MenuNode[];
  /** The countries navigation's first node (label), with countries → regions → links below. */
  countries: MenuNode | null;
}

/** Attribute of the header naming the versioned URL of the trees (src/pages/menu.json.ts). */
export const MENU_SRC_ATTR = 'data-menu-src';

let request: Promise<MenuData> | undefined;

/** Fetches the trees once per page view. */
export const loadMenuData = (): Promise<MenuData> =>
  (request ??= fetch(document.querySelector(`[${MENU_SRC_ATTR}]`)?.getAttribute(MENU_SRC_ATTR) ?? '').then(
    (response) =>
      response.ok ? response.json() : Promise.reject(new Error(`menu data: HTTP ${response.status}`)),
  ));

/**
 * The trees once `wanted` (the mega menu: once hydrated; the mobile menu: once opened): null while
 * loading, false when they could not be loaded. Pages do not carry them.
 */
export function useMenuData(wanted: boolean): MenuData | null | false {
  const [data, setData] = useState<MenuData | null | false>(null);
  useEffect(() => {
    if (wanted && data === null) loadMenuData().then(setData, () => setData(false));
  }, [wanted, data]);
  return data;
}
