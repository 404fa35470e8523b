import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** Articles whose detail page shows the applications, downloads, instructions and documents tabs. */
export const PRODUCTS_WITH_TABS = ['IM-100158', 'IM-100159', 'IM-100160'];

const APPLICATIONS =
  '<p>Geschikt voor elektromotoren, pompen, tandwielkasten en transportbanden.</p><ul><li>Hoge radiale belasting</li><li>Continu bedrijf tot 120 °C</li></ul>';
const INSTRUCTIONS =
  '<ol><li>Reinig as en huis en controleer ze op beschadiging.</li><li>Monteer met een geschikte montagehuls; sla nooit op de rollichamen.</li><li>Smeer met het voorgeschreven vet en controleer na de eerste bedrijfsuren de temperatuur.</li></ol>';

/**
 * The optional detail tabs (§2) for a few articles: applications and instructions as HTML, the
 * manufacturer's catalogue as a download and the article's drawing as a document (links that exist).
 */
export async function seedProductTabs(database: Database) {
  await database.db.execute(sql`
    update product p set custom_fields = p.custom_fields || jsonb_build_object(
      'b2b_applications', ${APPLICATIONS}::text,
      'b2b_instructions', ${INSTRUCTIONS}::text,
      'b2b_downloads', jsonb_build_array(jsonb_build_object('title', 'Productcatalogus ' || m.name, 'url', m.link)),
      'b2b_documents', jsonb_build_array(jsonb_build_object('title', 'Maattekening', 'url', md.url))),
      -- Part of the article as seeded, not a later change (the sitemap's lastmod).
      updated_at = p.created_at
    from manufacturer m, media md
    where m.id = p.manufacturer_id and md.id = p.cover_media_id
      and p.product_number = any(${`{${PRODUCTS_WITH_TABS.join(',')}}`}::text[])`);
}
