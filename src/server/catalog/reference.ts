import { deliveryTime, manufacturer } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';

/**
 * Reference data every listing and product card reads: a shop has tens of manufacturers and a
 * handful of delivery times, remembered until they change (NOTIFY triggers clear the memo).
 */
export const manufacturersById = (ctx: StoreContext) =>
  ctx.memo.get('manufacturers', async () => {
    const rows = await ctx.db.select().from(manufacturer);
    return new Map(rows.map((m) => [m.id, m]));
  });

export const deliveryTimesById = (ctx: StoreContext) =>
  ctx.memo.get('delivery-times', async () => {
    const rows = await ctx.db.select().from(deliveryTime);
    return new Map(rows.map((t) => [t.id, t]));
  });
