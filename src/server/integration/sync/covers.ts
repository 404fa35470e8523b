import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uuidArray } from '../../search/product-rows.ts';

/** A product and a medium, e.g. a picture that is no longer the product's. */
export interface ProductMediumPair {
  productId: string;
  mediaId: string;
}

/**
 * Products whose cover was one of the `gone` pictures, and the `filled` ones that have no cover,
 * get their first picture by position (none when they have none): a buyer sees a picture wherever
 * the product has one, as Shopware's administration sets the first upload as the cover.
 */
export async function reassignCovers(tx: Db, gone: ProductMediumPair[], filled: string[] = []) {
  const ids = [...new Set([...gone.map((g) => g.productId), ...filled])];
  if (!ids.length) return;
  await tx.execute(sql`
    update product p set cover_media_id = (
      select pm.media_id from product_media pm where pm.product_id = p.id order by pm.position, pm.id limit 1)
    where p.id = any(${uuidArray(ids)})
      and (p.cover_media_id is null or (p.id, p.cover_media_id) in (
        select g.p, g.m from unnest(${uuidArray(gone.map((g) => g.productId))},
                                    ${uuidArray(gone.map((g) => g.mediaId))}) as g(p, m)))`);
}
