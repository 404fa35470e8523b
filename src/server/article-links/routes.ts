import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  ArticleLinkCreateSchema,
  ArticleLinkImportSchema,
  ArticleLinkInfoSchema,
  ArticleLinkListSchema,
  ArticleLinkUpdateSchema,
  CSV_COLUMNS,
  MAX_CSV_BYTES,
} from '../../shared/schemas/article-links.ts';
import { Uuid } from '../../shared/schemas/fields.ts';
import { writeCsv } from '../csv/read.ts';
import { articleLink, product } from '../db/schema/index.ts';
import { createRouter, requireCustomer, requireRight } from '../http/context.ts';
import { body, parse } from '../http/validate.ts';
import { importLinks } from './import.ts';
import {
  allLinks,
  articleLinkErrors,
  isUniqueViolation,
  listLinks,
  readLink,
  skuTaken,
  view,
} from './service.ts';

export { articleLinkErrors };

const MANAGE = 'ROLE_MANAGE_ARTICLE_LINKS';

const csvResponse = (csv: string, name: string) =>
  new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'private, no-store',
    },
  });

/**
 * Customer article links (§7): every user of a company reads the links of the articles it sees;
 * the account section's calls (list, detail, create, edit, delete, import, export) take
 * MANAGE_ARTICLE_LINKS (§6) and only ever reach the user's own company's links.
 */
export const articleLinkRoutes = createRouter()
  .post('/article-links/info', async (c) => {
    const ctx = c.get('ctx');
    const { companyId } = requireCustomer(ctx);
    const { productIds } = await body(c, ArticleLinkInfoSchema);
    const rows = productIds.length
      ? await ctx.db
          .select()
          .from(articleLink)
          .where(and(eq(articleLink.companyId, companyId), inArray(articleLink.productId, productIds)))
      : [];
    return c.json({ apiAlias: 'b2b_article_link_info', elements: rows.map(view) });
  })
  .get('/article-links', async (c) => {
    const ctx = c.get('ctx');
    const { companyId } = await requireRight(ctx, MANAGE);
    return c.json(await listLinks(ctx, companyId, parse(ArticleLinkListSchema, c.req.query())));
  })
  .get('/article-links/template', async (c) => {
    await requireRight(c.get('ctx'), MANAGE);
    return csvResponse(writeCsv([CSV_COLUMNS.slice(0, 2)]), 'article-links-template.csv');
  })
  .post('/article-links/export', async (c) => {
    const ctx = c.get('ctx');
    const { companyId } = await requireRight(ctx, MANAGE);
    const rows = await allLinks(ctx, companyId);
    const csv = writeCsv([
      CSV_COLUMNS,
      ...rows.map((r) => [r.productNumber, r.customerSku, r.description ?? '']),
    ]);
    return csvResponse(csv, 'article-links.csv');
  })
  .post('/article-links/import', async (c) => {
    const ctx = c.get('ctx');
    const { companyId } = await requireRight(ctx, MANAGE);
    // A CSV grows as a JSON string (each line break is two characters); the import holds the CSV
    // itself to 5 MB.
    const { payload, preview } = await body(c, ArticleLinkImportSchema, MAX_CSV_BYTES * 2);
    return c.json(await importLinks(ctx, companyId, payload, preview));
  })
  .get('/article-links/:id', async (c) => {
    const ctx = c.get('ctx');
    const { companyId } = await requireRight(ctx, MANAGE);
    return c.json(await readLink(ctx, companyId, idOf(c.req.param('id'))));
  })
  .put('/article-links/:id', async (c) => {
    const ctx = c.get('ctx');
    const { companyId } = await requireRight(ctx, MANAGE);
    const id = idOf(c.req.param('id'));
    const { customerSku } = await body(c, ArticleLinkUpdateSchema);
    await readLink(ctx, companyId, id);
    if (await skuTaken(ctx, companyId, customerSku, id))
      throw articleLinkErrors.customerSkuNotUnique(customerSku);
    try {
      await ctx.db
        .update(articleLink)
        .set({ customerSku })
        .where(and(eq(articleLink.id, id), eq(articleLink.companyId, companyId)));
    } catch (error) {
      if (isUniqueViolation(error)) throw articleLinkErrors.customerSkuNotUnique(customerSku);
      throw error;
    }
    return c.json(await readLink(ctx, companyId, id));
  })
  .delete('/article-links/:id', async (c) => {
    const ctx = c.get('ctx');
    const { companyId } = await requireRight(ctx, MANAGE);
    const id = idOf(c.req.param('id'));
    const deleted = await ctx.db
      .delete(articleLink)
      .where(and(eq(articleLink.id, id), eq(articleLink.companyId, companyId)))
      .returning({ id: articleLink.id });
    if (!deleted.length) throw articleLinkErrors.notFound(id);
    return c.body(null, 204);
  })
  .delete('/article-links', async (c) => {
    const ctx = c.get('ctx');
    const { companyId } = await requireRight(ctx, MANAGE);
    const deleted = await ctx.db
      .delete(articleLink)
      .where(eq(articleLink.companyId, companyId))
      .returning({ id: articleLink.id });
    return c.json({ apiAlias: 'b2b_article_link_delete', deleted: deleted.length });
  })
  .post('/article-links', async (c) => {
    const ctx = c.get('ctx');
    const { companyId } = await requireRight(ctx, MANAGE);
    const input = await body(c, ArticleLinkCreateSchema);
    const { customerSku } = input;
    const named =
      'productId' in input
        ? eq(product.id, input.productId)
        : inArray(product.productNumber, [input.productNumber, input.productNumber.toUpperCase()]);
    const [article] = await ctx.db
      .select({ id: product.id })
      .from(product)
      .where(and(named, eq(product.active, true)));
    if (!article)
      throw articleLinkErrors.productNotFound('productId' in input ? input.productId : input.productNumber);
    const productId = article.id;
    const [taken] = await ctx.db
      .select()
      .from(articleLink)
      .where(
        and(
          eq(articleLink.companyId, companyId),
          sql`(${articleLink.productId} = ${productId} or upper(${articleLink.customerSku}) = upper(${customerSku}))`,
        ),
      )
      .limit(1);
    if (taken?.productId === productId) throw articleLinkErrors.productNotUnique(productId);
    if (taken) throw articleLinkErrors.customerSkuNotUnique(customerSku);
    const [row] = await ctx.db
      .insert(articleLink)
      .values({ id: randomUUID(), companyId, productId, customerSku })
      .onConflictDoNothing()
      .returning();
    // A concurrent request took the number or the article between the check and the insert.
    if (!row) throw articleLinkErrors.customerSkuNotUnique(customerSku);
    return c.json(view(row));
  });

/** A link id from the path; anything but a UUID is a link that does not exist. */
function idOf(raw: string): string {
  if (!v.is(Uuid, raw)) throw articleLinkErrors.notFound(raw);
  return raw;
}
