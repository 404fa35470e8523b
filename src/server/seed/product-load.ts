import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';
import {
  type CsvChunk,
  PRICE_COLUMNS,
  PRODUCT_COLUMNS,
  productCsvChunks,
  SEARCH_COLUMNS,
  STOCK_COLUMNS,
} from './product-csv.ts';

/** Products per COPY: large enough to amortise a COPY, small enough to keep memory flat. */
const CHUNK = 25_000;

/**
 * Built from the file's own location rather than `new URL(…, import.meta.url)`, so bundlers leave
 * it alone; a bundled server has no worker source next to it and builds the CSV inline.
 */
const WORKER = join(dirname(fileURLToPath(import.meta.url)), 'product-worker.ts');

export type ProductLoad = CsvChunk['rows'];

/**
 * Streams generated products into product, product_stock, product_price and product_search, one COPY per table
 * and chunk; products go first so the others' foreign keys hold on PostgreSQL too. With more than
 * one chunk a worker thread builds the next chunk's CSV while the database loads the current one.
 */
export async function loadProducts(database: Database, count: number): Promise<ProductLoad> {
  // The listing rows (migration 0010) are built once afterwards (b2b_listing_rebuild), not row by row.
  await listingSync(database, 'disable');
  let loaded: ProductLoad;
  try {
    loaded =
      database.kind === 'pglite'
        ? await fastLoad(database, () => copyProducts(database, count))
        : await copyProducts(database, count);
  } finally {
    await listingSync(database, 'enable');
  }
  return loaded;
}

/** The listing upkeep of product and product_price (migration 0035: one trigger per event). */
async function listingSync({ db }: Database, action: 'enable' | 'disable') {
  for (const event of ['insert', 'update', 'delete']) {
    await db.execute(sql.raw(`alter table product ${action} trigger product_listing_sync_${event}`));
    await db.execute(
      sql.raw(`alter table product_price ${action} trigger product_price_listing_sync_${event}`),
    );
  }
}

/**
 * On PGlite (one session, so one transaction can hold it all) the load runs without secondary indexes,
 * rebuilt afterwards (one sorted build beats 400,000 single inserts, GIN above all), and without
 * triggers: PGlite checks foreign keys row by row, and the generated rows are consistent by
 * construction. An interrupted load rolls back with its indexes. On PostgreSQL the pool spreads the
 * COPYs over connections and the checks are fast, so it loads as is.
 */
async function fastLoad<T>(database: Database, load: () => Promise<T>): Promise<T> {
  const { db } = database;
  await db.execute(sql`begin`);
  try {
    const indexes = await queryRows<{ name: string; definition: string }>(
      db,
      sql`select indexname as name, indexdef as definition from pg_indexes i
          where schemaname = current_schema()
            and tablename in ('product', 'product_stock', 'product_price', 'product_search')
            and not exists (select from pg_constraint c where c.conindid = quote_ident(i.indexname)::regclass)`,
    );
    for (const { name } of indexes) await db.execute(sql.raw(`drop index "${name}"`));
    await db.execute(sql`set local session_replication_role = replica`);
    const loaded = await load();
    for (const { definition } of indexes) await db.execute(sql.raw(definition));
    await db.execute(sql`commit`);
    return loaded;
  } catch (error) {
    await db.execute(sql`rollback`);
    throw error;
  }
}

async function copyProducts(database: Database, count: number): Promise<ProductLoad> {
  const loaded: ProductLoad = { product: 0, product_stock: 0, product_price: 0, product_search: 0 };
  const chunks = count > CHUNK && existsSync(WORKER) ? workerChunks(count) : productCsvChunks(count, CHUNK);
  for await (const chunk of chunks) {
    if (chunk.product) await database.copyCsv('product', PRODUCT_COLUMNS, chunk.product);
    if (chunk.product_stock) await database.copyCsv('product_stock', STOCK_COLUMNS, chunk.product_stock);
    if (chunk.product_price) await database.copyCsv('product_price', PRICE_COLUMNS, chunk.product_price);
    if (chunk.product_search) await database.copyCsv('product_search', SEARCH_COLUMNS, chunk.product_search);
    for (const table of Object.keys(loaded) as (keyof ProductLoad)[]) loaded[table] += chunk.rows[table];
  }
  return loaded;
}

/** Chunks from the worker, always one request ahead of the consumer. */
async function* workerChunks(count: number): AsyncGenerator<CsvChunk> {
  const worker = new Worker(WORKER, { workerData: { count, size: CHUNK } });
  let waiting: { resolve: (chunk: CsvChunk | null) => void; reject: (error: unknown) => void } | undefined;
  worker.on('message', (chunk: CsvChunk | null) => waiting?.resolve(chunk));
  worker.on('error', (error) => waiting?.reject(error));
  worker.on('exit', (code) => waiting?.reject(new Error(`product CSV worker exited with code ${code}`)));
  const request = () => {
    const chunk = new Promise<CsvChunk | null>((resolve, reject) => {
      waiting = { resolve, reject };
      worker.postMessage('next');
    });
    // A request still open when the consumer stops early is rejected by the exit; nobody awaits it.
    chunk.catch(() => {});
    return chunk;
  };
  try {
    let next = request();
    for (let chunk = await next; chunk; chunk = await next) {
      next = request();
      yield chunk;
    }
  } finally {
    await worker.terminate();
  }
}
