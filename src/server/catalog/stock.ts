import { asc, eq, inArray } from 'drizzle-orm';
import { branchNames } from '../../shared/contact.ts';
import { channelContact } from '../context/contact.ts';
import { productStock, warehouse } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';

export interface BranchStock {
  code: string;
  name: string;
  quantity: number;
  /** The customer's own branch (company.branchCode), listed first. */
  preferred: boolean;
}

/**
 * Stock per branch or warehouse code (§3) for the given products, preferred branch first. Branches
 * are named as in the sales channel's contact data (footer, map); other warehouses by their row.
 */
export async function stockByProduct(
  ctx: StoreContext,
  productIds: string[],
  preferredCode: string | null,
): Promise<Map<string, BranchStock[]>> {
  const out = new Map<string, BranchStock[]>();
  if (!productIds.length) return out;
  const [contact, found] = await Promise.all([
    channelContact(ctx),
    ctx.db
      .select({
        productId: productStock.productId,
        code: productStock.warehouseCode,
        name: warehouse.name,
        quantity: productStock.quantity,
      })
      .from(productStock)
      .innerJoin(warehouse, eq(warehouse.code, productStock.warehouseCode))
      .where(inArray(productStock.productId, productIds))
      .orderBy(asc(productStock.warehouseCode)),
  ]);
  const names = contact ? branchNames(contact, ctx.locale) : new Map<string, string>();
  for (const row of found) {
    const list = out.get(row.productId) ?? [];
    list.push({
      code: row.code,
      name: names.get(row.code) ?? row.name,
      quantity: row.quantity,
      preferred: row.code === preferredCode,
    });
    out.set(row.productId, list);
  }
  for (const list of out.values()) list.sort((a, b) => Number(b.preferred) - Number(a.preferred));
  return out;
}

/**
 * The one stock rule of the add button, the add and the order (docs/ordering.md "Placing an order"): an article
 * with a delivery time is ordered as a backorder beyond its stock (it comes with that time, §4 "only
 * some in stock, rest with delivery time"); one without stock and without a delivery time cannot be
 * ordered at all.
 */
export const backorderable = (p: { deliveryTimeId: string | null }) => p.deliveryTimeId !== null;
export const soldOut = (p: { stock: number; deliveryTimeId: string | null }) =>
  p.stock <= 0 && !backorderable(p);
