import { and, count, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginAttempt } from '../db/schema/index.ts';
import { ApiError } from '../http/errors.ts';

/** Failed logins allowed per window: per username (guessing one account) and per IP (spraying). */
const WINDOW_MINUTES = 15;
const LIMITS = { user: 10, ip: 50 } as const;

const keysFor = (username: string, ip: string) => ({
  user: `user:${username.toLowerCase()}`,
  ip: `ip:${ip}`,
});

export async function assertNotThrottled(db: Db, username: string, ip: string) {
  const keys = keysFor(username, ip);
  const since = sql`now() - make_interval(mins => ${WINDOW_MINUTES})`;
  const rows = await db
    .select({ key: loginAttempt.key, n: count() })
    .from(loginAttempt)
    .where(and(inArray(loginAttempt.key, [keys.user, keys.ip]), gt(loginAttempt.at, since)))
    .groupBy(loginAttempt.key);
  const tally = new Map(rows.map((r) => [r.key, r.n]));
  if ((tally.get(keys.user) ?? 0) >= LIMITS.user || (tally.get(keys.ip) ?? 0) >= LIMITS.ip) {
    throw new ApiError(
      429,
      'B2B__LOGIN_THROTTLED',
      'Too many failed login attempts. Please wait a few minutes and try again.',
      { retryAfter: WINDOW_MINUTES * 60 },
    );
  }
}

export async function recordFailure(db: Db, username: string, ip: string) {
  const keys = keysFor(username, ip);
  await db.insert(loginAttempt).values([{ key: keys.user }, { key: keys.ip }]);
  await db.delete(loginAttempt).where(lt(loginAttempt.at, sql`now() - interval '1 day'`));
}

export async function clearFailures(db: Db, username: string) {
  await db.delete(loginAttempt).where(inArray(loginAttempt.key, [keysFor(username, '').user]));
}
