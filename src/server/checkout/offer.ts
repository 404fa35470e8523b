import { eq, sql } from 'drizzle-orm';
import { newId } from '../../shared/ids.ts';
import { translate } from '../../shared/locales.ts';
import { OfferRequestSchema } from '../../shared/schemas/cart.ts';
import { cartOwnerOf, findCart, loadLines } from '../cart/store.ts';
import { unitPrices } from '../catalog/pricing.ts';
import { viewerOf } from '../catalog/viewer.ts';
import { queryRows } from '../db/client.ts';
import { offer, product } from '../db/schema/index.ts';
import { createRouter, requireRight, type StoreContext } from '../http/context.ts';
import { ApiError, errors } from '../http/errors.ts';
import { body } from '../http/validate.ts';
import { sendMail } from '../mail/transport.ts';
import { refuseOutsidePunchout } from '../punchout/only.ts';
import { offerMail } from './offer-mail.ts';

type OfferLine = (typeof offer.$inferInsert)['lines'][number];

/** The lines to quote: one product at a quantity, or every product line of the cart. */
async function linesFor(ctx: StoreContext, customerId: string, productId?: string, quantity?: number) {
  if (productId) {
    const [row] = await ctx.db.select().from(product).where(eq(product.id, productId));
    if (!row?.active) throw errors.notFound('Product', productId);
    return [{ row, quantityMilli: Math.round((quantity ?? Math.max(1, row.minPurchase)) * 1000) }];
  }
  const cartRow = await findCart(ctx.db, cartOwnerOf(ctx, customerId));
  const lines = cartRow ? await loadLines(ctx.db, cartRow.id) : [];
  return lines.flatMap((l) => (l.product ? [{ row: l.product, quantityMilli: l.line.quantityMilli }] : []));
}

/** Cart-by-email quote request (§1, REQUEST_OFFER): stored as an open offer and mailed to the buyer. */
export const offerRoutes = createRouter().post('/b2b/offer/request', async (c) => {
  const ctx = c.get('ctx');
  const current = await requireRight(ctx, 'ROLE_REQUEST_OFFER');
  await refuseOutsidePunchout(ctx, current);
  const input = await body(c, OfferRequestSchema);
  const wanted = await linesFor(ctx, current.id, input.productId, input.quantity);
  if (!wanted.length) throw new ApiError(400, 'CHECKOUT__CART_EMPTY', 'There is nothing to quote.');
  const prices = await unitPrices(
    ctx,
    await viewerOf(ctx),
    wanted.map(({ row, quantityMilli }) => ({
      id: row.id,
      netPriceMilli: row.netPriceMilli,
      quantity: quantityMilli / 1000,
    })),
  );
  const lines: OfferLine[] = wanted.map(({ row, quantityMilli }) => ({
    productId: row.id,
    productNumber: row.productNumber,
    label: translate(row.translations, 'name', ctx.locale) ?? row.productNumber,
    quantityMilli,
    unitPriceMilli: prices.get(row.id) ?? null,
  }));
  const [next] = await queryRows<{ n: string }>(ctx.db, sql`select nextval('order_number_seq')::text as n`);
  const offerNumber = `O${next?.n}`;
  const id = newId();
  await ctx.db.insert(offer).values({
    id,
    offerNumber,
    companyId: current.companyId,
    customerId: current.id,
    clientReference: input.clientReference || null,
    comment: input.comment || null,
    lines,
  });
  const mail = offerMail(ctx.locale, `${current.firstName} ${current.lastName}`, offerNumber, lines);
  await sendMail(ctx.db, { to: current.email, ...mail, template: 'offer-request' });
  return c.json({ apiAlias: 'b2b_offer', id, offerNumber, status: 'open' });
});
