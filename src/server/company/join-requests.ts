import { and, asc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/locales.ts';
import { storefrontBase } from '../context/storefront-url.ts';
import type { Db } from '../db/client.ts';
import { company, customer, language } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { sendMail } from '../mail/transport.ts';
import { joinApprovedMail, joinRefusedMail, joinRequestMail } from './join-mails.ts';

/**
 * Requests to join an existing company (issue 26). A newcomer registered with the company's number
 * and VAT stays inactive (`awaitingApproval`) after confirming the e-mail address, until a lead buyer
 * of that company or staff approves (the account becomes active) or refuses (the account is removed).
 * Only confirmed newcomers are shown: an unconfirmed address proves nothing yet.
 */
const waiting = and(eq(customer.awaitingApproval, true), isNotNull(customer.doubleOptInConfirmDate));

/** Users still waiting for approval, whom the company's user management neither lists nor changes. */
export const notWaiting = eq(customer.awaitingApproval, false);

const requestColumns = {
  id: customer.id,
  firstName: customer.firstName,
  lastName: customer.lastName,
  username: customer.username,
  email: customer.email,
  requestedAt: customer.doubleOptInConfirmDate,
  companyId: company.id,
  companyNumber: company.number,
  companyName: company.name,
};

/** The waiting requests of one company (a lead buyer's view), or of all companies (staff). */
export async function listJoinRequests(db: Db, companyId?: string) {
  const rows = await db
    .select(requestColumns)
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(and(waiting, companyId ? eq(customer.companyId, companyId) : undefined))
    .orderBy(asc(customer.doubleOptInConfirmDate), asc(customer.id));
  return {
    apiAlias: 'b2b_join_request_list',
    total: rows.length,
    elements: rows.map((row) => ({ apiAlias: 'b2b_join_request', ...row })),
  };
}

async function localeOf(db: Db, languageId: string | null): Promise<Locale> {
  if (!languageId) return DEFAULT_LOCALE;
  const [row] = await db
    .select({ code: language.localeCode })
    .from(language)
    .where(eq(language.id, languageId));
  return isLocale(row?.code) ? row.code : DEFAULT_LOCALE;
}

/** After the newcomer confirmed the address: every active lead buyer of the company gets a mail. */
export async function announceJoinRequest(ctx: StoreContext, newcomerId: string) {
  const [newcomer] = await ctx.db
    .select({ firstName: customer.firstName, lastName: customer.lastName, companyId: customer.companyId })
    .from(customer)
    .where(eq(customer.id, newcomerId));
  if (!newcomer) return;
  const leads = await ctx.db
    .select({
      email: customer.email,
      firstName: customer.firstName,
      languageId: customer.languageId,
      companyName: company.name,
    })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(
      and(
        eq(customer.companyId, newcomer.companyId),
        eq(customer.leadBuyer, true),
        eq(customer.active, true),
      ),
    );
  const link = `${await storefrontBase(ctx, undefined)}/account/customer`;
  const name = `${newcomer.firstName} ${newcomer.lastName}`;
  for (const lead of leads) {
    const mail = joinRequestMail(
      await localeOf(ctx.db, lead.languageId),
      lead.firstName,
      name,
      lead.companyName,
      link,
    );
    await sendMail(ctx.db, { to: lead.email, template: 'join-request', ...mail });
  }
}

const notFound = (id: string) =>
  new ApiError(404, 'B2B__JOIN_REQUEST_NOT_FOUND', 'No waiting request to join the company has this id.', {
    id,
  });

const decided = {
  id: customer.id,
  email: customer.email,
  firstName: customer.firstName,
  languageId: customer.languageId,
  companyId: customer.companyId,
};

/**
 * Approves or refuses a waiting request, `companyId` limiting it to one company (a lead buyer's).
 * One conditional statement each: of two decisions racing, only the first finds the request waiting.
 */
export async function decideJoinRequest(
  ctx: StoreContext,
  id: string,
  decision: 'approve' | 'refuse',
  companyId?: string,
) {
  const where: SQL | undefined = and(
    eq(customer.id, id),
    waiting,
    companyId ? eq(customer.companyId, companyId) : undefined,
  );
  const [row] =
    decision === 'approve'
      ? await ctx.db
          .update(customer)
          .set({ active: true, awaitingApproval: false })
          .where(where)
          .returning(decided)
      : // Refused: the account goes (rights and tokens with it); the username is free again.
        await ctx.db.delete(customer).where(where).returning(decided);
  if (!row) throw notFound(id);
  const [target] = await ctx.db
    .select({ name: company.name })
    .from(company)
    .where(eq(company.id, row.companyId));
  const locale = await localeOf(ctx.db, row.languageId);
  const companyName = target?.name ?? '';
  const mail =
    decision === 'approve'
      ? joinApprovedMail(locale, row.firstName, companyName, `${await storefrontBase(ctx, undefined)}/auth`)
      : joinRefusedMail(locale, row.firstName, companyName);
  await sendMail(ctx.db, { to: row.email, template: `join-${decision}d`, ...mail });
  return { apiAlias: 'b2b_join_request_decision', id, decision };
}
