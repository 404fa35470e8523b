import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { media } from './catalog.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The file of a medium uploaded through the Admin API (issue 29): its bytes live in the media store
 * under `storageKey` (disk or S3, src/server/media/storage); files uploaded before issue 31 keep
 * theirs in `bytes`. `sha256` names the file's URL, so a new upload gets a new URL and the old one
 * may be cached for ever.
 */
export const mediaFile = pgTable(
  'media_file',
  {
    mediaId: uuid()
      .primaryKey()
      .references(() => media.id, { onDelete: 'cascade' }),
    bytes: bytea(),
    storageKey: text(),
    sha256: text().notNull(),
    size: integer().notNull(),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('media_file_stored', sql`${t.bytes} is not null or ${t.storageKey} is not null`)],
);
