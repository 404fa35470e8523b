import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { translate } from '../../shared/locales.ts';
import { category, product, seoUrl } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { canonicalPaths, pathCandidates, productPath } from './paths.ts';

export type ResourceType =
  | 'frontend.navigation.page'
  | 'frontend.landing.page'
  | 'frontend.detail.page'
  | 'frontend.blog.page';

export interface ResolvedPath {
  resourceType: ResourceType;
  resourceIdentifier: string;
  canonicalPathInfo: string;
}

const TECHNICAL: Record<string, ResourceType> = {
  navigation: 'frontend.navigation.page',
  landingPage: 'frontend.landing.page',
  detail: 'frontend.detail.page',
  blog: 'frontend.blog.page',
};

/**
 * Resolves a storefront path (without domain prefix) to the entity behind it and its canonical
 * path: `/` is the sales channel's navigation root, stored SEO paths come next, then technical
 * paths (`/navigation/{id}`), then the product template `…/{productNumber}`.
 */
export async function resolvePath(ctx: StoreContext, path: string): Promise<ResolvedPath | null> {
  if (path.replace(/\/+/g, '') === '') {
    return home(ctx);
  }
  // SEO URLs are content: a path resolves the same for everyone until the next content change.
  return ctx.memo.get(
    `resolve:${ctx.salesChannel.id}:${ctx.languageId}:${path}`,
    async () =>
      (await fromSeoUrl(ctx, path)) ??
      (await fromTechnicalPath(ctx, path)) ??
      (await fromProductTemplate(ctx, path)),
  );
}

const home = (ctx: StoreContext): ResolvedPath => ({
  resourceType: 'frontend.navigation.page',
  resourceIdentifier: ctx.salesChannel.navigationCategoryId,
  canonicalPathInfo: '/',
});

async function fromSeoUrl(ctx: StoreContext, path: string): Promise<ResolvedPath | null> {
  const [row] = await ctx.db
    .select()
    .from(seoUrl)
    .where(
      and(
        eq(seoUrl.salesChannelId, ctx.salesChannel.id),
        eq(seoUrl.languageId, ctx.languageId),
        inArray(seoUrl.seoPathInfo, pathCandidates(path)),
      ),
    )
    .orderBy(sql`${seoUrl.isCanonical} desc`)
    .limit(1);
  if (!row) return null;
  const canonical = row.isCanonical
    ? `/${row.seoPathInfo}`
    : ((await canonicalPaths(ctx, [row.foreignKey])).get(row.foreignKey) ?? `/${row.seoPathInfo}`);
  return {
    resourceType: row.routeName as ResourceType,
    resourceIdentifier: row.foreignKey,
    canonicalPathInfo: canonical,
  };
}

async function fromTechnicalPath(ctx: StoreContext, path: string): Promise<ResolvedPath | null> {
  const match = /^\/(navigation|landingPage|detail|blog)\/([0-9a-f-]{36})\/?$/i.exec(path);
  const resourceType = match?.[1] ? TECHNICAL[match[1]] : undefined;
  const id = match?.[2]?.toLowerCase();
  if (!resourceType || !id) return null;
  if (resourceType === 'frontend.detail.page') return productById(ctx, id);
  if (resourceType === 'frontend.navigation.page') {
    const [row] = await ctx.db.select({ id: category.id }).from(category).where(eq(category.id, id)).limit(1);
    if (!row) return null;
    if (id === ctx.salesChannel.navigationCategoryId) return home(ctx);
  }
  const canonical = (await canonicalPaths(ctx, [id])).get(id) ?? path;
  return { resourceType, resourceIdentifier: id, canonicalPathInfo: canonical };
}

async function fromProductTemplate(ctx: StoreContext, path: string): Promise<ResolvedPath | null> {
  const last = path.replace(/\/+$/, '').split('/').pop();
  if (!last) return null;
  let number: string;
  try {
    number = decodeURIComponent(last);
  } catch {
    return null;
  }
  if (number.length > 64 || number.includes('\0')) return null;
  return productBy(ctx, eq(product.productNumber, number));
}

const productById = (ctx: StoreContext, id: string) => productBy(ctx, eq(product.id, id));

async function productBy(ctx: StoreContext, where: SQL): Promise<ResolvedPath | null> {
  const [row] = await ctx.db
    .select({ id: product.id, productNumber: product.productNumber, translations: product.translations })
    .from(product)
    .where(and(where, eq(product.active, true)))
    .limit(1);
  if (!row) return null;
  return {
    resourceType: 'frontend.detail.page',
    resourceIdentifier: row.id,
    canonicalPathInfo: productPath(translate(row.translations, 'slug', ctx.locale), row.productNumber),
  };
}
