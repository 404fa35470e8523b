import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginThrottle } from '../db/schema/index.ts';
import { ApiError } from '../http/errors.ts';

/**
 * Login back-off instead of lock-out: per username (guessing one account) and per client address
 * (spraying many). The first failures in a row are free; after that each failure makes the next guess
 * wait base·2^k, capped. A key that stays quiet for an hour after its wait starts over.
 */
const FORGET_MS = 60 * 60 * 1000;

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isFinite(value) && value >= 0 ? value : fallback;
};

/** What is throttled: its keys' prefix, its numbers, and the 429 it answers with. */
export interface ThrottlePolicy {
  /** Prefix of the keys, so that each kind of attempt counts on its own ('' for logins). */
  scope: string;
  baseMs: number;
  maxMs: number;
  freeUser: number;
  freeAddress: number;
  code: string;
  detail: (seconds: number) => string;
}

/** Read per call so the API tests can shorten the delays before the server starts. */
export const throttleSettings = (): ThrottlePolicy => ({
  scope: '',
  baseMs: envNumber('LOGIN_THROTTLE_BASE_MS', 1000),
  maxMs: envNumber('LOGIN_THROTTLE_MAX_MS', 15 * 60 * 1000),
  freeUser: envNumber('LOGIN_THROTTLE_FREE_USER', 5),
  freeAddress: envNumber('LOGIN_THROTTLE_FREE_IP', 20),
  code: 'B2B__LOGIN_THROTTLED',
  detail: (seconds) => `Too many failed login attempts. Please wait ${seconds} seconds and try again.`,
});

/**
 * Password recovery requests (issue 26): 3 in a row per username and 10 per address, then a wait of
 * a minute before the next, doubling with each further request, up to an hour. Every request counts,
 * known username or not, so the limit tells nobody which usernames exist. (`free` failures cost
 * nothing and the one after them sets the first wait: a limit of n is n − 1 free ones.)
 */
export const recoveryThrottle = (): ThrottlePolicy => ({
  scope: 'recovery:',
  baseMs: envNumber('RECOVERY_THROTTLE_BASE_MS', 60 * 1000),
  maxMs: envNumber('RECOVERY_THROTTLE_MAX_MS', 60 * 60 * 1000),
  freeUser: Math.max(0, envNumber('RECOVERY_LIMIT_USER', 3) - 1),
  freeAddress: Math.max(0, envNumber('RECOVERY_LIMIT_IP', 10) - 1),
  code: 'B2B__RECOVERY_THROTTLED',
  detail: (seconds) => `Too many password recovery requests. Please wait ${seconds} seconds and try again.`,
});

/**
 * Company lookups of the registration (number + VAT) per address: a person needs a few
 * (`LOOKUP_THROTTLE_FREE_IP`), then each waits as a failed login does.
 */
const lookupThrottle = (): ThrottlePolicy => ({
  ...throttleSettings(),
  scope: 'lookup:',
  freeAddress: envNumber('LOOKUP_THROTTLE_FREE_IP', 10),
  code: 'B2B__LOOKUP_THROTTLED',
  detail: (seconds) => `Too many company lookups. Please wait ${seconds} seconds and try again.`,
});

/**
 * Contact requests (both contact routes) per address: each stores a row and sends a mail, so after
 * `CONTACT_THROTTLE_FREE_IP` in a row the next waits a minute, doubling up to an hour.
 */
const contactThrottle = (): ThrottlePolicy => ({
  scope: 'contact:',
  baseMs: envNumber('CONTACT_THROTTLE_BASE_MS', 60 * 1000),
  maxMs: envNumber('CONTACT_THROTTLE_MAX_MS', 60 * 60 * 1000),
  freeUser: 0,
  freeAddress: envNumber('CONTACT_THROTTLE_FREE_IP', 20),
  code: 'B2B__CONTACT_THROTTLED',
  detail: (seconds) => `Too many contact requests. Please wait ${seconds} seconds and try again.`,
});

/** Anonymous form posts that send mail (issue 27: the visitor's quote request) per address. */
const formThrottle = (): ThrottlePolicy => ({
  ...throttleSettings(),
  scope: 'form:',
  freeAddress: envNumber('FORM_THROTTLE_FREE_IP', 5),
  code: 'B2B__FORM_THROTTLED',
  detail: (seconds) => `Too many requests. Please wait ${seconds} seconds and try again.`,
});

/**
 * Admin API token requests (issue 29) per client id and per address: a wrong secret waits as a failed
 * login does; a right one gives its charge back, so a connector that fetches a token every few
 * minutes never waits.
 */
export const adminTokenThrottle = (): ThrottlePolicy => ({
  ...throttleSettings(),
  scope: 'admin-token:',
  freeUser: envNumber('ADMIN_TOKEN_THROTTLE_FREE_CLIENT', 5),
  freeAddress: envNumber('ADMIN_TOKEN_THROTTLE_FREE_IP', 20),
  code: 'FRAMEWORK__ADMIN_TOKEN_THROTTLED',
  detail: (seconds) => `Too many failed token requests. Please wait ${seconds} seconds and try again.`,
});

/** The wait after the n-th failure in a row. */
export const delayAfter = (failures: number, free: number, baseMs: number, maxMs: number) =>
  failures <= free ? 0 : Math.min(maxMs, baseMs * 2 ** (failures - free - 1));

const userKey = (name: string) => `user:${name.toLowerCase()}`;

export interface Attempt {
  /** The password was right: the username starts over, the address gets its charge back. */
  succeeded(): Promise<void>;
}

/**
 * Takes one guess for `name` from `address`, or throws 429 with Retry-After while a key must wait.
 * The guess is charged as a failure up front (see `charge`). A known device of `name` skips the
 * username's key (a stranger's guesses cannot lock its owner out); the address's key always applies.
 * A guess that tries several identities at once (a cXML Sender's credentials) names them all: each
 * is charged.
 */
export async function takeAttempt(
  db: Db,
  name: string | readonly string[],
  address: string,
  knownDevice = false,
  cfg = throttleSettings(),
): Promise<Attempt> {
  const ipKey = `${cfg.scope}ip:${address}`;
  const names = [...new Set((typeof name === 'string' ? [name] : name).map((n) => cfg.scope + userKey(n)))];
  const keys = [{ key: ipKey, free: cfg.freeAddress }];
  if (!knownDevice) keys.push(...names.map((key) => ({ key, free: cfg.freeUser })));
  const charged = await charge(db, keys, cfg);
  return {
    async succeeded() {
      await db.delete(loginThrottle).where(inArray(loginThrottle.key, names));
      // Refund the address's charge; its wait only if no later failure has set a newer one.
      await db
        .update(loginThrottle)
        .set({
          failures: sql`greatest(${loginThrottle.failures} - 1, 0)`,
          blockedUntil: sql`case when ${loginThrottle.blockedUntil} = ${charged.blockedUntil.get(ipKey) ?? null}::timestamptz
            then ${charged.now}::timestamptz else ${loginThrottle.blockedUntil} end`,
        })
        .where(eq(loginThrottle.key, ipKey));
    },
  };
}

/**
 * One company lookup of the registration (number + VAT) from `address`, or 429 while it must wait.
 * Every lookup counts, found or not: a refund for a hit would let anyone who knows one valid pair
 * (their own company's) reset the count between guesses.
 */
export async function takeLookup(db: Db, address: string) {
  const cfg = lookupThrottle();
  await charge(db, [{ key: `${cfg.scope}ip:${address}`, free: cfg.freeAddress }], cfg);
}

/** One contact request from `address`, or 429 while it must wait. */
export async function takeContact(db: Db, address: string) {
  const cfg = contactThrottle();
  await charge(db, [{ key: `${cfg.scope}ip:${address}`, free: cfg.freeAddress }], cfg);
}

/** One anonymous form post from `address` (formThrottle), or 429 while it must wait. */
export async function takeFormPost(db: Db, address: string) {
  const cfg = formThrottle();
  await charge(db, [{ key: `${cfg.scope}ip:${address}`, free: cfg.freeAddress }], cfg);
}

/**
 * Charges one try to each key up front, under row locks, so parallel tries cannot slip past the
 * check before the first of them is counted; throws the policy's 429 while a key must wait.
 */
async function charge(db: Db, keys: { key: string; free: number }[], cfg: ThrottlePolicy) {
  return db.transaction(async (tx) => {
    await tx
      .insert(loginThrottle)
      .values(keys.map(({ key }) => ({ key })))
      .onConflictDoNothing();
    const rows = await tx
      .select({
        key: loginThrottle.key,
        failures: loginThrottle.failures,
        blockedUntil: loginThrottle.blockedUntil,
      })
      .from(loginThrottle)
      .where(
        inArray(
          loginThrottle.key,
          keys.map((k) => k.key),
        ),
      )
      .orderBy(loginThrottle.key)
      .for('update');
    // The clock once the locks are held: now() is the transaction's start, which can lie before the
    // moment a guess that held the lock first set its wait.
    const clock = (await tx.execute(
      sql`select (extract(epoch from clock_timestamp()) * 1000)::float8 as now`,
    )) as unknown as { rows: { now: number }[] };
    const now = Number(clock.rows[0]?.now);
    const wait = Math.max(0, ...rows.map((row) => row.blockedUntil.getTime() - now));
    if (wait > 0) throw throttled(wait, cfg);
    const set = new Map<string, string>();
    for (const row of rows) {
      const free = keys.find((k) => k.key === row.key)?.free ?? 0;
      const forgotten = now - row.blockedUntil.getTime() > FORGET_MS;
      const failures = (forgotten ? 0 : row.failures) + 1;
      const blockedUntil = new Date(now + delayAfter(failures, free, cfg.baseMs, cfg.maxMs));
      set.set(row.key, blockedUntil.toISOString());
      await tx
        .update(loginThrottle)
        .set({ failures, lastAt: new Date(now), blockedUntil })
        .where(eq(loginThrottle.key, row.key));
    }
    return { now: new Date(now).toISOString(), blockedUntil: set };
  });
}

/** A successful login or a password set through a recovery link: the username starts over. */
export async function resetUser(db: Db, name: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, userKey(name)));
}

function throttled(waitMs: number, cfg: ThrottlePolicy) {
  const retryAfter = Math.ceil(waitMs / 1000);
  const error = new ApiError(429, cfg.code, cfg.detail(retryAfter), { retryAfter });
  error.headers = { 'Retry-After': String(retryAfter) };
  return error;
}
