import { and, eq, inArray } from 'drizzle-orm';
import { translate } from '../../shared/locales.ts';
import { loadCmsPage } from '../cms/load.ts';
import { blogPost, category, landingPage, product } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { canonicalPaths } from './paths.ts';
import type { ResolvedPath } from './resolve.ts';

/** The page behind a resolved path: its CMS layout plus the entity it shows (category, product…). */
export async function pageFor(ctx: StoreContext, resolved: ResolvedPath) {
  const id = resolved.resourceIdentifier;
  switch (resolved.resourceType) {
    case 'frontend.navigation.page': {
      // Categories, their paths and CMS layouts are content (NOTIFY triggers): remembered until a change.
      const shown = await ctx.memo.get(`category-page:${ctx.salesChannel.id}:${ctx.locale}:${id}`, () =>
        categoryPage(ctx, id),
      );
      return shown ? { ...resolved, ...shown } : null;
    }
    case 'frontend.landing.page': {
      const shown = await ctx.memo.get(`landing-page:${ctx.locale}:${id}`, () => landingPageView(ctx, id));
      return shown ? { ...resolved, ...shown } : null;
    }
    case 'frontend.detail.page': {
      const [row] = await ctx.db.select().from(product).where(eq(product.id, id)).limit(1);
      if (!row?.active) return null;
      return {
        ...resolved,
        cmsPage: null,
        product: {
          apiAlias: 'product',
          id: row.id,
          parentId: row.parentId,
          productNumber: row.productNumber,
          name: translate(row.translations, 'name', ctx.locale),
          description: translate(row.translations, 'description', ctx.locale),
        },
      };
    }
    case 'frontend.blog.page': {
      const [row] = await ctx.db.select().from(blogPost).where(eq(blogPost.id, id)).limit(1);
      if (!row?.active) return null;
      return {
        ...resolved,
        cmsPage: row.cmsPageId ? await loadCmsPage(ctx, row.cmsPageId) : null,
        blog: {
          apiAlias: 'b2b_blog',
          id: row.id,
          title: translate(row.translations, 'title', ctx.locale),
          teaser: translate(row.translations, 'teaser', ctx.locale),
          publishedAt: row.publishedAt,
        },
      };
    }
  }
}

/**
 * An active landing page with its layout, which is shown under the landing page's name in the
 * caller's language; without an active page or a published layout there is nothing to show.
 */
async function landingPageView(ctx: StoreContext, id: string) {
  const [row] = await ctx.db
    .select()
    .from(landingPage)
    .where(and(eq(landingPage.id, id), eq(landingPage.active, true)))
    .limit(1);
  const cmsPage = row?.cmsPageId ? await loadCmsPage(ctx, row.cmsPageId) : null;
  if (!row || !cmsPage) return null;
  const text = (field: 'name' | 'metaTitle' | 'metaDescription' | 'keywords') =>
    translate(row.translations, field, ctx.locale);
  const name = text('name');
  return {
    cmsPage: name ? { ...cmsPage, name } : cmsPage,
    landingPage: {
      apiAlias: 'landing_page',
      id: row.id,
      name,
      metaTitle: text('metaTitle'),
      metaDescription: text('metaDescription'),
      keywords: text('keywords'),
      customFields: row.customFields,
    },
  };
}

async function categoryPage(ctx: StoreContext, id: string) {
  const [row] = await ctx.db
    .select()
    .from(category)
    .where(and(eq(category.id, id), eq(category.active, true)))
    .limit(1);
  if (!row || row.type === 'folder') return null;
  return {
    cmsPage: row.cmsPageId ? await loadCmsPage(ctx, row.cmsPageId) : null,
    category: {
      apiAlias: 'category',
      id: row.id,
      type: row.type,
      name: translate(row.translations, 'name', ctx.locale),
      description: translate(row.translations, 'description', ctx.locale),
      metaTitle: translate(row.translations, 'metaTitle', ctx.locale),
      metaDescription: translate(row.translations, 'metaDescription', ctx.locale),
      customFields: row.customFields,
      breadcrumb: await breadcrumb(ctx, row.path, row.id),
    },
  };
}

/** Ancestors below the navigation root, each with its canonical path (folders have none). */
async function breadcrumb(ctx: StoreContext, path: string, selfId: string) {
  const ids = [...path.split('|').filter(Boolean), selfId].filter(
    (id) => id !== ctx.salesChannel.navigationCategoryId,
  );
  const rows = await ctx.db.select().from(category).where(inArray(category.id, ids));
  const paths = await canonicalPaths(ctx, ids);
  return ids.flatMap((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row) return [];
    return [
      {
        id,
        type: row.type,
        name: translate(row.translations, 'name', ctx.locale),
        path: row.type === 'folder' ? null : (paths.get(id) ?? `/navigation/${id}`),
      },
    ];
  });
}
