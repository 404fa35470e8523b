import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Cart } from '../../api/cart-types.ts';
import { newId } from '../../shared/ids.ts';
import { MAX_LINES } from '../../shared/schemas/cart.ts';
import { shopToday } from '../../shared/time-zone.ts';
import { changeCart } from '../cart/service.ts';
import type { Db } from '../db/client.ts';
import { cartLineItem, offer, product } from '../db/schema/index.ts';
import { requireRight, type StoreContext } from '../http/context.ts';
import { ApiError, errors } from '../http/errors.ts';
import { requireSection } from './access.ts';

type OfferRow = typeof offer.$inferSelect;

/** Why an offer cannot be taken (null: it can): taken before, processed, or past its last day. */
export function offerRefusal(
  row: Pick<OfferRow, 'status' | 'acceptedAt' | 'validUntil'>,
  today = shopToday(),
) {
  if (row.acceptedAt) return 'B2B__OFFER_ALREADY_ACCEPTED';
  if (row.status !== 'open') return 'B2B__OFFER_NOT_OPEN';
  if (row.validUntil && row.validUntil < today) return 'B2B__OFFER_EXPIRED';
  return null;
}

const REASONS: Record<string, string> = {
  B2B__OFFER_ALREADY_ACCEPTED: 'This offer was already taken into a cart.',
  B2B__OFFER_NOT_OPEN: 'This offer is no longer open.',
  B2B__OFFER_EXPIRED: 'This offer has expired.',
};

/** The company's offer, locked until the transaction ends: two takes of one offer never both pass. */
async function lockOffer(tx: Db, companyId: string, offerNumber: string) {
  const [row] = await tx
    .select()
    .from(offer)
    .where(and(eq(offer.companyId, companyId), eq(offer.offerNumber, offerNumber)))
    .for('update');
  // Another company's offer is as unknown as one that does not exist.
  if (!row) throw errors.notFound('Offer', offerNumber);
  const refused = offerRefusal(row);
  if (refused) throw new ApiError(409, refused, REASONS[refused] as string, { offerNumber });
  return row;
}

/**
 * POST /b2b/offer/{offerNumber}/cart (issue 27): the open offer's lines go into the caller's cart at the
 * offer's quantities and net prices, replacing lines of the same articles, and the offer is marked taken
 * (processed) in the same transaction. Needs the offer history (right and flag) and PLACE_ORDERS; only
 * the offer's own company sees it. The cart charges the offer price (calculate.ts) until the line goes.
 */
export async function takeOfferIntoCart(ctx: StoreContext, offerNumber: string): Promise<Cart> {
  await requireSection(ctx, 'ROLE_MANAGE_OFFER_HISTORY', 'DISPLAY_OFFER_HISTORY');
  await requireRight(ctx, 'ROLE_PLACE_ORDERS');
  return changeCart(ctx, async (tx, cartId, customer) => {
    const row = await lockOffer(tx, customer.companyId, offerNumber);
    const ids = row.lines.map((l) => l.productId);
    const active = await tx
      .select({ id: product.id })
      .from(product)
      .where(and(inArray(product.id, ids), eq(product.active, true)));
    for (const line of row.lines) {
      if (line.unitPriceMilli === null) {
        throw new ApiError(409, 'B2B__OFFER_LINE_WITHOUT_PRICE', 'A line of this offer has no price yet.', {
          offerNumber,
          sku: line.productNumber,
        });
      }
      if (!active.some((p) => p.id === line.productId)) {
        throw new ApiError(409, 'B2B__PRODUCT_NOT_ORDERABLE', 'An article of this offer is no longer sold.', {
          sku: line.productNumber,
        });
      }
    }
    await tx
      .delete(cartLineItem)
      .where(and(eq(cartLineItem.cartId, cartId), inArray(cartLineItem.productId, ids)));
    const [left] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(cartLineItem)
      .where(eq(cartLineItem.cartId, cartId));
    if ((left?.n ?? 0) + row.lines.length > MAX_LINES) {
      throw new ApiError(400, 'B2B__CART_TOO_MANY_LINES', `A cart holds at most ${MAX_LINES} lines.`);
    }
    // The offer's order, one microsecond apart (as addLineItems does).
    for (const [position, line] of row.lines.entries()) {
      await tx.insert(cartLineItem).values({
        id: newId(),
        cartId,
        type: 'product',
        productId: line.productId,
        quantityMilli: line.quantityMilli,
        offerId: row.id,
        unitPriceMilli: line.unitPriceMilli,
        createdAt: sql`now() + ${position}::float8 * interval '1 microsecond'`,
      });
    }
    await tx.update(offer).set({ acceptedAt: sql`now()`, status: 'processed' }).where(eq(offer.id, row.id));
  });
}
