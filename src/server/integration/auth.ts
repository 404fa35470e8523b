import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import type { Privilege } from '../db/schema/index.ts';
import type { HostBindings } from '../http/client-address.ts';
import { ApiError } from '../http/errors.ts';
import { hasPermission, type IntegrationRow, integrationOfToken } from './service.ts';

/** The Admin API's Hono environment: the database and, after adminAuth, the calling integration. */
export interface AdminEnv {
  Bindings: HostBindings;
  Variables: { db: Db; integration: IntegrationRow };
}

export const adminErrors = {
  unauthorized: (detail: string) => new ApiError(401, 'FRAMEWORK__UNAUTHORIZED', detail),
  forbidden: (entity: string, privilege: Privilege) =>
    new ApiError(403, 'FRAMEWORK__MISSING_PRIVILEGE_ERROR', `Missing privilege ${entity}:${privilege}.`, {
      missingPrivileges: [`${entity}:${privilege}`],
    }),
};

/**
 * Every Admin API route but the token route: `Authorization: Bearer <token>` of an unexpired token
 * whose integration is not revoked, else 401. Sets `c.get('integration')`.
 */
export const adminAuth: MiddlewareHandler<AdminEnv> = async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw adminErrors.unauthorized('The Authorization header is missing or not a Bearer token.');
  const row = await integrationOfToken(c.get('db'), match[1] as string);
  if (!row) throw adminErrors.unauthorized('The access token is invalid, expired or revoked.');
  c.set('integration', row);
  await next();
};

/**
 * Guards an Admin API route by Shopware's integration privileges: the calling integration (set by
 * adminAuth, which runs before every route but /oauth/token) needs `privilege` on `entity`, e.g.
 * `requireAdminPermission('product', 'write')` before an upsert of products; an `admin` integration
 * has them all. Missing: 403 `FRAMEWORK__MISSING_PRIVILEGE_ERROR` in Shopware's error shape. Use it
 * as a route middleware, or call `assertAdminPermission(c, …)` inside a handler whose entity comes
 * from the body (sync operations).
 */
export const requireAdminPermission =
  (entity: string, privilege: Privilege): MiddlewareHandler<AdminEnv> =>
  async (c, next) => {
    assertAdminPermission(c, entity, privilege);
    await next();
  };

export function assertAdminPermission(c: Context<AdminEnv>, entity: string, privilege: Privilege) {
  const row = c.get('integration');
  if (!row) throw adminErrors.unauthorized('No integration is authenticated.');
  if (!hasPermission(row, entity, privilege)) throw adminErrors.forbidden(entity, privilege);
}
