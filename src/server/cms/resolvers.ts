import { and, arrayOverlaps, asc, desc, eq, inArray } from 'drizzle-orm';
import { normalizeId } from '../../shared/catalog/listing.ts';
import { translate } from '../../shared/locales.ts';
import { blogPost, category, manufacturer } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { mediaByIds } from '../media/view.ts';
import { canonicalPaths } from '../seo/paths.ts';
import { buyboxProduct, productTeasers } from './products.ts';

type Resolver = (ctx: StoreContext, config: Record<string, unknown>) => Promise<Record<string, unknown>>;

/**
 * Well-formed uuids only, dashed as stored (Shopware's 32 hex digits too, e.g. a product slider's
 * `products`, which element-config.ts does not normalise): anything else would make PostgreSQL fail
 * the whole page.
 */
const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap((v) => (typeof v === 'string' ? (normalizeId(v) ?? []) : [])) : [];
const id = (value: unknown): string | null => ids([value])[0] ?? null;
const limitOf = (value: unknown, fallback: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? Math.min(value, max) : fallback;

/** A product slider's products (Shopware's `products`): in the configured order, each once, at most 24. */
export const sliderProductIds = (value: unknown): string[] => [...new Set(ids(value))].slice(0, 24);

/**
 * Every `mediaId` in a slot config, at any depth (slides, grid items…): media is resolved for all
 * slots of a page in one query and handed to each slot as `data.media` keyed by id.
 */
export function mediaIdsIn(value: unknown, depth = 0): string[] {
  if (depth > 5 || typeof value !== 'object' || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((item) => mediaIdsIn(item, depth + 1));
  return Object.entries(value).flatMap(([key, item]) =>
    key === 'mediaId' ? ids([item]) : mediaIdsIn(item, depth + 1),
  );
}

/**
 * Slot types whose data comes from other entities. Resolved pages are remembered (loadCmsPage):
 * resolvers must depend on content only, never on the customer (prices, stock), which islands or
 * uncached calls load instead.
 */
const resolvers: Record<string, Resolver> = {
  'category-navigation': async (ctx, config) => {
    const wanted = ids(config.categoryIds);
    if (!wanted.length) return { categories: [] };
    const rows = await ctx.db.select().from(category).where(inArray(category.id, wanted));
    const [paths, media] = await Promise.all([
      canonicalPaths(ctx, wanted),
      mediaByIds(
        ctx,
        rows.flatMap((r) => [r.mediaId, r.iconMediaId]),
      ),
    ]);
    const categories = wanted.flatMap((categoryId) => {
      const row = rows.find((r) => r.id === categoryId);
      if (!row?.active || row.type === 'folder') return [];
      return [
        {
          apiAlias: 'category',
          id: categoryId,
          name: translate(row.translations, 'name', ctx.locale),
          seoUrl: paths.get(categoryId) ?? `/navigation/${categoryId}`,
          productCount: row.productCount,
          media: media.get(row.mediaId ?? row.iconMediaId ?? '') ?? null,
        },
      ];
    });
    return { categories };
  },

  // The newest posts, optionally only those with one of the tags (as the blog listing's tagIds filter).
  news: async (ctx, config) => {
    const tagIds = ids(config.tagIds);
    const rows = await ctx.db
      .select()
      .from(blogPost)
      .where(
        and(eq(blogPost.active, true), tagIds.length ? arrayOverlaps(blogPost.tagIds, tagIds) : undefined),
      )
      .orderBy(desc(blogPost.publishedAt))
      .limit(limitOf(config.limit, 3, 12));
    const [paths, media] = await Promise.all([
      canonicalPaths(
        ctx,
        rows.map((r) => r.id),
      ),
      mediaByIds(
        ctx,
        rows.map((r) => r.mediaId),
      ),
    ]);
    const posts = rows.map((row) => ({
      apiAlias: 'b2b_blog',
      id: row.id,
      title: translate(row.translations, 'title', ctx.locale),
      teaser: translate(row.translations, 'teaser', ctx.locale),
      publishedAt: row.publishedAt.toISOString(),
      seoUrl: paths.get(row.id) ?? `/blog/${row.id}`,
      media: row.mediaId ? (media.get(row.mediaId) ?? null) : null,
    }));
    return { posts };
  },

  'brands-listing': async (ctx, config) => {
    const wanted = ids(config.manufacturerIds);
    const rows = await ctx.db
      .select()
      .from(manufacturer)
      .where(wanted.length ? inArray(manufacturer.id, wanted) : undefined)
      .orderBy(asc(manufacturer.name))
      .limit(limitOf(config.limit, 24, 48));
    const media = await mediaByIds(
      ctx,
      rows.map((r) => r.mediaId),
    );
    const manufacturers = rows.map((row) => ({
      apiAlias: 'product_manufacturer',
      id: row.id,
      name: row.name,
      link: row.link,
      media: row.mediaId ? (media.get(row.mediaId) ?? null) : null,
    }));
    return { manufacturers };
  },

  'gallery-buybox': async (ctx, config) => {
    const productId = id(config.productId);
    return { product: productId ? await buyboxProduct(ctx, productId) : null };
  },

  'product-slider': async (ctx, config) => ({
    products: await productTeasers(ctx, sliderProductIds(config.products)),
  }),
};

/** The entity data of one slot (without media, which loadCmsPage adds for the whole page). */
export async function resolveSlotData(
  ctx: StoreContext,
  type: string,
  config: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  return (await resolvers[type]?.(ctx, config)) ?? {};
}
