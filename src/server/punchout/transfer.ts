import { eq, sql } from 'drizzle-orm';
import { calculateCart } from '../cart/calculate.ts';
import { cartOwnerOf, deleteLines, findCart, loadLines, lockCart } from '../cart/store.ts';
import { viewerOf } from '../catalog/viewer.ts';
import type { Db } from '../db/client.ts';
import { cart } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { ApiError, errors } from '../http/errors.ts';
import { punchoutCartExtensions } from './cart-forms.ts';
import type { TransferForm } from './types.ts';

/**
 * POST /b2b/punchout/transfer (issue 27): the session's cart goes back to the procurement system once.
 * The form is built from the cart as read (the pricing code reads through its own connections, so not
 * under the lock); then, under the cart lock, the cart must be the one read (same updatedAt, not
 * transferred) and is emptied and marked transferred. A second transfer (a second click, the back
 * button, the next visit) finds nothing and is refused with B2B__PUNCHOUT_CART_TRANSFERRED. A cXML
 * inspect session only shows a requisition: its form is given back and the cart is left alone.
 */
export async function transferCart(ctx: StoreContext): Promise<TransferForm> {
  const state = ctx.punchout;
  const customer = ctx.customer;
  if (!customer) throw errors.unauthorized();
  if (!state) {
    throw new ApiError(403, 'B2B__PUNCHOUT_ONLY', 'Only a punch-out session transfers its cart.');
  }
  const owner = cartOwnerOf(ctx, customer.id);
  const read = await findCart(ctx.db, owner);
  const lines = read ? await loadLines(ctx.db, read.id) : [];
  if (!read || !lines.some((l) => l.product)) {
    if (read?.transferredAt) throw transferred();
    throw new ApiError(400, 'CHECKOUT__CART_EMPTY', 'There is nothing to transfer.');
  }
  const forms = await punchoutCartExtensions(ctx, await calculateCart(ctx, await viewerOf(ctx), read, lines));
  const form = state.kind === 'oci' ? forms.ociForm : forms.cxmlForm;
  if (!form) throw new ApiError(409, 'B2B__PUNCHOUT_NO_FORM', 'This session has no transfer form.');
  if (state.kind === 'cxml' && state.operation === 'inspect') return form;
  await ctx.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const row = await lockCart(tx, owner);
    if (row.transferredAt) throw transferred();
    if (row.updatedAt.getTime() !== read.updatedAt.getTime()) {
      throw new ApiError(409, 'B2B__PUNCHOUT_CART_CHANGED', 'The cart changed meanwhile; transfer it again.');
    }
    await deleteLines(tx, row.id);
    await tx
      .update(cart)
      .set({ transferredAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(cart.id, row.id));
  });
  return form;
}

const transferred = () =>
  new ApiError(409, 'B2B__PUNCHOUT_CART_TRANSFERRED', 'This cart was already transferred.');
