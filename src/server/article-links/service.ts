import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { FALLBACK_LOCALE } from '../../shared/locales.ts';
import {
  ARTICLE_LINKS_PAGE_SIZE,
  type ArticleLinkDetail,
  type ArticleLinkList,
  type ArticleLinkListQuery,
  type ArticleLinkSort,
  type ArticleLinkView,
} from '../../shared/schemas/article-links.ts';
import { articleLink, product } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { containsPattern } from '../http/criteria.ts';
import { ApiError } from '../http/errors.ts';

export const view = (row: typeof articleLink.$inferSelect): ArticleLinkView => ({
  apiAlias: 'b2b_article_link',
  id: row.id,
  productId: row.productId,
  customerSku: row.customerSku,
});

/** §8 article-link errors; the storefront translates them by code. */
export const articleLinkErrors = {
  productNotFound: (productId: string) =>
    new ApiError(404, 'B2B__ARTICLE_LINK_PRODUCT_NOT_FOUND', `Product "${productId}" does not exist.`, {
      productId,
    }),
  productNotUnique: (productId: string) =>
    new ApiError(409, 'B2B__ARTICLE_LINK_PRODUCT_ID_NOT_UNIQUE', 'This article already has a link.', {
      productId,
    }),
  customerSkuNotUnique: (customerSku: string) =>
    new ApiError(409, 'B2B__ARTICLE_LINK_CUSTOMER_SKU_NOT_UNIQUE', `"${customerSku}" is already in use.`, {
      customerSku,
    }),
  notFound: (id: string) =>
    new ApiError(404, 'B2B__ARTICLE_LINK_NOT_FOUND', `Article link "${id}" was not found.`, { id }),
};

/** The article's name in the request's language (else the fallback language), as the listing shows it. */
export const productName = (locale: string) =>
  sql<
    string | null
  >`coalesce(${product.translations}->${locale}->>'name', ${product.translations}->${FALLBACK_LOCALE}->>'name')`;

const detailColumns = (locale: string) => ({
  id: articleLink.id,
  productId: articleLink.productId,
  customerSku: articleLink.customerSku,
  productNumber: product.productNumber,
  description: productName(locale),
});

const toDetail = (row: Omit<ArticleLinkDetail, 'apiAlias'>): ArticleLinkDetail => ({
  apiAlias: 'b2b_article_link',
  ...row,
});

const ORDER: Record<ArticleLinkSort, (locale: string) => SQL | typeof articleLink.customerSku> = {
  customerSku: () => sql`upper(${articleLink.customerSku})`,
  productNumber: () => sql`${product.productNumber}`,
  name: (locale) => productName(locale),
  createdAt: () => sql`${articleLink.createdAt}`,
};

/** The company's links, searched by customer SKU, article number or name; paged and sorted. */
export async function listLinks(
  ctx: StoreContext,
  companyId: string,
  q: ArticleLinkListQuery,
): Promise<ArticleLinkList> {
  const like = containsPattern(q.term);
  const where = and(
    eq(articleLink.companyId, companyId),
    q.term
      ? sql`(${articleLink.customerSku} ilike ${like} or ${product.productNumber} ilike ${like} or ${productName(ctx.locale)} ilike ${like})`
      : undefined,
  );
  const direction = q.order === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(detailColumns(ctx.locale))
      .from(articleLink)
      .innerJoin(product, eq(product.id, articleLink.productId))
      .where(where)
      // The id last, so equal keys keep one order from page to page.
      .orderBy(direction(ORDER[q.sort](ctx.locale)), asc(articleLink.id))
      .limit(ARTICLE_LINKS_PAGE_SIZE)
      .offset((q.page - 1) * ARTICLE_LINKS_PAGE_SIZE),
    ctx.db
      .select({ n: count() })
      .from(articleLink)
      .innerJoin(product, eq(product.id, articleLink.productId))
      .where(where),
  ]);
  return {
    apiAlias: 'b2b_article_link_list',
    elements: rows.map(toDetail),
    total: total?.n ?? 0,
    page: q.page,
    limit: ARTICLE_LINKS_PAGE_SIZE,
  };
}

/** One link of the company; another company's link is not found, as if it did not exist. */
export async function readLink(ctx: StoreContext, companyId: string, id: string): Promise<ArticleLinkDetail> {
  const [row] = await ctx.db
    .select(detailColumns(ctx.locale))
    .from(articleLink)
    .innerJoin(product, eq(product.id, articleLink.productId))
    .where(and(eq(articleLink.companyId, companyId), eq(articleLink.id, id)));
  if (!row) throw articleLinkErrors.notFound(id);
  return toDetail(row);
}

/** Every link of the company in article-number order, for the export. */
export const allLinks = (ctx: StoreContext, companyId: string) =>
  ctx.db
    .select(detailColumns(ctx.locale))
    .from(articleLink)
    .innerJoin(product, eq(product.id, articleLink.productId))
    .where(eq(articleLink.companyId, companyId))
    .orderBy(asc(product.productNumber));

/** Whether another link of the company already uses this number, in any case. */
export async function skuTaken(ctx: StoreContext, companyId: string, customerSku: string, exceptId?: string) {
  const [row] = await ctx.db
    .select({ id: articleLink.id })
    .from(articleLink)
    .where(
      and(
        eq(articleLink.companyId, companyId),
        sql`upper(${articleLink.customerSku}) = upper(${customerSku})`,
        exceptId ? sql`${articleLink.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A unique violation of a concurrent write, reported as the number being taken. */
export const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';
