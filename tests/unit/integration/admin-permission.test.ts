import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { handleError } from '../../../src/server/http/errors.ts';
import { type AdminEnv, requireAdminPermission } from '../../../src/server/integration/auth.ts';
import type { IntegrationRow } from '../../../src/server/integration/service.ts';

const row = (admin: boolean, permissions: IntegrationRow['permissions']): IntegrationRow => ({
  id: 'i',
  label: 'test',
  accessKey: 'SWIATEST',
  secretHash: '',
  admin,
  permissions,
  createdAt: new Date(),
  revokedAt: null,
  lastUsedAt: null,
});

/** A route guarded as the sync routes will be, behind an integration adminAuth would have set. */
async function callAs(integration: IntegrationRow | undefined, privilege: 'read' | 'write') {
  const app = new Hono<AdminEnv>();
  app.onError(handleError);
  app.use('*', async (c, next) => {
    if (integration) c.set('integration', integration);
    await next();
  });
  app.get('/product', requireAdminPermission('product', privilege), (c) => c.json({ ok: true }));
  const response = await app.request('/product');
  return { status: response.status, json: (await response.json()) as any };
}

describe('requireAdminPermission', () => {
  it('lets through the privileges an integration has, and admins everything', async () => {
    expect((await callAs(row(false, { product: ['read'] }), 'read')).status).toBe(200);
    expect((await callAs(row(false, { product: ['read', 'write'] }), 'write')).status).toBe(200);
    expect((await callAs(row(true, {}), 'write')).status).toBe(200);
  });

  it("answers 403 in Shopware's shape naming the missing privilege", async () => {
    const res = await callAs(row(false, { product: ['read'], category: ['read', 'write'] }), 'write');
    expect(res.status).toBe(403);
    expect(res.json.errors[0]).toMatchObject({
      status: '403',
      title: 'Forbidden',
      code: 'FRAMEWORK__MISSING_PRIVILEGE_ERROR',
      meta: { parameters: { missingPrivileges: ['product:write'] } },
    });
  });

  it('answers 401 when no integration is authenticated', async () => {
    expect((await callAs(undefined, 'read')).status).toBe(401);
  });
});
