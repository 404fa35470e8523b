import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { L4 } from './text.ts';

/** Articles whose detail page shows the applications, downloads, instructions and documents tabs. */
export const PRODUCTS_WITH_TABS = ['IM-100158', 'IM-100159', 'IM-100160'];

const APPLICATIONS: L4 = [
  '<p>Geschikt voor elektromotoren, pompen, tandwielkasten en transportbanden.</p><ul><li>Hoge radiale belasting</li><li>Continu bedrijf tot 120 °C</li></ul>',
  '<p>Convient aux moteurs électriques, pompes, réducteurs et convoyeurs.</p><ul><li>Charge radiale élevée</li><li>Service continu jusqu’à 120 °C</li></ul>',
  '<p>Suitable for electric motors, pumps, gearboxes and conveyor belts.</p><ul><li>High radial load</li><li>Continuous operation up to 120 °C</li></ul>',
  '<p>Geeignet für Elektromotoren, Pumpen, Getriebe und Förderbänder.</p><ul><li>Hohe Radiallast</li><li>Dauerbetrieb bis 120 °C</li></ul>',
];
const INSTRUCTIONS: L4 = [
  '<ol><li>Reinig as en huis en controleer ze op beschadiging.</li><li>Monteer met een geschikte montagehuls; sla nooit op de rollichamen.</li><li>Smeer met het voorgeschreven vet en controleer na de eerste bedrijfsuren de temperatuur.</li></ol>',
  '<ol><li>Nettoyez l’arbre et le logement et vérifiez qu’ils ne sont pas endommagés.</li><li>Montez avec une douille de montage adaptée ; ne frappez jamais sur les éléments roulants.</li><li>Graissez avec la graisse prescrite et contrôlez la température après les premières heures de service.</li></ol>',
  '<ol><li>Clean the shaft and housing and check them for damage.</li><li>Mount with a suitable fitting sleeve; never strike the rolling elements.</li><li>Lubricate with the prescribed grease and check the temperature after the first hours of operation.</li></ol>',
  '<ol><li>Welle und Gehäuse reinigen und auf Beschädigungen prüfen.</li><li>Mit einer geeigneten Montagehülse montieren; nie auf die Wälzkörper schlagen.</li><li>Mit dem vorgeschriebenen Fett schmieren und nach den ersten Betriebsstunden die Temperatur prüfen.</li></ol>',
];
const CATALOGUE: L4 = ['Productcatalogus', 'Catalogue produits', 'Product catalogue', 'Produktkatalog'];
const DRAWING: L4 = ['Maattekening', 'Plan coté', 'Dimension drawing', 'Maßzeichnung'];

/** The tab fields in one language; the catalogue names the manufacturer, the drawing is the cover. */
const tabs = (i: 0 | 1 | 2 | 3): SQL => sql`jsonb_build_object(
  'b2b_applications', ${APPLICATIONS[i]}::text,
  'b2b_instructions', ${INSTRUCTIONS[i]}::text,
  'b2b_downloads', jsonb_build_array(jsonb_build_object('title', ${CATALOGUE[i]}::text || ' ' || m.name, 'url', m.link)),
  'b2b_documents', jsonb_build_array(jsonb_build_object('title', ${DRAWING[i]}::text, 'url', md.url)))`;

/**
 * The optional detail tabs (§2) for a few articles: applications and instructions as HTML, the
 * manufacturer's catalogue as a download and the article's drawing as a document (links that
 * exist). Dutch, the default language, in the custom fields; the others as their translations.
 */
export async function seedProductTabs(database: Database) {
  await database.db.execute(sql`
    update product p set custom_fields = p.custom_fields || ${tabs(0)},
      translated_custom_fields = jsonb_build_object('fr-FR', ${tabs(1)}, 'en-GB', ${tabs(2)}, 'de-DE', ${tabs(3)}),
      -- Part of the article as seeded, not a later change (the sitemap's lastmod).
      updated_at = p.created_at
    from manufacturer m, media md
    where m.id = p.manufacturer_id and md.id = p.cover_media_id
      and p.product_number = any(${`{${PRODUCTS_WITH_TABS.join(',')}}`}::text[])`);
}
