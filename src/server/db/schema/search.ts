import { customType, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { product } from './catalog.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What the product search (§1: article number, EAN, description or brand) matches words against, one
 * row per listed product, written with the products (`searchVector`). The upper-cased number indexes for exact and
 * prefix matches live in the migration (expression indexes).
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: uuid()
      .primaryKey()
      .references(() => product.id, { onDelete: 'cascade' }),
    /** Words of names (weight A), numbers and brand (B) and descriptions (C), language-neutral. */
    vector: tsvector().notNull(),
  },
  (t) => [index('product_search_vector_idx').using('gin', t.vector)],
);

/**
 * Every word the catalogue uses, for typo tolerance: a misspelt word is replaced by its nearest
 * known words (trigram similarity). The vocabulary stays small however many articles there are.
 */
export const searchWord = pgTable('search_word', { word: text().primaryKey() }, (t) => [
  index('search_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * Which reading of the trade notation (notation.ts) the search vectors were written with: a shop
 * started after a change to it rewrites them once (document.ts ensureSearchIndex).
 */
export const searchIndexState = pgTable('search_index_state', {
  id: smallint().primaryKey().default(1),
  version: text().notNull(),
});
