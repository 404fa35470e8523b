import { localized } from '../../shared/contact.ts';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import type { ContactLocation } from '../../shared/schemas/contact.ts';
import { TOP_CATEGORIES } from './categories.ts';
import { contentBlock, type PageSpec } from './cms.ts';
import { BANNERS, CONTENT_PATHS, categoryId, categoryPath } from './cms-content.ts';
import { DRAFT_PAGE } from './cms-draft.ts';
import { PARTS_PRODUCTS_PAGE } from './cms-parts.ts';
import { SERVICES_PAGE } from './cms-services.ts';
import { SHOP_CONTACT } from './contact.ts';
import { mediaId } from './media.ts';
import { byLocale, type L4, type LocaleIndex, mapL4 } from './text.ts';

const HQ = SHOP_CONTACT.locations.find((l) => l.headquarters) as ContactLocation;

export { CONTENT_PATHS };

const SLIDES: [media: string, title: L4, subtitle: L4][] = [
  [
    'hero-bearings',
    [
      'Lagers voor elke toepassing',
      'Des roulements pour chaque application',
      'Bearings for every application',
      'Lager für jede Anwendung',
    ],
    [
      'SKF, FAG, NSK en Timken: duizenden lagers direct uit voorraad',
      'SKF, FAG, NSK et Timken : des milliers de roulements en stock',
      'SKF, FAG, NSK and Timken: thousands of bearings ready to ship',
      'SKF, FAG, NSK und Timken: Tausende Lager sofort verfügbar',
    ],
  ],
  [
    'hero-delivery',
    ['24/7 express levering', 'Livraison express 24/7', '24/7 express delivery', '24/7-Expresslieferung'],
    [
      'Vandaag besteld, morgen op uw werf of af te halen in een van onze vestigingen',
      "Commandé aujourd'hui, livré demain sur votre site ou à retirer dans l'une de nos agences",
      'Order today, delivered to your site tomorrow or ready for collection at a branch',
      'Heute bestellt, morgen bei Ihnen oder zur Abholung in einer unserer Niederlassungen',
    ],
  ],
  [
    'hero-service',
    [
      'Technische service op maat',
      'Un service technique sur mesure',
      'Tailored technical service',
      'Technischer Service nach Maß',
    ],
    [
      'Montage, conditiebewaking en lagerrevisie door onze specialisten',
      "Montage, surveillance d'état et révision de roulements par nos spécialistes",
      'Mounting, condition monitoring and bearing remanufacturing by our specialists',
      'Montage, Zustandsüberwachung und Lageraufarbeitung durch unsere Spezialisten',
    ],
  ],
];
const slideLinks = (locale: Locale, i: LocaleIndex) => [
  categoryPath('bearings/', locale),
  '/services/',
  `/${CONTENT_PATHS.contact[i]}`,
];

const INFO_ITEMS: [icon: string, text: L4][] = [
  [
    'box',
    [
      'Meer dan 400.000 artikelen',
      'Plus de 400 000 articles',
      'More than 400,000 articles',
      'Über 400.000 Artikel',
    ],
  ],
  [
    'truck',
    ['24/7 express levering', 'Livraison express 24/7', '24/7 express delivery', '24/7-Expresslieferung'],
  ],
  [
    'clock',
    ['Ma - vr 8:00 - 17:00', 'Lun - ven 8h00 - 17h00', 'Mon - Fri 8:00 - 17:00', 'Mo - Fr 8:00 - 17:00'],
  ],
  ['phone', [HQ.phone, HQ.phone, HQ.phone, HQ.phone]],
];

const INTRO: L4 = [
  '<h2>Uw partner in industriële onderdelen</h2><p>Indumex levert al meer dan veertig jaar lagers, afdichtingen, aandrijftechniek en onderhoudsproducten aan de Belgische industrie. Met zeven vestigingen en een centraal magazijn staan we dicht bij uw productie.</p>',
  "<h2>Votre partenaire en composants industriels</h2><p>Depuis plus de quarante ans, Indumex fournit roulements, joints, transmission et produits de maintenance à l'industrie belge. Avec sept agences et un entrepôt central, nous sommes proches de votre production.</p>",
  '<h2>Your partner for industrial parts</h2><p>For more than forty years Indumex has supplied bearings, seals, power transmission and maintenance products to Belgian industry. Seven branches and a central warehouse keep us close to your production.</p>',
  '<h2>Ihr Partner für Industriekomponenten</h2><p>Seit über vierzig Jahren liefert Indumex Lager, Dichtungen, Antriebstechnik und Instandhaltungsprodukte an die belgische Industrie. Mit sieben Niederlassungen und einem Zentrallager sind wir nah an Ihrer Produktion.</p>',
];

const RANGE: L4 = ['Ons assortiment', 'Notre gamme', 'Our range', 'Unser Sortiment'];
const NEWS: L4 = ['Nieuws en tips', 'Actualités et conseils', 'News and tips', 'Neuigkeiten und Tipps'];

const PROMOTION: Record<'title' | 'text' | 'buttonLabel', L4> = {
  title: ['Smeermiddelen -15%', 'Lubrifiants -15 %', 'Lubricants -15%', 'Schmierstoffe -15 %'],
  text: [
    'Tot eind maart 15% korting op vetten en oliën van Klüber en Mobil.',
    "Jusqu'à fin mars, 15 % de remise sur les graisses et huiles Klüber et Mobil.",
    'Until the end of March, 15% off Klüber and Mobil greases and oils.',
    'Bis Ende März 15 % Rabatt auf Fette und Öle von Klüber und Mobil.',
  ],
  buttonLabel: ['Bekijk de actie', "Voir l'offre", 'See the offer', 'Zum Angebot'],
};

const CARDS: [icon: string, title: L4, text: L4, button: L4, link: (i: LocaleIndex) => string][] = [
  [
    'truck',
    ['Levering of afhaling', 'Livraison ou retrait', 'Delivery or collection', 'Lieferung oder Abholung'],
    [
      'Laat leveren op uw werf of haal af in een van onze zeven vestigingen.',
      "Faites-vous livrer sur site ou retirez dans l'une de nos sept agences.",
      'Have it delivered to your site or collect it at one of our seven branches.',
      'Lieferung auf Ihre Baustelle oder Abholung in einer unserer sieben Niederlassungen.',
    ],
    ['Onze diensten', 'Nos services', 'Our services', 'Unsere Leistungen'],
    () => '/services/',
  ],
  [
    'phone',
    ['Technisch advies', 'Conseil technique', 'Technical advice', 'Technische Beratung'],
    [
      'Onze productspecialisten helpen u de juiste oplossing te kiezen.',
      'Nos spécialistes produits vous aident à choisir la bonne solution.',
      'Our product specialists help you choose the right solution.',
      'Unsere Produktspezialisten helfen Ihnen bei der richtigen Wahl.',
    ],
    ['Contacteer ons', 'Contactez-nous', 'Contact us', 'Kontakt'],
    (i) => `/${CONTENT_PATHS.contact[i]}`,
  ],
  [
    'box',
    ['Word klant', 'Devenez client', 'Become a customer', 'Kunde werden'],
    [
      'Bestel online aan uw eigen prijzen, met de voorraad per vestiging.',
      'Commandez en ligne à vos prix, avec le stock par agence.',
      'Order online at your own prices and see the stock per branch.',
      'Bestellen Sie online zu Ihren Preisen, mit Bestand je Niederlassung.',
    ],
    ['Registreren', "S'inscrire", 'Register', 'Registrieren'],
    () => '/register/company',
  ],
];

const home: PageSpec = {
  key: 'home',
  type: 'page',
  name: 'Home',
  titles: ['Home', 'Accueil', 'Home', 'Startseite'],
  sections: [
    {
      sizingMode: 'full_width',
      blocks: [
        {
          type: 'image-slider',
          slots: [
            {
              slot: 'slider',
              type: 'image-slider',
              config: { autoplay: true, interval: 7000 },
              translations: byLocale((locale, i) => ({
                slides: SLIDES.map(([media, title, subtitle], n) => ({
                  mediaId: mediaId(media),
                  link: slideLinks(locale, i)[n],
                  title: title[i],
                  subtitle: subtitle[i],
                })),
              })),
            },
          ],
        },
      ],
    },
    {
      blocks: [
        contentBlock('info-bar', {
          translations: byLocale((_, i) => ({
            items: INFO_ITEMS.map(([icon, text]) => ({ icon, text: text[i] })),
          })),
        }),
        contentBlock('text', { translations: byLocale((_, i) => ({ content: INTRO[i] })) }),
        contentBlock('category-navigation', {
          config: { categoryIds: TOP_CATEGORIES.map((c) => c.id) },
          translations: byLocale((_, i) => ({ title: RANGE[i] })),
        }),
        contentBlock(
          'promotion-banner',
          {
            config: {
              mediaId: mediaId('promo-lubrication'),
              link: `/navigation/${categoryId('lubricants/')}`,
              backgroundColor: '#f28c28',
            },
            translations: byLocale((_, i) => ({
              title: PROMOTION.title[i],
              text: PROMOTION.text[i],
              buttonLabel: PROMOTION.buttonLabel[i],
            })),
          },
          ['xs'],
        ),
        contentBlock('icons-with-buttons', {
          translations: byLocale((_, i) => ({
            items: CARDS.map(([icon, title, text, button, link]) => ({
              icon,
              title: title[i],
              text: text[i],
              buttonLabel: button[i],
              link: link(i),
            })),
          })),
        }),
        contentBlock('news', {
          config: { limit: 3 },
          translations: byLocale((_, i) => ({ title: NEWS[i] })),
        }),
        contentBlock('newsletter', {}),
      ],
    },
  ],
};

/** The shared listing page of every linkable main category. */
const listing: PageSpec = {
  key: 'listing',
  type: 'product_list',
  name: 'Productlijst',
  titles: ['Producten', 'Produits', 'Products', 'Produkte'],
  sections: [{ blocks: [contentBlock('product-listing', {}), BANNERS] }],
};

const textPage = (key: string, name: string, titles: L4, html: L4): PageSpec => ({
  key,
  type: 'page',
  name,
  titles,
  sections: [
    { blocks: [contentBlock('text', { translations: byLocale((_, i) => ({ content: html[i] })) })] },
  ],
});

const ABOUT_HTML: L4 = [
  '<h1>Over Indumex</h1><p>Indumex is een Belgische distributeur van lagers, afdichtingen, aandrijftechniek, bevestigingsmaterialen en onderhoudsproducten. Vanuit zeven vestigingen in Vlaanderen en Wallonië bedienen we meer dan 8.000 industriële klanten.</p><h2>Waarom Indumex?</h2><ul><li>Meer dan 400.000 artikelen van topmerken</li><li>Voorraad per vestiging, 24/7 express levering</li><li>Technisch advies en service op uw site</li></ul>',
  "<h1>À propos d'Indumex</h1><p>Indumex est un distributeur belge de roulements, joints, transmission, fixations et produits de maintenance. Depuis sept agences en Flandre et en Wallonie, nous servons plus de 8 000 clients industriels.</p><h2>Pourquoi Indumex ?</h2><ul><li>Plus de 400 000 articles de grandes marques</li><li>Stock par agence, livraison express 24/7</li><li>Conseil technique et service sur site</li></ul>",
  '<h1>About Indumex</h1><p>Indumex is a Belgian distributor of bearings, seals, power transmission, fasteners and maintenance products. From seven branches in Flanders and Wallonia we serve more than 8,000 industrial customers.</p><h2>Why Indumex?</h2><ul><li>More than 400,000 articles from leading brands</li><li>Stock per branch, 24/7 express delivery</li><li>Technical advice and on-site service</li></ul>',
  '<h1>Über Indumex</h1><p>Indumex ist ein belgischer Distributor für Lager, Dichtungen, Antriebstechnik, Befestigungstechnik und Instandhaltungsprodukte. Von sieben Niederlassungen in Flandern und Wallonien aus beliefern wir über 8.000 Industriekunden.</p><h2>Warum Indumex?</h2><ul><li>Über 400.000 Artikel führender Marken</li><li>Bestand je Niederlassung, 24/7-Expresslieferung</li><li>Technische Beratung und Service vor Ort</li></ul>',
];

const COUNTRY: L4 = ['België', 'Belgique', 'Belgium', 'Belgien'];
/** The headquarters' address, phone and the general mailbox, from the contact data (one source). */
const address = (i: LocaleIndex) => {
  const { city, phone } = localized(HQ, LOCALES[i]);
  return `<p>Indumex NV<br>${HQ.street}<br>${HQ.postalCode} ${city}<br>${COUNTRY[i]}</p><p>${phone}<br>${SHOP_CONTACT.email}</p>`;
};
const CONTACT_HTML: L4 = mapL4(
  [
    '<h1>Contact</h1><p>Onze klantendienst is bereikbaar van maandag tot vrijdag van 8:00 tot 17:00.</p>',
    '<h1>Contact</h1><p>Notre service clientèle est joignable du lundi au vendredi de 8h00 à 17h00.</p>',
    '<h1>Contact</h1><p>Our customer service is available Monday to Friday from 8:00 to 17:00.</p>',
    '<h1>Kontakt</h1><p>Unser Kundendienst ist montags bis freitags von 8:00 bis 17:00 Uhr erreichbar.</p>',
  ],
  (intro, i) => intro + address(i),
);

export const CMS_PAGES: PageSpec[] = [
  home,
  listing,
  textPage('about', 'Over ons', ['Over ons', 'À propos', 'About us', 'Über uns'], ABOUT_HTML),
  textPage('contact', 'Contact', ['Contact', 'Contact', 'Contact', 'Kontakt'], CONTACT_HTML),
  SERVICES_PAGE,
  PARTS_PRODUCTS_PAGE,
  DRAFT_PAGE,
];
