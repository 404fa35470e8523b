import { and, count, eq, inArray } from 'drizzle-orm';
import { translate } from '../../shared/locales.ts';
import { category } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { canonicalPaths } from '../seo/paths.ts';

type CategoryRow = typeof category.$inferSelect;

/**
 * Categories with their breadcrumb (as in Shopware: the names in the context language, root first,
 * then the category itself; the ids are in `path`), the number of active children and canonical
 * SEO path; folders have no path (§2 Breadcrumbs: folders are not linkable). `children` stays
 * empty, as in Shopware's entity reads without that association.
 */
export async function categoryViews(ctx: StoreContext, rows: CategoryRow[]) {
  const ids = rows.map((c) => c.id);
  const trails = new Map(rows.map((c) => [c.id, [...ancestorIds(c.path), c.id]]));
  const [paths, counts, names] = await Promise.all([
    canonicalPaths(ctx, ids),
    childCounts(ctx, ids),
    namesOf(ctx, [...new Set([...trails.values()].flat())]),
  ]);
  return rows.map((c) => {
    const name = translate(c.translations, 'name', ctx.locale);
    const breadcrumb = (trails.get(c.id) ?? []).map((id) => names.get(id) ?? '');
    return {
      apiAlias: 'category' as const,
      id: c.id,
      parentId: c.parentId,
      name,
      translated: { name, breadcrumb },
      type: c.type,
      level: c.level,
      path: c.path,
      breadcrumb,
      childCount: counts.get(c.id) ?? 0,
      children: [],
      seoUrl: c.type === 'folder' ? null : (paths.get(c.id) ?? null),
      productCount: c.productCount,
      customFields: { ...c.customFields, ...(c.translatedCustomFields[ctx.locale] ?? {}) },
    };
  });
}

const ancestorIds = (path: string) => path.split('|').filter(Boolean);

async function namesOf(ctx: StoreContext, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await ctx.db
    .select({ id: category.id, translations: category.translations })
    .from(category)
    .where(inArray(category.id, ids));
  return new Map(rows.map((r) => [r.id, translate(r.translations, 'name', ctx.locale) ?? '']));
}

async function childCounts(ctx: StoreContext, ids: string[]) {
  if (!ids.length) return new Map<string, number>();
  const rows = await ctx.db
    .select({ id: category.parentId, n: count() })
    .from(category)
    .where(and(inArray(category.parentId, ids), eq(category.active, true)))
    .groupBy(category.parentId);
  return new Map(rows.map((r) => [r.id as string, r.n]));
}
