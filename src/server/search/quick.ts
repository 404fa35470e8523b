import { inArray } from 'drizzle-orm';
import { translate } from '../../shared/locales.ts';
import type { Db } from '../db/client.ts';
import { product } from '../db/schema/index.ts';
import { rankProducts } from './rank.ts';

/** §9: the dropdown shows 5 of at most 10 requested results. */
export const QUICK_SEARCH_LIMIT = 10;

/** The best matches with the few fields a quick-search row shows, plus how many matched in all. */
export async function quickSearch(db: Db, term: string, locale: string, limit = QUICK_SEARCH_LIMIT) {
  const { ids, fuzzy } = await rankProducts(db, term);
  const top = ids.slice(0, limit);
  const rows = top.length
    ? await db
        .select({
          id: product.id,
          productNumber: product.productNumber,
          ean: product.ean,
          translations: product.translations,
          coverMediaId: product.coverMediaId,
        })
        .from(product)
        .where(inArray(product.id, top))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const elements = top.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [
          {
            id: row.id,
            productNumber: row.productNumber,
            ean: row.ean,
            name: translate(row.translations, 'name', locale),
            slug: translate(row.translations, 'slug', locale),
            coverMediaId: row.coverMediaId,
          },
        ]
      : [];
  });
  return { total: ids.length, fuzzy, elements };
}
