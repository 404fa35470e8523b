import * as v from 'valibot';
import { createRouter } from '../http/context.ts';
import { errors } from '../http/errors.ts';
import { body } from '../http/validate.ts';
import { navigationTree, rootIdFor } from './tree.ts';

const NavigationSchema = v.object({
  depth: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)), 2),
  buildTree: v.optional(v.boolean(), true),
});

/** Shopware's `POST /navigation/{activeId}/{rootId}`; rootId may name a navigation type (§7). */
export const navigationRoutes = createRouter().post('/navigation/:activeId/:rootId', async (c) => {
  const ctx = c.get('ctx');
  const { depth, buildTree } = await body(c, NavigationSchema);
  const rootId = rootIdFor(ctx, c.req.param('rootId'));
  const key = `navigation:${ctx.salesChannel.id}:${ctx.locale}:${rootId}:${depth}`;
  const tree =
    rootId && /^[0-9a-f-]{36}$/i.test(rootId)
      ? await ctx.memo.get(key, () => navigationTree(ctx, rootId, depth))
      : null;
  if (!tree) throw errors.notFound('Navigation', c.req.param('rootId'));
  return c.json(buildTree ? tree : flatten(tree));
});

function flatten<T extends { children: T[] }>(nodes: T[]): T[] {
  return nodes.flatMap((n) => [{ ...n, children: [] }, ...flatten(n.children)]);
}
