import { asc, inArray } from 'drizzle-orm';
import type { Right } from '../../shared/rights.ts';
import { customer } from '../db/schema/index.ts';
import { type CustomerRow, rightsOf, type StoreContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';

/**
 * Who may change whom (docs/security.md "Who may change whom"): holding ROLE_MANAGE_CONTACTS is not a
 * way into an account that may do more than its holder.
 */

/**
 * Locks the users whose rights a check below reads (the caller's and the target's), inside the
 * transaction that then writes: a concurrent rights change waits, so the check still holds at the
 * write. In id order, so two calls locking the same pair cannot deadlock.
 */
export async function lockUsers(ctx: StoreContext, ids: string[]) {
  await ctx.db
    .select({ id: customer.id })
    .from(customer)
    .where(inArray(customer.id, [...new Set(ids)]))
    .orderBy(asc(customer.id))
    .for('update');
}

/** The parts of a company user the rules below look at. */
export interface Target {
  id: string;
  leadBuyer: boolean | null;
}

/**
 * Only a lead buyer changes or removes a lead buyer; and nobody, lead buyers included, changes or
 * removes a user holding a right they lack themselves (re-mailing that user and sending a reset link
 * would hand over the right).
 */
export async function assertMayManage(ctx: StoreContext, current: CustomerRow, targets: Target[]) {
  if (!current.leadBuyer && targets.some((t) => t.leadBuyer)) {
    throw new ApiError(
      403,
      'B2B__LEAD_BUYER_PROTECTED',
      'Only a lead buyer may change or remove a lead buyer.',
    );
  }
  const own = await rightsOf(ctx.db, current.id);
  for (const target of targets) {
    const more = [...(await rightsOf(ctx.db, target.id))].filter((code) => !own.has(code));
    if (more.length) {
      throw new ApiError(
        403,
        'B2B__USER_HAS_MORE_RIGHTS',
        'This user holds rights you lack; only a lead buyer may change or remove them.',
        { id: target.id, rights: more },
      );
    }
  }
}

/** Nobody grants a right they lack: turning a right on needs the granter to hold it. */
export async function assertMayGrant(
  ctx: StoreContext,
  current: CustomerRow,
  targetId: string,
  wanted: { code: string; enabled: boolean }[],
) {
  const [own, had] = await Promise.all([rightsOf(ctx.db, current.id), rightsOf(ctx.db, targetId)]);
  const lacking = wanted.filter((r) => r.enabled && !had.has(r.code) && !own.has(r.code)).map((r) => r.code);
  if (lacking.length) {
    throw new ApiError(403, 'B2B__RIGHT_NOT_HELD', 'You cannot grant a right you do not hold yourself.', {
      rights: lacking as Right[],
    });
  }
}

/** Passwords are set only by their owner: others get a link in their own mailbox (see invite.ts). */
export function refusePasswordOfOthers() {
  throw new ApiError(
    403,
    'B2B__PASSWORD_NOT_YOURS',
    "Nobody sets another user's password: send them a link to set it themselves.",
  );
}
