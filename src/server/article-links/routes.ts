import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ArticleLinkCreateSchema,
  ArticleLinkInfoSchema,
  type ArticleLinkView,
} from '../../shared/schemas/article-links.ts';
import { articleLink, product } from '../db/schema/index.ts';
import { createRouter, requireCustomer, requireRight } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { body } from '../http/validate.ts';

const view = (row: typeof articleLink.$inferSelect): ArticleLinkView => ({
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
};

/**
 * Customer article links (§7): every user of a company reads its links; creating one takes
 * MANAGE_ARTICLE_LINKS (§6). The account area's list, import and export build on these rows.
 */
export const articleLinkRoutes = createRouter()
  .post('/article-links/info', async (c) => {
    const ctx = c.get('ctx');
    const { company } = requireCustomer(ctx);
    const { productIds } = await body(c, ArticleLinkInfoSchema);
    const rows = productIds.length
      ? await ctx.db
          .select()
          .from(articleLink)
          .where(and(eq(articleLink.companyId, company.id), inArray(articleLink.productId, productIds)))
      : [];
    return c.json({ apiAlias: 'b2b_article_link_info', elements: rows.map(view) });
  })
  .post('/article-links', async (c) => {
    const ctx = c.get('ctx');
    const { company } = await requireRight(ctx, 'ROLE_MANAGE_ARTICLE_LINKS');
    const { productId, customerSku } = await body(c, ArticleLinkCreateSchema);
    const [article] = await ctx.db
      .select({ id: product.id })
      .from(product)
      .where(and(eq(product.id, productId), eq(product.active, true)));
    if (!article) throw articleLinkErrors.productNotFound(productId);
    const [taken] = await ctx.db
      .select()
      .from(articleLink)
      .where(
        and(
          eq(articleLink.companyId, company.id),
          sql`(${articleLink.productId} = ${productId} or upper(${articleLink.customerSku}) = upper(${customerSku}))`,
        ),
      )
      .limit(1);
    if (taken?.productId === productId) throw articleLinkErrors.productNotUnique(productId);
    if (taken) throw articleLinkErrors.customerSkuNotUnique(customerSku);
    const [row] = await ctx.db
      .insert(articleLink)
      .values({ id: randomUUID(), companyId: company.id, productId, customerSku })
      .onConflictDoNothing()
      .returning();
    // A concurrent request took the number or the article between the check and the insert.
    if (!row) throw articleLinkErrors.customerSkuNotUnique(customerSku);
    return c.json(view(row));
  });
