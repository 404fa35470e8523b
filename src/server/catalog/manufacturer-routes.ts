import { count } from 'drizzle-orm';
import { translate } from '../../shared/locales.ts';
import { manufacturer } from '../db/schema/index.ts';
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
import { mediaByIds } from '../media/view.ts';

const fields: FieldMap = { id: manufacturer.id, name: manufacturer.name, link: manufacturer.link };

/** `POST /product-manufacturer` (§7): manufacturers by Criteria, Shopware's entity-search shape. */
export const manufacturerRoutes = createRouter().post('/product-manufacturer', async (c) => {
  const ctx = c.get('ctx');
  const criteria = await body(c, CriteriaSchema);
  const { page, limit, offset } = paging(criteria, 100);
  const where = compileWhere(criteria, fields);
  const order = compileSort(criteria, fields);
  const rows = await ctx.db
    .select()
    .from(manufacturer)
    .where(where)
    .orderBy(...(order.length ? order : [manufacturer.name]))
    .limit(limit)
    .offset(offset);
  const total = wantsTotal(criteria)
    ? ((await ctx.db.select({ n: count() }).from(manufacturer).where(where))[0]?.n ?? 0)
    : rows.length;
  const media = await mediaByIds(
    ctx,
    rows.map((r) => r.mediaId),
  );
  const elements = rows.map((m) => ({
    apiAlias: 'product_manufacturer',
    id: m.id,
    name: m.name,
    link: m.link,
    description: translate(m.translations, 'description', ctx.locale),
    media: m.mediaId ? (media.get(m.mediaId) ?? null) : null,
  }));
  return c.json(
    applyIncludes(
      {
        apiAlias: 'product_manufacturer_result',
        entity: 'product_manufacturer',
        total,
        page,
        limit,
        elements,
      },
      criteria.includes,
    ),
  );
});
