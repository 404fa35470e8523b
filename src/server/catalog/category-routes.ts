import { asc, eq } from 'drizzle-orm';
import { category } from '../db/schema/index.ts';
import { createRouter, type StoreContext } from '../http/context.ts';
import { applyIncludes, type Criteria, CriteriaSchema } from '../http/criteria.ts';
import { type Entity, searchEntity } from '../http/entity-search.ts';
import { body } from '../http/validate.ts';
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
export const categoryRoutes = createRouter().post('/category', async (c) => {
  const ctx = c.get('ctx');
  const criteria = await body(c, CriteriaSchema);
  // Categories are content (the same for everyone): remembered until the next content change.
  const key = `category:${ctx.salesChannel.id}:${ctx.languageId}:${JSON.stringify(criteria)}`;
  return c.json(await ctx.memo.get(key, () => categorySearch(ctx, criteria)));
});

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
