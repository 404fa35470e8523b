import type { Locale } from '../../shared/locales.ts';
import { categorySeoRow, type SeoRow, seoUrlRow } from '../seo/category-urls.ts';
import { BLOG_POST_COUNT, blogPostId, blogSlugs } from './blog.ts';
import { isLinkable, MAIN_CATEGORIES } from './categories.ts';
import { cmsPageId } from './cms.ts';
import { CONTENT_PATHS } from './cms-pages.ts';
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
    ...Object.entries(CONTENT_PATHS).map(([key, paths]) => {
      const id = cmsPageId(key);
      return seoUrlRow(place(locale), 'frontend.landing.page', id, `/landingPage/${id}`, paths[i]);
    }),
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
  return Object.values(perLocale).flat();
}
