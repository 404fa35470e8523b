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

let request: Promise<MenuData> | null = null;

/** Fetches the trees once; a failed fetch is tried again the next time a menu opens. */
export function loadMenuData(): Promise<MenuData> {
  request ??= (async () => {
    const src = document.querySelector(`[${MENU_SRC_ATTR}]`)?.getAttribute(MENU_SRC_ATTR);
    if (!src) return { main: [], service: [], countries: null };
    const response = await fetch(src);
    if (!response.ok) throw new Error(`menu data: HTTP ${response.status}`);
    return (await response.json()) as MenuData;
  })();
  request.catch(() => {
    request = null;
  });
  return request;
}

export type MenuDataState = { data: MenuData | null; failed: boolean };

/**
 * The trees once `wanted` (a menu was reached or opened); menus only need them then, so the islands'
 * server HTML does not depend on them and pages do not carry them.
 */
export function useMenuData(wanted: boolean): MenuDataState {
  const [state, setState] = useState<MenuDataState>({ data: null, failed: false });
  useEffect(() => {
    if (!wanted || state.data) return;
    let live = true;
    setState({ data: null, failed: false });
    loadMenuData().then(
      (data) => live && setState({ data, failed: false }),
      () => live && setState({ data: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [wanted, state.data]);
  return state;
}
