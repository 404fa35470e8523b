import type { MenuNode } from './menu-model.ts';

/** The navigation trees both menu islands need, embedded once per page as JSON (see Header.astro). */
export interface MenuData {
  main: MenuNode[];
  service: MenuNode[];
  /** The countries navigation's first node (label), with countries → regions → links below. */
  countries: MenuNode | null;
}

export const MENU_DATA_ID = 'menu-data';

/** JSON that is safe inside a <script> element. */
export const serializeMenuData = (data: MenuData): string => JSON.stringify(data).replace(/</g, '\\u003c');

let cached: MenuData | null = null;

/**
 * Reads the embedded trees once; null on the server. Menus only need them once opened, so the
 * islands' server HTML does not depend on them and their props stay small.
 */
export function readMenuData(): MenuData | null {
  if (cached || typeof document === 'undefined') return cached;
  const text = document.getElementById(MENU_DATA_ID)?.textContent;
  cached = text ? (JSON.parse(text) as MenuData) : { main: [], service: [], countries: null };
  return cached;
}
