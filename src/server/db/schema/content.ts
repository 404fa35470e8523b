import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { language, salesChannel } from './channel.ts';
import { staffUser } from './staff.ts';
import type { CustomFields, Translations } from './types.ts';

/**
 * type: page | landingpage | product_list | product_detail. Unpublished pages are never served as
 * published pages. `version` counts the publications of the layout by editors (cms_page_version).
 */
export const cmsPage = pgTable('cms_page', {
  id: uuid().primaryKey(),
  type: varchar({ length: 32 }).notNull(),
  name: text().notNull(),
  published: boolean().notNull().default(true),
  translations: jsonb().$type<Translations<'title'>>().notNull().default({}),
  customFields: jsonb().$type<CustomFields>().notNull().default({}),
  version: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * An editor's unpublished change of a page's layout (the whole layout, as the Admin API reads it), shown
 * only in the preview. `revision` counts saves, so a save made on an older revision is refused rather
 * than overwriting a colleague's; `baseVersion` is the published version it started from.
 */
export const cmsPageDraft = pgTable('cms_page_draft', {
  id: uuid().primaryKey(),
  pageId: uuid()
    .notNull()
    .unique()
    .references(() => cmsPage.id, { onDelete: 'cascade' }),
  layout: jsonb().$type<CustomFields>().notNull(),
  baseVersion: integer().notNull(),
  revision: integer().notNull().default(1),
  updatedBy: uuid().references(() => staffUser.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Each publication of a page's layout, kept to compare and roll back to (Shopware's cms_page_activity). */
export const cmsPageVersion = pgTable(
  'cms_page_version',
  {
    id: uuid().primaryKey(),
    pageId: uuid()
      .notNull()
      .references(() => cmsPage.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    layout: jsonb().$type<CustomFields>().notNull(),
    publishedBy: uuid().references(() => staffUser.id, { onDelete: 'set null' }),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The version this one restored, for a rollback. */
    restoredFrom: integer(),
  },
  (t) => [uniqueIndex('cms_page_version_idx').on(t.pageId, t.version)],
);

/**
 * A landing page (Shopware's landing_page): a CMS layout at SEO paths of its own, per language
 * (`translations[locale].url`), with name and meta texts.
 */
export const landingPage = pgTable('landing_page', {
  id: uuid().primaryKey(),
  cmsPageId: uuid().references(() => cmsPage.id, { onDelete: 'set null' }),
  active: boolean().notNull().default(true),
  translations: jsonb()
    .$type<Translations<'name' | 'url' | 'metaTitle' | 'metaDescription' | 'keywords'>>()
    .notNull()
    .default({}),
  customFields: jsonb().$type<CustomFields>().notNull().default({}),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const cmsSection = pgTable(
  'cms_section',
  {
    id: uuid().primaryKey(),
    pageId: uuid()
      .notNull()
      .references(() => cmsPage.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    type: varchar({ length: 32 }).notNull().default('default'),
    sizingMode: varchar({ length: 16 }).notNull().default('boxed'),
    backgroundColor: varchar({ length: 32 }),
    /** Breakpoint visibility (xs … xl) and other section options. */
    customFields: jsonb().$type<CustomFields>().notNull().default({}),
  },
  (t) => [index('cms_section_page_idx').on(t.pageId, t.position)],
);

export const cmsBlock = pgTable(
  'cms_block',
  {
    id: uuid().primaryKey(),
    sectionId: uuid()
      .notNull()
      .references(() => cmsSection.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    type: varchar({ length: 64 }).notNull(),
    sectionPosition: varchar({ length: 16 }).notNull().default('main'),
    backgroundColor: varchar({ length: 32 }),
    customFields: jsonb().$type<CustomFields>().notNull().default({}),
  },
  (t) => [index('cms_block_section_idx').on(t.sectionId, t.position)],
);

/** A slot's config may be overridden per locale (translations[locale] is merged over config). */
export const cmsSlot = pgTable(
  'cms_slot',
  {
    id: uuid().primaryKey(),
    blockId: uuid()
      .notNull()
      .references(() => cmsBlock.id, { onDelete: 'cascade' }),
    slot: varchar({ length: 64 }).notNull(),
    type: varchar({ length: 64 }).notNull(),
    config: jsonb().$type<CustomFields>().notNull().default({}),
    translations: jsonb().$type<Record<string, CustomFields>>().notNull().default({}),
  },
  (t) => [index('cms_slot_block_idx').on(t.blockId)],
);

/**
 * SEO paths per language. routeName: frontend.navigation.page (category), frontend.detail.page (product),
 * frontend.landing.page (content), frontend.blog.page. Products without a row use the path template.
 */
export const seoUrl = pgTable(
  'seo_url',
  {
    id: uuid().primaryKey(),
    salesChannelId: uuid()
      .notNull()
      .references(() => salesChannel.id, { onDelete: 'cascade' }),
    languageId: uuid()
      .notNull()
      .references(() => language.id),
    routeName: varchar({ length: 64 }).notNull(),
    foreignKey: uuid().notNull(),
    pathInfo: text().notNull(),
    seoPathInfo: text().notNull(),
    isCanonical: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex('seo_url_path_idx').on(t.salesChannelId, t.languageId, t.seoPathInfo),
    index('seo_url_foreign_idx').on(t.foreignKey, t.languageId),
  ],
);

export const blogCategory = pgTable('blog_category', {
  id: uuid().primaryKey(),
  translations: jsonb().$type<Translations<'name'>>().notNull().default({}),
});

export const blogTag = pgTable('blog_tag', {
  id: uuid().primaryKey(),
  name: text().notNull(),
  /** Tag names per locale; `name` is the language-neutral key. */
  translations: jsonb().$type<Translations<'name'>>().notNull().default({}),
});

/** translations carry title, teaser, content (HTML) and slug per locale. */
export const blogPost = pgTable('blog_post', {
  id: uuid().primaryKey(),
  cmsPageId: uuid(),
  mediaId: uuid(),
  authorName: text(),
  publishedAt: timestamp({ withTimezone: true }).notNull(),
  active: boolean().notNull().default(true),
  categoryIds: uuid().array().notNull().default([]),
  tagIds: uuid().array().notNull().default([]),
  translations: jsonb().$type<Translations<'title' | 'teaser' | 'content' | 'slug'>>().notNull().default({}),
});
