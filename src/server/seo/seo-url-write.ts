import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { language, salesChannel, seoUrl } from '../db/schema/index.ts';
import { uuidArray } from '../search/product-rows.ts';
import type { SeoPlace, SeoRow } from './category-urls.ts';
import { pathCandidates } from './paths.ts';

/** Every language of every sales channel: where an entity's SEO URLs are written. */
export async function seoPlaces(tx: Db): Promise<SeoPlace[]> {
  const languages = await tx.select({ id: language.id, locale: language.localeCode }).from(language);
  const channels = await tx.select({ id: salesChannel.id }).from(salesChannel);
  return channels.flatMap((c) =>
    languages.map((l) => ({ salesChannelId: c.id, languageId: l.id, locale: l.locale })),
  );
}

/**
 * Makes `rows` the canonical SEO URLs of these entities of one route. The paths they had stay as
 * non-canonical ones, so old links redirect; a path another entity holds canonically is left to it.
 */
export async function writeSeoUrls(tx: Db, routeName: string, ids: string[], rows: SeoRow[]) {
  if (!ids.length) return;
  await tx.execute(sql`update seo_url set is_canonical = false
    where route_name = ${routeName} and foreign_key = any(${uuidArray(ids)})`);
  if (!rows.length) return;
  await tx
    .insert(seoUrl)
    .values(rows)
    .onConflictDoUpdate({
      target: [seoUrl.salesChannelId, seoUrl.languageId, seoUrl.seoPathInfo],
      set: {
        routeName: sql`excluded.route_name`,
        foreignKey: sql`excluded.foreign_key`,
        pathInfo: sql`excluded.path_info`,
        isCanonical: true,
      },
      setWhere: sql`${seoUrl.foreignKey} = excluded.foreign_key or not ${seoUrl.isCanonical}`,
    });
}

/**
 * Where a path applies, as a key: its channel, language and path. `a/b` and `a/b/` are one path to
 * the storefront (pathCandidates), so they are one place.
 */
export const seoPlaceOf = (r: Pick<SeoRow, 'salesChannelId' | 'languageId' | 'seoPathInfo'>) =>
  `${r.salesChannelId} ${r.languageId} ${r.seoPathInfo.replace(/\/+$/, '')}`;

/**
 * Who else holds the path of each of these rows canonically, in its channel and language: a writer
 * that would lose the path to it (writeSeoUrls) can refuse instead.
 */
export async function seoPathHolders(tx: Db, rows: SeoRow[]) {
  const paths = [...new Set(rows.flatMap((r) => pathCandidates(r.seoPathInfo)))];
  const held = paths.length
    ? await tx
        .select({
          salesChannelId: seoUrl.salesChannelId,
          languageId: seoUrl.languageId,
          routeName: seoUrl.routeName,
          foreignKey: seoUrl.foreignKey,
          seoPathInfo: seoUrl.seoPathInfo,
        })
        .from(seoUrl)
        .where(and(eq(seoUrl.isCanonical, true), inArray(seoUrl.seoPathInfo, paths)))
    : [];
  const byPlace = Map.groupBy(held, seoPlaceOf);
  return (row: SeoRow) => byPlace.get(seoPlaceOf(row))?.find((h) => h.foreignKey !== row.foreignKey);
}
