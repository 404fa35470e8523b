import { stableId } from '../../shared/ids.ts';
import type { PageSpec } from './cms.ts';
import { contentBlock } from './cms.ts';
import { CONTENT_PATHS, categoryPath } from './cms-content.ts';
import { mediaId } from './media.ts';
import { byLocale, type L4 } from './text.ts';

const HERO: L4 = [
  '<h2>Service die uw installaties laat draaien</h2><p>Van montage tot revisie: onze technici werken op uw site of in onze werkplaats, in heel België.</p>',
  '<h2>Un service qui fait tourner vos installations</h2><p>Du montage à la révision : nos techniciens interviennent sur votre site ou dans notre atelier, partout en Belgique.</p>',
  '<h2>Service that keeps your plant running</h2><p>From mounting to remanufacturing: our technicians work at your site or in our workshop, all over Belgium.</p>',
  '<h2>Service, der Ihre Anlagen am Laufen hält</h2><p>Von der Montage bis zur Aufarbeitung: Unsere Techniker arbeiten bei Ihnen vor Ort oder in unserer Werkstatt, in ganz Belgien.</p>',
];

// Anchors #montage, #monitoring and #revisie are the targets of the service navigation (seed/navigation.ts).
const DETAILS: L4 = [
  '<h2 id="montage">Montage &amp; demontage</h2><p>Lagers correct monteren met inductieverwarming en hydraulisch gereedschap verlengt hun levensduur.</p><h2 id="monitoring">Conditiebewaking</h2><p>Trillingsmetingen en thermografie signaleren slijtage lang voor een storing.</p><h2 id="revisie">Lagerrevisie</h2><p>Grote lagers reviseren wij tot 60% goedkoper dan nieuw, met volledige meetrapporten.</p>',
  '<h2 id="montage">Montage &amp; démontage</h2><p>Monter correctement les roulements avec chauffage par induction et outillage hydraulique prolonge leur durée de vie.</p><h2 id="monitoring">Surveillance d\'état</h2><p>Les mesures vibratoires et la thermographie signalent l\'usure bien avant la panne.</p><h2 id="revisie">Révision de roulements</h2><p>Nous révisons les grands roulements jusqu\'à 60 % moins cher que du neuf, rapports de mesure inclus.</p>',
  '<h2 id="montage">Mounting &amp; dismounting</h2><p>Mounting bearings correctly with induction heating and hydraulic tools extends their service life.</p><h2 id="monitoring">Condition monitoring</h2><p>Vibration analysis and thermography detect wear long before a breakdown.</p><h2 id="revisie">Bearing remanufacturing</h2><p>We remanufacture large bearings for up to 60% less than new ones, with full measurement reports.</p>',
  '<h2 id="montage">Montage &amp; Demontage</h2><p>Richtig montierte Lager mit Induktionserwärmung und Hydraulikwerkzeug halten länger.</p><h2 id="monitoring">Zustandsüberwachung</h2><p>Schwingungsmessung und Thermografie erkennen Verschleiß lange vor dem Ausfall.</p><h2 id="revisie">Lageraufarbeitung</h2><p>Große Lager arbeiten wir bis zu 60 % günstiger als neu auf, mit vollständigen Messprotokollen.</p>',
];

const HOTLINE: Record<'title' | 'text' | 'button', L4> = {
  title: ['Technische hotline', 'Hotline technique', 'Technical hotline', 'Technische Hotline'],
  text: [
    'Stilstand? Bel +32 3 450 12 99, dag en nacht bereikbaar voor klanten met een servicecontract.',
    'Arrêt de production ? Appelez le +32 3 450 12 99, jour et nuit pour les clients sous contrat.',
    'Breakdown? Call +32 3 450 12 99, day and night for customers with a service contract.',
    'Stillstand? Rufen Sie +32 3 450 12 99 an, Tag und Nacht für Kunden mit Servicevertrag.',
  ],
  button: ['Contacteer ons', 'Contactez-nous', 'Contact us', 'Kontakt'],
};

const POINTS: [title: L4, points: L4[]][] = [
  [
    ['Montage', 'Montage', 'Mounting', 'Montage'],
    [
      ['Inductieverwarming', 'Chauffage par induction', 'Induction heating', 'Induktionserwärmung'],
      ['Uitlijnen met laser', 'Alignement laser', 'Laser alignment', 'Laserausrichtung'],
      ['Hydraulische trekkers', 'Extracteurs hydrauliques', 'Hydraulic pullers', 'Hydraulische Abzieher'],
    ],
  ],
  [
    ['Bewaking', 'Surveillance', 'Monitoring', 'Überwachung'],
    [
      ['Trillingsanalyse', 'Analyse vibratoire', 'Vibration analysis', 'Schwingungsanalyse'],
      ['Thermografie', 'Thermographie', 'Thermography', 'Thermografie'],
      ['Olieanalyse', "Analyse d'huile", 'Oil analysis', 'Ölanalyse'],
    ],
  ],
  [
    ['Revisie', 'Révision', 'Remanufacturing', 'Aufarbeitung'],
    [
      ['Lagers tot 2 m diameter', "Roulements jusqu'à 2 m", 'Bearings up to 2 m', 'Lager bis 2 m'],
      [
        'Meetrapport per lager',
        'Rapport de mesure par roulement',
        'Report per bearing',
        'Messprotokoll je Lager',
      ],
      ['Garantie als nieuw', 'Garantie comme neuf', 'Warranty as new', 'Garantie wie neu'],
    ],
  ],
];
const POINTS_TITLE: L4 = ['Wat wij doen', 'Ce que nous faisons', 'What we do', 'Was wir tun'];

const GROUPS: [media: string, enPath: string, title: L4, text: L4][] = [
  [
    'bearing',
    'bearings/',
    ['Lagers', 'Roulements', 'Bearings', 'Lager'],
    [
      'Montage, bewaking en revisie',
      'Montage, surveillance et révision',
      'Mounting, monitoring, remanufacturing',
      'Montage, Überwachung, Aufarbeitung',
    ],
  ],
  [
    'belt',
    'power-transmission/',
    ['Aandrijftechniek', 'Transmission', 'Power transmission', 'Antriebstechnik'],
    [
      'Riemen spannen en uitlijnen',
      'Tension et alignement des courroies',
      'Belt tensioning and alignment',
      'Riemen spannen und ausrichten',
    ],
  ],
  [
    'oil-can',
    'lubricants/',
    ['Smering', 'Lubrification', 'Lubrication', 'Schmierung'],
    [
      'Smeerplannen en automatische smeerders',
      'Plans de lubrification et graisseurs automatiques',
      'Lubrication plans and automatic lubricators',
      'Schmierpläne und automatische Schmierstoffgeber',
    ],
  ],
];
const GROUPS_TITLE: L4 = [
  'Service per productgroep',
  'Service par groupe de produits',
  'Service by product group',
  'Service nach Produktgruppe',
];

/** The blog's maintenance tag (seed/blog.ts derives tag ids from their names the same way). */
export const MAINTENANCE_TAG_ID = stableId('blog-tag:Onderhoud');
const TIPS: L4 = ['Onderhoudstips', "Conseils d'entretien", 'Maintenance tips', 'Wartungstipps'];

const MAP_TITLE: L4 = ['Onze vestigingen', 'Nos agences', 'Our branches', 'Unsere Niederlassungen'];

/** A rough outline of Belgium (lat, lon), drawn behind the pins. */
const BELGIUM: [number, number][] = [
  [51.09, 2.55],
  [51.37, 3.37],
  [51.25, 3.9],
  [51.37, 4.25],
  [51.45, 4.55],
  [51.45, 5.0],
  [51.28, 5.25],
  [51.25, 5.55],
  [51.13, 5.85],
  [50.76, 5.69],
  [50.75, 6.02],
  [50.5, 6.4],
  [50.32, 6.35],
  [50.13, 6.13],
  [49.87, 5.75],
  [49.55, 5.8],
  [49.5, 5.47],
  [49.79, 5.07],
  [49.98, 4.5],
  [50.0, 4.2],
  [50.3, 4.1],
  [50.4, 3.68],
  [50.6, 3.3],
  [50.75, 3.0],
  [50.8, 2.6],
];

const IMAGE: Record<'title' | 'text' | 'button' | 'alt', L4> = {
  title: [
    'Onze werkplaats in Antwerpen',
    'Notre atelier à Anvers',
    'Our workshop in Antwerp',
    'Unsere Werkstatt in Antwerpen',
  ],
  text: [
    'Revisie, testbanken en een eigen magazijn voor servicestukken.',
    'Révision, bancs d’essai et un magasin dédié aux pièces de service.',
    'Remanufacturing, test benches and a dedicated store for service parts.',
    'Aufarbeitung, Prüfstände und ein eigenes Lager für Serviceteile.',
  ],
  button: ['Plan een bezoek', 'Planifier une visite', 'Plan a visit', 'Besuch planen'],
  alt: ['Technicus aan het werk', 'Technicien au travail', 'Technician at work', 'Techniker bei der Arbeit'],
};

/** /services/: a landing page that shows most content block types, an unknown one and a hidden one. */
export const SERVICES_PAGE: PageSpec = {
  key: 'services',
  type: 'landingpage',
  name: 'Services',
  titles: ['Diensten', 'Services', 'Services', 'Dienstleistungen'],
  sections: [
    {
      blocks: [
        contentBlock('text-with-background', {
          config: { mediaId: mediaId('hero-service'), backgroundColor: '#0a2a49' },
          translations: byLocale((_, i) => ({ content: HERO[i] })),
        }),
        contentBlock('icon-info-card', {
          config: { icon: 'phone' },
          translations: byLocale((_, i) => ({
            title: HOTLINE.title[i],
            text: HOTLINE.text[i],
            buttonLabel: HOTLINE.button[i],
            link: `/${CONTENT_PATHS.contact[i]}`,
          })),
        }),
        contentBlock('info-bullet-points-grid', {
          translations: byLocale((_, i) => ({
            title: POINTS_TITLE[i],
            columns: POINTS.map(([title, points]) => ({ title: title[i], points: points.map((p) => p[i]) })),
          })),
        }),
        contentBlock('text', { translations: byLocale((_, i) => ({ content: DETAILS[i] })) }),
        contentBlock('grid-with-title', {
          config: { columns: 3 },
          translations: byLocale((locale, i) => ({
            title: GROUPS_TITLE[i],
            items: GROUPS.map(([media, enPath, title, text]) => ({
              mediaId: mediaId(media),
              title: title[i],
              text: text[i],
              link: categoryPath(enPath, locale),
            })),
          })),
        }),
        // An old block type no longer known to the storefront: it must fall back, not break the page.
        contentBlock('legacy-carousel', { config: { items: ['a', 'b'] } }),
        contentBlock(
          'custom-image',
          {
            config: { mediaId: mediaId('hero-service') },
            translations: byLocale((_, i) => ({
              title: IMAGE.title[i],
              text: IMAGE.text[i],
              alt: IMAGE.alt[i],
              buttonLabel: IMAGE.button[i],
              link: `/${CONTENT_PATHS.contact[i]}`,
            })),
          },
          ['xs'],
        ),
        contentBlock('news', {
          config: { limit: 3, tagIds: [MAINTENANCE_TAG_ID] },
          translations: byLocale((_, i) => ({ title: TIPS[i] })),
        }),
        // The places come from the sales channel's contact data, like the footer's.
        contentBlock('location-map', {
          config: { outline: BELGIUM },
          translations: byLocale((_, i) => ({ title: MAP_TITLE[i] })),
        }),
      ],
    },
  ],
};
