import type { Locale } from '../../shared/locales.ts';
import { MAIN_CATEGORIES } from './categories.ts';
import { contentBlock } from './cms.ts';
import { mediaId } from './media.ts';
import { byLocale, type L4 } from './text.ts';

/**
 * SEO paths of the content pages (routeName frontend.landing.page), keyed by CMS page key.
 * /services/ and /parts-products/ are fixed routes of §2, so they are the same in every language.
 */
export const CONTENT_PATHS: Record<'about' | 'contact' | 'services' | 'parts-products', L4> = {
  about: ['over-ons/', 'a-propos/', 'about-us/', 'ueber-uns/'],
  contact: ['contact/', 'contact/', 'contact/', 'kontakt/'],
  services: ['services/', 'services/', 'services/', 'services/'],
  'parts-products': ['parts-products/', 'parts-products/', 'parts-products/', 'parts-products/'],
};

const mainCategory = (enPath: string) => MAIN_CATEGORIES.find((c) => c.seoPaths['en-GB'] === enPath);
export const categoryPath = (enPath: string, locale: Locale) =>
  `/${mainCategory(enPath)?.seoPaths[locale] ?? ''}`;
export const categoryId = (enPath: string) => mainCategory(enPath)?.id;

/** Texts in all four languages that are the same everywhere (names, numbers). */
export const same = (text: string): L4 => [text, text, text, text];

const ADVICE: Record<'title' | 'subtitle', L4> = {
  title: [
    'Technisch advies nodig?',
    'Besoin de conseils techniques ?',
    'Need technical advice?',
    'Technische Beratung?',
  ],
  subtitle: [
    'Onze specialisten helpen u verder',
    'Nos spécialistes vous aident',
    'Our specialists are happy to help',
    'Unsere Spezialisten helfen Ihnen',
  ],
};
const SERVICE_BANNER: Record<'title' | 'subtitle', L4> = {
  title: [
    'Montage en revisie',
    'Montage et révision',
    'Mounting and remanufacturing',
    'Montage und Aufarbeitung',
  ],
  subtitle: [
    'Service op uw site',
    'Service sur votre site',
    'Service at your site',
    'Service bei Ihnen vor Ort',
  ],
};

/** §2 Banners: two banners, each with title, subtitle, link and image (category pages, parts page). */
export const BANNERS = contentBlock('banners', {
  translations: byLocale((_, i) => ({
    banners: [
      {
        mediaId: mediaId('banner-advice'),
        title: ADVICE.title[i],
        subtitle: ADVICE.subtitle[i],
        link: `/${CONTENT_PATHS.contact[i]}`,
      },
      {
        mediaId: mediaId('hero-service'),
        title: SERVICE_BANNER.title[i],
        subtitle: SERVICE_BANNER.subtitle[i],
        link: '/services/',
      },
    ],
  })),
});
