import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { customCanonical } from '../../shared/canonical.ts';
import { isLocale } from '../../shared/locales.ts';
import { rows } from '../catalog/viewer.ts';
import type { Db } from '../db/client.ts';
import { blogPost, category, cmsPage, landingPage, product, seoUrl } from '../db/schema/index.ts';
import { createRouter, type StoreContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { body } from '../http/validate.ts';
import { channelLanguages } from './alternates.ts';
import { productPath } from './paths.ts';

/**
 * Products per sitemap file: each product is one `<url>` per language, and a file may hold at
 * most 50,000 URLs (sitemaps.org), so 12,500 with the four languages.
 */
export const PRODUCTS_PER_FILE = 12_500;
/**
 * The product index is rebuilt after this long (product changes send no content notification), as
 * long as crawlers keep a sitemap: the cold build reads product_sitemap_idx once, no product row.
 */
const PRODUCT_INDEX_TTL_MS = 60 * 60_000;

/**
 * Every public page besides products: active linkable categories, landing pages and blog posts,
 * each with its canonical path per language (the home page is `/` everywhere). A category's
 * canonical custom field wins over its SEO path, as on the page itself.
 */
async function pages(ctx: StoreContext) {
  const languages = await channelLanguages(ctx);
  const [rows, categories, hiddenPosts, hiddenLandingPages] = await Promise.all([
    ctx.db
      .select({
        id: seoUrl.foreignKey,
        routeName: seoUrl.routeName,
        languageId: seoUrl.languageId,
        path: seoUrl.seoPathInfo,
      })
      .from(seoUrl)
      .where(
        and(
          eq(seoUrl.salesChannelId, ctx.salesChannel.id),
          eq(seoUrl.isCanonical, true),
          inArray(seoUrl.routeName, [
            'frontend.navigation.page',
            'frontend.landing.page',
            'frontend.blog.page',
          ]),
        ),
      )
      .orderBy(seoUrl.routeName, seoUrl.seoPathInfo),
    ctx.db
      .select({ id: category.id, active: category.active, customFields: category.customFields })
      .from(category),
    ctx.db.select({ id: blogPost.id }).from(blogPost).where(eq(blogPost.active, false)),
    // Without a published layout a landing page is not served either (pageFor).
    ctx.db
      .select({ id: landingPage.id })
      .from(landingPage)
      .leftJoin(cmsPage, eq(cmsPage.id, landingPage.cmsPageId))
      .where(or(eq(landingPage.active, false), isNull(cmsPage.id), eq(cmsPage.published, false))),
  ]);
  const hidden = new Set([
    ...categories.filter((c) => !c.active).map((c) => c.id),
    ...hiddenPosts.map((p) => p.id),
    ...hiddenLandingPages.map((p) => p.id),
  ]);
  const canonicalOf = new Map(categories.map((c) => [c.id, customCanonical(c.customFields)]));
  const localeOf = new Map(languages.map((l) => [l.id, l.localeCode]));
  const home = {
    resourceType: 'frontend.navigation.page',
    id: ctx.salesChannel.navigationCategoryId,
    paths: Object.fromEntries(languages.map((l) => [l.localeCode, '/'])),
  };
  const result = new Map<string, { resourceType: string; id: string; paths: Record<string, string> }>([
    ['home', home],
  ]);
  for (const row of rows) {
    const locale = localeOf.get(row.languageId);
    if (!locale || hidden.has(row.id)) continue;
    const page = result.get(row.id) ?? { resourceType: row.routeName, id: row.id, paths: {} };
    page.paths[locale] = canonicalOf.get(row.id) ?? `/${row.path}`;
    result.set(row.id, page);
  }
  return [...result.values()];
}

const listed = and(eq(product.active, true), isNull(product.parentId));
/** The last change (the trigger's updated_at), else the creation: a product's lastmod. */
const changedAt = sql<Date | string>`coalesce(${product.updatedAt}, ${product.createdAt})`;

/**
 * One product sitemap file after the product number `after`: its count, first and last product
 * numbers and newest change. Only columns of product_sitemap_idx, whose predicate is `listed`, so
 * it is an index-only scan of 12,500 index entries: no product row is read.
 */
export const productFileQuery = (after: string) =>
  sql`select min(product_number) as first, max(product_number) as last, count(*)::int as count,
             max(changed_at) as lastmod
      from (select ${product.productNumber} as product_number, ${changedAt} as changed_at
            from ${product} where ${listed} and ${product.productNumber} > ${after}
            order by ${product.productNumber} limit ${PRODUCTS_PER_FILE}) slice`;

/**
 * The product sitemap files: how many products each holds, the product numbers it spans (files
 * are slices of the product-number order, so a file is read with an index range scan) and the
 * last change in it as lastmod. Walked one file at a time along product_sitemap_idx, so building
 * the index never sorts, holds or reads the catalogue's rows.
 */
export async function productFiles(db: Db) {
  const files: { number: number; first: string; last: string; count: number; lastmod: string }[] = [];
  for (let after = ''; ; ) {
    const [file] = await rows<{ first: string; last: string; count: number; lastmod: Date | string | null }>(
      db,
      productFileQuery(after),
    );
    if (!file?.count || file.lastmod === null) return files;
    files.push({
      number: files.length + 1,
      first: file.first,
      last: file.last,
      count: Number(file.count),
      lastmod: new Date(file.lastmod).toISOString(),
    });
    if (file.count < PRODUCTS_PER_FILE) return files;
    after = file.last;
  }
}

const filesOf = (ctx: StoreContext) =>
  ctx.memo.get(`sitemap-products:${ctx.salesChannel.id}`, () => productFiles(ctx.db), PRODUCT_INDEX_TTL_MS);

export const SitemapProductsSchema = v.object({
  /** The file, from 1 (`/sitemap-products-{file}.xml`). */
  file: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Continue after this product number (the last one of the previous chunk). */
  after: v.optional(v.pipe(v.string(), v.maxLength(64, 'TOO_LONG'))),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5000)), 1000),
});

/**
 * One chunk of a product sitemap file: each product's canonical path per language (its custom
 * canonical field, else `{slug}/{productNumber}`) and lastmod. Only the slugs are read, never
 * the whole translations, so a chunk stays small.
 */
async function productChunk(ctx: StoreContext, input: v.InferOutput<typeof SitemapProductsSchema>) {
  const file = (await filesOf(ctx))[input.file - 1];
  if (!file) {
    throw new ApiError(404, 'FRAMEWORK__ROUTE_NOT_FOUND', `No product sitemap ${input.file}.`);
  }
  const locales = (await channelLanguages(ctx)).map((l) => l.localeCode).filter(isLocale);
  const start = input.after && input.after >= file.first ? gt(product.productNumber, input.after) : undefined;
  const found = await ctx.db
    .select({
      id: product.id,
      productNumber: product.productNumber,
      lastmod: changedAt,
      canonical: sql<string | null>`${product.customFields}->>'b2b_canonical_url'`,
      slugs: sql<Record<string, string | null>>`jsonb_build_object(${sql.join(
        locales.map((l) => sql`${l}::text, ${product.translations}->${l}->>'slug'`),
        sql`, `,
      )})`,
    })
    .from(product)
    .where(
      and(
        listed,
        start ?? sql`${product.productNumber} >= ${file.first}`,
        lte(product.productNumber, file.last),
      ),
    )
    .orderBy(asc(product.productNumber))
    .limit(input.limit);
  return found.map((r) => {
    const custom = customCanonical({ b2b_canonical_url: r.canonical });
    return {
      id: r.id,
      productNumber: r.productNumber,
      lastmod: new Date(r.lastmod).toISOString(),
      paths: Object.fromEntries(
        locales.map((l) => [l, custom ?? productPath(r.slugs[l] ?? null, r.productNumber)]),
      ),
    };
  });
}

export const sitemapRoutes = createRouter()
  .get('/b2b/sitemap', async (c) => {
    const ctx = c.get('ctx');
    const elements = await ctx.memo.get(`sitemap:${ctx.salesChannel.id}`, () => pages(ctx));
    return c.json({ apiAlias: 'b2b_sitemap', total: elements.length, elements });
  })
  .get('/b2b/sitemap/products', async (c) => {
    const files = await filesOf(c.get('ctx'));
    return c.json({
      apiAlias: 'b2b_sitemap_product_files',
      total: files.length,
      perFile: PRODUCTS_PER_FILE,
      elements: files.map(({ number, count, lastmod }) => ({ number, count, lastmod })),
    });
  })
  .post('/b2b/sitemap/products', async (c) => {
    const ctx = c.get('ctx');
    const elements = await productChunk(ctx, await body(c, SitemapProductsSchema));
    const last = elements.at(-1)?.productNumber;
    return c.json({ apiAlias: 'b2b_sitemap_products', total: elements.length, next: last ?? null, elements });
  });
