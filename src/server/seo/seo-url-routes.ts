import { and, asc, eq } from 'drizzle-orm';
import { seoUrl } from '../db/schema/index.ts';
import { createRouter } from '../http/context.ts';
import { CriteriaSchema } from '../http/criteria.ts';
import { type Entity, searchEntity } from '../http/entity-search.ts';
import { body } from '../http/validate.ts';

const fields = {
  id: seoUrl.id,
  foreignKey: seoUrl.foreignKey,
  routeName: seoUrl.routeName,
  languageId: seoUrl.languageId,
  pathInfo: seoUrl.pathInfo,
  seoPathInfo: seoUrl.seoPathInfo,
  isCanonical: seoUrl.isCanonical,
};

/** `POST /seo-url` (Shopware's SEO URL search): the channel's SEO URLs in the request's language. */
export const seoUrlRoutes = createRouter().post('/seo-url', async (c) => {
  const ctx = c.get('ctx');
  const criteria = await body(c, CriteriaSchema);
  const entity: Entity<typeof seoUrl> = {
    table: seoUrl,
    fields,
    uuidFields: new Set(['id', 'foreignKey', 'languageId']),
    id: seoUrl.id,
    visible: and(eq(seoUrl.salesChannelId, ctx.salesChannel.id), eq(seoUrl.languageId, ctx.languageId)),
    order: [asc(seoUrl.seoPathInfo), asc(seoUrl.id)],
    defaultLimit: 100,
  };
  const { rows, total, page, limit } = await searchEntity(ctx.db, criteria, entity);
  return c.json({
    apiAlias: 'dal_entity_search_result',
    entity: 'seo_url',
    total,
    page,
    limit,
    aggregations: [],
    elements: rows.map((row) => ({
      apiAlias: 'seo_url',
      ...row,
      isModified: false,
      isDeleted: false,
      url: null,
    })),
  });
});
