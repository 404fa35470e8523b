import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { euroAmount, lineNet, percentOf } from '../../shared/money.ts';
import { product, productListing, productPrice } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import type { Viewer } from './viewer.ts';

/**
 * Customer prices (§1, §3): the company's price list may hold an explicit net price per product
 * and quantity tier; otherwise the list's discount applies to the product's net price. Amounts
 * are thousandths of a euro until they leave the API as euros.
 */
export const discounted = (netMilli: number, discountBp: number) =>
  Math.round((netMilli * (10_000 - discountBp)) / 10_000);

export const euros = (milli: number | null | undefined) => (milli == null ? null : milli / 1000);

/**
 * The unit price at quantity 1 as SQL over `product_listing`, for price filters, sorting and the price
 * range: the list's explicit price from the row's listPrices, else the list's discount on the net price.
 */
export function priceSql(viewer: Viewer): SQL {
  const list = viewer.priceList;
  if (!list) return sql`${productListing.netPriceMilli}`;
  return sql`coalesce((${productListing.listPrices} ->> ${list.id})::bigint,
    (${productListing.netPriceMilli} * ${10_000 - list.discountBp} + 5000) / 10000)`;
}

export interface PriceInput {
  id: string;
  netPriceMilli: number | null;
  quantity?: number;
}

/**
 * Unit prices in milli-euros per product for the viewer, at each item's quantity (tier with the
 * highest start not above it). Null: no price for this viewer or none for the product.
 */
export async function unitPrices(
  ctx: StoreContext,
  viewer: Viewer,
  items: readonly PriceInput[],
): Promise<Map<string, number | null>> {
  const out = new Map<string, number | null>();
  if (!viewer.canSeePrices) {
    for (const item of items) out.set(item.id, null);
    return out;
  }
  const list = viewer.priceList;
  const tiers = new Map<string, { start: number; milli: number }[]>();
  if (list && items.length) {
    const rows = await ctx.db
      .select({
        id: productPrice.productId,
        start: productPrice.quantityStart,
        milli: productPrice.netPriceMilli,
      })
      .from(productPrice)
      .where(
        and(
          eq(productPrice.priceListId, list.id),
          inArray(
            productPrice.productId,
            items.map((i) => i.id),
          ),
        ),
      );
    for (const row of rows) tiers.set(row.id, [...(tiers.get(row.id) ?? []), row]);
  }
  for (const item of items) {
    const quantity = item.quantity ?? 1;
    const tier = (tiers.get(item.id) ?? [])
      .filter((t) => t.start <= quantity)
      .sort((a, b) => b.start - a.start)[0];
    const fallback =
      item.netPriceMilli === null
        ? null
        : list
          ? discounted(item.netPriceMilli, list.discountBp)
          : item.netPriceMilli;
    out.set(item.id, tier ? tier.milli : fallback);
  }
  return out;
}

/** Shopware's calculatedPrice, net (B2B): unit and total price plus the list price it undercuts. */
/**
 * Shopware's calculated price of `quantity` units. Catalogue prices are net (VAT is added in the
 * cart), so the net, position and total prices are the same and the taxes are what VAT will add.
 */
export function calculatedPrice(
  unitMilli: number | null,
  listMilli: number | null,
  taxRateBp: number,
  quantity = 1,
) {
  if (unitMilli === null) return null;
  const unitPrice = unitMilli / 1000;
  const listPrice = listMilli !== null && listMilli > unitMilli ? listMilli / 1000 : null;
  const totalMilli = lineNet(unitMilli, Math.round(quantity * 1000));
  const totalPrice = euroAmount(totalMilli);
  const taxRate = taxRateBp / 100;
  return {
    apiAlias: 'calculated_price' as const,
    unitPrice,
    quantity,
    totalPrice,
    positionPrice: totalPrice,
    netPrice: totalPrice,
    hasRange: false,
    referencePrice: null,
    regulationPrice: null,
    calculatedTaxes: [
      {
        apiAlias: 'cart_tax_calculated' as const,
        tax: euroAmount(percentOf(totalMilli, taxRateBp)),
        taxRate,
        price: totalPrice,
      },
    ],
    taxRules: [{ taxRate, percentage: 100 }],
    listPrice:
      listPrice === null
        ? null
        : {
            apiAlias: 'cart_list_price' as const,
            price: listPrice,
            discount: Math.round((unitPrice - listPrice) * 1000) / 1000,
            percentage: Math.round((1 - unitPrice / listPrice) * 10_000) / 100,
          },
  };
}

export type CalculatedPrice = ReturnType<typeof calculatedPrice>;
/** Children's prices of variant parents, for calculatedListingPrice (from / to). */
export async function childPriceRanges(ctx: StoreContext, viewer: Viewer, parentIds: string[]) {
  const ranges = new Map<string, { from: number; to: number }>();
  if (!viewer.canSeePrices || !parentIds.length) return ranges;
  const children = await ctx.db
    .select({ id: product.id, parentId: product.parentId, netPriceMilli: product.netPriceMilli })
    .from(product)
    .where(and(inArray(product.parentId, parentIds), eq(product.active, true)));
  const prices = await unitPrices(ctx, viewer, children);
  for (const child of children) {
    const price = prices.get(child.id);
    if (price == null || !child.parentId) continue;
    const range = ranges.get(child.parentId);
    ranges.set(child.parentId, {
      from: Math.min(range?.from ?? price, price),
      to: Math.max(range?.to ?? price, price),
    });
  }
  return ranges;
}
