import { eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { session } from '../db/schema/index.ts';

/** How long a staff login, and a customer session staff open, last: a working day. */
export const STAFF_SESSION_MS = 12 * 3600_000;

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isFinite(value) && value > 0 ? value : fallback;
};

/**
 * Idle lifetime (since the last use, `session.updatedAt`) and absolute lifetime (since the login,
 * `session.createdAt`) of a context token. Read per call so operators and tests can change them.
 */
export const sessionLifetime = () => ({
  idleMs: envNumber('SESSION_IDLE_HOURS', 8) * 3600_000,
  absoluteMs: envNumber('SESSION_MAX_DAYS', 7) * 86_400_000,
});

interface Times {
  createdAt: Date;
  updatedAt: Date;
  impersonatorId: string | null;
}

/** Whether a stored session is over: idle too long, too old, or a helped session past the staff day. */
export function isLapsed(row: Times, now = Date.now(), { idleMs, absoluteMs } = sessionLifetime()): boolean {
  const age = now - row.createdAt.getTime();
  return (
    now - row.updatedAt.getTime() > idleMs ||
    age > absoluteMs ||
    (row.impersonatorId !== null && age > STAFF_SESSION_MS)
  );
}

/**
 * Records a use of the session (for the idle lifetime), at most once a minute (a tenth of a shorter
 * idle lifetime): a page makes several calls, one write is enough.
 */
export async function touchSession(db: Db, row: Times & { token: string }, now = Date.now()) {
  if (now - row.updatedAt.getTime() < Math.min(60_000, sessionLifetime().idleMs / 10)) return;
  await db.update(session).set({ updatedAt: sql`now()` }).where(eq(session.token, row.token));
}

/** Deletes every session past its idle or absolute lifetime (at login, so the table does not grow). */
export async function pruneLapsedSessions(db: Db) {
  const { idleMs, absoluteMs } = sessionLifetime();
  await db
    .delete(session)
    .where(
      or(
        lt(session.updatedAt, new Date(Date.now() - idleMs)),
        lt(session.createdAt, new Date(Date.now() - absoluteMs)),
      ),
    );
}
