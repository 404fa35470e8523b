import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { LoginInput } from '../../shared/schemas/account.ts';
import { hashPassword, verifyPassword } from '../account/password.ts';
import { takeAttempt } from '../account/throttle.ts';
import { staffSession, staffUser } from '../db/schema/index.ts';
import { newToken, STAFF_SESSION_MS, type StoreContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';

export const digest = (token: string) => createHash('sha256').update(token).digest('hex');

// Compared against when the username is unknown, so both cases take the same time.
const decoyHash = hashPassword('decoy-password-never-valid');

export type StaffRow = typeof staffUser.$inferSelect;

/** Checks a staff user's credentials and opens a staff session; returns its token. */
export async function staffLogin(ctx: StoreContext, input: LoginInput, ip: string): Promise<string> {
  const { db } = ctx;
  // Own throttle keys: failed staff logins do not lock out a customer of the same name.
  const attempt = await takeAttempt(db, `staff:${input.username}`, ip);
  const [row] = await db
    .select()
    .from(staffUser)
    .where(eq(sql`lower(${staffUser.username})`, input.username.toLowerCase()))
    .limit(1);
  const valid = await verifyPassword(input.password, row?.passwordHash ?? (await decoyHash));
  if (!row || !valid || !row.active) {
    throw new ApiError(401, 'B2B__STAFF_AUTH_BAD_CREDENTIALS', 'Invalid staff username and/or password.');
  }
  await attempt.succeeded();
  const token = newToken();
  await db.delete(staffSession).where(lt(staffSession.expiresAt, sql`now()`));
  await db.insert(staffSession).values({
    tokenHash: digest(token),
    staffId: row.id,
    expiresAt: new Date(Date.now() + STAFF_SESSION_MS),
  });
  return token;
}

export type StaffRole = 'sales' | 'editor';

/**
 * The staff user of the caller's token: anonymous → 401, a customer (or any other) token → 403, a
 * staff user without `role` (an editor helping customers, a salesperson publishing pages) → 403.
 * Staff sessions live apart from customer sessions, so a customer token can never be one.
 */
export async function requireStaff(ctx: StoreContext, role?: StaffRole): Promise<StaffRow> {
  const [row] = await ctx.db
    .select({ staff: staffUser })
    .from(staffSession)
    .innerJoin(staffUser, and(eq(staffUser.id, staffSession.staffId), eq(staffUser.active, true)))
    .where(and(eq(staffSession.tokenHash, digest(ctx.token)), gt(staffSession.expiresAt, sql`now()`)))
    .limit(1);
  if (row && role && !row.staff.roles.includes(role)) {
    throw new ApiError(403, 'B2B__STAFF_ROLE_MISSING', `Only staff with the ${role} role may do this.`, {
      role,
    });
  }
  if (row) return row.staff;
  if (ctx.customer) throw new ApiError(403, 'B2B__STAFF_ONLY', 'Only sales staff may do this.');
  throw new ApiError(401, 'B2B__STAFF_NOT_LOGGED_IN', 'A staff login is required.');
}

export async function staffLogout(ctx: StoreContext) {
  await ctx.db.delete(staffSession).where(eq(staffSession.tokenHash, digest(ctx.token)));
}

export const staffView = (staff: StaffRow) => ({
  apiAlias: 'b2b_staff_user',
  id: staff.id,
  username: staff.username,
  name: staff.name,
  roles: staff.roles,
});
