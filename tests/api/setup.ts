import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createStoreApi } from '../../src/server/app.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { startWebhookDelivery } from '../../src/server/integration/webhook/deliver.ts';
import { seed } from '../../src/server/seed/index.ts';
import { THROTTLE_BASE_MS } from './client.ts';
import { withInspector } from './inspect.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseKind: string;
  }
}

/**
 * Starts the real Store API over HTTP on a fresh, seeded database: PGlite in memory, or a
 * throwaway database on the PostgreSQL server of TEST_DATABASE_URL (dropped afterwards).
 */
export default async function setup(project: TestProject) {
  // The project's `env` (vitest.config.ts) reaches the test workers, not this global setup: read it here.
  const kind = project.config.env?.TEST_DB ?? process.env.TEST_DB ?? 'pglite';
  const throwaway = kind === 'postgres' ? await createThrowawayDatabase() : null;
  // Login back-off with short real waits (login-throttle.test.ts); the server reads them per call.
  process.env.LOGIN_THROTTLE_BASE_MS ??= String(THROTTLE_BASE_MS);
  // The storms of orders-budget.test.ts (50 parallel chains on one cart) wait for the cart's lock; with
  // 10 connections most would wait for the pool instead, and a wait over the 2 s connect timeout is an
  // outage (503). They test the locks, not the pool size: enough connections for them all.
  process.env.DATABASE_POOL ??= '60';
  // The media tests' image server listens on 127.0.0.1, which media downloads refuse by default (SSRF).
  process.env.MEDIA_FETCH_ALLOW ??= '127.0.0.1';
  // Uploaded files of a run in a folder of its own, gone afterwards (media storage, docs/content-editing.md).
  const mediaDir = mkdtempSync(join(tmpdir(), 'b2b-api-media-'));
  process.env.MEDIA_DIR ??= mediaDir;
  const database = await openDatabase(throwaway ? { url: throwaway.url } : { dataDir: 'memory://' });
  await seed(database, { products: 300 });
  // Webhook deliveries (webhooks.test.ts) polled and retried within a test's patience.
  process.env.WEBHOOK_POLL_MS ??= '100';
  process.env.WEBHOOK_RETRY_BASE_MS ??= '300';
  const stopWebhooks = startWebhookDelivery(database.db, 'http://shop.test');
  const app = createStoreApi(database.db);
  const server = serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: withInspector(database, app.fetch, app.contentChanged),
  });
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('databaseKind', database.kind);
  return async () => {
    await stopWebhooks();
    await new Promise((resolve) => server.close(resolve));
    await database.close();
    await throwaway?.drop();
    rmSync(mediaDir, { recursive: true, force: true });
  };
}

async function createThrowawayDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `b2b_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // pool.end() resolves before its connections have closed; terminating one that is still closing
      // makes the pool emit an unhandled 'error'. Wait for them to go first (at most 5 s).
      for (let i = 0; i < 100; i++) {
        const { rows } = await client.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
