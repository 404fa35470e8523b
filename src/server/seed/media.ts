import { createHash } from 'node:crypto';
import { stableId } from '../../shared/ids.ts';
import type { media } from '../db/schema/index.ts';
import { type L4, translations } from './text.ts';

/** The SVG files in public/media, with their size and alt text. */
const FILES: [name: string, width: number, height: number, alt: L4][] = [
  ['logo', 240, 60, ['Indumex', 'Indumex', 'Indumex', 'Indumex']],
  ['logo-white', 240, 60, ['Indumex', 'Indumex', 'Indumex', 'Indumex']],
  ['bearing', 400, 400, ['Kogellager', 'Roulement à billes', 'Ball bearing', 'Kugellager']],
  ['o-ring', 400, 400, ['O-ring', 'Joint torique', 'O-ring', 'O-Ring']],
  ['bolt', 400, 400, ['Bout en moer', 'Vis et écrou', 'Bolt and nut', 'Schraube und Mutter']],
  ['belt', 400, 400, ['Aandrijfriem', 'Courroie de transmission', 'Drive belt', 'Antriebsriemen']],
  ['chain', 400, 400, ['Rollenketting', 'Chaîne à rouleaux', 'Roller chain', 'Rollenkette']],
  ['wrench', 400, 400, ['Ringsleutel', 'Clé polygonale', 'Ring spanner', 'Ringschlüssel']],
  ['helmet', 400, 400, ['Veiligheidshelm', 'Casque de sécurité', 'Safety helmet', 'Schutzhelm']],
  ['oil-can', 400, 400, ['Oliekan', "Burette d'huile", 'Oil can', 'Ölkanne']],
  [
    'fitting',
    400,
    400,
    ['Pneumatische koppeling', 'Raccord pneumatique', 'Pneumatic fitting', 'Pneumatikverschraubung'],
  ],
  [
    'hero-bearings',
    1440,
    400,
    [
      'Lagers en aandrijftechniek',
      'Roulements et transmission',
      'Bearings and power transmission',
      'Lager und Antriebstechnik',
    ],
  ],
  [
    'hero-delivery',
    1440,
    400,
    ['Express levering', 'Livraison express', 'Express delivery', 'Expresslieferung'],
  ],
  [
    'hero-service',
    1440,
    400,
    ['Technische service', 'Service technique', 'Technical service', 'Technischer Service'],
  ],
  [
    'promo-lubrication',
    720,
    300,
    [
      'Smeermiddelen in promotie',
      'Lubrifiants en promotion',
      'Lubricants on offer',
      'Schmierstoffe im Angebot',
    ],
  ],
  [
    'banner-advice',
    408,
    162,
    ['Technisch advies', 'Conseil technique', 'Technical advice', 'Technische Beratung'],
  ],
];

export const mediaId = (name: string) => stableId(`media:${name}`);
export const mediaUrl = (name: string) => `/media/${name}.svg`;

/**
 * The CDN custom fields of §3 ({product}Cdn…, with `b2b` as the product prefix). The files are
 * served by the storefront itself, so the CDN domain is empty and the URL is site-relative.
 */
const cdnFields = (name: string) => ({
  b2bCdnType: 'image',
  b2bCdnFormat: 'svg',
  b2bCdnUrl: mediaUrl(name),
  b2bCdnDefaultDomain: '',
  b2bCdnExtension: 'svg',
  b2bOrigin: 'seed',
  b2bHashId: createHash('sha1').update(name).digest('hex').slice(0, 16),
  b2bSeoName: name,
  lowResolution: false,
});

export const mediaRows = (): (typeof media.$inferInsert)[] =>
  FILES.map(([name, width, height, alt]) => ({
    id: mediaId(name),
    url: mediaUrl(name),
    mimeType: 'image/svg+xml',
    width,
    height,
    translations: translations({ alt, title: alt }),
    customFields: cdnFields(name),
  }));
