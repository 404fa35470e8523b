import { eq } from 'drizzle-orm';
import { category } from '../db/schema/index.ts';
import { createRouter } from '../http/context.ts';
import { loadCmsPage } from './load.ts';

/** `GET /b2b/cms/footer`: the footer root's CMS page, or null when the fixed footer applies (§2). */
export const cmsRoutes = createRouter().get('/b2b/cms/footer', async (c) => {
  const ctx = c.get('ctx');
  const footerId = ctx.salesChannel.footerCategoryId;
  const [root] = footerId
    ? await ctx.db.select({ cmsPageId: category.cmsPageId }).from(category).where(eq(category.id, footerId))
    : [];
  const cmsPage = root?.cmsPageId ? await loadCmsPage(ctx, root.cmsPageId) : null;
  return c.json({ apiAlias: 'b2b_footer', cmsPage });
});
