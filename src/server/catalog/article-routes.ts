import { and, eq, inArray } from 'drizzle-orm';
import { ArticleRequestSchema } from '../../shared/catalog/articles.ts';
import { deliveryTimeFor } from '../../shared/catalog/delivery-time.ts';
import { euroAmount, lineNet } from '../../shared/money.ts';
import { articleLink, product } from '../db/schema/index.ts';
import { createRouter, rightsOf, type StoreContext } from '../http/context.ts';
import { body } from '../http/validate.ts';
import { euros, unitPrices } from './pricing.ts';
import { deliveryTimeView, type ProductRow } from './product-view.ts';
import { deliveryTimesById } from './reference.ts';
import { soldOut, stockByProduct } from './stock.ts';
import { pricingViewer, viewerOf } from './viewer.ts';

/** The requested articles that exist, with the quantity asked for (default minPurchase or 1). */
async function articlesFor(ctx: StoreContext, request: { sku: string; quantity?: number }[]) {
  const skus = [...new Set(request.map((a) => a.sku))];
  const found = skus.length
    ? await ctx.db
        .select()
        .from(product)
        .where(and(inArray(product.productNumber, skus), eq(product.active, true)))
    : [];
  const bySku = new Map(found.map((p) => [p.productNumber, p]));
  const items = request.flatMap((a) => {
    const row = bySku.get(a.sku);
    return row ? [{ row, quantity: a.quantity ?? Math.max(1, row.minPurchase) }] : [];
  });
  const notFound = skus.filter((sku) => !bySku.has(sku));
  return { items, notFound };
}

/** The company's own article numbers (§3 article links), for logged-in customers. */
async function customerSkus(ctx: StoreContext, productIds: string[]) {
  const companyId = ctx.customer?.company.id;
  if (!companyId || !productIds.length) return new Map<string, string>();
  const found = await ctx.db
    .select({ productId: articleLink.productId, customerSku: articleLink.customerSku })
    .from(articleLink)
    .where(and(eq(articleLink.companyId, companyId), inArray(articleLink.productId, productIds)));
  return new Map(found.map((l) => [l.productId, l.customerSku]));
}

/**
 * The prices shown, and the ones that decide "buyable": for a buyer who may order without seeing
 * prices, the real ones the add and the order use.
 */
async function pricesFor(ctx: StoreContext, items: { row: ProductRow; quantity: number }[]) {
  const viewer = await viewerOf(ctx);
  const inputs = items.map(({ row, quantity }) => ({
    id: row.id,
    netPriceMilli: row.netPriceMilli,
    quantity,
  }));
  const prices = await unitPrices(ctx, viewer, inputs);
  const orders =
    !viewer.canSeePrices &&
    viewer.customer !== null &&
    (await rightsOf(ctx.db, viewer.customer.id)).has('ROLE_PLACE_ORDERS');
  const real = orders ? await unitPrices(ctx, await pricingViewer(ctx, viewer), inputs) : prices;
  return { viewer, prices, real };
}

export const articleRoutes = createRouter()
  /**
   * Price and stock by SKU (§3 Article price and stock): customer price at the quantity, unit of
   * measure, stock (logged in: amount and per branch; anonymous: in stock or not), purchase rules,
   * the lead time in days for the quantity, the company's article number (logged in); delivery and
   * restock times behind DISPLAY_DELIVERY_AND_RESTOCK_TIME.
   */
  .post('/b2b/article/information', async (c) => {
    const ctx = c.get('ctx');
    const { articles } = await body(c, ArticleRequestSchema);
    const { items, notFound } = await articlesFor(ctx, articles);
    const { viewer, prices, real } = await pricesFor(ctx, items);
    const ids = [...new Set(items.map((i) => i.row.id))];
    const [stocks, timeById, links] = await Promise.all([
      viewer.canSeeStock ? stockByProduct(ctx, ids, viewer.customer?.company.branchCode ?? null) : new Map(),
      deliveryTimesById(ctx),
      customerSkus(ctx, ids),
    ]);
    return c.json({
      apiAlias: 'b2b_article_information_result',
      articles: items.map(({ row, quantity }) => {
        const unitMilli = prices.get(row.id) ?? null;
        const time = row.deliveryTimeId ? timeById.get(row.deliveryTimeId) : undefined;
        return {
          apiAlias: 'b2b_article_information',
          article: row.productNumber,
          productId: row.id,
          quantity,
          price: euros(unitMilli),
          listPrice: viewer.canSeePrices ? euros(row.listPriceMilli) : null,
          totalPrice: unitMilli === null ? null : euroAmount(lineNet(unitMilli, Math.round(quantity * 1000))),
          uom: row.unit,
          stock: viewer.canSeeStock ? row.stock : null,
          stocks: stocks.get(row.id) ?? [],
          hasStock: row.stock > 0,
          // Parents are not sold themselves; their variants are. A buyer who may order without seeing
          // prices buys at the real price.
          isBuyable: (real.get(row.id) ?? null) !== null && row.childCount === 0,
          // No stock and no delivery time: the add is refused, the button disabled (docs/ordering.md "Placing an order").
          soldOut: soldOut(row),
          minSalesQuantity: row.minPurchase,
          maxPurchase: row.maxPurchase,
          purchaseSteps: row.purchaseSteps,
          leadTime: deliveryTimeFor(time, row.restockTime, row.stock, quantity),
          deliveryTime: viewer.canSeeTimes && time ? deliveryTimeView(ctx, time) : null,
          restockTime: viewer.canSeeTimes ? row.restockTime : null,
          customerSku: links.get(row.id) ?? null,
        };
      }),
      notFound,
    });
  })
  /** Price lookup (§7): articles with sku and quantity → article and price at that quantity. */
  .post('/b2b/article/price', async (c) => {
    const ctx = c.get('ctx');
    const { articles } = await body(c, ArticleRequestSchema);
    const { items, notFound } = await articlesFor(ctx, articles);
    const { viewer, prices } = await pricesFor(ctx, items);
    return c.json({
      apiAlias: 'b2b_article_price_result',
      articles: items.map(({ row, quantity }) => {
        const unitMilli = prices.get(row.id) ?? null;
        return {
          apiAlias: 'b2b_article_price',
          article: row.productNumber,
          productId: row.id,
          quantity,
          price: euros(unitMilli),
          listPrice: viewer.canSeePrices ? euros(row.listPriceMilli) : null,
          totalPrice: unitMilli === null ? null : euroAmount(lineNet(unitMilli, Math.round(quantity * 1000))),
          uom: row.unit,
        };
      }),
      notFound,
    });
  });
