import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Cart } from '../../api/cart-types.ts';
import { newId } from '../../shared/ids.ts';
import { type LineItemAdd, type LineItemUpdate, MAX_LINES } from '../../shared/schemas/cart.ts';
import { unitPrices } from '../catalog/pricing.ts';
import { pricingViewer, viewerOf } from '../catalog/viewer.ts';
import type { Db } from '../db/client.ts';
import { cart, cartLineItem, product, promotion } from '../db/schema/index.ts';
import { type CustomerRow, requireRight, type StoreContext } from '../http/context.ts';
import { ApiError, type ApiErrorItem } from '../http/errors.ts';
import { violation } from '../http/validate.ts';
import { refuseInInspect } from '../punchout/cxml/inspect.ts';
import { calculateCart } from './calculate.ts';
import { defaultQuantityMilli, orderableError, quantityViolations, toMilli } from './rules.ts';
import {
  type CartProduct,
  cartOwnerOf,
  deleteLines,
  findCart,
  loadLines,
  lockCart,
  touchCart,
} from './store.ts';
import { cartView } from './view.ts';

/** The caller's cart as the Store API answers it; visitors who are not logged in have an empty one. */
export async function readCart(ctx: StoreContext): Promise<Cart> {
  const viewer = await viewerOf(ctx);
  const row = ctx.customer ? await findCart(ctx.db, cartOwnerOf(ctx, ctx.customer.id)) : null;
  const lines = row ? await loadLines(ctx.db, row.id) : [];
  return cartView(ctx, row, await calculateCart(ctx, viewer, row, lines));
}

/** Every change runs in one transaction holding the cart lock; any error leaves the cart as it was. */
export async function changeCart(
  ctx: StoreContext,
  work: (tx: Db, cartId: string, customer: CustomerRow) => Promise<void>,
) {
  const customer = await requireRight(ctx, 'ROLE_PLACE_ORDERS');
  refuseInInspect(ctx);
  await ctx.db.transaction(async (tx) => {
    const row = await lockCart(tx as unknown as Db, cartOwnerOf(ctx, customer.id));
    await work(tx as unknown as Db, row.id, customer);
    await touchCart(tx as unknown as Db, row.id);
  });
  return readCart(ctx);
}

const notFound = (parameters: Record<string, unknown>) =>
  new ApiError(404, 'B2B__PRODUCT_NOT_FOUND', 'The product was not found.', parameters);

/** The products an add request names, by id or by article number; an unknown one fails the request. */
async function productsOf(db: Db, items: Extract<LineItemAdd['items'][number], { type: 'product' }>[]) {
  const ids = items.flatMap((i) => i.referencedId ?? []);
  const skus = items.flatMap((i) => (i.referencedId ? [] : (i.sku ?? [])));
  const found = await db
    .select()
    .from(product)
    .where(and(eq(product.active, true), or(inArray(product.id, ids), inArray(product.productNumber, skus))));
  const byId = new Map(found.map((p) => [p.id, p]));
  const bySku = new Map(found.map((p) => [p.productNumber, p]));
  return items.map((item, index) => {
    if (!item.referencedId && !item.sku) {
      throw ApiError.fromItems(400, [
        violation('IS_BLANK', `items.${index}.referencedId`, 'Name a product.'),
      ]);
    }
    const row = item.referencedId ? byId.get(item.referencedId) : bySku.get(item.sku as string);
    if (!row) throw notFound({ id: item.referencedId ?? null, sku: item.sku ?? null, index });
    return { item, index, row };
  });
}

/** POST /checkout/cart/line-item: adds to the quantity of a product already in the cart. */
export async function addLineItems(ctx: StoreContext, input: LineItemAdd): Promise<Cart> {
  // Rights first: a visitor gets "log in", not "not orderable".
  await requireRight(ctx, 'ROLE_PLACE_ORDERS');
  refuseInInspect(ctx);
  const productItems = input.items.flatMap((i) => (i.type === 'product' ? [i] : []));
  const codes = input.items.flatMap((i) => (i.type === 'promotion' ? [i.referencedId.toUpperCase()] : []));
  const wanted = await productsOf(ctx.db, productItems);
  await refuseUnorderable(
    ctx,
    wanted.map(({ row }) => row),
  );
  const promotions = codes.length ? await activePromotions(ctx.db, codes) : [];
  return changeCart(ctx, async (tx, cartId) => {
    const existing = await tx.select().from(cartLineItem).where(eq(cartLineItem.cartId, cartId));
    const byProduct = new Map(existing.flatMap((l) => (l.productId ? [[l.productId, l] as const] : [])));
    const next = new Map<string, { row: CartProduct; milli: number; comment?: string; field: string }>();
    for (const { item, index, row } of wanted) {
      const taken = byProduct.get(row.id);
      if (taken && taken.unitPriceMilli !== null) throw offerLineFixed(taken.id);
      const before = next.get(row.id)?.milli ?? byProduct.get(row.id)?.quantityMilli ?? 0;
      const added = item.quantity === undefined ? defaultQuantityMilli(row) : toMilli(item.quantity);
      const comment = item.payload?.customFields?.order_detail_text;
      next.set(row.id, { row, milli: before + added, comment, field: `items.${index}.quantity` });
    }
    const problems: ApiErrorItem[] = [...next.values()].flatMap((n) =>
      quantityViolations(n.row, n.milli, n.field),
    );
    if (problems.length) throw ApiError.fromItems(400, problems);
    const newLines = [...next.keys()].filter((id) => !byProduct.has(id)).length;
    if (existing.length + newLines > MAX_LINES) {
      throw new ApiError(400, 'B2B__CART_TOO_MANY_LINES', `A cart holds at most ${MAX_LINES} lines.`);
    }
    // Lines of one call keep the call's order: now() is the same for the whole transaction (and PGlite's
    // clock has millisecond steps), so each new line is stamped one microsecond after the one before.
    let position = 0;
    const stamp = () => sql`now() + ${position++}::float8 * interval '1 microsecond'`;
    for (const [productId, n] of next) {
      const line = byProduct.get(productId);
      if (line) {
        await tx
          .update(cartLineItem)
          .set({ quantityMilli: n.milli, ...(n.comment === undefined ? {} : { comment: n.comment || null }) })
          .where(eq(cartLineItem.id, line.id));
      } else {
        await tx.insert(cartLineItem).values({
          id: newId(),
          cartId,
          type: 'product',
          productId,
          quantityMilli: n.milli,
          comment: n.comment || null,
          createdAt: stamp(),
        });
      }
    }
    for (const p of promotions) {
      await tx
        .insert(cartLineItem)
        .values({
          id: newId(),
          cartId,
          type: 'promotion',
          promotionCode: p.code,
          createdAt: stamp(),
        })
        .onConflictDoNothing();
    }
  });
}

/** The products as the order will see them: the real price (shown to the buyer or not) and the stock rule. */
async function refuseUnorderable(ctx: StoreContext, products: CartProduct[]) {
  const prices = await unitPrices(
    ctx,
    await pricingViewer(ctx, await viewerOf(ctx)),
    products.map((p) => ({ id: p.id, netPriceMilli: p.netPriceMilli })),
  );
  for (const p of products) {
    const refused = orderableError(p, prices.get(p.id) ?? null);
    if (refused) throw refused;
  }
}

async function activePromotions(db: Db, codes: string[]) {
  const rows = await db
    .select()
    .from(promotion)
    .where(and(inArray(promotion.code, codes), eq(promotion.active, true)));
  const valid = rows.filter((p) => !p.validUntil || p.validUntil > new Date());
  const missing = codes.find((code) => !valid.some((p) => p.code === code));
  if (missing) {
    throw new ApiError(404, 'B2B__PROMOTION_NOT_FOUND', `Promotion code "${missing}" is not valid.`, {
      code: missing,
    });
  }
  return valid;
}

const lineNotFound = (id: string) =>
  new ApiError(404, 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND', `Line item "${id}" was not found.`, { id });

/** A line taken from an offer keeps the offer's quantity: its price holds for that quantity only. */
const offerLineFixed = (id: string) =>
  new ApiError(409, 'B2B__CART_OFFER_LINE_FIXED', "An offer's line keeps the offer's quantity.", { id });

/** PATCH /checkout/cart/line-item: new quantities and line comments. */
export function updateLineItems(ctx: StoreContext, input: LineItemUpdate): Promise<Cart> {
  return changeCart(ctx, async (tx, cartId) => {
    const lines = await loadLines(tx, cartId);
    const byId = new Map(lines.map((l) => [l.line.id, l]));
    const problems: ApiErrorItem[] = [];
    for (const [index, item] of input.items.entries()) {
      const found = byId.get(item.id);
      if (!found) throw lineNotFound(item.id);
      const newMilli = item.quantity === undefined ? null : toMilli(item.quantity);
      if (newMilli !== null && found.line.unitPriceMilli !== null && newMilli !== found.line.quantityMilli) {
        throw offerLineFixed(item.id);
      }
      if (item.quantity !== undefined && found.product) {
        problems.push(
          ...quantityViolations(found.product, toMilli(item.quantity), `items.${index}.quantity`),
        );
      }
    }
    if (problems.length) throw ApiError.fromItems(400, problems);
    // A new quantity of an article that lost its price or its stock would only be refused at the order.
    const changed = input.items.flatMap((item) => {
      const found = byId.get(item.id);
      return item.quantity !== undefined && found?.product ? [found.product] : [];
    });
    await refuseUnorderable({ ...ctx, db: tx }, changed);
    for (const item of input.items) {
      const comment = item.payload?.customFields?.order_detail_text;
      await tx
        .update(cartLineItem)
        .set({
          ...(item.quantity === undefined ? {} : { quantityMilli: toMilli(item.quantity) }),
          ...(comment === undefined ? {} : { comment: comment || null }),
        })
        .where(and(eq(cartLineItem.cartId, cartId), eq(cartLineItem.id, item.id)));
    }
  });
}

/** POST /checkout/cart/line-item/delete */
export function deleteLineItems(ctx: StoreContext, ids: string[]): Promise<Cart> {
  return changeCart(ctx, async (tx, cartId) => {
    const found = await tx
      .select({ id: cartLineItem.id })
      .from(cartLineItem)
      .where(and(eq(cartLineItem.cartId, cartId), inArray(cartLineItem.id, ids)));
    const missing = ids.find((id) => !found.some((f) => f.id === id));
    if (missing) throw lineNotFound(missing);
    await deleteLines(tx, cartId, ids);
  });
}

/** DELETE /checkout/cart: no lines, no reference, no cost-centre contact, delivery again. */
export function clearCart(ctx: StoreContext): Promise<Cart> {
  return changeCart(ctx, async (tx, cartId) => {
    await deleteLines(tx, cartId);
    await tx
      .update(cart)
      .set({ orderReferenceId: null, externalContactId: null, shippingOption: 'delivery' })
      .where(eq(cart.id, cartId));
  });
}

/** Sets a cart field (order reference, cost-centre contact, shipping option) under the cart lock. */
export function setCartField(
  ctx: StoreContext,
  set: Partial<Pick<typeof cart.$inferInsert, 'orderReferenceId' | 'externalContactId' | 'shippingOption'>>,
) {
  return changeCart(ctx, async (tx, cartId) => {
    await tx.update(cart).set(set).where(eq(cart.id, cartId));
  });
}
