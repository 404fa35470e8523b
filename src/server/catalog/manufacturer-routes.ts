import { asc } from 'drizzle-orm';
import { translate } from '../../shared/locales.ts';
import { manufacturer } from '../db/schema/index.ts';
import { createRouter } from '../http/context.ts';
import { applyIncludes, CriteriaSchema } from '../http/criteria.ts';
import { type Entity, searchEntity } from '../http/entity-search.ts';
import { body } from '../http/validate.ts';
import { mediaByIds } from '../media/view.ts';

const manufacturers: Entity<typeof manufacturer> = {
  table: manufacturer,
  fields: { id: manufacturer.id, name: manufacturer.name, link: manufacturer.link },
  uuidFields: new Set(['id']),
  id: manufacturer.id,
  order: [asc(manufacturer.name), asc(manufacturer.id)],
  defaultLimit: 100,
};

/** `POST /product-manufacturer` (§7): manufacturers by Criteria, Shopware's entity-search shape. */
export const manufacturerRoutes = createRouter().post('/product-manufacturer', async (c) => {
  const ctx = c.get('ctx');
  const criteria = await body(c, CriteriaSchema);
  const { rows, total, page, limit } = await searchEntity(ctx.db, criteria, manufacturers);
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
