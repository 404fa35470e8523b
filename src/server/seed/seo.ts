import { LOCALES, type Locale } from '../../shared/locales.ts';
import type { landingPage } from '../db/schema/index.ts';
import { categorySeoRow, type SeoRow, seoUrlRow } from '../seo/category-urls.ts';
import { landingPageSeoRow } from '../seo/landing-urls.ts';
import { BLOG_POST_COUNT, blogPostId, blogSlugs } from './blog.ts';
import { isLinkable, MAIN_CATEGORIES } from './categories.ts';
import { cmsPageId } from './cms.ts';
import { CMS_PAGES } from './cms-pages.ts';
import { languageId, SALES_CHANNEL_ID } from './constants.ts';
import { byLocale, type L4 } from './text.ts';

/** The seed's one sales channel in a language. */
const place = (locale: Locale) => ({
  salesChannelId: SALES_CHANNEL_ID,
  languageId: languageId(locale),
  locale,
});

/** Where ball bearings used to live: a non-canonical row per language, for testing redirects. */
export const LEGACY_BALL_BEARING_PATHS: L4 = [
  'producten/kogellagers/',
  'produits/roulements-a-billes/',
  'products/ball-bearings/',
  'produkte/kugellager/',
];

type LandingPageRow = typeof landingPage.$inferInsert & {
  translations: Record<Locale, { name: string; url: string }>;
};

/**
 * The CMS pages with a path as landing pages (Shopware's landing_page) of the same id, as migration
 * 0043 made them of the shop's content pages: their titles and SEO paths per language.
 */
export const landingPageRows = (): LandingPageRow[] =>
  CMS_PAGES.flatMap(({ key, titles, path }) => {
    if (!path) return [];
    const id = cmsPageId(key);
    return [{ id, cmsPageId: id, translations: byLocale((_, i) => ({ name: titles[i], url: path[i] })) }];
  });

/** The landing pages' SEO URLs: each one's url in every language. */
const landingSeoRows = (pages: LandingPageRow[]): SeoRow[] =>
  pages.flatMap((page) =>
    LOCALES.map((locale) => landingPageSeoRow(place(locale), page.id, page.translations[locale].url)),
  );

/**
 * SEO URLs: every linkable main category (the root, home, has none), the content pages and the
 * blog posts, in all four languages. Products have none: their path is `{slug}/{productNumber}`.
 */
export function seoRows(): SeoRow[] {
  const ballBearings = MAIN_CATEGORIES.find((c) => c.seoPaths['en-GB'] === 'bearings/ball-bearings/');
  const category = (locale: Locale, id: string, path: string, isCanonical = true) =>
    categorySeoRow(place(locale), id, path, isCanonical);
  const perLocale = byLocale((locale, i) => [
    ...MAIN_CATEGORIES.filter(isLinkable).map((c) => category(locale, c.id, c.seoPaths[locale])),
    ...(ballBearings ? [category(locale, ballBearings.id, LEGACY_BALL_BEARING_PATHS[i], false)] : []),
    ...Array.from({ length: BLOG_POST_COUNT }, (_, n) => {
      const id = blogPostId(n);
      return seoUrlRow(
        place(locale),
        'frontend.blog.page',
        id,
        `/blog/${id}`,
        `blog/${blogSlugs(n)[locale]}`,
      );
    }),
  ]);
  return [...Object.values(perLocale).flat(), ...landingSeoRows(landingPageRows())];
}
