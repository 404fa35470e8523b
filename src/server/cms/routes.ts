import { eq } from 'drizzle-orm';
import { category } from '../db/schema/index.ts';
import { createRouter } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { loadCmsPage } from './load.ts';
import { isPreviewToken, PREVIEW_TOKEN_HEADER } from './preview.ts';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const cmsRoutes = createRouter()
  /** `GET /b2b/cms/footer`: the footer root's CMS page, or null when the fixed footer applies (§2). */
  .get('/b2b/cms/footer', async (c) => {
    const ctx = c.get('ctx');
    const footerId = ctx.salesChannel.footerCategoryId;
    const cmsPageId = await ctx.memo.get(`footer-page:${footerId}`, async () => {
      const [root] = footerId
        ? await ctx.db
            .select({ cmsPageId: category.cmsPageId })
            .from(category)
            .where(eq(category.id, footerId))
        : [];
      return root?.cmsPageId ?? null;
    });
    const cmsPage = cmsPageId ? await loadCmsPage(ctx, cmsPageId) : null;
    return c.json({ apiAlias: 'b2b_footer', cmsPage });
  })
  /**
   * `GET /b2b/cms/preview/{id}`: any CMS page, drafts included, for content editors holding the
   * preview token. Never cached anywhere: drafts must not outlive the editor's look at them.
   */
  .get('/b2b/cms/preview/:id', async (c) => {
    c.header('cache-control', 'private, no-store');
    if (!isPreviewToken(c.req.header(PREVIEW_TOKEN_HEADER))) {
      throw new ApiError(401, 'B2B__CMS_PREVIEW_TOKEN_INVALID', 'A valid preview token is required.');
    }
    const id = c.req.param('id').toLowerCase();
    const cmsPage = UUID_RE.test(id) ? await loadCmsPage(c.get('ctx'), id, { drafts: true }) : null;
    if (!cmsPage)
      throw new ApiError(404, 'CONTENT__CMS_PAGE_NOT_FOUND', `CMS page "${id}" not found.`, { id });
    return c.json({ apiAlias: 'b2b_cms_preview', cmsPage });
  });
