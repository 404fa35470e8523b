import type { LoginInput } from '../../shared/schemas/account.ts';
import { type OciEntry, safeTarget } from '../../shared/schemas/punchout.ts';
import { hashPassword, verifyPassword } from '../account/password.ts';
import { takeAttempt } from '../account/throttle.ts';
import type { StoreContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { punchoutThrottleKey, startPunchoutSession } from './session.ts';
import { hookAllowed, type PunchoutSettingsRow, settingsOfCompany, settingsOfOciUser } from './settings.ts';
import { issueTicket, redeemTicket, ticketExists } from './tickets.ts';

// Compared against when the OCI username is unknown, so both cases take the same time.
const decoyHash = hashPassword('decoy-password-never-valid');
/**
 * Throttled apart from the web-shop login of a customer with the same name, and per address: a
 * procurement system has no known-device cookie, so a stranger's guesses from elsewhere must not make
 * the company's own logins wait (see punchoutThrottleKey).
 */
const throttleKey = (username: string, ip: string) => punchoutThrottleKey('oci', username, ip);

const badCredentials = () =>
  new ApiError(401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', 'Invalid username and/or password.');

/** HOOK_URL must parse and be http(s) (400), and be on the company's list (403). Never echoed back. */
export function checkHookUrl(raw: string, settings: PunchoutSettingsRow): URL {
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ApiError(400, 'B2B__PUNCHOUT_HOOK_URL_INVALID', 'HOOK_URL must be an http(s) URL.');
  }
  if (!hookAllowed(url, settings.allowedHookUrls)) {
    throw new ApiError(
      403,
      'B2B__PUNCHOUT_HOOK_URL_NOT_ALLOWED',
      'HOOK_URL is not on the allowed list of this company.',
    );
  }
  return url;
}

/** The company's OCI settings for these credentials, or 401 (throttled like the web-shop login). */
export async function ociSettingsFor(ctx: StoreContext, creds: LoginInput, ip: string) {
  const attempt = await takeAttempt(ctx.db, throttleKey(creds.username, ip), ip);
  const settings = await settingsOfOciUser(ctx.db, creds.username);
  const valid = await verifyPassword(creds.password, settings?.ociPasswordHash ?? (await decoyHash));
  if (!settings || !valid || !settings.ociEnabled) throw badCredentials();
  await attempt.succeeded();
  return settings;
}

async function start(ctx: StoreContext, settings: PunchoutSettingsRow, entry: OciEntry) {
  const hook = checkHookUrl(entry.hookUrl, settings);
  return startPunchoutSession(ctx, settings.customerId, {
    kind: 'oci',
    hookUrl: hook.href,
    target: safeTarget(entry.target),
    version: entry.version || null,
    ...(entry.okCode ? { okCode: entry.okCode } : {}),
    ...(entry.caller ? { caller: entry.caller } : {}),
  });
}

/** /oci with USERNAME/PASSWORD: a new OCI punch-out session; returns its context token. */
export async function ociLogin(ctx: StoreContext, input: LoginInput & OciEntry, ip: string) {
  return start(ctx, await ociSettingsFor(ctx, input, ip), input);
}

/** A one-time password for the /oci entry (POST /AgiqonOciEntry/otp with the OCI credentials). */
export async function issueOtp(ctx: StoreContext, creds: LoginInput, ip: string) {
  const settings = await ociSettingsFor(ctx, creds, ip);
  const { token, expiresAt } = await issueTicket(ctx.db, 'oci-otp', settings);
  return { otp: token, expiresAt: expiresAt.toISOString() };
}

/** /oci with OTP: redeems the ticket (once, before it expires) and starts the session. */
export async function ociOtpLogin(ctx: StoreContext, otp: string, entry: OciEntry) {
  const ticket = await redeemTicket(ctx.db, 'oci-otp', otp);
  if (!ticket) {
    if (await ticketExists(ctx.db, 'oci-otp', otp)) {
      throw new ApiError(410, 'B2B__PUNCHOUT_OTP_EXPIRED', 'This one-time password was used or has expired.');
    }
    throw new ApiError(401, 'B2B__PUNCHOUT_OTP_INVALID', 'This one-time password is not valid.');
  }
  const settings = await settingsOfCompany(ctx.db, ticket.companyId);
  if (!settings?.ociEnabled) throw new ApiError(401, 'B2B__PUNCHOUT_OTP_INVALID', 'OCI is not enabled.');
  return start(ctx, settings, entry);
}
