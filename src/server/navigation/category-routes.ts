import { and, asc, count, eq, sql } from 'drizzle-orm';
import { category } from '../db/schema/index.ts';
import { createRouter } from '../http/context.ts';
import {
  applyIncludes,
  CriteriaSchema,
  compileSort,
  compileWhere,
  type FieldMap,
  paging,
  wantsTotal,
} from '../http/criteria.ts';
import { body } from '../http/validate.ts';
import { categoryNodes } from './tree.ts';

// Filters compare as text, so a malformed id matches nothing instead of failing the uuid cast.
const filterFields: FieldMap = {
  id: sql`${category.id}::text`,
  parentId: sql`${category.parentId}::text`,
  type: category.type,
};
const sortFields: FieldMap = { level: category.level, position: category.position };

/**
 * `POST /category`: active categories by Criteria, e.g. the breadcrumb's ancestors by id with an
 * equalsAny filter (§7 category lookup). `ids` is Shopware's shorthand for that filter.
 */
export const categoryRoutes = createRouter().post('/category', async (c) => {
  const ctx = c.get('ctx');
  const criteria = await body(c, CriteriaSchema);
  const { page, limit, offset } = paging(criteria, 100);
  if (criteria.ids)
    criteria.filter.push({
      type: 'equalsAny',
      field: 'id',
      value: criteria.ids.map((id) => id.toLowerCase()),
    });
  const where = and(eq(category.active, true), compileWhere(criteria, filterFields));
  const order = compileSort(criteria, sortFields);
  const rows = await ctx.db
    .select()
    .from(category)
    .where(where)
    .orderBy(...(order.length ? order : [asc(category.level), asc(category.position)]))
    .limit(limit)
    .offset(offset);
  const total = wantsTotal(criteria)
    ? ((await ctx.db.select({ n: count() }).from(category).where(where))[0]?.n ?? 0)
    : rows.length;
  const elements = (await categoryNodes(ctx, rows)).map(({ children: _, ...node }) => node);
  return c.json(
    applyIncludes(
      { apiAlias: 'dal_entity_search_result', entity: 'category', total, page, limit, elements },
      criteria.includes,
    ),
  );
});
