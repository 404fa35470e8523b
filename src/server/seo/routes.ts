import * as v from 'valibot';
import { createRouter } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { body } from '../http/validate.ts';
import { pageFor } from './page.ts';
import { resolvePath } from './resolve.ts';

const PageSchema = v.object({
  path: v.optional(v.pipe(v.string(), v.maxLength(2048, 'TOO_LONG')), '/'),
});

/** Search by path (§7): the storefront's catch-all asks what lives at a path, in one call. */
export const seoRoutes = createRouter().post('/pwa/page', async (c) => {
  const ctx = c.get('ctx');
  const { path } = await body(c, PageSchema);
  const normalised = `/${path.replace(/^\/+/, '')}`;
  const resolved = await resolvePath(ctx, normalised);
  const page = resolved ? await pageFor(ctx, resolved) : null;
  if (!page) {
    throw new ApiError(404, 'FRAMEWORK__ROUTE_NOT_FOUND', `No page found for path "${normalised}".`, {
      path: normalised,
    });
  }
  return c.json({ apiAlias: 'pwa_page_result', ...page });
});
