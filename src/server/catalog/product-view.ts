import { and, asc, eq, inArray } from 'drizzle-orm';
import { deliveryTimeFor } from '../../shared/catalog/delivery-time.ts';
import { stableId } from '../../shared/ids.ts';
import { translate } from '../../shared/locales.ts';
import { category, type deliveryTime, type manufacturer, product, productMedia } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { type MediaView, mediaByIds } from '../media/view.ts';
import { productPath } from '../seo/paths.ts';
import { categoryViews } from './category-view.ts';
import { calculatedPrice, childPriceRanges, euros, unitPrices } from './pricing.ts';
import { byGroupThenOption, optionsByIds, type PropertyOptionView, pick } from './properties.ts';
import { deliveryTimesById, manufacturersById } from './reference.ts';
import { taxId } from './tax.ts';
import { viewerOf } from './viewer.ts';

export type ProductRow = typeof product.$inferSelect;
type DeliveryTimeRow = typeof deliveryTime.$inferSelect;

/** A picture; one without a product_media row (the seed's covers) gets a stable id of its own. */
const productMediaView = (productId: string, m: MediaView, position: number, id?: string) => ({
  apiAlias: 'product_media' as const,
  id: id ?? stableId(`product-media:${productId}:${m.id}`),
  productId,
  mediaId: m.id,
  position,
  media: m,
});

/**
 * Products as the Store API returns them (Shopware's product entity, trimmed): cover and media,
 * properties and variant options with their groups, manufacturer, the viewer's calculatedPrice,
 * stock and times as far as the viewer may see them (see viewer.ts), and SEO URLs. Every related
 * entity is loaded in one query per kind, however many products there are.
 */
export async function productViews(
  ctx: StoreContext,
  rows: ProductRow[],
  opts: { media?: boolean; fields?: string[] } = {},
) {
  if (!rows.length) return [];
  const viewer = await viewerOf(ctx);
  const ids = rows.map((r) => r.id);
  // Criteria includes name the fields a caller reads (the quick search: five); only those are loaded.
  const wants = (...fields: string[]) => !opts.fields || fields.some((f) => opts.fields?.includes(f));
  const none = <T>() => Promise.resolve(new Map<string, T>());
  const [makers, gallery, options, times, prices, ranges, seoCategories] = await Promise.all([
    wants('manufacturer') ? manufacturersById(ctx) : none<typeof manufacturer.$inferSelect>(),
    opts.media && wants('media')
      ? ctx.db
          .select()
          .from(productMedia)
          .where(inArray(productMedia.productId, ids))
          .orderBy(asc(productMedia.position))
      : Promise.resolve([]),
    wants('properties', 'options')
      ? optionsByIds(
          ctx,
          rows.flatMap((r) => [...r.propertyIds, ...r.optionIds]),
        )
      : none<PropertyOptionView>(),
    wants('deliveryTime', 'leadTime') ? deliveryTimesById(ctx) : none<DeliveryTimeRow>(),
    wants('calculatedPrice') ? unitPrices(ctx, viewer, rows) : none<number | null>(),
    wants('calculatedListingPrice')
      ? childPriceRanges(
          ctx,
          viewer,
          rows.filter((r) => r.childCount > 0).map((r) => r.id),
        )
      : none<{ from: number; to: number }>(),
    wants('seoCategory') ? mainCategories(ctx, rows) : none<SeoCategory>(),
  ]);
  const media = wants('cover', 'media')
    ? await mediaByIds(ctx, [...rows.map((r) => r.coverMediaId), ...gallery.map((g) => g.mediaId)])
    : new Map<string, MediaView>();

  return rows.map((p) => {
    const name = translate(p.translations, 'name', ctx.locale);
    const description = translate(p.translations, 'description', ctx.locale);
    const maker = p.manufacturerId ? makers.get(p.manufacturerId) : undefined;
    const cover = p.coverMediaId ? media.get(p.coverMediaId) : undefined;
    const coverRow = gallery.find((g) => g.productId === p.id && g.mediaId === p.coverMediaId);
    const time = p.deliveryTimeId ? times.get(p.deliveryTimeId) : undefined;
    const hasStock = p.stock > 0;
    const range = ranges.get(p.id);
    const slug = translate(p.translations, 'slug', ctx.locale);
    const price = calculatedPrice(
      prices.get(p.id) ?? null,
      viewer.canSeePrices ? p.listPriceMilli : null,
      p.taxRateBp,
    );
    return {
      apiAlias: 'product' as const,
      id: p.id,
      // Shopware 6.7's product type: the shop sells physical goods only.
      type: 'physical' as const,
      parentId: p.parentId,
      productNumber: p.productNumber,
      name,
      description,
      translated: { name, description },
      ean: p.ean,
      manufacturerNumber: p.manufacturerNumber,
      manufacturerId: p.manufacturerId,
      manufacturer: maker
        ? { apiAlias: 'product_manufacturer' as const, id: maker.id, name: maker.name, link: maker.link }
        : null,
      cover: cover ? productMediaView(p.id, cover, 0, coverRow?.id) : null,
      media: [
        ...(cover ? [productMediaView(p.id, cover, 0, coverRow?.id)] : []),
        ...gallery.flatMap((g) => {
          const m = g.productId === p.id && g.mediaId !== p.coverMediaId ? media.get(g.mediaId) : undefined;
          return m ? [productMediaView(p.id, m, g.position + 1, g.id)] : [];
        }),
      ],
      properties: pick(options, p.propertyIds).sort(byGroupThenOption),
      options: pick(options, p.optionIds).sort(byGroupThenOption),
      propertyIds: p.propertyIds,
      optionIds: p.optionIds,
      categoryIds: p.categoryIds,
      categoryTree: p.categoryTree,
      childCount: p.childCount,
      // Shopware's unit entity; the shop knows units by their code only (ST, M, KG, L…).
      unit: { apiAlias: 'unit' as const, id: stableId(`unit:${p.unit}`), shortCode: p.unit, name: p.unit },
      minPurchase: p.minPurchase,
      maxPurchase: p.maxPurchase,
      purchaseSteps: p.purchaseSteps,
      shippingFree: p.shippingFree,
      ratingAverage: p.ratingAverage,
      // Stock amounts and prices stay hidden (null) from viewers without the right to see them.
      stock: viewer.canSeeStock ? p.stock : null,
      availableStock: viewer.canSeeStock ? p.stock : null,
      hasStock,
      deliveryTime: viewer.canSeeTimes && time ? deliveryTimeView(ctx, time) : null,
      restockTime: viewer.canSeeTimes ? p.restockTime : null,
      // At the default quantity, as the article information computes it.
      leadTime: deliveryTimeFor(time, p.restockTime, p.stock, Math.max(1, p.minPurchase)),
      calculatedPrice: price,
      // Quantity tiers are priced by the article information call; the product lists none.
      calculatedPrices: [],
      taxId: taxId(p.taxRateBp),
      seoCategory: seoCategories.get(p.id) ?? null,
      calculatedListingPrice: range ? { from: euros(range.from), to: euros(range.to) } : null,
      seoUrls: [
        {
          apiAlias: 'seo_url' as const,
          id: stableId(`seo-url:product:${p.id}:${ctx.languageId}`),
          foreignKey: p.id,
          routeName: 'frontend.detail.page',
          languageId: ctx.languageId,
          pathInfo: `/detail/${p.id}`,
          seoPathInfo: productPath(slug, p.productNumber).slice(1),
          isCanonical: true,
        },
      ],
      // Translatable like Shopware's: the context language's over the default language's.
      customFields: { ...p.customFields, ...(p.translatedCustomFields[ctx.locale] ?? {}) },
      variantListingConfig: p.variantListingConfig,
    };
  });
}
export type ProductView = Awaited<ReturnType<typeof productViews>>[number];

type SeoCategory = Awaited<ReturnType<typeof categoryViews>>[number];

/**
 * Each product's main category (its first), whose path Shopware builds the product's SEO URL on.
 * Categories are content: remembered per id until the next content change, like /category.
 */
async function mainCategories(ctx: StoreContext, rows: ProductRow[]) {
  const ids = [...new Set(rows.flatMap((r) => r.categoryIds.slice(0, 1)))];
  const key = (id: string) => `seo-category:${ctx.salesChannel.id}:${ctx.locale}:${id}`;
  const missing = ids.filter((id) => !ctx.memo.has(key(id)));
  const loaded = missing.length
    ? ctx.db
        .select()
        .from(category)
        .where(inArray(category.id, missing))
        .then((found) => categoryViews(ctx, found))
        .then((views) => new Map(views.map((v) => [v.id, v])))
    : undefined;
  const views = await Promise.all(
    ids.map((id) => ctx.memo.get<SeoCategory | null>(key(id), async () => (await loaded)?.get(id) ?? null)),
  );
  const byId = new Map(views.flatMap((v) => (v ? [[v.id, v] as const] : [])));
  return new Map(
    rows.flatMap((r) =>
      r.categoryIds[0] && byId.has(r.categoryIds[0])
        ? [[r.id, byId.get(r.categoryIds[0]) as SeoCategory]]
        : [],
    ),
  );
}

export const deliveryTimeView = (ctx: StoreContext, t: DeliveryTimeRow) => ({
  apiAlias: 'delivery_time' as const,
  id: t.id,
  name: translate(t.translations, 'name', ctx.locale),
  min: t.min,
  max: t.max,
  unit: t.unit,
});

/** Active products by id, in the order asked for. */
export async function activeProducts(ctx: StoreContext, ids: string[]): Promise<ProductRow[]> {
  if (!ids.length) return [];
  const found = await ctx.db
    .select()
    .from(product)
    .where(and(inArray(product.id, ids), eq(product.active, true)));
  const byKey = new Map(found.map((r) => [r.id, r]));
  return ids.flatMap((id) => byKey.get(id) ?? []);
}
