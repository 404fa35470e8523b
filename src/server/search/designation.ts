import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { manufacturer, product } from '../db/schema/index.ts';
import { documentTokens } from './notation.ts';
import { matchesSlots, parseTerm } from './query.ts';
import { rankProducts } from './rank.ts';

type Article = typeof product.$inferSelect;

/** More than this many listed matches is no designation any more, but a search. */
const LISTED_CAP = 20;

/**
 * The orderable articles (single articles and variants, never a parent) that a line of free text
 * names in full, as a buyer pastes it into the quick order (`DIN 933 M8x16 8.8 ZN`): the search's
 * exact matches, a parent's variants only when they hold every part of the text themselves (the
 * parent's name and brand counting for them). At most `limit`, best first.
 */
export async function articlesNamed(
  db: Db,
  text: string,
  companyId: string,
  limit: number,
): Promise<Article[]> {
  const term = parseTerm(text);
  if (!term.slots.length) return [];
  const { ids } = await rankProducts(db, text, { cap: LISTED_CAP, companyId, exactOnly: true });
  if (!ids.length) return [];
  const rows = await db
    .select({ article: product, brand: manufacturer.name })
    .from(product)
    .leftJoin(manufacturer, eq(manufacturer.id, product.manufacturerId))
    .where(and(eq(product.active, true), or(inArray(product.id, ids), inArray(product.parentId, ids))));
  const textOf = (a: Article, brand: string | null) =>
    [...Object.values(a.translations).map((t) => t?.name), a.manufacturerNumber, a.productNumber, brand].join(
      ' ',
    );
  const listed = new Map(rows.filter((r) => !r.article.parentId).map((r) => [r.article.id, r]));
  const found: Article[] = [];
  for (const id of ids) {
    const row = listed.get(id);
    if (!row) continue;
    if (!row.article.childCount) {
      found.push(row.article);
      continue;
    }
    const parentText = textOf(row.article, row.brand);
    for (const child of rows) {
      if (child.article.parentId !== id) continue;
      const tokens = new Set(documentTokens(`${parentText} ${textOf(child.article, null)}`));
      if (matchesSlots(term.slots, tokens)) found.push(child.article);
    }
  }
  return found.slice(0, limit);
}
