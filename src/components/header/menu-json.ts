import { createHash } from 'node:crypto';
import type { MenuData } from '../../../islands/menu-data.ts';
import type { LayoutNavigation } from '../../layouts/navigation.ts';
import type { Href } from '../links.ts';
import { toMenuNodes } from './menu-nodes.ts';

/** The menus' trees as the islands read them, and a version that changes with their content. */
export interface MenuJson {
  json: string;
  version: string;
}

export const MENU_JSON_PATH = '/menu.json';

/** The trees the menu islands render, links prefixed for the domain. */
export function menuData(navigation: Omit<LayoutNavigation, 'footer'>, href: Href): MenuData {
  // §2: the countries navigation's first node labels the menu; its children are the countries.
  const countriesRoot = navigation.countries[0];
  return {
    main: toMenuNodes(navigation.main, href),
    service: toMenuNodes(navigation.service, href),
    countries: countriesRoot ? (toMenuNodes([countriesRoot], href)[0] ?? null) : null,
  };
}

export function menuJson(data: MenuData): MenuJson {
  const json = JSON.stringify(data);
  return { json, version: createHash('sha256').update(json).digest('base64url').slice(0, 16) };
}

/** Where a page's islands fetch the trees: the version in the URL lets browsers keep it for good. */
export const menuSrc = (href: Href, { version }: MenuJson) => `${href(MENU_JSON_PATH)}?v=${version}`;
