import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../src/server/db/client.ts';
import { parseCommand, runCommand } from '../../../src/server/integration/commands.ts';
import {
  CONTROL_FILE,
  runningShop,
  sendCommand,
  startControl,
} from '../../../src/server/integration/control.ts';
import { verifyCredentials } from '../../../src/server/integration/service.ts';

type Listed = { accessKey: string; admin: boolean; permissions: unknown; revokedAt: unknown }[];

describe('npm run integration', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => database.close());

  it('parses the commands and refuses anything else', () => {
    expect(
      parseCommand(['create', '--label', 'ERP', '--read', 'tax, currency', '--write', 'product']),
    ).toEqual({
      command: 'create',
      label: 'ERP',
      read: ['tax', 'currency'],
      write: ['product'],
      admin: false,
    });
    expect(parseCommand(['revoke', 'SWIAX'])).toEqual({ command: 'revoke', accessKey: 'SWIAX' });
    expect(() => parseCommand(['create', '--label', 'ERP'])).toThrow(/--admin/);
    expect(() => parseCommand(['revoke'])).toThrow(/usage/);
    expect(() => parseCommand(['drop'])).toThrow(/usage/);
  });

  it('reports each webhook with its deliveries: delivered, waiting, retrying, failed and the last error', async () => {
    expect(parseCommand(['webhooks'])).toEqual({ command: 'webhooks' });
    const { accessKey } = (await runCommand(
      database.db,
      parseCommand(['create', '--label', 'Hooks', '--admin']),
    )) as { accessKey: string };
    const id = randomUUID();
    await database.db.execute(sql`insert into webhook (id, name, event_name, url, integration_id)
      select ${id}, 'ERP orders', 'checkout.order.placed', 'http://erp.test/hook', id from integration
      where access_key = ${accessKey}`);
    await database.db.execute(sql`insert into webhook_event (id, webhook_id, event_name, payload, attempts,
        delivered_at, failed_at, last_error) values
      (gen_random_uuid(), ${id}, 'checkout.order.placed', '{}', 1, now(), null, null),
      (gen_random_uuid(), ${id}, 'checkout.order.placed', '{}', 0, null, null, null),
      (gen_random_uuid(), ${id}, 'checkout.order.placed', '{}', 3, null, null, 'HTTP 500'),
      (gen_random_uuid(), ${id}, 'checkout.order.placed', '{}', 40, null, now(), 'timeout')`);
    const report = (await runCommand(database.db, { command: 'webhooks' })) as Record<string, unknown>[];
    expect(report.find((r) => r.name === 'ERP orders')).toMatchObject({
      event: 'checkout.order.placed',
      delivered: 1,
      waiting: 2,
      retrying: 1,
      failed: 1,
    });
  });

  it('creates, lists and revokes against the database', async () => {
    const created = (await runCommand(
      database.db,
      parseCommand(['create', '--label', 'ERP', '--write', 'product']),
    )) as {
      accessKey: string;
      secret: string;
    };
    expect(created.accessKey).toMatch(/^SWIA[A-Z0-9]{22}$/);
    expect(await verifyCredentials(database.db, created.accessKey, created.secret)).not.toBeNull();
    const listed = (await runCommand(database.db, { command: 'list' })) as Listed;
    const row = listed.find((r) => r.accessKey === created.accessKey);
    expect(row).toMatchObject({ admin: false, permissions: { product: ['read', 'write'] }, revokedAt: null });
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    expect(await runCommand(database.db, { command: 'revoke', accessKey: created.accessKey })).toEqual({
      revoked: true,
    });
    expect(await runCommand(database.db, { command: 'revoke', accessKey: created.accessKey })).toEqual({
      revoked: false,
    });
    expect(await verifyCredentials(database.db, created.accessKey, created.secret)).toBeNull();
  });

  describe('while a shop runs on the data directory', () => {
    let dir: string;
    let control: { stop(): void };
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'b2b-control-'));
      control = await startControl(database.db, dir);
    });
    afterAll(() => {
      rmSync(dir, { recursive: true, force: true });
    });

    it('sends the command to the shop, which alone can read the secret', async () => {
      expect(statSync(join(dir, CONTROL_FILE)).mode & 0o777).toBe(0o600);
      const shop = runningShop(dir);
      if (!shop) throw new Error('the running shop was not found');
      expect(shop.pid).toBe(process.pid);
      const created = (await sendCommand(shop, {
        command: 'create',
        label: 'Remote',
        read: [],
        write: [],
        admin: true,
      })) as {
        accessKey: string;
        secret: string;
      };
      expect(await verifyCredentials(database.db, created.accessKey, created.secret)).toMatchObject({
        admin: true,
      });
      await expect(sendCommand({ ...shop, secret: 'guess' }, { command: 'list' })).rejects.toThrow(/refused/);
    });

    it('removes its file when the shop stops', () => {
      control.stop();
      expect(runningShop(dir)).toBeNull();
      expect(existsSync(join(dir, CONTROL_FILE))).toBe(false);
    });

    it('takes the file of a shop that is gone for none', () => {
      const gone = mkdtempSync(join(tmpdir(), 'b2b-control-gone-'));
      const { pid } = spawnSync(process.execPath, ['-e', '']);
      writeFileSync(join(gone, CONTROL_FILE), JSON.stringify({ port: 1, secret: 'x', pid }));
      expect(runningShop(gone)).toBeNull();
      expect(runningShop(join(gone, 'missing'))).toBeNull();
      rmSync(gone, { recursive: true, force: true });
    });
  });
});
