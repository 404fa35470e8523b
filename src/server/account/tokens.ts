import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customerToken } from '../db/schema/index.ts';

export type TokenPurpose = 'recovery' | 'double-opt-in' | 'invitation';

/** How long a mailed link works: recovery briefly, registration confirmation and invitations for days. */
const LIFETIME_MS: Record<TokenPurpose, number> = {
  recovery: 2 * 60 * 60 * 1000,
  'double-opt-in': 7 * 24 * 60 * 60 * 1000,
  invitation: 7 * 24 * 60 * 60 * 1000,
};

const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new single-use secret for the link; only its digest is stored. Older open links of the kind lapse. */
export async function issueToken(db: Db, customerId: string, purpose: TokenPurpose): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await db
    .update(customerToken)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(customerToken.customerId, customerId),
        eq(customerToken.purpose, purpose),
        isNull(customerToken.usedAt),
      ),
    );
  await db.insert(customerToken).values({
    hash: digest(secret),
    customerId,
    purpose,
    expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]),
  });
  return secret;
}

/**
 * Uses a secret up: returns its customer once, if the link is unused and not expired. The update is a
 * single statement, so two clicks racing each other cannot both succeed.
 */
export async function consumeToken(
  db: Db,
  secret: string,
  purpose: TokenPurpose | TokenPurpose[],
): Promise<string | null> {
  const [row] = await db
    .update(customerToken)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(customerToken.hash, digest(secret)),
        inArray(customerToken.purpose, [purpose].flat()),
        isNull(customerToken.usedAt),
        gt(customerToken.expiresAt, sql`now()`),
      ),
    )
    .returning({ customerId: customerToken.customerId });
  return row?.customerId ?? null;
}
