import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { punchoutSettings } from '../db/schema/index.ts';

export type PunchoutSettingsRow = typeof punchoutSettings.$inferSelect;

export async function settingsOfCompany(db: Db, companyId: string): Promise<PunchoutSettingsRow | null> {
  const [row] = await db.select().from(punchoutSettings).where(eq(punchoutSettings.companyId, companyId));
  return row ?? null;
}

/** The settings whose OCI username this is (case-insensitive, as customer usernames). */
export async function settingsOfOciUser(db: Db, username: string): Promise<PunchoutSettingsRow | null> {
  const [row] = await db
    .select()
    .from(punchoutSettings)
    .where(eq(sql`lower(${punchoutSettings.ociUsername})`, username.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/**
 * Whether a URL may receive the cart: http(s), and on the allowed list. An entry `http://host` allows
 * that host on any port and path; an entry with a port must match it, one with a path allows that
 * path and the paths below it (`/srm` allows `/srm/hook`, not `/srmx`).
 */
export function hookAllowed(url: URL, allowed: readonly string[]): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  return allowed.some((entry) => {
    let rule: URL;
    try {
      rule = new URL(entry);
    } catch {
      return false;
    }
    if (rule.protocol !== url.protocol || rule.hostname !== url.hostname) return false;
    if (rule.port && rule.port !== url.port) return false;
    const below = rule.pathname.endsWith('/') ? rule.pathname : `${rule.pathname}/`;
    return url.pathname === rule.pathname || url.pathname.startsWith(below);
  });
}

/**
 * Where the company's procurement system runs, as CSP sources for frame-ancestors (issue 18): the
 * hosts of its HOOK_URL entries and its BrowserFormPost hosts, on any port unless an entry names one.
 */
export function procurementOrigins(row: PunchoutSettingsRow): string[] {
  const fromHooks = row.allowedHookUrls.flatMap((entry) => {
    if (!URL.canParse(entry)) return [];
    const { protocol, hostname, port } = new URL(entry);
    return [`${protocol}//${hostname}:${port || '*'}`];
  });
  return [...new Set([...fromHooks, ...row.allowedPostHosts.map((host) => `${host.toLowerCase()}:*`)])];
}

/** Whether a host (name or IP, no port) is on a list of allowed hosts, case-insensitively. */
export const hostAllowed = (url: URL, hosts: readonly string[]) =>
  (url.protocol === 'http:' || url.protocol === 'https:') &&
  !url.username &&
  !url.password &&
  hosts.some((h) => h.toLowerCase() === url.hostname.toLowerCase());

/** The lead buyer's read-only view: no secret ever leaves, only whether one is set. */
export function settingsView(row: PunchoutSettingsRow, punchoutUsername: string | null) {
  return {
    apiAlias: 'b2b_punchout_settings',
    punchoutCustomer: punchoutUsername,
    oci: {
      enabled: row.ociEnabled,
      username: row.ociUsername,
      passwordSet: Boolean(row.ociPasswordHash),
      allowedHookUrls: row.allowedHookUrls,
    },
    cxml: {
      from: { domain: row.cxmlFromDomain, identity: row.cxmlFromIdentity },
      to: { domain: row.cxmlToDomain, identity: row.cxmlToIdentity },
      sender: { domain: row.cxmlSenderDomain, identity: row.cxmlSenderIdentity },
      sharedSecretSet: Boolean(row.cxmlSecretHash),
      allowedPostHosts: row.allowedPostHosts,
      base64: row.cxmlBase64,
    },
    unitMapping: row.unitMapping,
  };
}
export type PunchoutSettingsView = ReturnType<typeof settingsView>;
