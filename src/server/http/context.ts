import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { isLocale, type Locale } from '../../shared/locales.ts';
import type { Right } from '../../shared/rights.ts';
import type { Db } from '../db/client.ts';
import {
  company,
  customer,
  customerRight,
  language,
  salesChannel,
  salesChannelDomain,
  session,
} from '../db/schema/index.ts';
import type { PunchoutState } from '../punchout/types.ts';
import type { HostBindings } from './client-address.ts';
import { ApiError, errors } from './errors.ts';
import type { ContentMemo } from './memo.ts';
import { isLapsed, touchSession } from './session-lifetime.ts';

export type SalesChannelRow = typeof salesChannel.$inferSelect;
export type CustomerRow = typeof customer.$inferSelect & { company: typeof company.$inferSelect };

/** Everything a Store API handler knows about the caller (Shopware's SalesChannelContext). */
export interface StoreContext {
  db: Db;
  /** Content that is the same for every visitor, remembered until the next content change. */
  memo: ContentMemo;
  salesChannel: SalesChannelRow;
  languageId: string;
  locale: Locale;
  /** The caller's token; a fresh, not yet stored one for new visitors. */
  token: string;
  /** Whether a session row exists for the token. */
  hasSession: boolean;
  /** The logged-in customer, only while both customer and company are active. */
  customer: CustomerRow | null;
  /** Punch-out mode of a logged-in session (OCI or cXML), null otherwise. */
  punchout: PunchoutState | null;
  /** The staff user helping the customer in this session (/loginascustomer), else null. */
  impersonatorId: string | null;
}

export type Env = { Bindings: HostBindings; Variables: { ctx: StoreContext } };
export const createRouter = () => new Hono<Env>();

export { STAFF_SESSION_MS } from './session-lifetime.ts';

export const newToken = () => randomBytes(24).toString('base64url');
const TOKEN_RE = /^[A-Za-z0-9_-]{16,64}$/;
const UUID_RE = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** Resolves sales channel, language, session and customer from the sw-* headers. */
export function storeContext(db: Db, memo: ContentMemo): MiddlewareHandler<Env> {
  return async (c, next) => {
    const accessKey = c.req.header('sw-access-key');
    const hostname = new URL(c.req.url).hostname;
    const channel =
      accessKey === undefined
        ? await memo.get(`channel-host:${hostname}`, () => channelForHost(db, hostname))
        : await memo.get(`channel:${accessKey}`, async () => {
            const rows = await db.select().from(salesChannel).where(eq(salesChannel.accessKey, accessKey));
            return rows[0];
          });
    if (!channel) throw errors.invalidAccessKey();

    const given = c.req.header('sw-context-token') ?? '';
    const found = TOKEN_RE.test(given) ? await sessionOf(db, given) : undefined;
    // A lapsed session is over: its row goes and the caller carries on anonymous, under a new token
    // (Shopware's answer to an expired context), so the storefront asks for a login again.
    const lapsed = found !== undefined && isLapsed(found);
    if (lapsed) await db.delete(session).where(eq(session.token, given));
    else if (found) await touchSession(db, found);
    const stored = lapsed ? undefined : found;
    const token = TOKEN_RE.test(given) && !lapsed ? given : newToken();

    const languageId = c.req.header('sw-language-id') ?? stored?.languageId ?? channel.languageId;
    const lang = UUID_RE.test(languageId)
      ? await memo.get(`language:${languageId}`, async () => {
          const rows = await db.select().from(language).where(eq(language.id, languageId));
          return rows[0];
        })
      : undefined;
    if (!lang || !isLocale(lang.localeCode)) {
      throw new ApiError(412, 'FRAMEWORK__LANGUAGE_NOT_FOUND', `Language "${languageId}" is not available.`, {
        languageId,
      });
    }

    c.set('ctx', {
      db,
      memo,
      salesChannel: withCompanyFlags(channel, stored?.customer ?? null),
      languageId: lang.id,
      locale: lang.localeCode,
      token,
      hasSession: Boolean(stored),
      customer: stored?.customer ?? null,
      punchout: (stored?.customer && stored.punchout) || null,
      impersonatorId: stored?.impersonatorId ?? null,
    });
    c.header('sw-context-token', token);
    await next();
  };
}

/**
 * The shop's feature flags with the ERP's choices for the logged-in customer's company over them
 * (Admin API customer, `b2b_feature_flags`): a company may, say, have no invoice history.
 */
function withCompanyFlags(channel: SalesChannelRow, customer: CustomerRow | null): SalesChannelRow {
  const flags = customer?.company.customFields.featureFlags as Record<string, boolean> | undefined;
  return flags ? { ...channel, featureFlags: { ...channel.featureFlags, ...flags } } : channel;
}

/**
 * Without sw-access-key (same-origin calls from the shop's own pages, curl), the sales channel is the
 * one serving this host, or the only one there is. A wrong key is never second-guessed.
 */
async function channelForHost(db: Db, hostname: string): Promise<SalesChannelRow | undefined> {
  const [byHost] = await db
    .select({ channel: salesChannel })
    .from(salesChannelDomain)
    .innerJoin(salesChannel, eq(salesChannel.id, salesChannelDomain.salesChannelId))
    .where(eq(salesChannelDomain.host, hostname))
    .limit(1);
  if (byHost) return byHost.channel;
  const channels = await db.select().from(salesChannel).limit(2);
  return channels.length === 1 ? channels[0] : undefined;
}

/**
 * The session of a token with its customer, in one query: a page makes several Store API calls, each
 * resolving its context. The customer counts only while both customer and company are active.
 */
async function sessionOf(db: Db, token: string) {
  const [row] = await db
    .select({ session, customer, company })
    .from(session)
    .leftJoin(customer, and(eq(customer.id, session.customerId), eq(customer.active, true)))
    .leftJoin(company, and(eq(company.id, customer.companyId), eq(company.active, true)))
    .where(eq(session.token, token))
    .limit(1);
  if (!row) return undefined;
  const active = row.customer && row.company ? { ...row.customer, company: row.company } : null;
  return { ...row.session, customer: active satisfies CustomerRow | null };
}

/** The logged-in customer; a visitor who is not logged in gets 401 (issue 18: "log in" ≠ "not allowed"). */
export function requireCustomer(ctx: StoreContext): CustomerRow {
  if (!ctx.customer) throw errors.unauthorized();
  return ctx.customer;
}

export async function rightsOf(db: Db, customerId: string): Promise<Set<string>> {
  const rows = await db
    .select({ code: customerRight.code })
    .from(customerRight)
    .where(and(eq(customerRight.customerId, customerId), eq(customerRight.enabled, true)));
  return new Set(rows.map((r) => r.code));
}

/** Server-side enforcement of a §6 right: 403 unless the logged-in customer holds it. */
export async function requireRight(ctx: StoreContext, right: Right): Promise<CustomerRow> {
  const current = requireCustomer(ctx);
  if (!(await rightsOf(ctx.db, current.id)).has(right)) throw errors.forbidden(right);
  return current;
}

/**
 * requireRight as middleware, for routes whose handler reads a body: the right is checked before
 * the body, so a caller without it learns "401/403", never which payload would have passed.
 */
export const needs =
  (right: Right): MiddlewareHandler<Env> =>
  async (c, next) => {
    await requireRight(c.get('ctx'), right);
    await next();
  };

/** Stores the context (creates the session row on first use, e.g. at login). */
export async function saveSession(ctx: StoreContext, customerId: string | null, token = ctx.token) {
  await ctx.db
    .insert(session)
    .values({ token, salesChannelId: ctx.salesChannel.id, languageId: ctx.languageId, customerId })
    .onConflictDoUpdate({
      target: session.token,
      set: { customerId, languageId: ctx.languageId, updatedAt: sql`now()` },
    });
}
