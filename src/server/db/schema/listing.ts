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

/**
 * The sort keys of every listed product once per category it is directly in (product.categoryIds),
 * with one btree per sorting: a category's page is a merge of its own and its descendants' index
 * scans, each stopping after page × size rows, so it costs the same for 500 or 50,000 products.
 * Kept by a trigger on product_listing (migration 0015).
 */
export const listingSort = pgTable(
  'listing_sort',
  {
    categoryId: uuid().notNull(),
    id: uuid().notNull(),
    productNumber: varchar({ length: 64 }).notNull(),
    nameDe: text().notNull(),
    nameEn: text().notNull(),
    nameFr: text().notNull(),
    nameNl: text().notNull(),
    netPriceMilli: bigint({ mode: 'number' }),
    /** Price lists with an explicit price for the product: those sort by that price, not by net. */
    listIds: uuid().array().notNull(),
    ratingAverage: real(),
    stock: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.categoryId] }),
    index('listing_sort_name_de_idx').on(t.categoryId, t.nameDe, t.productNumber),
    index('listing_sort_name_en_idx').on(t.categoryId, t.nameEn, t.productNumber),
    index('listing_sort_name_fr_idx').on(t.categoryId, t.nameFr, t.productNumber),
    index('listing_sort_name_nl_idx').on(t.categoryId, t.nameNl, t.productNumber),
    index('listing_sort_price_idx').on(t.categoryId, t.netPriceMilli.asc().nullsLast(), t.productNumber),
    index('listing_sort_price_desc_idx').on(
      t.categoryId,
      t.netPriceMilli.desc().nullsLast(),
      t.productNumber.desc(),
    ),
    index('listing_sort_topseller_idx').on(
      t.categoryId,
      t.ratingAverage.desc().nullsLast(),
      t.stock.desc(),
      t.productNumber,
    ),
  ],
);

/**
 * The explicit list prices (product_price at quantity 1) of listed products, once per category the
 * product is directly in: for a buyer with a price list, the price sortings merge these, in price
 * order, with listing_sort's net price order of the products without one. Kept with listing_sort.
 */
export const listingListPrice = pgTable(
  'listing_list_price',
  {
    priceListId: uuid().notNull(),
    categoryId: uuid().notNull(),
    id: uuid().notNull(),
    priceMilli: bigint({ mode: 'number' }).notNull(),
    netPriceMilli: bigint({ mode: 'number' }),
    productNumber: varchar({ length: 64 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.priceListId, t.categoryId] }),
    index('listing_list_price_idx').on(
      t.priceListId,
      t.categoryId,
      t.priceMilli,
      t.netPriceMilli.asc().nullsLast(),
      t.productNumber,
    ),
    index('listing_list_price_desc_idx').on(
      t.priceListId,
      t.categoryId,
      t.priceMilli.desc(),
      t.netPriceMilli.desc().nullsLast(),
      t.productNumber.desc(),
    ),
  ],
);
