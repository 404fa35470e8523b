import { and, eq, sql } from 'drizzle-orm';
import { storefrontBase } from '../context/storefront-url.ts';
import { company, customer } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { sendMail } from '../mail/transport.ts';
import { logger } from '../ops/logger.ts';
import { recoveryMail } from './mails.ts';
import { hashPassword } from './password.ts';
import { endSessionsOf } from './sessions.ts';
import { recoveryThrottle, resetUser, takeAttempt } from './throttle.ts';
import { consumeToken, issueToken } from './tokens.ts';

/**
 * Forgot password (§4): mails a single-use link to /auth/password-set. Throttled per username and per
 * client address (every request counts, known username or not). The answer waits for the throttle
 * only, never for the lookup, the link or the mail, which run after it: it is the same, and takes
 * the same time, whether the username exists or not.
 */
export async function requestRecovery(
  ctx: StoreContext,
  input: { username: string; storefrontUrl?: string },
  address: string,
) {
  await takeAttempt(ctx.db, input.username, address, false, recoveryThrottle());
  mailRecoveryLink(ctx, input).catch((error: unknown) =>
    logger.error({ err: error }, 'password recovery mail failed'),
  );
}

async function mailRecoveryLink(ctx: StoreContext, input: { username: string; storefrontUrl?: string }) {
  const [row] = await ctx.db
    .select({ id: customer.id, email: customer.email, firstName: customer.firstName })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(
      and(
        eq(sql`lower(${customer.username})`, input.username.toLowerCase()),
        eq(customer.active, true),
        eq(company.active, true),
      ),
    )
    .limit(1);
  if (!row) return;
  const hash = await issueToken(ctx.db, row.id, 'recovery');
  const link = `${await storefrontBase(ctx, input.storefrontUrl)}/auth/password-set?hash=${hash}`;
  await sendMail(ctx.db, {
    to: row.email,
    template: 'password-recovery',
    ...recoveryMail(ctx.locale, row.firstName, link),
  });
}

/**
 * Sets the new password once per link (a recovery or a new user's invitation); other sessions of the
 * customer end (they may be the intruder's).
 */
export async function confirmRecovery(ctx: StoreContext, input: { hash: string; newPassword: string }) {
  const customerId = await consumeToken(ctx.db, input.hash, ['recovery', 'invitation']);
  if (!customerId) {
    throw new ApiError(
      404,
      'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED',
      'This password link has expired or was already used.',
    );
  }
  const [updated] = await ctx.db
    .update(customer)
    .set({
      passwordHash: await hashPassword(input.newPassword),
      customFields: sql`${customer.customFields} - 'b2b_forced_recovery'`,
    })
    .where(eq(customer.id, customerId))
    .returning({ username: customer.username });
  await endSessionsOf(ctx.db, [customerId]);
  // The link proved the mailbox: guesses of others no longer slow the owner's next login.
  if (updated) await resetUser(ctx.db, updated.username);
}
