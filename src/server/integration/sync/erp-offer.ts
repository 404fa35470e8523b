import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { DEFAULT_LOCALE, translate } from '../../../shared/locales.ts';
import { offer, product } from '../../db/schema/index.ts';
import type { EntitySync, SyncContext } from './entity.ts';
import {
  Day,
  hasRequired,
  OptionalText,
  ownerFields,
  ownerOf,
  ownersOf,
  PositiveMilli,
  Text,
  Timestamp,
} from './erp-fields.ts';
import { hexId, onePerId, parseRecords, ShopwareId } from './report.ts';

const OfferLine = v.strictObject({
  /** An article of the shop: the offer is taken into the cart by it. */
  productNumber: Text(64),
  label: v.optional(Text(255)),
  quantity: v.pipe(PositiveMilli, v.minValue(1, 'A quantity above 0.')),
  /** Net euros per unit; null while the ERP has not priced the line. */
  unitPrice: v.optional(v.nullable(PositiveMilli)),
  deliveryDate: v.optional(v.nullable(Day)),
});

/** `ce_erp_offer`, an offer the ERP made a company (§3 Offer); `lines` replace the stored ones. */
export const ErpOfferRecord = v.strictObject({
  id: v.optional(ShopwareId),
  ...ownerFields,
  offerNumber: v.optional(Text(16)),
  status: v.optional(v.picklist(['open', 'processed'])),
  clientReference: OptionalText(64),
  comment: OptionalText(65_535),
  validUntil: v.optional(v.nullable(Day)),
  createdAt: v.optional(Timestamp),
  lines: v.optional(v.pipe(v.array(OfferLine), v.minLength(1), v.maxLength(500))),
});
type OfferRow = typeof offer.$inferSelect;

const REQUIRED_NEW = ['customerNumber', 'offerNumber', 'lines'] as const;

async function upsert(ctx: SyncContext, records: unknown[], key: string): Promise<string[]> {
  const parsed = onePerId(parseRecords(ErpOfferRecord, records, key, ctx.report), key, ctx.report).map(
    (p) => ({ ...p, id: p.record.id ?? randomUUID() }),
  );
  const ids = parsed.map((p) => p.id);
  const stored = new Map(
    (ids.length ? await ctx.tx.select().from(offer).where(inArray(offer.id, ids)) : []).map((r) => [r.id, r]),
  );
  const owners = await ownersOf(ctx, [...parsed.map((p) => p.record), ...stored.values()]);
  const numbers = [...new Set(parsed.flatMap((p) => p.record.lines?.map((l) => l.productNumber) ?? []))];
  const products = new Map(
    (numbers.length
      ? await ctx.tx
          .select({
            id: product.id,
            number: product.productNumber,
            translations: product.translations,
            childCount: product.childCount,
          })
          .from(product)
          .where(inArray(product.productNumber, numbers))
      : []
    ).map((p) => [p.number, p]),
  );
  const written: string[] = [];
  for (const { index, id, record } of parsed) {
    const at = [key, index];
    const old = stored.get(id);
    if (!old && !hasRequired(ctx, at, record, REQUIRED_NEW)) continue;
    const owner = ownerOf(ctx, at, owners, record, old);
    if (!owner) continue;
    // A parent with variants is not bought itself: the cart would refuse the offer.
    const bad = record.lines?.findIndex((l) => (products.get(l.productNumber)?.childCount ?? 1) > 0) ?? -1;
    if (bad >= 0) {
      const found = products.has(record.lines?.[bad]?.productNumber as string);
      ctx.report.fail(
        [...at, 'lines', bad, 'productNumber'],
        found ? 'VIOLATION::INVALID_VALUE' : 'CONTENT__PRODUCT_NOT_FOUND',
        found ? 'This product has variants: name one of them.' : 'No product with this number.',
      );
      continue;
    }
    const keep = <T>(given: T | undefined, stored: T) => (given === undefined ? stored : given);
    const row: OfferRow = {
      id,
      ...owner,
      offerNumber: (record.offerNumber ?? old?.offerNumber) as string,
      status: record.status ?? old?.status ?? 'open',
      clientReference: keep(record.clientReference, old?.clientReference ?? null),
      comment: keep(record.comment, old?.comment ?? null),
      validUntil: keep(record.validUntil, old?.validUntil ?? null),
      acceptedAt: old?.acceptedAt ?? null,
      createdAt: record.createdAt ?? old?.createdAt ?? new Date(),
      lines:
        record.lines?.map((l) => {
          const p = products.get(l.productNumber) as NonNullable<ReturnType<typeof products.get>>;
          return {
            productId: p.id,
            productNumber: p.number,
            label: l.label ?? translate(p.translations, 'name', DEFAULT_LOCALE) ?? p.number,
            quantityMilli: l.quantity,
            unitPriceMilli: l.unitPrice ?? null,
            deliveryDate: l.deliveryDate ?? null,
          };
        }) ?? (old?.lines as OfferRow['lines']),
    };
    if (!(await uniqueNumber(ctx, at, row))) continue;
    await ctx.tx
      .insert(offer)
      .values(row)
      .onConflictDoUpdate({ target: offer.id, set: { ...row, id: undefined } });
    written.push(id);
  }
  return written;
}

/** Offer numbers are unique over the shop. */
async function uniqueNumber(ctx: SyncContext, at: (string | number)[], row: OfferRow) {
  const [other] = await ctx.tx
    .select({ id: offer.id })
    .from(offer)
    .where(and(eq(offer.offerNumber, row.offerNumber), ne(offer.id, row.id)));
  if (other) {
    ctx.report.fail(
      [...at, 'offerNumber'],
      'FRAMEWORK__WRITE_CONSTRAINT_VIOLATION',
      `Offer ${hexId(other.id)} has number ${row.offerNumber}.`,
    );
  }
  return !other;
}

/** Deletes the offers; a cart line taken from one loses the link (offer_id set null), not its price. */
async function remove(ctx: SyncContext, ids: string[]): Promise<void> {
  await ctx.tx.delete(offer).where(inArray(offer.id, ids));
}

export const erpOfferSync: EntitySync = {
  table: offer,
  id: offer.id,
  filterable: { id: offer.id, offerNumber: offer.offerNumber, status: offer.status },
  upsert,
  remove,
};
