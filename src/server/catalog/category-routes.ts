import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { translate } from '../../shared/locales.ts';
import { Uuid } from '../../shared/schemas/fields.ts';
import { loadCmsPage } from '../cms/load.ts';
import { category } from '../db/schema/index.ts';
import { createRouter, type StoreContext } from '../http/context.ts';
import { applyIncludes, type Criteria, CriteriaSchema } from '../http/criteria.ts';
import { type Entity, searchEntity } from '../http/entity-search.ts';
import { errors } from '../http/errors.ts';
import { body } from '../http/validate.ts';
import { rootIdFor } from '../navigation/tree.ts';
import { categoryViews } from './category-view.ts';

const categories: Entity<typeof category> = {
  table: category,
  fields: {
    id: category.id,
    parentId: category.parentId,
    type: category.type,
    level: category.level,
    position: category.position,
  },
  uuidFields: new Set(['id', 'parentId']),
  id: category.id,
  visible: eq(category.active, true),
  order: [asc(category.level), asc(category.position), asc(category.id)],
  defaultLimit: 100,
};

/** `POST /category` (§7 category lookup by id with equalsAny): active categories by Criteria. */
export const categoryRoutes = createRouter()
  .post('/category', async (c) => {
    const ctx = c.get('ctx');
    const criteria = await body(c, CriteriaSchema);
    // Categories are content (the same for everyone): remembered until the next content change.
    const key = `category:${ctx.salesChannel.id}:${ctx.languageId}:${JSON.stringify(criteria)}`;
    return c.json(await ctx.memo.get(key, () => categorySearch(ctx, criteria)));
  })
  /**
   * `POST /category/{navigationId}`: Shopware's category detail with its CMS layout, by id or by a
   * named root (`main-navigation`…), as the page by path loads it (src/server/seo/page.ts).
   */
  .post('/category/:navigationId', async (c) => {
    const ctx = c.get('ctx');
    await body(c, CriteriaSchema);
    const asked = c.req.param('navigationId');
    const id = rootIdFor(ctx, asked);
    if (!id || !v.is(Uuid, id)) throw errors.notFound('Category', asked);
    const key = `category-detail:${ctx.salesChannel.id}:${ctx.locale}:${id}`;
    const detail = await ctx.memo.get(key, () => categoryDetail(ctx, id));
    if (!detail) throw errors.notFound('Category', asked);
    return c.json(detail);
  });

async function categoryDetail(ctx: StoreContext, id: string) {
  const [row] = await ctx.db
    .select()
    .from(category)
    .where(and(eq(category.id, id), eq(category.active, true)))
    .limit(1);
  if (!row) return null;
  const [view] = await categoryViews(ctx, [row]);
  const text = (field: 'description' | 'metaTitle' | 'metaDescription') =>
    translate(row.translations, field, ctx.locale);
  return {
    ...view,
    description: text('description'),
    metaTitle: text('metaTitle'),
    metaDescription: text('metaDescription'),
    cmsPageId: row.cmsPageId,
    cmsPage: row.cmsPageId ? await loadCmsPage(ctx, row.cmsPageId) : null,
  };
}

async function categorySearch(ctx: StoreContext, criteria: Criteria) {
  const { rows, total, page, limit } = await searchEntity(ctx.db, criteria, categories);
  return applyIncludes(
    {
      apiAlias: 'dal_entity_search_result',
      entity: 'category',
      total,
      page,
      limit,
      elements: await categoryViews(ctx, rows),
    },
    criteria.includes,
  );
}
