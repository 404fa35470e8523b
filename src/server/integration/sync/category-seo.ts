import { translate } from '../../../shared/locales.ts';
import type { Db } from '../../db/client.ts';
import { CATEGORY_ROUTE, categorySeoPath, categorySeoRow, type SeoRow } from '../../seo/category-urls.ts';
import { seoPlaces, writeSeoUrls } from '../../seo/seo-url-write.ts';
import type { CategoryNode } from './category-tree.ts';

/** Folders lead nowhere and links lead elsewhere: as Shopware, neither gets an SEO URL. */
const linkable = (n: CategoryNode) => n.type === 'page' && n.parentId !== null;

/**
 * The SEO URLs of these categories in every language of every sales channel, as the seed makes
 * them: the names from below the root down, slugged (a name missing in a language falls back).
 * The paths they had stay as non-canonical ones, so old links redirect; a path another category
 * holds canonically is left to it.
 */
export async function writeCategorySeoUrls(tx: Db, tree: Map<string, CategoryNode>, ids: string[]) {
  if (!ids.length) return;
  const places = await seoPlaces(tx);
  const paths = new Map<string, string>();
  const pathOf = (node: CategoryNode, locale: string): string => {
    const key = `${node.id}:${locale}`;
    const known = paths.get(key);
    if (known !== undefined) return known;
    const parent = node.parentId ? tree.get(node.parentId) : undefined;
    const path =
      parent?.parentId == null
        ? categorySeoPath('', nameOf(node, locale))
        : categorySeoPath(pathOf(parent, locale), nameOf(node, locale));
    paths.set(key, path);
    return path;
  };
  const nodes = ids.map((id) => tree.get(id) as CategoryNode);
  const rows: SeoRow[] = nodes
    .filter(linkable)
    .flatMap((node) => places.map((at) => categorySeoRow(at, node.id, pathOf(node, at.locale))));
  await writeSeoUrls(tx, CATEGORY_ROUTE, ids, rows);
}

const nameOf = (node: CategoryNode, locale: string) =>
  translate(node.translations, 'name', locale) ?? node.id;
