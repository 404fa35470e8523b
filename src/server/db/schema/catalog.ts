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
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { CustomFields, Translations } from './types.ts';

/** Media with the CDN custom fields of §3 (b2bCdnUrl, b2bCdnFormat, …). */
export const media = pgTable('media', {
  id: uuid().primaryKey(),
  /** Empty while a medium synced through the Admin API has no file yet (Shopware's hasFile false). */
  url: text().notNull().default(''),
  mimeType: text().notNull().default('image/jpeg'),
  width: integer(),
  height: integer(),
  translations: jsonb().$type<Translations<'alt' | 'title'>>().notNull().default({}),
  customFields: jsonb().$type<CustomFields>().notNull().default({}),
});

/** Categories are the navigation nodes of all four navigation trees (§3 Navigation node). */
export const category = pgTable(
  'category',
  {
    id: uuid().primaryKey(),
    parentId: uuid(),
    /** Ancestor ids, root first, as `|a|b|` (Shopware's path) for subtree queries. */
    path: text().notNull().default(''),
    level: integer().notNull().default(1),
    position: integer().notNull().default(0),
    /** page | folder (not linkable) | link */
    type: varchar({ length: 16 }).notNull().default('page'),
    active: boolean().notNull().default(true),
    visible: boolean().notNull().default(true),
    cmsPageId: uuid(),
    linkType: varchar({ length: 16 }),
    internalLink: uuid(),
    externalLink: text(),
    linkNewTab: boolean().notNull().default(false),
    mediaId: uuid(),
    iconMediaId: uuid(),
    /** Listed products in this subtree (as the listing counts them), kept by the listing triggers. */
    productCount: integer().notNull().default(0),
    translations: jsonb()
      .$type<Translations<'name' | 'description' | 'metaTitle' | 'metaDescription'>>()
      .notNull()
      .default({}),
    /** Per-locale custom fields: category_badge_text, category_banner1_title … (§3). */
    translatedCustomFields: jsonb().$type<Record<string, CustomFields>>().notNull().default({}),
    customFields: jsonb().$type<CustomFields>().notNull().default({}),
  },
  (t) => [index('category_parent_idx').on(t.parentId, t.position)],
);

export const manufacturer = pgTable('manufacturer', {
  id: uuid().primaryKey(),
  name: text().notNull(),
  link: text(),
  mediaId: uuid(),
  translations: jsonb().$type<Translations<'description'>>().notNull().default({}),
});

export const propertyGroup = pgTable('property_group', {
  id: uuid().primaryKey(),
  position: integer().notNull().default(0),
  displayType: varchar({ length: 16 }).notNull().default('text'),
  filterable: boolean().notNull().default(true),
  visibleInSearchResults: boolean().notNull().default(true),
  visibleOnProductDetailPage: boolean().notNull().default(true),
  visibleOnProductListingPage: boolean().notNull().default(true),
  translations: jsonb().$type<Translations<'name' | 'description'>>().notNull().default({}),
});

export const propertyOption = pgTable(
  'property_option',
  {
    id: uuid().primaryKey(),
    groupId: uuid()
      .notNull()
      .references(() => propertyGroup.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    /** Sortable numeric value for measures (inner diameter 12 mm → 12), null for words. */
    numericValue: real(),
    translations: jsonb().$type<Translations<'name'>>().notNull().default({}),
  },
  (t) => [index('property_option_group_idx').on(t.groupId)],
);

/** unit: day | week | month | year (§9 delivery time units). */
export const deliveryTime = pgTable('delivery_time', {
  id: uuid().primaryKey(),
  min: integer().notNull(),
  max: integer().notNull(),
  unit: varchar({ length: 8 }).notNull(),
  translations: jsonb().$type<Translations<'name'>>().notNull().default({}),
});

/** Branches and warehouses by code (§3 Branch codes, warehouse codes). */
export const warehouse = pgTable('warehouse', {
  code: varchar({ length: 16 }).primaryKey(),
  /**
   * The Admin API's id of the warehouse (Shopware's Warehouse.id): the connector's own for the ones it
   * creates, derived from the code for the seeded ones (warehouseId in shared/ids.ts). The code stays
   * the key the shop's rows use (stock, a company's branch, the contact data).
   */
  id: uuid().notNull().unique(),
  name: text().notNull(),
  kind: varchar({ length: 16 }).notNull().default('branch'),
});

/**
 * Amounts are integer thousandths of a euro (prices have 3 decimals, §9): never floats.
 * Like Shopware, the ids a product is filtered by are kept on the row as arrays (GIN-indexed).
 */
export const product = pgTable(
  'product',
  {
    id: uuid().primaryKey(),
    parentId: uuid(),
    productNumber: varchar({ length: 64 }).notNull().unique(),
    ean: varchar({ length: 14 }),
    manufacturerId: uuid(),
    manufacturerNumber: varchar({ length: 64 }),
    active: boolean().notNull().default(true),
    /** Sum over all branches, kept in step with product_stock. */
    stock: integer().notNull().default(0),
    minPurchase: integer().notNull().default(1),
    maxPurchase: integer(),
    purchaseSteps: integer().notNull().default(1),
    unit: varchar({ length: 8 }).notNull().default('ST'),
    deliveryTimeId: uuid(),
    /** Days to add when restocking (§9). */
    restockTime: integer(),
    netPriceMilli: bigint({ mode: 'number' }),
    listPriceMilli: bigint({ mode: 'number' }),
    taxRateBp: integer().notNull().default(2100),
    shippingFree: boolean().notNull().default(false),
    ratingAverage: real(),
    coverMediaId: uuid(),
    categoryIds: uuid().array().notNull().default(sql`'{}'`),
    /** categoryIds plus all their ancestors, for listing a subtree. */
    categoryTree: uuid().array().notNull().default(sql`'{}'`),
    propertyIds: uuid().array().notNull().default(sql`'{}'`),
    /** Variant-defining options (children of a parent). */
    optionIds: uuid().array().notNull().default(sql`'{}'`),
    childCount: integer().notNull().default(0),
    /** A variant's fields taken from its parent (Shopware's inheritance), by the sync's names (inheritance.ts). */
    inherited: text().array().notNull().default(sql`'{}'`),
    translations: jsonb()
      .$type<Translations<'name' | 'description' | 'keywords' | 'metaTitle' | 'slug'>>()
      .notNull()
      .default({}),
    /** Per-locale custom fields over customFields (the default language's): the detail tabs' texts (§2). */
    translatedCustomFields: jsonb().$type<Record<string, CustomFields>>().notNull().default({}),
    customFields: jsonb().$type<CustomFields>().notNull().default({}),
    variantListingConfig: jsonb().$type<CustomFields>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Last change, set by the product_touch trigger; null until the first change (as in Shopware). */
    updatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('product_parent_idx').on(t.parentId),
    // The sitemap index walks the listed products along this index alone (an index-only scan):
    // counts, number ranges and change times per file without reading a product row.
    index('product_sitemap_idx')
      .on(t.productNumber, t.updatedAt, t.createdAt)
      .where(sql`${t.active} and ${t.parentId} is null`),
    index('product_ean_idx').on(t.ean),
    index('product_manufacturer_idx').on(t.manufacturerId),
    index('product_category_tree_idx').using('gin', t.categoryTree),
    index('product_property_ids_idx').using('gin', t.propertyIds),
  ],
);

export const productMedia = pgTable(
  'product_media',
  {
    /** Shopware's product_media id: a connector names the cover and deletes a picture by it. */
    id: uuid().notNull().default(sql`gen_random_uuid()`),
    productId: uuid()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    mediaId: uuid()
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.mediaId] }),
    uniqueIndex('product_media_id_idx').on(t.id),
    index('product_media_media_idx').on(t.mediaId),
  ],
);

export const productStock = pgTable(
  'product_stock',
  {
    productId: uuid()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    warehouseCode: varchar({ length: 16 })
      .notNull()
      .references(() => warehouse.code),
    quantity: integer().notNull(),
    /** The Admin API's id (Shopware's ProductWarehouse.id) of a row a connector wrote; null for seeded rows. */
    id: uuid(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.warehouseCode] }),
    // Partial: the seed's million rows carry no id and cost the index nothing.
    uniqueIndex('product_stock_id_idx').on(t.id).where(sql`${t.id} is not null`),
  ],
);

export const productCrossSelling = pgTable('product_cross_selling', {
  id: uuid().primaryKey(),
  productId: uuid()
    .notNull()
    .references(() => product.id, { onDelete: 'cascade' }),
  position: integer().notNull().default(0),
  productIds: uuid().array().notNull(),
  translations: jsonb().$type<Translations<'name'>>().notNull().default({}),
});

/** Customer-specific prices: a company's price list overrides the product's net price. */
export const priceList = pgTable('price_list', {
  id: uuid().primaryKey(),
  name: text().notNull(),
  /** Discount on the net list price for products without an explicit row, in basis points. */
  discountBp: integer().notNull().default(0),
});

export const productPrice = pgTable(
  'product_price',
  {
    priceListId: uuid()
      .notNull()
      .references(() => priceList.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    quantityStart: integer().notNull().default(1),
    netPriceMilli: bigint({ mode: 'number' }).notNull(),
    /** The Admin API's id (Shopware's ProductPrice.id) of a row a connector wrote; null for seeded rows. */
    id: uuid(),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.productId, t.quantityStart] }),
    uniqueIndex('product_price_id_idx').on(t.id).where(sql`${t.id} is not null`),
    // The listing row of a product gathers its prices (listing.ts).
    index('product_price_product_idx').on(t.productId),
  ],
);
