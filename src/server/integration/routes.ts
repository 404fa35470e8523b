import { type Context, Hono } from 'hono';
import { adminTokenThrottle, takeAttempt } from '../account/throttle.ts';
import type { Db } from '../db/client.ts';
import { clientAddress } from '../http/client-address.ts';
import { ApiError } from '../http/errors.ts';
import { guardBodiesOf } from '../http/validate.ts';
import { type AdminEnv, adminAuth, adminErrors } from './auth.ts';
import { mediaRoutes } from './media/routes.ts';
import { orderRoutes } from './order/routes.ts';
import { readRoutes } from './read/routes.ts';
import { issueToken, verifyCredentials } from './service.ts';
import { syncRoutes } from './sync/routes.ts';
import { webhookRoutes } from './webhook/routes.ts';

/** The Shopware release whose Admin API this one follows (adminApiSchema.json of 6.7). */
export const SHOPWARE_VERSION = '6.7.0.0';

/** Shopware's token endpoint takes JSON or a form (RFC 6749 §4.4). */
async function tokenRequest(c: Context<AdminEnv>) {
  const type = c.req.header('content-type') ?? '';
  const body: Record<string, unknown> = /\bjson\b/i.test(type)
    ? ((await c.req.json().catch(() => ({}))) as Record<string, unknown>)
    : /form/i.test(type)
      ? await c.req.parseBody()
      : {};
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
  return { grantType: text('grant_type'), clientId: text('client_id'), clientSecret: text('client_secret') };
}

const tokenRoute = new Hono<AdminEnv>().post('/oauth/token', async (c) => {
  const { grantType, clientId, clientSecret } = await tokenRequest(c);
  if (grantType !== 'client_credentials') {
    throw new ApiError(
      400,
      'FRAMEWORK__UNSUPPORTED_GRANT_TYPE',
      "Only grant_type client_credentials is supported (an integration's access key id and secret).",
    );
  }
  if (!clientId || !clientSecret) {
    throw new ApiError(400, 'FRAMEWORK__INVALID_REQUEST', 'client_id and client_secret are required.');
  }
  const db = c.get('db');
  const address = clientAddress(c);
  const attempt = await takeAttempt(db, clientId, address, false, adminTokenThrottle());
  const row = await verifyCredentials(db, clientId, clientSecret);
  if (!row)
    throw adminErrors.unauthorized('Client authentication failed: unknown client id or wrong secret.');
  await attempt.succeeded();
  const { token, expiresIn } = await issueToken(db, row.id);
  c.header('cache-control', 'no-store');
  return c.json({ token_type: 'Bearer', expires_in: expiresIn, access_token: token });
});

const infoRoutes = new Hono<AdminEnv>().get('/_info/version', (c) => c.json({ version: SHOPWARE_VERSION }));

/**
 * The Admin API (issue 29) as a Hono app, mounted under /api next to /store-api; `contentChanged`
 * forgets the Store API's remembered content after a write.
 */
export function createAdminApi(db: Db, contentChanged: () => void) {
  const api = new Hono<AdminEnv>();
  // The sync's body is a list of operations.
  api.use('*', ...guardBodiesOf('object-or-list'), async (c, next) => {
    c.set('db', db);
    await next();
  });
  api.route('/', tokenRoute);
  api.use('*', adminAuth);
  api.route('/', infoRoutes);
  api.route('/', syncRoutes(contentChanged));
  api.route('/', mediaRoutes(contentChanged));
  api.route('/', orderRoutes());
  api.route('/', webhookRoutes());
  api.route('/', readRoutes());
  return api;
}
