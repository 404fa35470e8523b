import { eq, sql } from 'drizzle-orm';
import type { LoginInput } from '../../shared/schemas/account.ts';
import { company, customer, session } from '../db/schema/index.ts';
import { newToken, type StoreContext, saveSession } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { pruneLapsedSessions } from '../http/session-lifetime.ts';
import { closeAuditOf } from '../staff/impersonate.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { takeAttempt } from './throttle.ts';
import { issueToken } from './tokens.ts';

// Compared against when the username is unknown, so both cases take the same time.
const decoyHash = hashPassword('decoy-password-never-valid');

const badCredentials = () =>
  new ApiError(401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', 'Invalid username and/or password.');

/**
 * Checks credentials, then company and customer state (§8 codes), and issues a new context token
 * bound to the customer. The old token is dropped so a planted token cannot be logged into.
 * `knownDevice`: the caller showed a device token of this username (see devices.ts).
 */
export async function login(
  ctx: StoreContext,
  input: LoginInput,
  ip: string,
  knownDevice = false,
): Promise<string> {
  const { db } = ctx;
  const attempt = await takeAttempt(db, input.username, ip, knownDevice);
  const [row] = await db
    .select({ customer, companyActive: company.active })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(eq(sql`lower(${customer.username})`, input.username.toLowerCase()))
    .limit(1);
  const valid = await verifyPassword(input.password, row?.customer.passwordHash ?? (await decoyHash));
  if (!row || !valid) throw badCredentials();
  await attempt.succeeded();
  if (!row.companyActive) {
    throw new ApiError(401, 'B2B__COMPANY_IS_INACTIVE', 'The company of this customer is inactive.');
  }
  if (!row.customer.active && row.customer.doubleOptInRegistration && !row.customer.doubleOptInConfirmDate) {
    // Registered but the mailed link not yet opened: the buyer is to confirm, not call a lead buyer.
    throw new ApiError(
      401,
      'CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED',
      'The e-mail address is not confirmed yet.',
    );
  }
  if (row.customer.awaitingApproval) {
    // Joined an existing company: a lead buyer (or staff) has not approved the account yet.
    throw new ApiError(
      401,
      'B2B__CUSTOMER_AWAITING_APPROVAL',
      'A lead buyer of the company has not approved this account yet.',
    );
  }
  if (!row.customer.active) {
    throw new ApiError(401, 'B2B__CUSTOMER_IS_INACTIVE', 'This customer account is inactive.');
  }
  if (row.customer.customFields.b2b_forced_recovery) {
    // §8: the password must be replaced first; the storefront sends the buyer to /auth/password-set.
    const hash = await issueToken(db, row.customer.id, 'recovery');
    throw new ApiError(401, 'B2B__FORCED_CUSTOMER_RECOVERY', 'A new password must be set first.', { hash });
  }
  const token = newToken();
  await db.delete(session).where(eq(session.token, ctx.token));
  await pruneLapsedSessions(db);
  await saveSession(ctx, row.customer.id, token);
  return token;
}

export async function logout(ctx: StoreContext): Promise<string> {
  await closeAuditOf(ctx);
  await ctx.db.delete(session).where(eq(session.token, ctx.token));
  return newToken();
}
