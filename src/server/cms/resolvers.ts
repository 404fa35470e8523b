import { inArray } from 'drizzle-orm';
import { translate } from '../../shared/locales.ts';
import { category } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { mediaByIds } from '../media/view.ts';
import { canonicalPaths } from '../seo/paths.ts';

type Resolver = (ctx: StoreContext, config: Record<string, unknown>) => Promise<unknown>;

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * Slot types whose data comes from other entities; other slots carry everything in config.
 * Resolved pages are remembered (loadCmsPage): resolvers here must depend on content only, never
 * on the customer (prices, stock), which islands or uncached calls load instead.
 */
const resolvers: Record<string, Resolver> = {
  'category-navigation': async (ctx, config) => {
    const wanted = ids(config.categoryIds);
    if (!wanted.length) return [];
    const rows = await ctx.db.select().from(category).where(inArray(category.id, wanted));
    const [paths, media] = await Promise.all([
      canonicalPaths(ctx, wanted),
      mediaByIds(
        ctx,
        rows.flatMap((r) => [r.mediaId, r.iconMediaId]),
      ),
    ]);
    return wanted.flatMap((id) => {
      const row = rows.find((r) => r.id === id);
      if (!row?.active) return [];
      return [
        {
          apiAlias: 'category',
          id,
          name: translate(row.translations, 'name', ctx.locale),
          seoUrl: paths.get(id) ?? null,
          productCount: row.productCount,
          media: media.get(row.mediaId ?? row.iconMediaId ?? '') ?? null,
        },
      ];
    });
  },
};

export async function resolveSlotData(ctx: StoreContext, type: string, config: Record<string, unknown>) {
  return resolvers[type]?.(ctx, config) ?? null;
}
