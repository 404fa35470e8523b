import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { RIGHTS, type Right } from '../../../shared/rights.ts';
import { Email, Username } from '../../../shared/schemas/fields.ts';
import { hashPassword } from '../../account/password.ts';
import { endSessionsOf } from '../../account/sessions.ts';
import { mailErpInvitation } from '../../company/invite.ts';
import { customer, customerRight, language } from '../../db/schema/index.ts';
import type { SyncContext } from './entity.ts';
import { hexId } from './report.ts';

/** Names and e-mail addresses of the people behind a company's accounts. */
export const PersonName = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(255));
export const AccountEmail = Email;
export const AccountUsername = Username;
export const RightCode = v.picklist(RIGHTS);

/** A user's fields every account record shares (the company's own account and its employees). */
export interface AccountFields {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  languageId: string | null;
}

/**
 * A user logs in with `b2b_username` when the ERP names one, else with their e-mail address, which
 * they keep as username when the ERP changes the address (a username the ERP named stays as it is).
 */
export function usernameOf(
  own: string | undefined,
  email: string | undefined,
  old: { username: string; email: string } | undefined,
): string | undefined {
  if (own) return own;
  if (old && old.username !== old.email) return old.username;
  return email ?? old?.username;
}

/** A record that names a login: its e-mail address, or its own username. */
interface LoginRecord {
  index: number;
  id: string;
  record: { email?: string; customFields?: { b2b_username?: string } };
}

/**
 * Reports each record whose username another user already has, or an earlier record of the batch
 * claimed; those indexes come back so their records are left out. A user keeps their own name.
 */
export async function clashingUsernames(
  ctx: SyncContext,
  key: string,
  parsed: LoginRecord[],
  stored: Map<string, { username: string; email: string }>,
): Promise<Set<number>> {
  const wanted = parsed.flatMap(({ index, id, record }) => {
    const own = record.customFields?.b2b_username;
    const username = usernameOf(own, record.email, stored.get(id));
    return username
      ? [{ index, id, username, field: own ? ['customFields', 'b2b_username'] : ['email'] }]
      : [];
  });
  const names = [...new Set(wanted.map((w) => w.username))];
  const holders = new Map(
    (names.length
      ? await ctx.tx
          .select({ id: customer.id, username: customer.username })
          .from(customer)
          .where(inArray(customer.username, names))
      : []
    ).map((r) => [r.username, r.id]),
  );
  const clashes = new Set<number>();
  for (const w of wanted) {
    const holder = holders.get(w.username);
    if (holder !== undefined && holder !== w.id) {
      ctx.report.fail(
        [key, w.index, ...w.field],
        'CUSTOMER_USERNAME_NOT_UNIQUE',
        `The username "${w.username}" belongs to another user.`,
        { username: w.username },
      );
      clashes.add(w.index);
    } else holders.set(w.username, w.id);
  }
  return clashes;
}

/** The shop's language ids, to check a record's `languageId` against. */
export async function shopLanguageIds(ctx: SyncContext): Promise<Set<string>> {
  return new Set((await ctx.tx.select({ id: language.id }).from(language)).map((l) => l.id));
}

/** Reports a `languageId` the shop has no language for; true when it is fine (or absent). */
export function knownLanguage(
  ctx: SyncContext,
  languages: Set<string>,
  id: string | undefined,
  at: (string | number)[],
): boolean {
  if (id === undefined || languages.has(id)) return true;
  ctx.report.fail([...at, 'languageId'], 'FRAMEWORK__LANGUAGE_NOT_FOUND', `No language ${hexId(id)}.`, {
    languageId: hexId(id),
  });
  return false;
}

/** A password nobody knows: an account the ERP creates opens only through its invitation link. */
export const unknownPassword = () => hashPassword(randomBytes(32).toString('base64url'));

/** Replaces the users' rights: every §6 code gets a row, enabled when `rights` holds it. */
export async function setRights(ctx: SyncContext, customerIds: string[], rights: readonly Right[]) {
  if (!customerIds.length) return;
  await ctx.tx.delete(customerRight).where(inArray(customerRight.customerId, customerIds));
  await ctx.tx
    .insert(customerRight)
    .values(
      customerIds.flatMap((customerId) =>
        RIGHTS.map((code) => ({ customerId, code, enabled: rights.includes(code) })),
      ),
    );
}

/**
 * What follows a write of accounts: new users get their invitation once the sync is committed (the
 * link must work when it arrives, and a rolled-back sync mails nobody); users the sync deactivated
 * lose every session at once, not only at their next request.
 */
export async function afterAccountWrite(ctx: SyncContext, created: string[], deactivated: string[]) {
  await endSessionsOf(ctx.tx, deactivated);
  if (created.length) {
    ctx.afterCommit.push(async (db) => {
      for (const id of created) await mailErpInvitation(db, id);
    });
  }
}

/** The company's users that are active now, of these companies: whose sessions a deactivation ends. */
export async function activeUsersOf(ctx: SyncContext, companyIds: string[]): Promise<string[]> {
  if (!companyIds.length) return [];
  const rows = await ctx.tx
    .select({ id: customer.id })
    .from(customer)
    .where(and(inArray(customer.companyId, companyIds), eq(customer.active, true)));
  return rows.map((r) => r.id);
}

/** The company of each company account (Shopware's business partner customer) among these ids. */
export async function accountCompanies(ctx: SyncContext, accountIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(accountIds)];
  if (!ids.length) return new Map();
  const rows = await ctx.tx
    .select({ id: customer.id, companyId: customer.companyId })
    .from(customer)
    .where(and(inArray(customer.id, ids), eq(customer.customerType, 'company')));
  return new Map(rows.map((r) => [r.id, r.companyId]));
}
