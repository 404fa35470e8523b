import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** Only the first products get related products, so a 400,000-article seed stays fast. */
const CROSS_SELLING_PRODUCTS = 'IM-102000';
const NAME = {
  'nl-NL': { name: 'Gerelateerde producten' },
  'fr-FR': { name: 'Produits associés' },
  'en-GB': { name: 'Related products' },
  'de-DE': { name: 'Ähnliche Produkte' },
};

/**
 * Related products for the detail tab (§2): each listed product of the first 2,000 links the next
 * four listed products of its category. Deterministic ids (md5 of the product id), one statement.
 */
export async function seedCrossSellings(database: Database) {
  await database.db.execute(sql`
    with listed as (
      select id, category_ids[1] as cat, product_number,
        row_number() over (partition by category_ids[1] order by product_number) as n
      from product where parent_id is null and active and product_number < ${CROSS_SELLING_PRODUCTS}
    )
    insert into product_cross_selling (id, product_id, position, product_ids, translations)
    select md5('cross-selling:' || a.id::text)::uuid, a.id, 0, array_agg(b.id order by b.n),
      ${JSON.stringify(NAME)}::jsonb
    from listed a join listed b on b.cat = a.cat and b.n between a.n + 1 and a.n + 4
    group by a.id`);
}
