import { type SeoPlace, type SeoRow, seoUrlRow } from './category-urls.ts';

/** The route a landing page's SEO URL resolves to (Shopware's landing page). */
export const LANDING_PAGE_ROUTE = 'frontend.landing.page';

/**
 * A landing page's SEO URL: its url in one language leads to `/landingPage/{id}`. The seed and the
 * Admin API's landing_page sync both build it.
 */
export const landingPageSeoRow = (at: SeoPlace, id: string, seoPathInfo: string): SeoRow =>
  seoUrlRow(at, LANDING_PAGE_ROUTE, id, `/landingPage/${id}`, seoPathInfo);
