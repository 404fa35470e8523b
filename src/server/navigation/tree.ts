import { and, asc, eq, like, lte } from 'drizzle-orm';
import { FALLBACK_LOCALE, translate } from '../../shared/locales.ts';
import { category } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { mediaByIds } from '../media/view.ts';
import { canonicalPaths } from '../seo/paths.ts';

type CategoryRow = typeof category.$inferSelect;

export interface NavigationNode {
  apiAlias: 'category';
  id: string;
  parentId: string | null;
  type: string;
  name: string | null;
  /** Shopware's breadcrumb: the names from the navigation root down to this category. */
  breadcrumb: string[];
  translated: { name: string | null; breadcrumb: string[] };
  level: number;
  childCount: number;
  productCount: number;
  linkType: string | null;
  internalLink: string | null;
  externalLink: string | null;
  linkNewTab: boolean;
  seoUrl: string | null;
  media: { url: string; alt: string | null } | null;
  iconMedia: { url: string; alt: string | null } | null;
  customFields: Record<string, unknown>;
  children: NavigationNode[];
}

/** The named roots of §3 map to the sales channel's navigation entry points. */
export function rootIdFor(ctx: StoreContext, rootId: string): string | null {
  const sc = ctx.salesChannel;
  const named: Record<string, string | null> = {
    'main-navigation': sc.navigationCategoryId,
    'service-navigation': sc.serviceCategoryId,
    'countries-navigation': sc.countriesCategoryId,
    'footer-navigation': sc.footerCategoryId,
  };
  return rootId in named ? (named[rootId] ?? null) : rootId;
}

/**
 * Active, visible descendants of `rootId` down to `depth` levels, as a tree sorted by position.
 * One more level is read only to count children, so leaves at the depth limit still show an arrow.
 */
export async function navigationTree(ctx: StoreContext, rootId: string, depth: number) {
  const [root] = await ctx.db.select().from(category).where(eq(category.id, rootId)).limit(1);
  if (!root) return null;
  const rows = await ctx.db
    .select()
    .from(category)
    .where(
      and(
        like(category.path, `%|${rootId}|%`),
        lte(category.level, root.level + depth + 1),
        eq(category.active, true),
        eq(category.visible, true),
      ),
    )
    .orderBy(asc(category.level), asc(category.position));
  const nodes = new Map<string, NavigationNode>();
  for (const node of await categoryNodes(ctx, rows)) nodes.set(node.id, node);
  const top: NavigationNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.childCount++;
    if (node.level > root.level + depth) continue;
    if (parent) parent.children.push(node);
    else if (node.parentId === rootId) top.push(node);
  }
  nameTrail(top, [translate(root.translations, 'name', ctx.locale) ?? '']);
  return top;
}

function nameTrail(nodes: NavigationNode[], above: string[]) {
  for (const node of nodes) {
    node.breadcrumb = [...above, node.name ?? ''];
    node.translated.breadcrumb = node.breadcrumb;
    nameTrail(node.children, node.breadcrumb);
  }
}

/** Category rows as navigation nodes (without children): translated, with link target and media. */
export async function categoryNodes(ctx: StoreContext, rows: CategoryRow[]): Promise<NavigationNode[]> {
  const linked = rows.flatMap((r) => (r.internalLink ? [r.internalLink] : []));
  const [paths, media] = await Promise.all([
    canonicalPaths(ctx, [...rows.map((r) => r.id), ...linked]),
    mediaByIds(
      ctx,
      rows.flatMap((r) => [r.mediaId, r.iconMediaId]),
    ),
  ]);
  return rows.map((row) => toNode(ctx, row, paths, media));
}

function toNode(
  ctx: StoreContext,
  row: CategoryRow,
  paths: Map<string, string>,
  media: Map<string, { url: string; alt: string | null }>,
): NavigationNode {
  const pick = (id: string | null) => {
    const m = id ? media.get(id) : undefined;
    return m ? { url: m.url, alt: m.alt } : null;
  };
  const name = translate(row.translations, 'name', ctx.locale);
  return {
    apiAlias: 'category',
    id: row.id,
    parentId: row.parentId,
    type: row.type,
    name,
    breadcrumb: [],
    translated: { name, breadcrumb: [] },
    level: row.level,
    childCount: 0,
    productCount: row.productCount,
    linkType: row.linkType,
    internalLink: row.internalLink,
    externalLink: row.externalLink,
    linkNewTab: row.linkNewTab,
    seoUrl: linkTarget(row, paths),
    media: pick(row.mediaId),
    iconMedia: pick(row.iconMediaId),
    customFields: {
      ...row.customFields,
      ...(row.translatedCustomFields[FALLBACK_LOCALE] ?? {}),
      ...(row.translatedCustomFields[ctx.locale] ?? {}),
    },
    children: [],
  };
}

/** Technical paths the search-by-path call understands, by internal link type. */
const TECHNICAL_ROUTE: Record<string, string> = {
  category: 'navigation',
  landing_page: 'landingPage',
  product: 'detail',
};

function linkTarget(row: CategoryRow, paths: Map<string, string>): string | null {
  if (row.type === 'folder') return null;
  if (row.type === 'link') {
    if (row.linkType === 'external') return row.externalLink;
    if (!row.internalLink) return null;
    return (
      paths.get(row.internalLink) ??
      `/${TECHNICAL_ROUTE[row.linkType ?? ''] ?? 'navigation'}/${row.internalLink}`
    );
  }
  return paths.get(row.id) ?? `/navigation/${row.id}`;
}
