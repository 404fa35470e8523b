import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { LocaleKeys } from './languages.ts';
import type { SyncReport } from './report.ts';

/** What a sync operation works with: the open transaction, the failures so far, the shop's languages. */
export interface SyncContext {
  tx: Db;
  report: SyncReport;
  locales: LocaleKeys;
  /** The ids a price may name the shop's currency by (it sells in euros only). */
  currencyIds: Set<string>;
  /** Work that may only happen once the sync is committed (mails that carry a link to what it wrote). */
  afterCommit: ((db: Db) => Promise<void>)[];
}

/** One entity of the sync: Shopware's name, how its records are written and deleted. */
export interface EntitySync {
  table: PgTable;
  id: AnyPgColumn;
  /** Fields (Shopware's names) a delete's criteria may filter on. */
  filterable: Record<string, AnyPgColumn>;
  /** Writes the records that validate (failures go to ctx.report under `/{key}/{index}`); the ids written. */
  upsert(ctx: SyncContext, records: unknown[], key: string): Promise<string[]>;
  /**
   * Deletes these existing rows and what hangs on them; the search and listing follow. A row that may
   * not go is reported under `/{key}` (Shopware's restrict-delete).
   */
  remove(ctx: SyncContext, ids: string[], key: string): Promise<void>;
}
