import { and, eq, sql } from 'drizzle-orm';
import { RIGHTS } from '../../shared/rights.ts';
import type { RightsInput } from '../../shared/schemas/company-users.ts';
import { customer, customerRight } from '../db/schema/index.ts';
import type { CustomerRow, StoreContext } from '../http/context.ts';
import { ApiError, errors } from '../http/errors.ts';
import { assertMayGrant, lockUsers } from './guard.ts';

/** §6: only lead buyers list, view and save the rights of their company's users. */
function requireLeadBuyer(current: CustomerRow) {
  if (!current.leadBuyer) throw new ApiError(403, 'B2B__NOT_LEAD_BUYER', 'Only lead buyers manage rights.');
}

async function assertSameCompany(ctx: StoreContext, current: CustomerRow, id: string) {
  const [row] = await ctx.db
    .select({ id: customer.id })
    .from(customer)
    .where(and(eq(customer.id, id), eq(customer.companyId, current.companyId)));
  if (!row) throw errors.notFound('Customer', id);
}

/** Every §6 code with its state for this user: codes without a row are disabled. */
export async function readRights(ctx: StoreContext, current: CustomerRow, id: string) {
  requireLeadBuyer(current);
  await assertSameCompany(ctx, current, id);
  const rows = await ctx.db.select().from(customerRight).where(eq(customerRight.customerId, id));
  const enabled = new Set(rows.filter((r) => r.enabled).map((r) => r.code));
  return {
    apiAlias: 'b2b_customer_rights',
    customerId: id,
    rights: RIGHTS.map((code) => ({ apiAlias: 'b2b_right', code, enabled: enabled.has(code) })),
  };
}

export async function saveRights(ctx: StoreContext, current: CustomerRow, id: string, input: RightsInput) {
  requireLeadBuyer(current);
  await assertSameCompany(ctx, current, id);
  // One row per code (the last one sent wins): an upsert may not touch a row twice.
  const byCode = new Map(input.rights.map((r) => [r.code, r.enabled]));
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    // The same locks as a user change takes: its rights check then sees these rights or none of them.
    await lockUsers(txCtx, [current.id, id]);
    await assertMayGrant(
      txCtx,
      current,
      id,
      [...byCode].map(([code, enabled]) => ({ code, enabled })),
    );
    if (byCode.size) {
      await tx
        .insert(customerRight)
        .values([...byCode].map(([code, enabled]) => ({ customerId: id, code, enabled })))
        .onConflictDoUpdate({
          target: [customerRight.customerId, customerRight.code],
          set: { enabled: sql.raw('excluded.enabled') },
        });
    }
  });
  return readRights(ctx, current, id);
}
