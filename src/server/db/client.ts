import { join } from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { logger } from '../ops/logger.ts';
import type { PoolStats } from '../ops/metrics.ts';
import { checkDataDir, defaultDataDir, pgliteProblem, projectRoot } from './data-dir.ts';
import { type Subscription, subscribe } from './listener.ts';
import { databaseOutage, isDatabaseUnavailable } from './outage.ts';
import * as schema from './schema/index.ts';

export { projectRoot };

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Rows of a raw SQL query; PGlite and node-postgres both answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Bulk-loads CSV text into a table (COPY), the fast path for large seeds. */
  copyCsv(table: string, columns: string[], csv: string): Promise<void>;
  /**
   * Subscribes to NOTIFY on a channel (e.g. content changes for the page cache). `onReconnect` runs when
   * the subscription is back after a lost connection: notifications sent meanwhile never arrive.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<void>;
  /** The connection pool's counts (PostgreSQL); null for PGlite, which has one session and no pool. */
  poolStats(): PoolStats | null;
  close(): Promise<void>;
}

const migrationsFolder = () => join(projectRoot(), 'src/server/db/migrations');

/**
 * PostgreSQL when a URL is given (DATABASE_URL), otherwise embedded PGlite in `dataDir`
 * (`memory://` for throwaway test databases). Migrations run before the handle is returned.
 */
export async function openDatabase(options: { url?: string; dataDir?: string } = {}): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir ?? defaultDataDir());
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!dataDir.startsWith('memory://')) checkDataDir(dataDir);
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } }).catch((error: unknown) => {
    throw pgliteProblem(dataDir, error);
  });
  // One session serves every request: room for a filtered listing's rows in memory, not in temp files;
  // and its pages are in memory, so an index's random reads cost about what a sequential scan's do.
  await client.exec(`set work_mem = '32MB'; set random_page_cost = 1.1`);
  const db = drizzle({ client, schema, casing: 'snake_case' });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async copyCsv(table, columns, csv) {
      await client.query(`COPY ${table} (${columns.join(',')}) FROM '/dev/blob' WITH (FORMAT csv)`, [], {
        blob: new Blob([csv]),
      });
    },
    async listen(channel, onPayload) {
      await client.listen(channel, onPayload);
    },
    poolStats: () => null,
    close: () => client.close(),
  };
}

const CONNECT_TIMEOUT_MS = 2000;

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const { from: copyFrom } = await import('pg-copy-streams');
  // A request must not hang while the server is away: 2 s to connect, then the 503 page.
  const options = { connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS };
  const pool = new pg.Pool({ ...options, max: Number(process.env.DATABASE_POOL ?? 10) });
  // A connection the server closed (restart, failover) emits 'error': without a listener, one checked
  // out between two queries (in a transaction) would end the process. Its next query fails, and the
  // pool drops it on release and makes new ones when asked.
  const connectionFailed = (error: Error) => {
    if (isDatabaseUnavailable(error)) databaseOutage.report(error, 'pool');
    else logger.error({ err: error }, 'database connection failed');
  };
  pool.on('connect', (client) => {
    databaseOutage.recovered();
    client.on('error', connectionFailed);
  });
  // An idle connection's error reaches the pool as well; its own listener above has reported it.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  // Unreachable server: let go of the pool, the runtime tries again with a new one.
  await migrate(db, { migrationsFolder: migrationsFolder() }).catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  const subscriptions: Subscription[] = [];
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async copyCsv(table, columns, csv) {
      const conn = await pool.connect();
      try {
        const stream = conn.query(
          copyFrom(`COPY ${table} (${columns.join(',')}) FROM STDIN WITH (FORMAT csv)`),
        );
        await new Promise<void>((done, fail) => {
          stream.on('finish', done);
          stream.on('error', fail);
          stream.end(csv);
        });
      } finally {
        conn.release();
      }
    },
    async listen(channel, onPayload, onReconnect) {
      const subscription = subscribe(
        () => new pg.Client(options),
        channel,
        onPayload,
        () => onReconnect?.(),
      );
      subscriptions.push(subscription);
      await subscription.ready;
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await Promise.all(subscriptions.map((s) => s.stop()));
      await pool.end();
    },
  };
}
