import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/locales.ts';
import { invitationMail, passwordLinkMail } from '../account/mails.ts';
import { issueToken } from '../account/tokens.ts';
import { storefrontBase } from '../context/storefront-url.ts';
import type { Db } from '../db/client.ts';
import { customer, language, salesChannelDomain } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { sendMail } from '../mail/transport.ts';

type LinkKind = 'invitation' | 'recovery';

/**
 * Mails a user a single-use link to /auth/password-set, the recovery machinery's page: an invitation
 * for a new user (who never had a password), a reset link when a manager asks for one. The link goes
 * to the user's own address, so whoever asked never learns or chooses the password.
 */
export async function mailPasswordLink(ctx: StoreContext, userId: string, kind: LinkKind) {
  await mailLink(ctx.db, userId, kind, ctx.locale, await storefrontBase(ctx, undefined));
}

/**
 * The invitation of a user the ERP created (Admin API): no caller's language or domain, so the mail
 * is in the user's own language and links to the shop's domain of that language.
 */
export async function mailErpInvitation(db: Db, userId: string) {
  const [user] = await db
    .select({ locale: language.localeCode, languageId: customer.languageId })
    .from(customer)
    .leftJoin(language, eq(language.id, customer.languageId))
    .where(eq(customer.id, userId))
    .limit(1);
  if (!user) return;
  const domains = await db
    .select({ url: salesChannelDomain.url, languageId: salesChannelDomain.languageId })
    .from(salesChannelDomain);
  const domain = domains.find((d) => d.languageId === user.languageId) ?? domains[0];
  const locale: Locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
  await mailLink(db, userId, 'invitation', locale, (domain?.url ?? '').replace(/\/+$/, ''));
}

async function mailLink(db: Db, userId: string, kind: LinkKind, locale: Locale, base: string) {
  const [user] = await db
    .select({ email: customer.email, firstName: customer.firstName })
    .from(customer)
    .where(eq(customer.id, userId))
    .limit(1);
  if (!user) return;
  const hash = await issueToken(db, userId, kind);
  const link = `${base}/auth/password-set?hash=${hash}`;
  const mail = kind === 'invitation' ? invitationMail : passwordLinkMail;
  await sendMail(db, {
    to: user.email,
    template: kind === 'invitation' ? 'user-invitation' : 'password-link',
    ...mail(locale, user.firstName, link),
  });
}
