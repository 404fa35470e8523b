import { stableId } from '../../shared/ids.ts';
import { type CategoryRow, walk } from './categories.ts';
import { ROOT_IDS } from './constants.ts';
import { type L4, slugify, translations } from './text.ts';

/** A node of the service, countries or footer navigation (§3 Navigation types). */
interface NavItem {
  names: L4;
  type?: 'link' | 'folder';
  /** A path routed by the storefront (`/blog`) or an absolute http(s) URL. */
  href?: string;
  /** A CMS landing page, linked by id (linkType landing_page). */
  landingPage?: string;
  newTab?: boolean;
  children?: NavItem[];
}

const same = (text: string): L4 => [text, text, text, text];
const SITE = 'https://www.indumex.example';
const city = (name: string, path: string): NavItem => ({
  names: same(name),
  href: `${SITE}${path}`,
  newTab: true,
});

export interface LandingPages {
  about: string;
  contact: string;
}

const service = (pages: LandingPages): NavItem[] => [
  {
    names: ['Diensten', 'Services', 'Services', 'Dienstleistungen'],
    href: '/services/',
    children: [
      {
        names: [
          'Montage & demontage',
          'Montage & démontage',
          'Mounting & dismounting',
          'Montage & Demontage',
        ],
        href: '/services/#montage',
      },
      {
        names: ['Conditiebewaking', "Surveillance d'état", 'Condition monitoring', 'Zustandsüberwachung'],
        href: '/services/#monitoring',
      },
      {
        names: ['Lagerrevisie', 'Révision de roulements', 'Bearing remanufacturing', 'Lageraufarbeitung'],
        href: '/services/#revisie',
      },
    ],
  },
  { names: ['Over ons', 'À propos', 'About us', 'Über uns'], landingPage: pages.about },
  { names: ['Contact', 'Contact', 'Contact', 'Kontakt'], landingPage: pages.contact },
  { names: ['Vacatures', 'Emplois', 'Careers', 'Karriere'], href: `${SITE}/jobs`, newTab: true },
  {
    names: ['Downloads', 'Téléchargements', 'Downloads', 'Downloads'],
    type: 'folder',
    children: [
      {
        names: ['Productcatalogus', 'Catalogue produits', 'Product catalogue', 'Produktkatalog'],
        href: `${SITE}/downloads/catalogus-2026.pdf`,
        newTab: true,
      },
      {
        names: ['Technische fiches', 'Fiches techniques', 'Technical data sheets', 'Technische Datenblätter'],
        href: `${SITE}/downloads/fiches`,
        newTab: true,
      },
    ],
  },
  { names: ['Blog', 'Blog', 'Blog', 'Blog'], href: '/blog' },
];

/** The first node is the menu's button label; then country → region → links (§2 Countries menu). */
const countries: NavItem[] = [
  {
    names: ['Landen', 'Pays', 'Countries', 'Länder'],
    type: 'folder',
    children: [
      {
        names: ['België', 'Belgique', 'Belgium', 'Belgien'],
        type: 'folder',
        children: [
          {
            names: ['Vlaanderen', 'Flandre', 'Flanders', 'Flandern'],
            type: 'folder',
            children: [city('Indumex Antwerpen', '/be/antwerpen'), city('Indumex Izegem', '/be/izegem')],
          },
          {
            names: ['Wallonië', 'Wallonie', 'Wallonia', 'Wallonien'],
            type: 'folder',
            children: [city('Indumex Liège', '/be/liege')],
          },
        ],
      },
      {
        names: ['Nederland', 'Pays-Bas', 'Netherlands', 'Niederlande'],
        type: 'folder',
        children: [
          {
            names: ['Noord', 'Nord', 'North', 'Nord'],
            type: 'folder',
            children: [city('Indumex Groningen', '/nl/groningen')],
          },
          {
            names: ['Zuid', 'Sud', 'South', 'Süd'],
            type: 'folder',
            children: [city('Indumex Eindhoven', '/nl/eindhoven'), city('Indumex Breda', '/nl/breda')],
          },
        ],
      },
      {
        names: ['Luxemburg', 'Luxembourg', 'Luxembourg', 'Luxemburg'],
        type: 'folder',
        children: [
          {
            names: ['Noord', 'Nord', 'North', 'Nord'],
            type: 'folder',
            children: [city('Indumex Ettelbruck', '/lu/ettelbruck')],
          },
          {
            names: ['Zuid', 'Sud', 'South', 'Süd'],
            type: 'folder',
            children: [city('Indumex Esch-sur-Alzette', '/lu/esch')],
          },
        ],
      },
      {
        names: ['Oostenrijk', 'Autriche', 'Austria', 'Österreich'],
        type: 'folder',
        children: [
          {
            names: ['Oost', 'Est', 'East', 'Ost'],
            type: 'folder',
            children: [city('Indumex Wien', '/at/wien'), city('Indumex Graz', '/at/graz')],
          },
          {
            names: ['West', 'Ouest', 'West', 'West'],
            type: 'folder',
            children: [city('Indumex Innsbruck', '/at/innsbruck'), city('Indumex Salzburg', '/at/salzburg')],
          },
        ],
      },
    ],
  },
];

const footer = (pages: LandingPages): NavItem[] => [
  { names: ['Algemene voorwaarden', 'Conditions générales', 'Terms and conditions', 'AGB'], href: '/agb' },
  { names: ['Privacy', 'Confidentialité', 'Privacy', 'Datenschutz'], href: '/datenschutz' },
  { names: ['Contact', 'Contact', 'Contact', 'Kontakt'], landingPage: pages.contact },
  { names: ['Over ons', 'À propos', 'About us', 'Über uns'], landingPage: pages.about },
  { names: ['Blog', 'Blog', 'Blog', 'Blog'], href: '/blog' },
];

const ROOT_NAMES: Record<'service' | 'countries' | 'footer', L4> = {
  service: ['Servicenavigatie', 'Navigation service', 'Service navigation', 'Servicenavigation'],
  countries: ['Landen', 'Pays', 'Countries', 'Länder'],
  footer: ['Footer', 'Pied de page', 'Footer', 'Fußzeile'],
};

function treeRows(tree: keyof typeof ROOT_NAMES, items: NavItem[]): CategoryRow[] {
  const rootId = ROOT_IDS[tree];
  const rows: CategoryRow[] = [
    { id: rootId, level: 1, type: 'folder', translations: translations({ name: ROOT_NAMES[tree] }) },
  ];
  const keys = new Map<string, string>([[rootId, tree]]);
  walk(rootId, items, (item, at) => {
    const key = `${keys.get(at.parentId)}/${slugify(item.names[2])}`;
    const id = stableId(`category:${key}`);
    keys.set(id, key);
    const external = item.href !== undefined;
    rows.push({
      id,
      ...at,
      type: item.type ?? 'link',
      linkType: item.landingPage ? 'landing_page' : external ? 'external' : null,
      internalLink: item.landingPage ?? null,
      externalLink: item.href ?? null,
      linkNewTab: item.newTab ?? false,
      translations: translations({ name: item.names }),
    });
    return id;
  });
  return rows;
}

export const navigationRows = (pages: LandingPages): CategoryRow[] => [
  ...treeRows('service', service(pages)),
  ...treeRows('countries', countries),
  ...treeRows('footer', footer(pages)),
];
