import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { priceList } from '../db/schema/index.ts';
import { type CustomerRow, rightsOf, type StoreContext } from '../http/context.ts';

/**
 * What the caller may see of the catalogue (§4, §6), decided on the server:
 * - prices only for logged-in customers holding ROLE_VIEW_PRICES (others get null); the order path
 *   prices with `pricingViewer` instead, so a buyer without the right still orders at the real price;
 * - stock amounts only for logged-in customers (anonymous visitors get in stock / out of stock);
 * - delivery and restock times for logged-in customers when DISPLAY_DELIVERY_AND_RESTOCK_TIME is on;
 *   everybody gets the lead time in days.
 */
export interface Viewer {
  customer: CustomerRow | null;
  canSeePrices: boolean;
  canSeeStock: boolean;
  canSeeTimes: boolean;
  /** The company's price list; null means the product's own net price. */
  priceList: { id: string; discountBp: number } | null;
}

const viewers = new WeakMap<StoreContext, Promise<Viewer>>();

/** Resolved once per request. */
export function viewerOf(ctx: StoreContext): Promise<Viewer> {
  let viewer = viewers.get(ctx);
  if (!viewer) {
    viewer = resolveViewer(ctx);
    viewers.set(ctx, viewer);
  }
  return viewer;
}

async function resolveViewer(ctx: StoreContext): Promise<Viewer> {
  const customer = ctx.customer;
  if (!customer) {
    return { customer: null, canSeePrices: false, canSeeStock: false, canSeeTimes: false, priceList: null };
  }
  const rights = await rightsOf(ctx.db, customer.id);
  const canSeePrices = rights.has('ROLE_VIEW_PRICES');
  return {
    customer,
    canSeePrices,
    canSeeStock: true,
    canSeeTimes: ctx.salesChannel.featureFlags.DISPLAY_DELIVERY_AND_RESTOCK_TIME === true,
    priceList: canSeePrices ? await companyPriceList(ctx.db, customer.company.priceListId) : null,
  };
}

/**
 * The viewer the cart and the order price with: the customer's real prices whether or not they may
 * see them (docs/ordering.md "Placing an order"), so a missing right never makes a line cost 0.
 */
export async function pricingViewer(ctx: StoreContext, viewer: Viewer): Promise<Viewer> {
  if (viewer.canSeePrices || !viewer.customer) return viewer;
  const priceList = await companyPriceList(ctx.db, viewer.customer.company.priceListId);
  return { ...viewer, canSeePrices: true, priceList };
}

async function companyPriceList(db: Db, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select({ id: priceList.id, discountBp: priceList.discountBp })
    .from(priceList)
    .where(eq(priceList.id, id))
    .limit(1);
  return row ?? null;
}

/** Runs raw SQL on either driver; casts in the query keep numbers numbers on both. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A validated id list as one uuid[] parameter. */
export const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;
