import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { newId } from '../../shared/ids.ts';
import type { Db } from '../db/client.ts';
import { cart, cartLineItem, product, promotion } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';

export type CartRow = typeof cart.$inferSelect;
export type LineRow = typeof cartLineItem.$inferSelect;
export type CartProduct = typeof product.$inferSelect;
export type PromotionRow = typeof promotion.$inferSelect;

export interface LoadedLine {
  line: LineRow;
  product: CartProduct | null;
  promotion: PromotionRow | null;
}

/**
 * Whose cart: the customer's own, shared by all their normal sessions; or, in a punch-out session
 * (`punchoutToken`, its context token), that session's alone — every buyer of a company punches out
 * as the same customer, and each requisition must hold only its own items.
 */
export type CartOwner = string | { customerId: string; punchoutToken: string | null };

/** The cart a request works on: the punch-out session's own in punch-out mode, else the customer's. */
export const cartOwnerOf = (ctx: StoreContext, customerId: string): CartOwner => ({
  customerId,
  punchoutToken: ctx.punchout ? ctx.token : null,
});

const ownerOf = (owner: CartOwner) =>
  typeof owner === 'string' ? { customerId: owner, punchoutToken: null } : owner;

const ownedBy = (owner: CartOwner) => {
  const { customerId, punchoutToken } = ownerOf(owner);
  return punchoutToken
    ? and(eq(cart.customerId, customerId), eq(cart.punchoutToken, punchoutToken))
    : and(eq(cart.customerId, customerId), isNull(cart.punchoutToken));
};

/**
 * The owner's cart row, created on first use and locked for the rest of the transaction: every
 * change and the order placement take this lock first, so they never interleave (PGlite runs one
 * transaction at a time anyway; on PostgreSQL this row lock does it).
 */
export async function lockCart(tx: Db, owner: CartOwner): Promise<CartRow> {
  // Either unique key (the customer's cart, the session's cart) makes a second insert a no-op.
  await tx
    .insert(cart)
    .values({ id: newId(), ...ownerOf(owner) })
    .onConflictDoNothing();
  const [row] = await tx.select().from(cart).where(ownedBy(owner)).for('update');
  if (!row) throw new Error(`cart of ${ownerOf(owner).customerId} vanished`);
  return row;
}

export async function findCart(db: Db, owner: CartOwner): Promise<CartRow | null> {
  const [row] = await db.select().from(cart).where(ownedBy(owner)).limit(1);
  return row ?? null;
}

/** Lines in the order they were added, each with its product or promotion. */
export async function loadLines(db: Db, cartId: string): Promise<LoadedLine[]> {
  const lines = await db
    .select()
    .from(cartLineItem)
    .where(eq(cartLineItem.cartId, cartId))
    .orderBy(asc(cartLineItem.createdAt), asc(cartLineItem.id));
  const productIds = lines.flatMap((l) => l.productId ?? []);
  const codes = lines.flatMap((l) => l.promotionCode ?? []);
  const [products, promotions] = await Promise.all([
    productIds.length ? db.select().from(product).where(inArray(product.id, productIds)) : [],
    codes.length ? db.select().from(promotion).where(inArray(promotion.code, codes)) : [],
  ]);
  const byId = new Map(products.map((p) => [p.id, p]));
  const byCode = new Map(promotions.map((p) => [p.code, p]));
  return lines.map((line) => ({
    line,
    product: line.productId ? (byId.get(line.productId) ?? null) : null,
    promotion: line.promotionCode ? (byCode.get(line.promotionCode) ?? null) : null,
  }));
}

/** After a change: a punch-out cart changed after its transfer is a new requisition. */
export async function touchCart(tx: Db, cartId: string) {
  await tx.update(cart).set({ updatedAt: sql`now()`, transferredAt: null }).where(eq(cart.id, cartId));
}

export async function deleteLines(tx: Db, cartId: string, ids?: string[]) {
  await tx
    .delete(cartLineItem)
    .where(and(eq(cartLineItem.cartId, cartId), ids ? inArray(cartLineItem.id, ids) : undefined));
}
