import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { normalizeId } from '../../../shared/catalog/listing.ts';
import { FALLBACK_LOCALE } from '../../../shared/locales.ts';
import { isReservedPath } from '../../../shared/reserved-paths.ts';
import { cmsPage, landingPage, seoUrl } from '../../db/schema/index.ts';
import type { SeoPlace, SeoRow } from '../../seo/category-urls.ts';
import { LANDING_PAGE_ROUTE, landingPageSeoRow } from '../../seo/landing-urls.ts';
import { seoPathHolders, seoPlaceOf, seoPlaces, writeSeoUrls } from '../../seo/seo-url-write.ts';
import type { EntitySync, SyncContext } from './entity.ts';
import { type LandingPageInput, LandingPageRecord } from './landing-page-schema.ts';
import { byLocale, mergeTranslations } from './languages.ts';
import { type Fail, hexId, onePerId, parseRecords } from './report.ts';

type Row = typeof landingPage.$inferSelect;
type Field = (string | number)[];

/** A landing page ready to write: its row and its SEO URLs, each with the field its url came from. */
interface Written {
  index: number;
  row: Omit<Row, 'createdAt'>;
  urls: { seo: SeoRow; field: Field }[];
}

/**
 * Where the record gave the url of `locale`: its own `url` (en-GB, Shopware's system language) or
 * its translation for that language; a url it did not give (a stored one) is named by `url`.
 */
function urlField(ctx: SyncContext, r: LandingPageInput, locale: string): Field {
  if (locale === FALLBACK_LOCALE && r.url !== undefined) return ['url'];
  const key = Object.entries(r.translations ?? {}).find(
    ([key, t]) => t.url !== undefined && ctx.locales.get(normalizeId(key) ?? key) === locale,
  )?.[0];
  return key === undefined ? ['url'] : ['translations', key, 'url'];
}

/** Its SEO URL in each place: the url of that language, else the en-GB one; none without either. */
function seoUrlsOf(ctx: SyncContext, r: LandingPageInput, places: SeoPlace[], page: Written['row']) {
  return places.flatMap((at) => {
    const locale = page.translations[at.locale]?.url ? at.locale : FALLBACK_LOCALE;
    const url = page.translations[locale]?.url;
    return url ? [{ seo: landingPageSeoRow(at, page.id, url), field: urlField(ctx, r, locale) }] : [];
  });
}

/**
 * Pages whose url another page holds canonically, or an earlier page of the batch takes, are reported
 * at the field the url came from and left out: rather than the path silently staying with the other.
 */
async function withoutClashes(ctx: SyncContext, key: string, pages: Written[]): Promise<Written[]> {
  const holderOf = await seoPathHolders(
    ctx.tx,
    pages.flatMap((p) => p.urls.map((u) => u.seo)),
  );
  const taken = new Map<string, SeoRow>();
  return pages.filter(({ index, urls }) => {
    const clashes = new Map<
      string,
      { field: Field; url: string; holder: Pick<SeoRow, 'routeName' | 'foreignKey'> }
    >();
    for (const { seo, field } of urls) {
      const holder = holderOf(seo) ?? taken.get(seoPlaceOf(seo));
      if (holder) clashes.set(field.join('/'), { field, url: seo.seoPathInfo, holder });
    }
    for (const { field, url, holder } of clashes.values()) {
      ctx.report.fail(
        [key, index, ...field],
        'FRAMEWORK__DUPLICATE_SEO_URL',
        `The url "${url}" is taken by ${holder.routeName} ${hexId(holder.foreignKey)}.`,
        { url, routeName: holder.routeName, foreignKey: hexId(holder.foreignKey) },
      );
    }
    if (clashes.size) return false;
    for (const { seo } of urls) taken.set(seoPlaceOf(seo), seo);
    return true;
  });
}

/** Pages whose url a route of the shop holds (account/, checkout/…) are reported at that url's field. */
function withoutReserved(ctx: SyncContext, key: string, pages: Written[]): Written[] {
  return pages.filter(({ index, urls }) => {
    const reserved = urls.filter((u) => isReservedPath(u.seo.seoPathInfo));
    for (const { seo, field } of reserved) {
      ctx.report.fail(
        [key, index, ...field],
        'B2B__SEO_URL_RESERVED',
        `The url "${seo.seoPathInfo}" belongs to a route of the shop.`,
        { url: seo.seoPathInfo },
      );
    }
    return reserved.length === 0;
  });
}

/**
 * Upserts landing pages (texts merged language by language, as Shopware) and writes their SEO URLs
 * in every language of every sales channel; the paths they had stay as non-canonical ones, so old
 * links redirect. A new page needs a name and a url in some language.
 */
async function upsert(ctx: SyncContext, records: unknown[], key: string): Promise<string[]> {
  // One writer of landing page urls at a time (an editor, a connector): the check for a url another
  // page holds then sees the other's committed url, instead of both passing it and one losing the url.
  await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtext('b2b:landing_page_urls'))`);
  const parsed = onePerId(parseRecords(LandingPageRecord, records, key, ctx.report), key, ctx.report);
  const ids = parsed.flatMap((p) => (p.record.id ? [p.record.id] : []));
  const stored = new Map(
    (ids.length ? await ctx.tx.select().from(landingPage).where(inArray(landingPage.id, ids)) : []).map(
      (p) => [p.id, p],
    ),
  );
  const named = parsed.flatMap((p) => (p.record.cmsPageId ? [p.record.cmsPageId] : []));
  const layouts = new Set(
    named.length
      ? (await ctx.tx.select({ id: cmsPage.id }).from(cmsPage).where(inArray(cmsPage.id, named))).map(
          (p) => p.id,
        )
      : [],
  );
  const places = await seoPlaces(ctx.tx);
  const pages: Written[] = [];
  for (const { index, record: r } of parsed) {
    const fail: Fail = (field, code, detail) => ctx.report.fail([key, index, ...field], code, detail);
    const { name, url, metaTitle, metaDescription, keywords } = r;
    const texts = byLocale(
      { name, url, metaTitle, metaDescription, keywords },
      r.translations,
      ctx.locales,
      [key, index],
      ctx.report,
    );
    if (!texts) continue;
    if (r.cmsPageId && !layouts.has(r.cmsPageId)) {
      fail(['cmsPageId'], 'FRAMEWORK__FOREIGN_KEY_NOT_FOUND', `No cms_page ${hexId(r.cmsPageId)}.`);
      continue;
    }
    const id = r.id ?? randomUUID();
    const old = stored.get(id);
    const translations = mergeTranslations(old?.translations ?? {}, texts);
    const blank = (['name', 'url'] as const).filter((f) => !Object.values(translations).some((t) => t?.[f]));
    for (const field of blank)
      fail([field], 'VIOLATION::IS_BLANK', `A landing page needs a ${field} in at least one language.`);
    if (blank.length) continue;
    const row = {
      id,
      cmsPageId: r.cmsPageId === undefined ? (old?.cmsPageId ?? null) : r.cmsPageId,
      active: r.active ?? old?.active ?? true,
      translations,
      customFields: { ...old?.customFields, ...r.customFields },
      updatedAt: new Date(),
    };
    pages.push({ index, row, urls: seoUrlsOf(ctx, r, places, row) });
  }
  const written = await withoutClashes(ctx, key, withoutReserved(ctx, key, pages));
  if (!written.length) return [];
  await ctx.tx
    .insert(landingPage)
    .values(written.map((p) => p.row))
    .onConflictDoUpdate({
      target: landingPage.id,
      set: {
        cmsPageId: sql`excluded.cms_page_id`,
        active: sql`excluded.active`,
        translations: sql`excluded.translations`,
        customFields: sql`excluded.custom_fields`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  const writtenIds = written.map((p) => p.row.id);
  await writeSeoUrls(
    ctx.tx,
    LANDING_PAGE_ROUTE,
    writtenIds,
    written.flatMap((p) => p.urls.map((u) => u.seo)),
  );
  return writtenIds;
}

export const landingPageSync: EntitySync = {
  table: landingPage,
  id: landingPage.id,
  filterable: { id: landingPage.id, active: landingPage.active, cmsPageId: landingPage.cmsPageId },
  upsert,
  /** Its SEO URLs go with it; its CMS layout stays (Shopware: the layout is an entity of its own). */
  async remove(ctx, ids) {
    await ctx.tx.delete(landingPage).where(inArray(landingPage.id, ids));
    await ctx.tx
      .delete(seoUrl)
      .where(and(eq(seoUrl.routeName, LANDING_PAGE_ROUTE), inArray(seoUrl.foreignKey, ids)));
  },
};
