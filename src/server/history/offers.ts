import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { euroAmount, lineNet } from '../../shared/money.ts';
import { HISTORY_PAGE_SIZE, type OfferQuery } from '../../shared/schemas/history.ts';
import { articleLink, offer, product } from '../db/schema/index.ts';
import { sellerParty } from '../documents/seller.ts';
import type { OfferDocument } from '../documents/types.ts';
import type { CustomerRow, StoreContext } from '../http/context.ts';
import { containsPattern } from '../http/criteria.ts';
import { errors } from '../http/errors.ts';
import { dateRange, pagerOf, shopDate } from './access.ts';
import { buyerParty } from './buyer.ts';
import { offerRefusal } from './offer-cart.ts';

const day = shopDate(offer.createdAt);
const SORTS = {
  date: offer.createdAt,
  number: offer.offerNumber,
  reference: offer.clientReference,
  status: offer.status,
} as const;

const euros = (milli: number | null) => (milli === null ? null : milli / 1000);
type OfferRow = typeof offer.$inferSelect;

const totalMilli = (row: OfferRow) =>
  row.lines.reduce((sum, l) => sum + lineNet(l.unitPriceMilli ?? 0, l.quantityMilli), 0);

const summary = (row: OfferRow & { date: string }) => ({
  apiAlias: 'b2b_offer_history',
  offerNumber: row.offerNumber,
  date: row.date,
  clientReference: row.clientReference,
  status: row.status as 'open' | 'processed',
  lineCount: row.lines.length,
  amountNet: euroAmount(totalMilli(row)),
});

/** §2 /account/offers: the company's offers (quote requests included), paged, filtered and sorted. */
export async function listOffers(ctx: StoreContext, current: CustomerRow, q: OfferQuery) {
  const term = q.term ? containsPattern(q.term) : null;
  const where = and(
    eq(offer.companyId, current.companyId),
    dateRange(day, q.from, q.to),
    q.status ? eq(offer.status, q.status) : undefined,
    term ? or(ilike(offer.offerNumber, term), ilike(offer.clientReference, term)) : undefined,
  );
  const direction = q.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ row: offer, date: sql<string>`${day}::text` })
      .from(offer)
      .where(where)
      .orderBy(direction(SORTS[q.sort]), direction(offer.offerNumber))
      .limit(HISTORY_PAGE_SIZE)
      .offset((q.page - 1) * HISTORY_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(offer).where(where),
  ]);
  return {
    apiAlias: 'b2b_offer_history_list',
    elements: rows.map(({ row, date }) => summary({ ...row, date })),
    pager: pagerOf(q.page, HISTORY_PAGE_SIZE, total?.n ?? 0),
  };
}

async function findOffer(ctx: StoreContext, current: CustomerRow, offerNumber: string) {
  const [found] = await ctx.db
    .select({ row: offer, date: sql<string>`${day}::text` })
    .from(offer)
    .where(and(eq(offer.companyId, current.companyId), eq(offer.offerNumber, offerNumber)));
  if (!found) throw errors.notFound('Offer', offerNumber);
  return { ...found.row, date: found.date };
}

/** The offer's lines with the company's own article numbers (§3) and each article's VAT rate. */
async function linesOf(ctx: StoreContext, row: OfferRow) {
  const ids = row.lines.map((l) => l.productId);
  const [links, rates] = ids.length
    ? await Promise.all([
        ctx.db
          .select({ productId: articleLink.productId, sku: articleLink.customerSku })
          .from(articleLink)
          .where(and(eq(articleLink.companyId, row.companyId), inArray(articleLink.productId, ids))),
        ctx.db
          .select({ id: product.id, bp: product.taxRateBp })
          .from(product)
          .where(inArray(product.id, ids)),
      ])
    : [[], []];
  const sku = new Map(links.map((l) => [l.productId, l.sku]));
  const rate = new Map(rates.map((r) => [r.id, r.bp / 100]));
  return row.lines.map((l) => ({
    ...l,
    customerArticleNumber: sku.get(l.productId) ?? null,
    vatRate: rate.get(l.productId) ?? 21,
  }));
}

/** §7 offer/history/detail: the head and its lines (customer article number, delivery date, price). */
export async function getOffer(ctx: StoreContext, current: CustomerRow, offerNumber: string) {
  const row = await findOffer(ctx, current, offerNumber);
  const lines = await linesOf(ctx, row);
  return {
    ...summary(row),
    apiAlias: 'b2b_offer_history_detail',
    comment: row.comment,
    validUntil: row.validUntil,
    /** Why it cannot be taken into the cart (offer-cart.ts), or null. */
    refusal: offerRefusal(row),
    lines: lines.map((l) => ({
      apiAlias: 'b2b_offer_history_line',
      productNumber: l.productNumber,
      customerArticleNumber: l.customerArticleNumber,
      label: l.label,
      quantity: l.quantityMilli / 1000,
      unitPrice: euros(l.unitPriceMilli),
      totalPrice: l.unitPriceMilli === null ? null : euroAmount(lineNet(l.unitPriceMilli, l.quantityMilli)),
      deliveryDate: l.deliveryDate ?? null,
    })),
  };
}

/** The offer as the PDF shows it. */
export async function offerDocument(
  ctx: StoreContext,
  current: CustomerRow,
  offerNumber: string,
): Promise<OfferDocument> {
  const row = await findOffer(ctx, current, offerNumber);
  const lines = await linesOf(ctx, row);
  return {
    number: row.offerNumber,
    issueDate: row.date,
    status: row.status === 'processed' ? 'processed' : 'open',
    clientReference: row.clientReference,
    seller: sellerParty(),
    buyer: await buyerParty(ctx, row.companyId),
    lines: lines.map((l) => ({
      productNumber: l.productNumber,
      customerArticleNumber: l.customerArticleNumber,
      name: l.label,
      quantityMilli: l.quantityMilli,
      unitPriceMilli: l.unitPriceMilli,
      vatRate: l.vatRate,
      deliveryDate: l.deliveryDate ?? null,
    })),
  };
}
