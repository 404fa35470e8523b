import { stableId } from '../../shared/ids.ts';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { categorySeoPath } from '../seo/category-urls.ts';
import { ROOT_IDS } from './constants.ts';
import { type Family, PARTS_TREE, SUPPLIES_TREE, type TreeNode } from './data.ts';
import type { Badge } from './data-schemas.ts';
import { mediaId, mediaUrl } from './media.ts';
import { byLocale, type L4, mapL4, translations } from './text.ts';

/**
 * A category as a connector sends it to `POST /api/_action/sync` (Shopware's `category`): the seed
 * writes the tree through the sync, so every seed runs that import (issue 32).
 */
export interface CategoryRecord {
  id: string;
  parentId?: string;
  type?: 'page' | 'folder' | 'link';
  cmsPageId?: string;
  linkType?: 'landing_page' | 'external';
  internalLink?: string;
  externalLink?: string;
  linkNewTab?: boolean;
  translations: Record<Locale, Record<string, unknown>>;
}

/** Where a node sits: Shopware's `|root|…|parent|` path of ancestor ids and the level (root = 1). */
export interface Placement {
  parentId: string;
  path: string;
  level: number;
  position: number;
}

/** Depth-first walk that hands every item its placement under `rootId`. */
export function walk<T extends { children?: T[] }>(
  rootId: string,
  items: readonly T[],
  visit: (item: T, at: Placement) => string,
  at: { path: string; level: number } = { path: `|${rootId}|`, level: 2 },
): void {
  items.forEach((item, position) => {
    const id = visit(item, { parentId: rootId, path: at.path, level: at.level, position });
    if (item.children) walk(id, item.children, visit, { path: `${at.path}${id}|`, level: at.level + 1 });
  });
}

/** A main-navigation category with its names and per-locale SEO path (`lagers/kogellagers/`). */
export interface MainCategory extends Placement {
  id: string;
  node: TreeNode;
  seoPaths: Record<Locale, string>;
  /** The category and all its ancestors up to the root: what products store as categoryTree. */
  tree: string[];
}

export interface Leaf {
  id: string;
  tree: string[];
  family: Family;
}

function flattenMain(): MainCategory[] {
  const all: MainCategory[] = [];
  const byId = new Map<string, MainCategory>();
  walk(ROOT_IDS.main, [...PARTS_TREE, ...SUPPLIES_TREE], (node, at) => {
    const parent = byId.get(at.parentId);
    const seoPaths = byLocale((locale, i) => categorySeoPath(parent?.seoPaths[locale] ?? '', node.names[i]));
    const id = stableId(`category:main:${seoPaths['en-GB']}`);
    const entry = { id, node, ...at, seoPaths, tree: [id, ...(parent?.tree ?? [ROOT_IDS.main])] };
    all.push(entry);
    byId.set(id, entry);
    return id;
  });
  return all;
}

export const MAIN_CATEGORIES = flattenMain();
export const TOP_CATEGORIES = MAIN_CATEGORIES.filter((c) => c.level === 2);
export const LEAVES: Leaf[] = MAIN_CATEGORIES.flatMap((c) =>
  c.node.family ? [{ id: c.id, tree: c.tree, family: c.node.family }] : [],
);

export const isLinkable = (c: MainCategory) => !c.node.folder;

const categoryDescription = (name: L4): L4 => [
  `<p>${name[0]} van topmerken, scherp geprijsd en snel geleverd vanuit onze Belgische vestigingen.</p>`,
  `<p>${name[1]} des plus grandes marques, à prix compétitifs et livrés rapidement depuis nos agences belges.</p>`,
  `<p>${name[2]} from leading brands, keenly priced and delivered fast from our Belgian branches.</p>`,
  `<p>${name[3]} von führenden Marken, günstig und schnell geliefert aus unseren belgischen Niederlassungen.</p>`,
];

const BADGES: Record<Badge, L4> = {
  new: ['Nieuw', 'Nouveau', 'New', 'Neu'],
  promo: ['Actie', 'Promo', 'Sale', 'Aktion'],
  top: ['Topper', 'Best-seller', 'Bestseller', 'Bestseller'],
};

const IN_STOCK: L4 = [
  'Nu uit voorraad leverbaar',
  'Disponible en stock',
  'Available from stock',
  'Ab Lager lieferbar',
];
const ADVICE: L4 = ['Technisch advies', 'Conseil technique', 'Technical advice', 'Technische Beratung'];
const ADVICE_TEXT: L4 = [
  'Onze specialisten helpen u graag',
  'Nos spécialistes vous conseillent',
  'Our specialists are happy to help',
  'Unsere Spezialisten helfen gerne',
];

/**
 * Mega-menu banners of a top category (§2 Banners): the first links to its first subcategory,
 * the second to the contact page, or for bearings to the manufacturer's site (an external link).
 * Pneumatics has only the first banner, so the one-banner layout can be seen too.
 */
function banners(top: MainCategory, contactPaths: Record<Locale, string>): Record<Locale, object> {
  const first = MAIN_CATEGORIES.find((c) => c.parentId === top.id && isLinkable(c)) ?? top;
  const slug = top.seoPaths['en-GB'];
  return byLocale((locale, i) => ({
    category_banner1_title: first.node.names[i],
    category_banner1_subtitle: IN_STOCK[i],
    category_banner1_url: `/${first.seoPaths[locale]}`,
    category_banner1_media_url: mediaUrl(top.node.icon ?? 'bearing'),
    ...(slug === 'pneumatics/'
      ? {}
      : {
          category_banner2_title: ADVICE[i],
          category_banner2_subtitle: ADVICE_TEXT[i],
          category_banner2_url: slug === 'bearings/' ? 'https://www.skf.com' : `/${contactPaths[locale]}`,
          category_banner2_media_url: mediaUrl('banner-advice'),
        }),
  }));
}

/**
 * The main navigation from its root down, parents before children and siblings in order (the sync
 * places new categories last among their siblings): names, texts, the listing layout and, as
 * translated custom fields, the badges and a top category's banners.
 */
export function mainCategoryRecords(pages: {
  home: string;
  listing: string;
  contactPaths: Record<Locale, string>;
}): CategoryRecord[] {
  const root: CategoryRecord = {
    id: ROOT_IDS.main,
    cmsPageId: pages.home,
    translations: translations({ name: ['Home', 'Accueil', 'Home', 'Startseite'] }),
  };
  return [
    root,
    ...MAIN_CATEGORIES.map((c): CategoryRecord => {
      const { names, badge, folder } = c.node;
      const custom = byLocale((locale, i) => ({
        ...(badge ? { category_badge_text: BADGES[badge][i] } : {}),
        ...(c.level === 2 ? banners(c, pages.contactPaths)[locale] : {}),
      }));
      const texts = translations({
        name: names,
        description: categoryDescription(names),
        metaTitle: mapL4(names, (name) => `${name} | Indumex`),
      });
      const withFields = LOCALES.some((l) => Object.keys(custom[l]).length);
      return {
        id: c.id,
        parentId: c.parentId,
        type: folder ? 'folder' : 'page',
        ...(folder ? {} : { cmsPageId: pages.listing }),
        translations: byLocale((l) => ({ ...texts[l], ...(withFields ? { customFields: custom[l] } : {}) })),
      };
    }),
  ];
}

/**
 * The mega menu's icons (§2), which Shopware's category has no field for (its `mediaId` is the
 * category's image): written beside the sync.
 */
export const categoryIcons = () =>
  MAIN_CATEGORIES.flatMap((c) => (c.node.icon ? [{ id: c.id, iconMediaId: mediaId(c.node.icon) }] : []));
