import { createAdminAPIClient } from '@shopware/api-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { dashed, hex, newProduct, removeSyncedLater, stored, sync, tokenOf } from './admin-client.ts';
import { adminError, drift } from './admin-schema.ts';
import { runSql } from './inspect.ts';

/** `POST /api/_action/sync` (issue 29): limits, Shopware's own client, and who may write. */
let admin = '';
let removeSynced: () => Promise<void> = async () => {};
beforeAll(async () => {
  removeSynced = await removeSyncedLater();
  admin = await tokenOf({ accessKey: DEMO_INTEGRATION.accessKey });
});
afterAll(() => removeSynced());

describe('Admin API sync: limits and access', () => {
  it('refuses too many records and too large a body before writing anything', async () => {
    const many = await sync(
      [{ entity: 'product', action: 'delete', payload: Array.from({ length: 5001 }, () => ({ id: hex() })) }],
      admin,
    );
    expect(many.status).toBe(400);
    expect(many.json.errors[0].code).toBe('FRAMEWORK__SYNC_TOO_MANY_RECORDS');
    const huge = await sync(
      [
        {
          entity: 'product',
          action: 'upsert',
          payload: [{ id: hex(), description: 'x'.repeat(11 * 2 ** 20) }],
        },
      ],
      admin,
    );
    expect(huge.status).toBe(413);
  });

  it("serves Shopware's own Admin API client", async () => {
    const client = createAdminAPIClient({
      baseURL: `${inject('baseUrl')}/api`,
      sessionData: { accessToken: admin, expirationTime: Date.now() + 600_000 },
    });
    const id = hex();
    const { data } = await client.invoke('sync post /_action/sync', {
      headers: { 'fail-on-error': true, 'indexing-behavior': 'use-queue-indexing' },
      body: [{ entity: 'product_manufacturer', action: 'upsert', payload: [{ id, name: 'Clientwerk' }] }],
    });
    expect(data.data).toEqual({ product_manufacturer: [id] });
    const [brand] = await runSql<{ name: string }>(
      inject('baseUrl'),
      `select name from manufacturer where id = '${dashed(id)}'`,
    );
    expect(brand).toEqual({ name: 'Clientwerk' });
  });

  it('answers 401 without a token', async () => {
    const res = await sync([{ entity: 'product', action: 'delete', payload: [] }], null);
    expect(res.status).toBe(401);
    expect(drift(adminError('401'), res.json)).toEqual([]);
  });

  it('answers 403 without the write privilege, and writes nothing of the request', async () => {
    const token = await tokenOf({
      permissions: { product: ['read'], product_manufacturer: ['read', 'write'] },
    });
    const res = await sync(
      [
        { entity: 'product_manufacturer', action: 'upsert', payload: [{ name: 'Never written' }] },
        { entity: 'product', action: 'upsert', payload: [newProduct(hex(), 'ERP-3001')] },
      ],
      token,
    );
    expect(res.status).toBe(403);
    expect(drift(adminError('403'), res.json)).toEqual([]);
    expect(res.json.errors[0]).toMatchObject({
      code: 'FRAMEWORK__MISSING_PRIVILEGE_ERROR',
      meta: { parameters: { missingPrivileges: ['product:write'] } },
    });
    expect(await stored(['ERP-3001'])).toEqual([]);
    const brands = await runSql(inject('baseUrl'), `select 1 from manufacturer where name = 'Never written'`);
    expect(brands).toEqual([]);
  });
});
