import { and } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { normalizeId } from '../../../shared/catalog/listing.ts';
import { type Criteria, CriteriaSchema } from '../../http/criteria.ts';
import { searchEntity } from '../../http/entity-search.ts';
import { body } from '../../http/validate.ts';
import { type AdminEnv, assertAdminPermission } from '../auth.ts';
import { hexId } from '../sync/report.ts';
import { READ_ENTITIES } from './entities.ts';
import { checkFilters, filtersOf, notFound, type ReadEntity } from './fields.ts';
import { taxRoutes } from './tax.ts';

/**
 * One page of the entity's rows for the calling integration, which needs `{entity}:read` before its
 * body is read; `criteria` stands for the body.
 */
async function search(c: Context<AdminEnv>, read: ReadEntity, criteria?: Criteria) {
  assertAdminPermission(c, read.name, 'read');
  const given = criteria ?? (await body(c, CriteriaSchema));
  checkFilters(filtersOf(given), read.fields);
  const entity = given.term
    ? { ...read.entity, visible: and(read.entity.visible, read.term(given.term)) }
    : read.entity;
  return { ...(await searchEntity(c.get('db'), given, entity)), criteria: given };
}

/**
 * The Admin API's read side (Shopware 6.7) for the entities the sync writes: `POST /search/{entity}`
 * (`{ total, data, aggregations }`; aggregations are not computed), `POST /search-ids/{entity}` and
 * `GET /{entity}/{id}`. `total` counts all matches with `total-count-mode` 1, else the page's rows.
 */
export function readRoutes() {
  const app = new Hono<AdminEnv>();
  for (const [segment, read] of Object.entries(READ_ENTITIES)) {
    app.post(`/search/${segment}`, async (c) => {
      const { rows, total, criteria } = await search(c, read);
      return c.json({ total, data: await read.view(c.get('db'), rows, criteria), aggregations: {} });
    });
    app.post(`/search-ids/${segment}`, async (c) => {
      const { rows, total } = await search(c, read);
      return c.json({ total, data: rows.map((r) => hexId(r.id as string)) });
    });
    app.get(`/${segment}/:id`, async (c) => {
      const id = c.req.param('id');
      const uuid = normalizeId(id);
      if (!uuid) {
        assertAdminPermission(c, read.name, 'read');
        throw notFound(read.name, id);
      }
      const { rows } = await search(c, read, v.parse(CriteriaSchema, { ids: [uuid] }));
      const [row] = await read.view(c.get('db'), rows);
      if (!row) throw notFound(read.name, id);
      return c.json({ data: row });
    });
  }
  // Taxes are rates in code, not rows.
  app.route('/', taxRoutes());
  return app;
}
