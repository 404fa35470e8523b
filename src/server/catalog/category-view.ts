import { translate } from '../../shared/locales.ts';
import type { category } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { canonicalPaths } from '../seo/paths.ts';

type CategoryRow = typeof category.$inferSelect;

/**
 * Categories with their breadcrumb (ancestor ids, root first, then the category itself) and
 * canonical SEO path; folders have no path (§2 Breadcrumbs: folders are not linkable).
 */
export async function categoryViews(ctx: StoreContext, rows: CategoryRow[]) {
  const paths = await canonicalPaths(
    ctx,
    rows.map((c) => c.id),
  );
  return rows.map((c) => ({
    apiAlias: 'category' as const,
    id: c.id,
    parentId: c.parentId,
    name: translate(c.translations, 'name', ctx.locale),
    translated: { name: translate(c.translations, 'name', ctx.locale) },
    type: c.type,
    level: c.level,
    breadcrumb: [...c.path.split('|').filter(Boolean), c.id],
    seoUrl: c.type === 'folder' ? null : (paths.get(c.id) ?? null),
    productCount: c.productCount,
    customFields: { ...c.customFields, ...(c.translatedCustomFields[ctx.locale] ?? {}) },
  }));
}
