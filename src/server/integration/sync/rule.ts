import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { company, priceList } from '../../db/schema/index.ts';
import type { EntitySync, SyncContext } from './entity.ts';
import { Int } from './product-schema.ts';
import { hexId, onePerId, parseRecords, ShopwareId } from './report.ts';

/**
 * `rule` as the shop's price lists (prices.ts says why): Shopware's Rule has a name and a priority
 * but no discount, so the list's discount on the net price of articles it has no price for is the
 * custom field `b2b_discount_bp` (basis points, 1200 = 12 %). `priority` is taken as Shopware's
 * clients send it and not kept: a company has one price list, so lists never compete. Which company
 * has which list is the shop's (its accounts), not the sync's.
 */
export const RuleRecord = v.strictObject({
  id: v.optional(ShopwareId),
  name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(255))),
  priority: v.optional(Int(-2_147_483_648)),
  customFields: v.optional(
    v.strictObject({
      b2b_discount_bp: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000))),
    }),
  ),
});

type Row = typeof priceList.$inferSelect;

async function upsert(ctx: SyncContext, records: unknown[], key: string): Promise<string[]> {
  const parsed = onePerId(parseRecords(RuleRecord, records, key, ctx.report), key, ctx.report);
  const ids = parsed.flatMap((p) => (p.record.id ? [p.record.id] : []));
  const stored = new Map(
    (ids.length ? await ctx.tx.select().from(priceList).where(inArray(priceList.id, ids)) : []).map((r) => [
      r.id,
      r,
    ]),
  );
  const rows: Row[] = [];
  for (const { index, record } of parsed) {
    const id = record.id ?? randomUUID();
    const old = stored.get(id);
    const name = record.name ?? old?.name;
    if (!name) {
      ctx.report.fail([key, index, 'name'], 'VIOLATION::IS_BLANK', 'A new rule needs a name.');
      continue;
    }
    rows.push({ id, name, discountBp: record.customFields?.b2b_discount_bp ?? old?.discountBp ?? 0 });
  }
  if (!rows.length) return [];
  // A new discount re-prices the list's articles without an own price: the price list trigger
  // (migration 0010) forgets the price ranges counted with the old one.
  await ctx.tx
    .insert(priceList)
    .values(rows)
    .onConflictDoUpdate({
      target: priceList.id,
      set: { name: sql`excluded.name`, discountBp: sql`excluded.discount_bp` },
    });
  return rows.map((r) => r.id);
}

/** As Shopware's restrict-delete: a list a company buys with is not deleted; its prices go with it. */
async function remove(ctx: SyncContext, ids: string[], key: string): Promise<void> {
  const used = await ctx.tx
    .selectDistinct({ id: company.priceListId })
    .from(company)
    .where(inArray(company.priceListId, ids));
  for (const { id } of used) {
    ctx.report.fail(
      [key],
      'FRAMEWORK__RESTRICT_DELETE',
      `Rule ${hexId(id as string)} is a company's price list.`,
      {
        id: hexId(id as string),
      },
    );
  }
  if (used.length) return;
  await ctx.tx.delete(priceList).where(inArray(priceList.id, ids));
}

export const ruleSync: EntitySync = {
  table: priceList,
  id: priceList.id,
  filterable: { id: priceList.id, name: priceList.name },
  upsert,
  remove,
};
