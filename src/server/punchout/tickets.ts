import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { punchoutTicket } from '../db/schema/index.ts';

export type TicketKind = 'oci-otp' | 'cxml-start';
export type TicketRow = typeof punchoutTicket.$inferSelect;

/** OTPs and StartPage URLs are opened at once by the procurement system: minutes, not hours. */
const TICKET_LIFETIME_MS: Record<TicketKind, number> = {
  'oci-otp': 5 * 60 * 1000,
  'cxml-start': 5 * 60 * 1000,
};

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use token; only its digest is stored. */
export async function issueTicket(
  db: Db,
  kind: TicketKind,
  owner: { companyId: string; customerId: string },
  payload: Record<string, unknown> = {},
  lifetimeMs = TICKET_LIFETIME_MS[kind],
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + lifetimeMs);
  await db.insert(punchoutTicket).values({ hash: digest(token), kind, ...owner, payload, expiresAt });
  return { token, expiresAt };
}

/**
 * Uses a ticket up: one UPDATE … WHERE usedAt IS NULL AND expiresAt > now() RETURNING, so two
 * requests racing with the same token cannot both succeed.
 */
export async function redeemTicket(db: Db, kind: TicketKind, token: string): Promise<TicketRow | null> {
  const [row] = await db
    .update(punchoutTicket)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(punchoutTicket.hash, digest(token)),
        eq(punchoutTicket.kind, kind),
        isNull(punchoutTicket.usedAt),
        gt(punchoutTicket.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

/** After a failed redeem: was the token real but used or expired (410), or unknown (401)? */
export async function ticketExists(db: Db, kind: TicketKind, token: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: punchoutTicket.hash })
    .from(punchoutTicket)
    .where(and(eq(punchoutTicket.hash, digest(token)), eq(punchoutTicket.kind, kind)));
  return Boolean(row);
}
