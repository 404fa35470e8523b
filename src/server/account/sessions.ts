import { and, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { impersonation, session } from '../db/schema/index.ts';
import { digest } from '../staff/auth.ts';

/**
 * Ends every session of the customers, except `keep` (the caller's own, after a password change of
 * their own): a new password, a deactivation or a removal must shut out whoever else holds a token,
 * also one that might come back to life later (a reactivated user). Helped sessions staff opened for
 * them end too, and their audit rows get the end time.
 */
export async function endSessionsOf(db: Db, customerIds: string[], keep?: string) {
  if (customerIds.length === 0) return;
  const ended = await db
    .delete(session)
    .where(and(inArray(session.customerId, customerIds), keep ? ne(session.token, keep) : undefined))
    .returning({ token: session.token, impersonatorId: session.impersonatorId });
  const helped = ended.filter((row) => row.impersonatorId).map((row) => digest(row.token));
  if (helped.length === 0) return;
  await db
    .update(impersonation)
    .set({ endedAt: sql`now()` })
    .where(and(inArray(impersonation.sessionTokenHash, helped), isNull(impersonation.endedAt)));
}
