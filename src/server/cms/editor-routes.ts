import { and, asc, eq, inArray, like, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { FALLBACK_LOCALE, translate } from '../../shared/locales.ts';
import {
  CmsDraftSaveSchema,
  CmsPageCreateSchema,
  CmsRevisionSchema,
  CmsRollbackSchema,
} from '../../shared/schemas/cms-editor.ts';
import { cmsPage, cmsPageDraft, media } from '../db/schema/index.ts';
import { createRouter, type StoreContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { body } from '../http/validate.ts';
import { requireStaff, type StaffRow } from '../staff/auth.ts';
import { compareLayouts } from './compare.ts';
import { createLandingPage, productIdsOf, productNumbersOf } from './create-page.ts';
import { discardDraft, editable, layoutAt, publishDraft, rollBack, saveDraft, versions } from './drafts.ts';
import { applyEdit } from './edits.ts';
import { elementConfig } from './element-config.ts';
import { type Layout, pageView } from './load.ts';

const PageId = v.pipe(v.string(), v.uuid());
/** Which layout a comparison names: a kept version, the draft or the published one. */
const At = v.union([
  v.picklist(['draft', 'live']),
  v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number)),
]);

function pageIdOf(id: string): string {
  if (!v.is(PageId, id))
    throw new ApiError(404, 'CONTENT__CMS_PAGE_NOT_FOUND', `CMS page "${id}" not found.`, { id });
  return id.toLowerCase();
}

/** The page as an editor sees it in the preview: the draft when there is one, with its revision. */
async function editorView(ctx: StoreContext, pageId: string) {
  const [page] = await ctx.db.select().from(cmsPage).where(eq(cmsPage.id, pageId));
  if (!page) throw new ApiError(404, 'CONTENT__CMS_PAGE_NOT_FOUND', `CMS page "${pageId}" not found.`);
  const { layout, revision, draft } = await editable(ctx.db, pageId);
  return {
    apiAlias: 'b2b_cms_editor_page',
    version: page.version,
    revision,
    draft: draft
      ? { baseVersion: draft.baseVersion, updatedAt: draft.updatedAt, updatedBy: draft.updatedBy }
      : null,
    // What the edit form offers per slot, in the caller's language.
    slots: await Promise.all(
      layout.slots.map(async (s) => ({
        id: s.id,
        blockId: s.blockId,
        fields: [...editableFields(s, ctx.locale), ...(await sliderField(ctx, s))],
      })),
    ),
    cmsPage: await pageView(ctx, page, layout),
  };
}

/**
 * A slot's fields an editor may change in one language: its texts (content, title, url…) and its
 * image files, with the values that language shows (element-config.ts reads them the same way).
 */
function editableFields(slot: Layout['slots'][number], locale: string) {
  const merged = { ...slot.config, ...slot.translations[FALLBACK_LOCALE], ...slot.translations[locale] };
  const plain = elementConfig(merged);
  return Object.keys(merged).flatMap((field): { field: string; kind: 'text' | 'image'; value: string }[] => {
    const value = field === 'media' ? plain.mediaId : plain[field];
    if (typeof value !== 'string') return [];
    if (/mediaId$|^media$/.test(field)) return [{ field, kind: 'image', value }];
    return /Ids?$/.test(field) ? [] : [{ field, kind: 'text', value }];
  });
}

/** A product slider's products, as the product numbers an editor types. */
async function sliderField(ctx: StoreContext, slot: Layout['slots'][number]) {
  if (slot.type !== 'product-slider') return [];
  const ids = elementConfig(slot.config).products;
  const numbers = await productNumbersOf(
    ctx.db,
    Array.isArray(ids) ? ids.filter((id) => v.is(PageId, id)) : [],
  );
  return [{ field: 'products', kind: 'products' as const, value: numbers.join(', ') }];
}

/** A file an image field is given must exist. */
async function checkMedia(ctx: StoreContext, ids: string[]) {
  if (!ids.length) return;
  const found = await ctx.db.select({ id: media.id }).from(media).where(inArray(media.id, ids));
  const missing = ids.find((id) => !found.some((f) => f.id === id));
  if (missing)
    throw new ApiError(400, 'B2B__CMS_EDIT_INVALID', `No media file ${missing}.`, { mediaId: missing });
}

/** The editor of each request, read once by the routes' guard. */
const editors = new WeakMap<StoreContext, StaffRow>();
const editorId = (ctx: StoreContext) => (editors.get(ctx) as StaffRow).id;

/**
 * Content editors (staff with the editor role, issue 31): drafts, publishing, versions. Every route
 * needs an editor's staff session; nothing here is cached.
 */
export const cmsEditorRoutes = createRouter()
  .use('/b2b/cms/editor/*', async (c, next) => {
    c.header('cache-control', 'private, no-store');
    editors.set(c.get('ctx'), await requireStaff(c.get('ctx'), 'editor'));
    await next();
  })
  .get('/b2b/cms/editor/pages', async (c) => {
    const { db } = c.get('ctx');
    const pages = await db
      .select({
        id: cmsPage.id,
        name: cmsPage.name,
        type: cmsPage.type,
        version: cmsPage.version,
        draft: cmsPageDraft.revision,
      })
      .from(cmsPage)
      .leftJoin(cmsPageDraft, eq(cmsPageDraft.pageId, cmsPage.id))
      .orderBy(asc(cmsPage.name));
    return c.json({
      apiAlias: 'b2b_cms_editor_pages',
      elements: pages.map((p) => ({ ...p, hasDraft: p.draft !== null, draft: undefined })),
    });
  })
  // The images an editor may put in an image field, by name.
  .get('/b2b/cms/editor/media', async (c) => {
    const ctx = c.get('ctx');
    const rows = await ctx.db
      .select({ id: media.id, url: media.url, translations: media.translations })
      .from(media)
      .where(and(like(media.mimeType, 'image/%'), ne(media.url, '')))
      .orderBy(asc(media.url))
      .limit(200);
    return c.json({
      apiAlias: 'b2b_cms_editor_media',
      elements: rows.map((r) => ({
        id: r.id,
        name: decodeURIComponent(r.url.split('/').at(-1) ?? r.id),
        alt: translate(r.translations, 'alt', ctx.locale) ?? null,
      })),
    });
  })
  .post('/b2b/cms/editor/pages', async (c) => {
    const ctx = c.get('ctx');
    const id = await createLandingPage(ctx.db, await body(c, CmsPageCreateSchema));
    return c.json({ apiAlias: 'b2b_cms_editor_page_created', id });
  })
  .get('/b2b/cms/editor/pages/:id', async (c) =>
    c.json(await editorView(c.get('ctx'), pageIdOf(c.req.param('id')))),
  )
  .post('/b2b/cms/editor/pages/:id/draft', async (c) => {
    const ctx = c.get('ctx');
    const pageId = pageIdOf(c.req.param('id'));
    const { revision, edits } = await body(c, CmsDraftSaveSchema);
    await checkMedia(
      ctx,
      edits.flatMap((e) => (e.op === 'image' ? [e.mediaId] : [])),
    );
    const productIds = await productIdsOf(
      ctx.db,
      edits.flatMap((e) => (e.op === 'products' ? e.productNumbers : [])),
    );
    const saved = await saveDraft(
      ctx.db,
      pageId,
      revision,
      (layout) => edits.reduce((changed, edit) => applyEdit(changed, edit, productIds), layout),
      editorId(ctx),
    );
    return c.json({ apiAlias: 'b2b_cms_draft', revision: saved });
  })
  .post('/b2b/cms/editor/pages/:id/discard', async (c) => {
    const ctx = c.get('ctx');
    const { revision } = await body(c, CmsRevisionSchema);
    await discardDraft(ctx.db, pageIdOf(c.req.param('id')), revision);
    return c.json({ apiAlias: 'b2b_cms_draft', revision: 0 });
  })
  .post('/b2b/cms/editor/pages/:id/publish', async (c) => {
    const ctx = c.get('ctx');
    const { revision } = await body(c, CmsRevisionSchema);
    const version = await publishDraft(ctx.db, pageIdOf(c.req.param('id')), revision, editorId(ctx));
    // Live at once here; other instances forget it when the database's notification reaches them.
    ctx.memo.clear();
    return c.json({ apiAlias: 'b2b_cms_version', version });
  })
  .post('/b2b/cms/editor/pages/:id/rollback', async (c) => {
    const ctx = c.get('ctx');
    const { version } = await body(c, CmsRollbackSchema);
    const published = await rollBack(ctx.db, pageIdOf(c.req.param('id')), version, editorId(ctx));
    ctx.memo.clear();
    return c.json({ apiAlias: 'b2b_cms_version', version: published });
  })
  .get('/b2b/cms/editor/pages/:id/versions', async (c) => {
    const { db } = c.get('ctx');
    const pageId = pageIdOf(c.req.param('id'));
    const [page] = await db.select({ version: cmsPage.version }).from(cmsPage).where(eq(cmsPage.id, pageId));
    if (!page) throw new ApiError(404, 'CONTENT__CMS_PAGE_NOT_FOUND', `CMS page "${pageId}" not found.`);
    return c.json({
      apiAlias: 'b2b_cms_versions',
      version: page.version,
      elements: await versions(db, pageId),
    });
  })
  .get('/b2b/cms/editor/pages/:id/compare', async (c) => {
    const { db } = c.get('ctx');
    const pageId = pageIdOf(c.req.param('id'));
    const from = v.safeParse(At, c.req.query('from') ?? 'live');
    const to = v.safeParse(At, c.req.query('to') ?? 'draft');
    if (!from.success || !to.success)
      throw new ApiError(400, 'B2B__CMS_COMPARE_INVALID', 'Compare a version number, "draft" or "live".');
    const changes = compareLayouts(
      await layoutAt(db, pageId, from.output),
      await layoutAt(db, pageId, to.output),
    );
    return c.json({ apiAlias: 'b2b_cms_changes', from: from.output, to: to.output, changes });
  });
