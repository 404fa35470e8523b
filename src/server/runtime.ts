import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createStoreApi, type StoreApi } from './app.ts';
import { applyDomainConfig } from './context/domain-config.ts';
import { type Database, openDatabase, projectRoot, queryRows } from './db/client.ts';
import { defaultDataDir } from './db/data-dir.ts';
import { databaseOutage, isDatabaseUnavailable } from './db/outage.ts';
import { IN_PROCESS_PEER } from './http/client-address.ts';
import { databaseUnavailableResponse } from './http/errors.ts';
import { startControl } from './integration/control.ts';
import { demoIntegrationProblem, isDemoIntegrationActive } from './integration/demo.ts';
import { startWebhookDelivery } from './integration/webhook/deliver.ts';
import { logger } from './ops/logger.ts';
import { metrics } from './ops/metrics.ts';
import { ensureSearchIndex } from './search/document.ts';
import { isSeeded, seed } from './seed/index.ts';

interface Runtime {
  database: Database;
  app: StoreApi;
}

let runtime: Promise<Runtime> | undefined;

/**
 * The process-wide Store API: one database handle (PGlite allows one per data directory),
 * migrated on open and seeded with the demo shop when empty.
 */
export function storeApiRuntime(): Promise<Runtime> {
  // A failed start (database unreachable) is retried by the next request instead of kept for good.
  runtime ??= boot().catch((error: unknown) => {
    runtime = undefined;
    throw error;
  });
  return runtime;
}

// During an outage pages ask this now and then; it also boots a shop that started while the database was away.
databaseOutage.watch(async () => {
  const { database } = await storeApiRuntime();
  await database.db.execute(sql`select 1`);
});

async function boot(): Promise<Runtime> {
  const database = await openDatabase({ url: process.env.DATABASE_URL });
  try {
    if (!(await isSeeded(database))) {
      const products = Number(process.env.SEED_PRODUCTS ?? 2000);
      logger.info({ products }, 'empty database: seeding the demo shop');
      await seed(database, { products });
    }
    await ensureSearchIndex(database.db);
    await applyDomainConfig(database.db);
    const demoProblem = demoIntegrationProblem(process.env, await isDemoIntegrationActive(database.db));
    if (demoProblem) {
      logger.fatal(`refusing to start in production: ${demoProblem}`);
      await database.close();
      process.exit(1);
    }
  } catch (error) {
    // The next request boots again with a new handle: let go of this one's connections.
    await database.close().catch(() => {});
    throw error;
  }
  const app = createStoreApi(database.db);
  onContentChanged(app.contentChanged);
  await database.listen(
    'b2b_content_changed',
    (payload) => announce(parseChange(payload)),
    () => announce(ANY_CHANGE),
  );
  // The only process on its PGlite directory: `npm run integration` and `npm run staff` send commands here.
  const control = database.kind === 'pglite' ? await startControl(database.db, defaultDataDir()) : null;
  // The webhook outbox (issue 30); an event in flight at exit is delivered again once its lease ends.
  const stopWebhooks = startWebhookDelivery(database.db);
  closeOnExit(database, () => {
    control?.stop();
    void stopWebhooks();
  });
  metrics.watchPool(() => database.poolStats());
  return { database, app };
}

export interface ContentChange {
  /** The changed table, or ANY_TABLE when changes may have been missed (all kept content is stale). */
  table: string;
  pageId: string | null;
}
export const ANY_TABLE = '*';
const ANY_CHANGE: ContentChange = { table: ANY_TABLE, pageId: null };
const contentListeners = new Set<(change: ContentChange) => void>();

function announce(change: ContentChange) {
  for (const listener of contentListeners) listener(change);
}

/** Called whenever pages may have to be rebuilt (CMS, navigation, SEO paths, blog, channel). */
export function onContentChanged(listener: (change: ContentChange) => void): () => void {
  contentListeners.add(listener);
  return () => contentListeners.delete(listener);
}

function parseChange(payload: string): ContentChange {
  try {
    const { table, pageId } = JSON.parse(payload);
    return { table: String(table), pageId: typeof pageId === 'string' ? pageId : null };
  } catch {
    return { table: 'unknown', pageId: null };
  }
}

/** PGlite writes its data directory on close: shut down cleanly so nothing is lost on restart. */
function closeOnExit(database: Database, beforeClose: () => void) {
  const stop = (signal: NodeJS.Signals) => {
    beforeClose();
    database.close().finally(() => process.kill(process.pid, signal));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/**
 * Answers a request in-process (no network hop). `peer` is the address the request came from: the
 * visitor's socket for the /store-api mount, IN_PROCESS_PEER for the storefront's own client.
 */
export async function storeApiFetch(request: Request, peer: string): Promise<Response> {
  let runtime: Runtime;
  try {
    runtime = await storeApiRuntime();
  } catch (error) {
    // Started while the database is away: the same 503 as a Store API whose database went away.
    if (!isDatabaseUnavailable(error)) throw error;
    databaseOutage.report(error, 'boot');
    return databaseUnavailableResponse();
  }
  return runtime.app.fetch(request, { peer });
}

/** Transport of the storefront's own client, a trusted peer that names its visitor in X-Forwarded-For. */
export const storefrontFetch = (request: Request) => storeApiFetch(request, IN_PROCESS_PEER);

export interface Readiness {
  database: boolean;
  migrations: boolean;
}

/** Readiness (/readyz): the database answers and has at least every migration this build ships. */
export async function readiness(): Promise<Readiness> {
  try {
    const { database } = await storeApiRuntime();
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    databaseOutage.recovered();
    return { database: true, migrations: (row?.n ?? 0) >= shippedMigrations() };
  } catch (error) {
    if (isDatabaseUnavailable(error)) databaseOutage.report(error, 'readiness');
    else logger.error({ err: error }, 'readiness check failed');
    return { database: false, migrations: false };
  }
}

let shipped: number | undefined;
function shippedMigrations(): number {
  const journal = join(projectRoot(), 'src/server/db/migrations/meta/_journal.json');
  shipped ??= (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
  return shipped;
}
