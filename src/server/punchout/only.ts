import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { punchoutSettings } from '../db/schema/index.ts';
import type { CustomerRow, StoreContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';

/**
 * Whether the customer orders through a procurement system only (issue 26): flagged as a punch-out
 * customer (`b2b_is_oci_customer`), or the customer a company's punch-out sessions log in as.
 */
export async function isPunchoutCustomer(db: Db, customer: CustomerRow): Promise<boolean> {
  if (customer.customFields.b2b_is_oci_customer === true) return true;
  const [row] = await db
    .select({ companyId: punchoutSettings.companyId })
    .from(punchoutSettings)
    .where(eq(punchoutSettings.customerId, customer.id))
    .limit(1);
  return Boolean(row);
}

/**
 * A punch-out customer may log in normally to browse and use the account area, but orders (and asks
 * for offers) only through the procurement system, whose approvals and budgets it must pass: placing
 * an order or requesting an offer outside a punch-out session is refused.
 */
export async function refuseOutsidePunchout(ctx: StoreContext, customer: CustomerRow) {
  if (ctx.punchout || !(await isPunchoutCustomer(ctx.db, customer))) return;
  throw new ApiError(
    403,
    'B2B__PUNCHOUT_ONLY',
    'This account orders through its procurement system only (punch-out), not in the web shop.',
  );
}
