import { customType, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { media } from './catalog.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The file of a medium uploaded through the Admin API (issue 29), kept in the database so that every
 * instance serves it and a backup holds it; `sha256` names the file's URL, so a new upload gets a
 * new URL and the old one may be cached for ever.
 */
export const mediaFile = pgTable('media_file', {
  mediaId: uuid()
    .primaryKey()
    .references(() => media.id, { onDelete: 'cascade' }),
  bytes: bytea().notNull(),
  sha256: text().notNull(),
  size: integer().notNull(),
  uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
