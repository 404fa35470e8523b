import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Every id a listing filters on (categories with their ancestors, options, manufacturer) in one array
 * under one GIN index: a category with a manufacturer and property filters is one index scan that
 * intersects their posting lists, instead of reading all of a manufacturer's rows of every category.
 */
const listingTags = () =>
  uuid()
    .array()
    .notNull()
    .generatedAlwaysAs(
      sql`category_tree || option_ids || case when manufacturer_id is null then '{}'::uuid[] else array[manufacturer_id] end`,
    );

/**
 * What a category listing reads, one narrow row per listed product (an active parent or single article):
 * filters, sort keys and facets without the wide product row (texts, custom fields), so a category of
 * 50,000 products is a few MB to scan. Kept in step with product and product_price by triggers
 * (migration 0010); the seed builds it in one statement, sorted by category so a category's rows sit together.
 */
export const productListing = pgTable(
  'product_listing',
  {
    id: uuid().primaryKey(),
    categoryTree: uuid().array().notNull(),
    manufacturerId: uuid(),
    /** The product's property options and those of its active variants (a parent matches through them). */
    optionIds: uuid().array().notNull(),
    netPriceMilli: bigint({ mode: 'number' }),
    /** Explicit unit prices at quantity 1 by price list id (product_price), for customer prices. */
    listPrices: jsonb().$type<Record<string, number>>().notNull(),
    ratingAverage: real(),
    shippingFree: boolean().notNull(),
    stock: integer().notNull(),
    productNumber: varchar({ length: 64 }).notNull(),
    /** Sort names per language, the English name where a translation is missing. */
    nameDe: text().notNull(),
    nameEn: text().notNull(),
    nameFr: text().notNull(),
    nameNl: text().notNull(),
    tags: listingTags(),
  },
  (t) => [index('product_listing_tags_idx').using('gin', t.tags)],
);

/**
 * Facet counts of every category's unfiltered listing, kept by a trigger on product_listing: `t` (the
 * total), `m:{manufacturerId}`, `o:{optionId}`, `r:{rating}` and `f` (ships free). An unfiltered
 * listing reads its counts here instead of counting tens of thousands of rows.
 */
export const categoryFacet = pgTable(
  'category_facet',
  {
    categoryId: uuid().notNull(),
    facet: text().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.facet] })],
);

/**
 * A whole category's price range per price list ('-' without one), remembered once counted: the
 * listing trigger forgets a category's ranges when a price or a product's categories change, and a
 * range older than a minute is counted again (it may have been counted while a write committed).
 */
export const categoryPriceRange = pgTable(
  'category_price_range',
  {
    categoryId: uuid().notNull(),
    priceList: text().notNull(),
    minMilli: bigint({ mode: 'number' }),
    maxMilli: bigint({ mode: 'number' }),
    countedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.priceList] })],
);

/**
 * Listed products grouped by everything the facets count (categories, manufacturer, options, rating,
 * ships free), with how many products share it: a category's 50,000 products fall into a few
 * thousand groups, so the counts of a filtered listing (without a price filter, which depends on the
 * buyer) are sums over groups, not over products. Kept by the product_listing trigger (migration 0011).
 */
export const listingGroup = pgTable(
  'listing_group',
  {
    /** md5 of the grouped columns (b2b_listing_group_key). */
    key: text().primaryKey(),
    categoryTree: uuid().array().notNull(),
    manufacturerId: uuid(),
    optionIds: uuid().array().notNull(),
    ratingAverage: real(),
    shippingFree: boolean().notNull(),
    count: integer().notNull(),
    tags: listingTags(),
  },
  (t) => [index('listing_group_tags_idx').using('gin', t.tags)],
);
