import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { deliveryTimeFor } from '../../shared/catalog/delivery-time.ts';
import { newId } from '../../shared/ids.ts';
import { translate } from '../../shared/locales.ts';
import { lineNet } from '../../shared/money.ts';
import { MAX_QUANTITY } from '../../shared/schemas/cart.ts';
import type { OrderListItemsInput } from '../../shared/schemas/order-lists.ts';
import { resolveArticles } from '../cart/quick-order.ts';
import { fromMilli, quantityViolations, toMilli } from '../cart/rules.ts';
import { euros, unitPrices } from '../catalog/pricing.ts';
import { deliveryTimesById } from '../catalog/reference.ts';
import { viewerOf } from '../catalog/viewer.ts';
import type { Db } from '../db/client.ts';
import { articleLink, orderListItem, product } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { ApiError, type ApiErrorItem } from '../http/errors.ts';

type ItemRow = { item: typeof orderListItem.$inferSelect; product: typeof product.$inferSelect };

/** Every list's amount at the buyer's prices (each item priced at its quantity); null without prices. */
export async function amountsOf(ctx: StoreContext, listIds: string[]): Promise<Map<string, number | null>> {
  const viewer = await viewerOf(ctx);
  const out = new Map<string, number | null>(listIds.map((id) => [id, viewer.canSeePrices ? 0 : null]));
  if (!viewer.canSeePrices || !listIds.length) return out;
  const rows = await ctx.db
    .select({
      listId: orderListItem.orderListId,
      id: product.id,
      netPriceMilli: product.netPriceMilli,
      quantityMilli: orderListItem.quantityMilli,
    })
    .from(orderListItem)
    .innerJoin(product, eq(product.id, orderListItem.productId))
    .where(inArray(orderListItem.orderListId, listIds));
  // One pricing call per list: a product may sit in several lists at different quantities.
  await Promise.all(
    listIds.map(async (listId) => {
      const items = rows.filter((r) => r.listId === listId);
      const prices = await unitPrices(
        ctx,
        viewer,
        items.map((r) => ({ ...r, quantity: fromMilli(r.quantityMilli) })),
      );
      const milli = items.reduce((sum, r) => sum + lineNet(prices.get(r.id) ?? 0, r.quantityMilli), 0);
      out.set(listId, euros(milli));
    }),
  );
  return out;
}

/** The items of a list with the §3 fields, priced, stocked and timed for this buyer. */
export async function itemsOf(ctx: StoreContext, listId: string) {
  const viewer = await viewerOf(ctx);
  const rows: ItemRow[] = await ctx.db
    .select({ item: orderListItem, product })
    .from(orderListItem)
    .innerJoin(product, eq(product.id, orderListItem.productId))
    .where(eq(orderListItem.orderListId, listId))
    .orderBy(asc(orderListItem.createdAt), asc(product.productNumber));
  const ids = rows.map((r) => r.product.id);
  const companyId = viewer.customer?.company.id ?? '';
  const [prices, timeById, links] = await Promise.all([
    unitPrices(
      ctx,
      viewer,
      rows.map((r) => ({ ...r.product, quantity: fromMilli(r.item.quantityMilli) })),
    ),
    deliveryTimesById(ctx),
    ids.length
      ? ctx.db
          .select({ productId: articleLink.productId, customerSku: articleLink.customerSku })
          .from(articleLink)
          .where(and(eq(articleLink.companyId, companyId), inArray(articleLink.productId, ids)))
      : [],
  ]);
  const skuById = new Map(links.map((l) => [l.productId, l.customerSku]));
  return rows.map(({ item, product: p }) => {
    const quantity = fromMilli(item.quantityMilli);
    const unitMilli = prices.get(p.id) ?? null;
    const time = p.deliveryTimeId ? timeById.get(p.deliveryTimeId) : undefined;
    return {
      apiAlias: 'b2b_order_list_item',
      id: item.id,
      productId: p.id,
      sku: p.productNumber,
      customerSku: skuById.get(p.id) ?? null,
      name: translate(p.translations, 'name', ctx.locale) ?? p.productNumber,
      quantity,
      unitPrice: euros(unitMilli),
      totalPrice: unitMilli === null ? null : euros(lineNet(unitMilli, item.quantityMilli)),
      packUnit: p.unit,
      stock: viewer.canSeeStock ? p.stock : null,
      hasStock: p.stock > 0,
      leadTime: deliveryTimeFor(time, p.restockTime, p.stock, quantity),
    };
  });
}

/**
 * Adds articles to a list, by id or by a number as the quick order reads it (ours, EAN or the company's
 * own article number); one already listed gets the quantity added.
 */
export async function addItems(
  db: Db,
  companyId: string,
  listId: string,
  items: OrderListItemsInput['items'],
) {
  const ids = items.flatMap((i) => i.productId ?? []);
  const [byId, findSku] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(product)
          .where(and(eq(product.active, true), inArray(product.id, ids)))
      : [],
    resolveArticles(
      db,
      companyId,
      items.flatMap((i) => (i.productId ? [] : (i.sku ?? []))),
    ),
  ]);
  const find = (item: (typeof items)[number]) =>
    item.productId ? byId.find((p) => p.id === item.productId) : findSku(item.sku ?? '');
  const wanted = new Map<string, number>();
  const violations: ApiErrorItem[] = [];
  items.forEach((item, index) => {
    const row = find(item);
    const parameters = { id: item.productId ?? null, sku: item.sku ?? null, index };
    if (!row) throw new ApiError(404, 'B2B__PRODUCT_NOT_FOUND', 'The product was not found.', parameters);
    // Variant parents are bought through their variants (as in the cart).
    if (row.childCount > 0) {
      throw new ApiError(400, 'B2B__PRODUCT_NOT_ORDERABLE', `${row.productNumber} has variants.`, parameters);
    }
    const milli = toMilli(item.quantity ?? Math.max(1, row.minPurchase));
    // The §5 rules the cart will apply, but the stock: a list is for later orders.
    violations.push(
      ...quantityViolations(row, milli, `items.${index}.quantity`).filter(
        (v) => v.code !== 'VIOLATION::QUANTITY_ABOVE_STOCK',
      ),
    );
    wanted.set(row.id, (wanted.get(row.id) ?? 0) + milli);
  });
  if (violations.length) throw ApiError.fromItems(400, violations);
  for (const [productId, quantityMilli] of wanted) {
    await db
      .insert(orderListItem)
      .values({ id: newId(), orderListId: listId, productId, quantityMilli })
      .onConflictDoUpdate({
        target: [orderListItem.orderListId, orderListItem.productId],
        set: {
          quantityMilli: sql`least(${orderListItem.quantityMilli} + ${quantityMilli}, ${MAX_QUANTITY * 1000})`,
        },
      });
  }
}
