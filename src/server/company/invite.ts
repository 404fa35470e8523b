import { eq } from 'drizzle-orm';
import { invitationMail, passwordLinkMail } from '../account/mails.ts';
import { issueToken } from '../account/tokens.ts';
import { storefrontBase } from '../context/storefront-url.ts';
import { customer } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { sendMail } from '../mail/transport.ts';

/**
 * Mails a user a single-use link to /auth/password-set, the recovery machinery's page: an invitation
 * for a new user (who never had a password), a reset link when a manager asks for one. The link goes
 * to the user's own address, so whoever asked never learns or chooses the password.
 */
export async function mailPasswordLink(ctx: StoreContext, userId: string, kind: 'invitation' | 'recovery') {
  const [user] = await ctx.db
    .select({ email: customer.email, firstName: customer.firstName })
    .from(customer)
    .where(eq(customer.id, userId))
    .limit(1);
  if (!user) return;
  const hash = await issueToken(ctx.db, userId, kind);
  const link = `${await storefrontBase(ctx, undefined)}/auth/password-set?hash=${hash}`;
  const mail = kind === 'invitation' ? invitationMail : passwordLinkMail;
  await sendMail(ctx.db, {
    to: user.email,
    template: kind === 'invitation' ? 'user-invitation' : 'password-link',
    ...mail(ctx.locale, user.firstName, link),
  });
}
