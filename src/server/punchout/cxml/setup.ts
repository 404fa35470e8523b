import { inArray, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../account/password.ts';
import { takeAttempt } from '../../account/throttle.ts';
import { languageBase, storefrontBase } from '../../context/storefront-url.ts';
import { punchoutSettings } from '../../db/schema/index.ts';
import type { StoreContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { punchoutThrottleKey } from '../session.ts';
import { hostAllowed, type PunchoutSettingsRow } from '../settings.ts';
import { issueTicket } from '../tickets.ts';
import { setupResponse, statusResponse } from './documents.ts';
import { type CxmlCredential, type CxmlSetupRequest, readSetupRequest } from './setup-request.ts';

/** What a ticket of kind `cxml-start` carries from the setup request to the StartPage. */
export interface CxmlStartPayload {
  buyerCookie: string;
  postUrl: string;
  operation: CxmlSetupRequest['operation'];
  items: CxmlSetupRequest['items'];
}

export interface CxmlAnswer {
  status: 200 | 400 | 401 | 403 | 413 | 429;
  xml: string;
  /** Response headers, e.g. Retry-After on a 429. */
  headers?: Record<string, string>;
}

// Compared against when no settings match, so an unknown sender takes as long as a wrong secret.
const decoyHash = hashPassword('decoy-secret-never-valid');

const same = (a: string | null, b: string) => (a ?? '').toLowerCase() === b.toLowerCase();
const matches = (list: CxmlCredential[], domain: string | null, identity: string | null) =>
  list.some((c) => same(domain, c.domain) && same(identity, c.identity));

/** The settings whose From, To and Sender identities the request carries (domains case-insensitive). */
async function settingsFor(ctx: StoreContext, request: CxmlSetupRequest) {
  const senders = request.sender.map((s) => s.identity.toLowerCase());
  const rows = await ctx.db
    .select()
    .from(punchoutSettings)
    .where(inArray(sql`lower(${punchoutSettings.cxmlSenderIdentity})`, senders));
  const row = rows.find(
    (r) =>
      matches(request.from, r.cxmlFromDomain, r.cxmlFromIdentity) &&
      matches(request.to, r.cxmlToDomain, r.cxmlToIdentity) &&
      matches(request.sender, r.cxmlSenderDomain, r.cxmlSenderIdentity),
  );
  const secret = row
    ? request.sender.find((s) => same(row.cxmlSenderIdentity, s.identity))?.sharedSecret
    : '';
  return { row: row ?? null, secret: secret ?? '' };
}

/**
 * Identities and SharedSecret (scrypt, compared in constant time). The guess is charged to every
 * Sender identity it names (per address, see punchoutThrottleKey), since any of them may be the one
 * whose secret is checked: a decoy credential put first does not dodge the real identity's back-off.
 */
async function authenticate(ctx: StoreContext, request: CxmlSetupRequest, ip: string) {
  const names = request.sender.map((s) => punchoutThrottleKey('cxml', s.identity, ip));
  const attempt = await takeAttempt(ctx.db, names, ip);
  const { row, secret } = await settingsFor(ctx, request);
  const valid = await verifyPassword(secret, row?.cxmlSecretHash ?? (await decoyHash));
  if (!row || !valid) return null;
  await attempt.succeeded();
  return row;
}

/** Whether the BrowserFormPost URL is http(s) on one of the company's allowed hosts. */
export function postUrlAllowed(raw: string, settings: PunchoutSettingsRow): boolean {
  try {
    return hostAllowed(new URL(raw), settings.allowedPostHosts);
  } catch {
    return false;
  }
}

/**
 * POST of a PunchOutSetupRequest: authenticates it, issues a one-time `cxml-start` ticket with the
 * cookie, post URL, operation and items, and answers the StartPage `<origin>[/<language prefix>]/cxml/auth/<company>/<token>`.
 * Every failure is a cXML Response with a 4xx status, never an exception.
 */
export async function cxmlSetup(
  ctx: StoreContext,
  xml: string,
  origin: string,
  ip: string,
): Promise<CxmlAnswer> {
  const host = new URL(origin).hostname;
  const fail = (status: CxmlAnswer['status'], text: string, detail: string): CxmlAnswer => ({
    status,
    xml: statusResponse(host, status, text, detail),
  });
  const read = readSetupRequest(xml);
  if (!read.ok) return fail(400, 'Bad Request', read.reason === 'malformed' ? 'Malformed XML.' : read.detail);
  const { request } = read;
  let settings: PunchoutSettingsRow | null;
  try {
    settings = await authenticate(ctx, request, ip);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 429) throw error;
    return { ...fail(429, 'Too Many Requests', error.message), headers: error.headers };
  }
  if (!settings) return fail(401, 'Unauthorized', 'Unknown credentials or wrong shared secret.');
  if (!postUrlAllowed(request.postUrl, settings)) {
    return fail(403, 'Forbidden', 'The BrowserFormPost URL is not allowed for this buyer.');
  }
  const payload: CxmlStartPayload = {
    buyerCookie: request.buyerCookie,
    postUrl: request.postUrl,
    operation: request.operation,
    items: request.operation === 'create' ? [] : request.items,
  };
  const { token } = await issueTicket(ctx.db, 'cxml-start', settings, { ...payload });
  // The StartPage opens the storefront in the buyer's language (xml:lang), else the caller's domain.
  const base =
    (request.lang && (await languageBase(ctx, origin, request.lang))) || (await storefrontBase(ctx, origin));
  return { status: 200, xml: setupResponse(host, `${base}/cxml/auth/${settings.companyId}/${token}`) };
}
