import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createStoreApi, type StoreApi } from './app.ts';
import { applyDomainConfig } from './context/domain-config.ts';
import { type Database, openDatabase, projectRoot, queryRows } from './db/client.ts';
import { IN_PROCESS_PEER } from './http/client-address.ts';
import { logger } from './ops/logger.ts';
import { metrics } from './ops/metrics.ts';
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

async function boot(): Promise<Runtime> {
  const database = await openDatabase({ url: process.env.DATABASE_URL });
  if (!(await isSeeded(database))) {
    const products = Number(process.env.SEED_PRODUCTS ?? 2000);
    logger.info({ products }, 'empty database: seeding the demo shop');
    await seed(database, { products });
  }
  await applyDomainConfig(database.db);
  const app = createStoreApi(database.db);
  onContentChanged(app.contentChanged);
  await database.listen('b2b_content_changed', (payload) => {
    const change = parseChange(payload);
    for (const listener of contentListeners) listener(change);
  });
  closeOnExit(database);
  metrics.watchPool(() => database.poolStats());
  return { database, app };
}

export interface ContentChange {
  table: string;
  pageId: string | null;
}
const contentListeners = new Set<(change: ContentChange) => void>();

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
function closeOnExit(database: Database) {
  const stop = (signal: NodeJS.Signals) => {
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
  return (await storeApiRuntime()).app.fetch(request, { peer });
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
    return { database: true, migrations: (row?.n ?? 0) >= shippedMigrations() };
  } catch (error) {
    logger.error({ err: error }, 'readiness check failed');
    return { database: false, migrations: false };
  }
}

let shipped: number | undefined;
function shippedMigrations(): number {
  const journal = join(projectRoot(), 'src/server/db/migrations/meta/_journal.json');
  shipped ??= (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
  return shipped;
}
