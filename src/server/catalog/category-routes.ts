import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { IdSchema } from '../../shared/catalog/listing.ts';
import { category } from '../db/schema/index.ts';
import { createRouter, type StoreContext } from '../http/context.ts';
import {
  applyIncludes,
  type Criteria,
  CriteriaSchema,
  compileSort,
  compileWhere,
  type FieldMap,
  paging,
  wantsTotal,
} from '../http/criteria.ts';
import { body, parse } from '../http/validate.ts';
import { categoryViews } from './category-view.ts';
import { checkIdValues } from './criteria-ids.ts';

const fields: FieldMap = {
  id: category.id,
  parentId: category.parentId,
  type: category.type,
  level: category.level,
  position: category.position,
};
const UUID_FIELDS = new Set(['id', 'parentId']);

/** `POST /category` (§7 category lookup by id with equalsAny): active categories by Criteria. */
export const categoryRoutes = createRouter().post('/category', async (c) => {
  const ctx = c.get('ctx');
  const criteria = await body(c, CriteriaSchema);
  checkIdValues([...criteria.filter, ...criteria['post-filter']], UUID_FIELDS);
  // Categories are content (the same for everyone): remembered until the next content change.
  const key = `category:${ctx.salesChannel.id}:${ctx.languageId}:${JSON.stringify(criteria)}`;
  return c.json(await ctx.memo.get(key, () => categorySearch(ctx, criteria)));
});

async function categorySearch(ctx: StoreContext, criteria: Criteria) {
  const { page, limit, offset } = paging(criteria, 100);
  const where = and(
    eq(category.active, true),
    criteria.ids?.length
      ? inArray(
          category.id,
          criteria.ids.map((i) => parse(IdSchema, i)),
        )
      : undefined,
    compileWhere(criteria, fields),
  );
  const order = compileSort(criteria, fields);
  const found = await ctx.db
    .select()
    .from(category)
    .where(where)
    .orderBy(...(order.length ? order : [asc(category.level), asc(category.position)]))
    .limit(limit)
    .offset(offset);
  const total = wantsTotal(criteria)
    ? ((await ctx.db.select({ n: count() }).from(category).where(where))[0]?.n ?? 0)
    : found.length;
  return applyIncludes(
    {
      apiAlias: 'dal_entity_search_result',
      entity: 'category',
      total,
      page,
      limit,
      elements: await categoryViews(ctx, found),
    },
    criteria.includes,
  );
}
