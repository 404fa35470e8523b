import { stableId } from '../../shared/ids.ts';
import { TOP_CATEGORIES } from './categories.ts';
import { contentBlock, type PageSpec } from './cms.ts';
import { BANNERS, CONTENT_PATHS, categoryPath } from './cms-content.ts';
import { mediaId } from './media.ts';
import { byLocale, type L4 } from './text.ts';

const SITE = 'https://www.indumex.example';
/** The first generated product exists in every seed size (tests seed 300, the demo 2000). */
export const FEATURED_PRODUCT_ID = stableId('product:IM-100000');

const INTRO: L4 = [
  '<h2>Onderdelen en producten voor elke sector</h2><p>Van kogellagers tot persluchtkoppelingen: kies een productgroep, download onze catalogi of zoek op merk.</p>',
  '<h2>Pièces et produits pour chaque secteur</h2><p>Des roulements à billes aux raccords pneumatiques : choisissez un groupe de produits, téléchargez nos catalogues ou cherchez par marque.</p>',
  '<h2>Parts and products for every industry</h2><p>From ball bearings to pneumatic fittings: choose a product group, download our catalogues or search by brand.</p>',
  '<h2>Teile und Produkte für jede Branche</h2><p>Vom Kugellager bis zur Pneumatikkupplung: Wählen Sie eine Produktgruppe, laden Sie unsere Kataloge herunter oder suchen Sie nach Marke.</p>',
];
const GROUPS: L4 = ['Productgroepen', 'Groupes de produits', 'Product groups', 'Produktgruppen'];
const BRANDS: L4 = ['Onze merken', 'Nos marques', 'Our brands', 'Unsere Marken'];
const FILES_TITLE: L4 = [
  'Catalogi en fiches',
  'Catalogues et fiches',
  'Catalogues and data sheets',
  'Kataloge und Datenblätter',
];

const FILES: [path: string, format: string, sizeKb: number, title: L4, description: L4][] = [
  [
    '/downloads/catalogus-2026.pdf',
    'pdf',
    18_400,
    ['Productcatalogus 2026', 'Catalogue produits 2026', 'Product catalogue 2026', 'Produktkatalog 2026'],
    ['Het volledige assortiment', "L'assortiment complet", 'The complete range', 'Das komplette Sortiment'],
  ],
  [
    '/downloads/lagers-montagegids.pdf',
    'pdf',
    2_350,
    [
      'Montagegids lagers',
      'Guide de montage des roulements',
      'Bearing mounting guide',
      'Montageanleitung Lager',
    ],
    [
      'Stap voor stap correct monteren',
      'Monter correctement, étape par étape',
      'Mounting correctly, step by step',
      'Schritt für Schritt richtig montieren',
    ],
  ],
  [
    '/downloads/veiligheidsfiches.zip',
    'zip',
    640,
    [
      'Veiligheidsfiches smeermiddelen',
      'Fiches de sécurité lubrifiants',
      'Lubricant safety data sheets',
      'Sicherheitsdatenblätter Schmierstoffe',
    ],
    [
      'Alle SDS in één archief',
      'Toutes les FDS dans une archive',
      'All SDS in one archive',
      'Alle SDB in einem Archiv',
    ],
  ],
];

const FOOTER: [title: L4, links: [label: L4, link: (i: number) => string][]][] = [
  [
    ['Snel naar', 'Accès rapide', 'Quick links', 'Schnellzugriff'],
    [
      [['Diensten', 'Services', 'Services', 'Dienstleistungen'], () => '/services/'],
      [['Contact', 'Contact', 'Contact', 'Kontakt'], (i) => `/${CONTENT_PATHS.contact[i]}`],
      [['Blog', 'Blog', 'Blog', 'Blog'], () => '/blog'],
    ],
  ],
  [
    ['Klant worden', 'Devenir client', 'Become a customer', 'Kunde werden'],
    [
      [['Registreren', "S'inscrire", 'Register', 'Registrieren'], () => '/register/company'],
      [['Inloggen', 'Se connecter', 'Log in', 'Anmelden'], () => '/auth'],
    ],
  ],
  [
    ['Downloads', 'Téléchargements', 'Downloads', 'Downloads'],
    [
      [
        ['Productcatalogus', 'Catalogue produits', 'Product catalogue', 'Produktkatalog'],
        () => `${SITE}/downloads/catalogus-2026.pdf`,
      ],
    ],
  ],
];

const IMAGE_ALT: L4 = [
  'Lagers en aandrijftechniek',
  'Roulements et transmission',
  'Bearings and power transmission',
  'Lager und Antriebstechnik',
];

/** The product slider's articles: the first of the catalogue, there in the smallest seed too. */
const SLIDER_NUMBERS = ['IM-100001', 'IM-100002', 'IM-100003', 'IM-100004', 'IM-100005', 'IM-100006'];
const SLIDER_TITLE = ['Vaak besteld', 'Souvent commandés', 'Frequently ordered', 'Häufig bestellt'];

/** /parts-products/: the catalogue-related block types (image, buy box, slider, files, brands, banners). */
export const PARTS_PRODUCTS_PAGE: PageSpec = {
  key: 'parts-products',
  type: 'landingpage',
  name: 'Parts & products',
  titles: ['Onderdelen & producten', 'Pièces & produits', 'Parts & products', 'Teile & Produkte'],
  sections: [
    {
      blocks: [
        contentBlock('text', { translations: byLocale((_, i) => ({ content: INTRO[i] })) }),
        contentBlock('image', {
          config: { mediaId: mediaId('hero-bearings'), displayMode: 'cover' },
          translations: byLocale((locale, i) => ({
            url: categoryPath('bearings/', locale),
            alt: IMAGE_ALT[i],
          })),
        }),
        contentBlock('category-navigation', {
          config: { categoryIds: TOP_CATEGORIES.map((c) => c.id) },
          translations: byLocale((_, i) => ({ title: GROUPS[i] })),
        }),
        contentBlock('gallery-buybox', { config: { productId: FEATURED_PRODUCT_ID } }),
        contentBlock('product-slider', {
          config: { products: SLIDER_NUMBERS.map((n) => stableId(`product:${n}`)) },
          translations: byLocale((_, i) => ({ title: SLIDER_TITLE[i] })),
        }),
        BANNERS,
        contentBlock('files-catalog', {
          translations: byLocale((_, i) => ({
            title: FILES_TITLE[i],
            files: FILES.map(([path, format, sizeKb, title, description]) => ({
              url: `${SITE}${path}`,
              format,
              sizeKb,
              title: title[i],
              description: description[i],
            })),
          })),
        }),
        contentBlock('brands-listing', { translations: byLocale((_, i) => ({ title: BRANDS[i] })) }),
        contentBlock('custom-footer', {
          translations: byLocale((_, i) => ({
            columns: FOOTER.map(([title, links]) => ({
              title: title[i],
              links: links.map(([label, link]) => ({
                label: label[i],
                link: link(i),
                newTab: link(i).startsWith('http'),
              })),
            })),
          })),
        }),
      ],
    },
  ],
};
