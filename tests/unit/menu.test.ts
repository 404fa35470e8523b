import { describe, expect, it } from 'vitest';
import {
  CLOSED,
  type MenuNode,
  megaReducer,
  popLevel,
  siblingsShowIcons,
  visibleBanners,
} from '../../islands/menu-model.ts';
import type { NavigationItem } from '../../src/api/index.ts';
import { toMenuNodes } from '../../src/components/header/menu-nodes.ts';
import { createHref } from '../../src/components/links.ts';

const node = (id: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  id,
  name: id,
  href: `/${id}/`,
  external: false,
  newTab: false,
  folder: false,
  icon: null,
  badge: null,
  count: 0,
  banners: [],
  children: [],
  ...extra,
});

const banner = (n: 1 | 2, url = '/lagers/') => ({
  [`category_banner${n}_title`]: `Title ${n}`,
  [`category_banner${n}_subtitle`]: `Subtitle ${n}`,
  [`category_banner${n}_url`]: url,
  [`category_banner${n}_media_url`]: `/media/${n}.svg`,
});

describe('visibleBanners', () => {
  const fr = createHref('/fr');

  it('keeps a banner only when title, subtitle, link and image are all set', () => {
    expect(visibleBanners({ ...banner(1), ...banner(2) }, fr)).toHaveLength(2);
    for (const part of ['title', 'subtitle', 'url', 'media_url']) {
      const fields = { ...banner(1), ...banner(2), [`category_banner2_${part}`]: '  ' };
      expect(visibleBanners(fields, fr).map((b) => b.title)).toEqual(['Title 1']);
    }
  });

  it('hides the block when both banners are incomplete', () => {
    expect(visibleBanners({ category_banner1_title: 'Only a title', ...banner(2, '') }, fr)).toEqual([]);
    expect(visibleBanners({}, fr)).toEqual([]);
  });

  it('prefixes shop paths and leaves external http(s) links as they are', () => {
    const [internal, external] = visibleBanners({ ...banner(1), ...banner(2, 'https://www.skf.com') }, fr);
    expect(internal).toMatchObject({ href: '/fr/lagers/', external: false });
    expect(external).toMatchObject({ href: 'https://www.skf.com', external: true });
  });
});

describe('siblingsShowIcons', () => {
  it('shows the icon slot when any sibling has an icon', () => {
    expect(siblingsShowIcons([node('a'), node('b', { icon: '/media/bolt.svg' })])).toBe(true);
    expect(siblingsShowIcons([node('a'), node('b')])).toBe(false);
    expect(siblingsShowIcons([])).toBe(false);
  });
});

describe('megaReducer', () => {
  const folder = node('folder', { folder: true, href: null, children: [node('x')] });
  const sub = node('sub', { children: [node('leaf')] });
  const other = node('other');
  const open = megaReducer(CLOSED, { type: 'open', id: 'top' });

  it('opens a top item with nothing selected, and closes', () => {
    expect(open).toEqual({ open: 'top', sub: null, subsub: null });
    expect(megaReducer(open, { type: 'close' })).toEqual(CLOSED);
  });

  it('selects the hovered item and clears the selection when a folder is hovered', () => {
    const hovered = megaReducer(open, { type: 'hover', column: 1, node: sub });
    expect(hovered.sub).toBe('sub');
    expect(megaReducer(hovered, { type: 'hover', column: 1, node: folder }).sub).toBeNull();
  });

  it('lets a folder be chosen explicitly, so its children stay reachable', () => {
    expect(megaReducer(open, { type: 'select', column: 1, node: folder }).sub).toBe('folder');
  });

  it('clears the sub-subcategory when the subcategory changes, not when it stays', () => {
    let state = megaReducer(open, { type: 'hover', column: 1, node: sub });
    state = megaReducer(state, { type: 'hover', column: 2, node: node('leaf') });
    expect(state.subsub).toBe('leaf');
    expect(megaReducer(state, { type: 'hover', column: 1, node: sub })).toBe(state);
    expect(megaReducer(state, { type: 'hover', column: 1, node: other })).toEqual({
      open: 'top',
      sub: 'other',
      subsub: null,
    });
  });

  it('starts from scratch when another top item opens, and ignores hovers while closed', () => {
    const state = megaReducer(open, { type: 'hover', column: 1, node: sub });
    expect(megaReducer(state, { type: 'open', id: 'top' })).toBe(state);
    expect(megaReducer(state, { type: 'open', id: 'next' })).toEqual({
      open: 'next',
      sub: null,
      subsub: null,
    });
    expect(megaReducer(CLOSED, { type: 'hover', column: 1, node: sub })).toBe(CLOSED);
  });
});

describe('popLevel', () => {
  it('pops one level and closes the menu at the top', () => {
    expect(popLevel(['a', 'b'])).toEqual({ stack: ['a'], close: false });
    expect(popLevel(['a'])).toEqual({ stack: [], close: false });
    expect(popLevel([])).toEqual({ stack: [], close: true });
  });
});

describe('toMenuNodes', () => {
  const item = (extra: Partial<NavigationItem>): NavigationItem => ({
    id: 'id',
    name: 'Lagers',
    type: 'page',
    level: 2,
    childCount: 0,
    productCount: 12,
    link: '/lagers/',
    external: false,
    newTab: false,
    media: null,
    iconMedia: null,
    customFields: {},
    children: [],
    ...extra,
  });

  it('prefixes links, marks folders and takes icon, badge and count', () => {
    const [page, folder] = toMenuNodes(
      [
        item({ iconMedia: { url: '/media/bearing.svg' }, customFields: { category_badge_text: 'Nieuw' } }),
        item({ id: 'f', type: 'folder', link: null, children: [item({ id: 'c' })] }),
      ],
      createHref('/de'),
    );
    expect(page).toMatchObject({
      href: '/de/lagers/',
      icon: '/media/bearing.svg',
      badge: 'Nieuw',
      count: 12,
    });
    expect(folder).toMatchObject({ href: null, folder: true });
    expect(folder?.children[0]?.href).toBe('/de/lagers/');
  });
});
