import { Hono } from 'hono';
import { ApiError } from '../../http/errors.ts';
import { MAX_ANY_BODY_BYTES, readJson } from '../../http/validate.ts';
import { type AdminEnv, assertAdminPermission } from '../auth.ts';
import { readOperations } from './operations.ts';
import { runSync, SYNC_SERVED } from './service.ts';
import { refreshStatistics } from './statistics.ts';

/**
 * `POST /api/_action/sync` (Shopware's bulk write). `fail-on-error: false` keeps the records that
 * validate (Shopware 6.4's header; 6.5+ always fails as a whole, the default here too). The
 * `indexing-behavior` header is accepted and changes nothing: the listing rows (triggers) and the
 * search rows are written in the sync's own transaction, so there is no index to queue or skip.
 * `onWrite` forgets this instance's remembered content at once; other instances hear the NOTIFY.
 */
export const syncRoutes = (onWrite: () => void) =>
  new Hono<AdminEnv>().post('/_action/sync', async (c) => {
    const operations = readOperations(await readJson(c, MAX_ANY_BODY_BYTES, 'object-or-list'));
    const unknown = operations.filter((op) => !SYNC_SERVED.includes(op.entity));
    if (unknown.length) {
      throw ApiError.fromItems(
        400,
        unknown.map((op) => ({
          status: '400',
          code: 'FRAMEWORK__DEFINITION_NOT_FOUND',
          title: 'Bad Request',
          detail: `The sync serves no entity "${op.entity}" (served: ${SYNC_SERVED.join(', ')}).`,
          meta: { parameters: { entity: op.entity } },
          source: { pointer: `/${op.key}/entity` },
        })),
      );
    }
    for (const op of operations) assertAdminPermission(c, op.entity, 'write');
    const failOnError = !/^(false|0)$/i.test(c.req.header('fail-on-error') ?? '');
    const result = await runSync(c.get('db'), operations, failOnError);
    onWrite();
    await refreshStatistics(
      c.get('db'),
      operations.reduce((records, op) => records + op.payload.length, 0),
    );
    return c.json(result);
  });
