import { eq, sql } from 'drizzle-orm';
import type { ProfileInput } from '../../shared/schemas/account.ts';
import { customer } from '../db/schema/index.ts';
import type { CustomerRow, StoreContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { endSessionsOf } from './sessions.ts';

/** §2 /account/profile: own contact data (ROLE_MANAGE_OWN_CONTACT_INFO is checked by the route). */
export async function changeProfile(ctx: StoreContext, current: CustomerRow, input: ProfileInput) {
  const { phone, mobile, ...fields } = input;
  const extra = JSON.stringify({ phone: phone ?? null, mobile: mobile ?? null });
  await ctx.db
    .update(customer)
    .set({ ...fields, customFields: sql`${customer.customFields} || ${extra}::jsonb` })
    .where(eq(customer.id, current.id));
}

/**
 * Password change: the current password must be right (CUSTOMER_PASSWORD_NOT_CORRECT). The caller's
 * session stays; every other one ends (it may be whoever made the change necessary).
 */
export async function changePassword(
  ctx: StoreContext,
  current: CustomerRow,
  input: { password: string; newPassword: string },
) {
  if (!(await verifyPassword(input.password, current.passwordHash))) {
    throw new ApiError(400, 'CUSTOMER_PASSWORD_NOT_CORRECT', 'The current password is not correct.');
  }
  await ctx.db
    .update(customer)
    .set({ passwordHash: await hashPassword(input.newPassword) })
    .where(eq(customer.id, current.id));
  await endSessionsOf(ctx.db, [current.id], ctx.token);
}
