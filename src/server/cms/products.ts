import { and, asc, eq, inArray } from 'drizzle-orm';
import { translate } from '../../shared/locales.ts';
import { manufacturer, product, productMedia } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { mediaByIds } from '../media/view.ts';
import { productPath } from '../seo/paths.ts';

type ProductRow = typeof product.$inferSelect;

/**
 * Product teasers for CMS blocks: content only (name, number, brand, cover, path). Prices and
 * stock depend on the customer and are never part of a remembered CMS page.
 */
async function teasers(ctx: StoreContext, rows: ProductRow[]) {
  const [brands, covers] = await Promise.all([
    manufacturerNames(
      ctx,
      rows.map((r) => r.manufacturerId),
    ),
    mediaByIds(
      ctx,
      rows.map((r) => r.coverMediaId),
    ),
  ]);
  return rows.map((row) => ({
    apiAlias: 'product',
    id: row.id,
    productNumber: row.productNumber,
    name: translate(row.translations, 'name', ctx.locale),
    manufacturer: row.manufacturerId ? (brands.get(row.manufacturerId) ?? null) : null,
    cover: row.coverMediaId ? (covers.get(row.coverMediaId) ?? null) : null,
    unit: row.unit,
    childCount: row.childCount,
    seoUrl: productPath(translate(row.translations, 'slug', ctx.locale), row.productNumber),
  }));
}

async function manufacturerNames(ctx: StoreContext, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map<string, string>();
  const rows = await ctx.db
    .select({ id: manufacturer.id, name: manufacturer.name })
    .from(manufacturer)
    .where(inArray(manufacturer.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The teasers of the active products among `ids`, in the order of `ids` (unknown ids are left out). */
export async function productTeasers(ctx: StoreContext, ids: string[]) {
  if (!ids.length) return [];
  const rows = await ctx.db
    .select()
    .from(product)
    .where(and(inArray(product.id, ids), eq(product.active, true)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return teasers(
    ctx,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

/** One product with its gallery and the facts a buy box shows without a customer. */
export async function buyboxProduct(ctx: StoreContext, productId: string) {
  const [row] = await ctx.db
    .select()
    .from(product)
    .where(and(eq(product.id, productId), eq(product.active, true)))
    .limit(1);
  if (!row) return null;
  const gallery = await ctx.db
    .select({ mediaId: productMedia.mediaId })
    .from(productMedia)
    .where(eq(productMedia.productId, row.id))
    .orderBy(asc(productMedia.position));
  const mediaIds = [...new Set([row.coverMediaId, ...gallery.map((g) => g.mediaId)])];
  const [[teaser], media] = await Promise.all([teasers(ctx, [row]), mediaByIds(ctx, mediaIds)]);
  return {
    ...teaser,
    ean: row.ean,
    manufacturerNumber: row.manufacturerNumber,
    description: translate(row.translations, 'description', ctx.locale),
    minPurchase: row.minPurchase,
    purchaseSteps: row.purchaseSteps,
    media: mediaIds.flatMap((id) => (id && media.get(id) ? [media.get(id)] : [])),
  };
}
