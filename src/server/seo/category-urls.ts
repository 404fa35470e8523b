import { stableId } from '../../shared/ids.ts';
import { slugify } from '../../shared/slug.ts';
import type { seoUrl } from '../db/schema/index.ts';

export type SeoRow = typeof seoUrl.$inferInsert;

/** The route a category's SEO URL resolves to (Shopware's navigation page). */
export const CATEGORY_ROUTE = 'frontend.navigation.page';

/**
 * A category's SEO path in one language: its parent's path (the navigation root's is empty) and its
 * own name as a slug, `lagers/kogellagers/`. The seed and the Admin API's category sync both build it.
 */
export const categorySeoPath = (parentPath: string, name: string) => `${parentPath}${slugify(name)}/`;

/** Where an SEO URL applies: one sales channel in one language. */
export interface SeoPlace {
  salesChannelId: string;
  languageId: string;
  locale: string;
}

export const seoUrlRow = (
  at: SeoPlace,
  routeName: string,
  foreignKey: string,
  pathInfo: string,
  seoPathInfo: string,
  isCanonical = true,
): SeoRow => ({
  id: stableId(`seo-url:${at.locale}:${seoPathInfo}`),
  salesChannelId: at.salesChannelId,
  languageId: at.languageId,
  routeName,
  foreignKey,
  pathInfo,
  seoPathInfo,
  isCanonical,
});

/** A category's SEO URL: its path leads to `/navigation/{id}`. */
export const categorySeoRow = (at: SeoPlace, id: string, seoPathInfo: string, isCanonical = true) =>
  seoUrlRow(at, CATEGORY_ROUTE, id, `/navigation/${id}`, seoPathInfo, isCanonical);
