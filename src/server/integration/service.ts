import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type EntityPermissions, integration, integrationToken, type Privilege } from '../db/schema/index.ts';

export type IntegrationRow = typeof integration.$inferSelect;

/**
 * Secrets and tokens are 32 random bytes: a SHA-256 of them is as safe to store as a password hash
 * (nothing to guess from), and checking one costs no scrypt round, which a flood of token requests
 * would otherwise turn into CPU load.
 */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const randomSecret = () => randomBytes(32).toString('base64url');

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Shopware's form (AccessKeyHelper): `SWIA` and upper-case letters and digits. */
export function newAccessKey(): string {
  // 252 is a multiple of 36: bytes above it are dropped so each character is equally likely.
  const chars = [...randomBytes(40)].filter((b) => b < 252).map((b) => KEY_ALPHABET[b % 36]);
  return `SWIA${chars.slice(0, 22).join('')}`;
}

/** Token lifetime: Shopware's 600 s unless ADMIN_TOKEN_TTL_SECONDS says otherwise. */
export function tokenTtlSeconds(env = process.env): number {
  const value = Number(env.ADMIN_TOKEN_TTL_SECONDS);
  return Number.isInteger(value) && value > 0 ? value : 600;
}

export interface NewIntegration {
  label: string;
  admin?: boolean;
  permissions?: EntityPermissions;
}

/** Creates an integration; the secret is returned here once and never stored in clear. */
export async function createIntegration(
  db: Db,
  input: NewIntegration,
  fixed?: { accessKey: string; secret: string },
) {
  const accessKey = fixed?.accessKey ?? newAccessKey();
  const secret = fixed?.secret ?? randomSecret();
  const id = randomUUID();
  await db.insert(integration).values({
    id,
    label: input.label,
    accessKey,
    secretHash: sha256(secret),
    admin: input.admin ?? false,
    permissions: input.permissions ?? {},
  });
  return { id, label: input.label, accessKey, secret };
}

/** Write implies read, as in Shopware's roles (a connector reads what it upserts). */
export function permissionsOf(read: string[], write: string[]): EntityPermissions {
  const permissions: EntityPermissions = {};
  for (const entity of read) permissions[entity] = ['read'];
  for (const entity of write) permissions[entity] = ['read', 'write'];
  return permissions;
}

export async function listIntegrations(db: Db) {
  return db
    .select({
      accessKey: integration.accessKey,
      label: integration.label,
      admin: integration.admin,
      permissions: integration.permissions,
      createdAt: integration.createdAt,
      revokedAt: integration.revokedAt,
      lastUsedAt: integration.lastUsedAt,
    })
    .from(integration)
    .orderBy(asc(integration.createdAt));
}

/** Revokes an integration and drops its tokens; false when no active integration has this key. */
export async function revokeIntegration(db: Db, accessKey: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(integration)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(integration.accessKey, accessKey), isNull(integration.revokedAt)))
      .returning({ id: integration.id });
    if (!row) return false;
    await tx.delete(integrationToken).where(eq(integrationToken.integrationId, row.id));
    return true;
  });
}

/** The active integration these client credentials belong to, or null. */
export async function verifyCredentials(db: Db, accessKey: string, secret: string) {
  const [row] = await db
    .select()
    .from(integration)
    .where(and(eq(integration.accessKey, accessKey), isNull(integration.revokedAt)));
  if (!row) return null;
  const same = timingSafeEqual(Buffer.from(row.secretHash), Buffer.from(sha256(secret)));
  return same ? row : null;
}

/** A new bearer token for the integration; its expired tokens go at the same time. */
export async function issueToken(db: Db, integrationId: string) {
  const token = randomSecret();
  const ttl = tokenTtlSeconds();
  await db
    .delete(integrationToken)
    .where(
      and(eq(integrationToken.integrationId, integrationId), lt(integrationToken.expiresAt, sql`now()`)),
    );
  await db.insert(integrationToken).values({
    tokenHash: sha256(token),
    integrationId,
    expiresAt: sql`now() + make_interval(secs => ${ttl})`,
  });
  await db.update(integration).set({ lastUsedAt: sql`now()` }).where(eq(integration.id, integrationId));
  return { token, expiresIn: ttl };
}

/** The integration of an unexpired token, while it is not revoked; null otherwise. */
export async function integrationOfToken(db: Db, token: string): Promise<IntegrationRow | null> {
  const [row] = await db
    .select({ integration })
    .from(integrationToken)
    .innerJoin(integration, eq(integration.id, integrationToken.integrationId))
    .where(
      and(
        eq(integrationToken.tokenHash, sha256(token)),
        gt(integrationToken.expiresAt, sql`now()`),
        isNull(integration.revokedAt),
      ),
    );
  return row?.integration ?? null;
}

export function hasPermission(row: IntegrationRow, entity: string, privilege: Privilege): boolean {
  return row.admin || (row.permissions[entity] ?? []).includes(privilege);
}
