import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cmsBlock, cmsPage, cmsPageDraft, cmsPageVersion, cmsSection, cmsSlot } from '../db/schema/index.ts';
import type { CustomFields } from '../db/schema/types.ts';
import { ApiError } from '../http/errors.ts';
import { type Layout, liveLayout } from './load.ts';

type PageRow = typeof cmsPage.$inferSelect;
type DraftRow = typeof cmsPageDraft.$inferSelect;

/** A layout's rows as jsonb (the CMS rows hold only JSON values: ids, numbers, texts, config). */
const stored = (layout: Layout) => layout as unknown as CustomFields;
export const layoutOf = (json: CustomFields) => json as unknown as Layout;

export const conflict = (detail: string) => new ApiError(409, 'B2B__CMS_PAGE_CONFLICT', detail);

/** The page with its row locked for this transaction, so two publications of it run one after the other. */
export async function lockedPage(tx: Db, pageId: string): Promise<PageRow> {
  const [page] = await tx.select().from(cmsPage).where(eq(cmsPage.id, pageId)).for('update');
  if (!page)
    throw new ApiError(404, 'CONTENT__CMS_PAGE_NOT_FOUND', `CMS page "${pageId}" not found.`, { id: pageId });
  return page;
}

export async function draftOf(db: Db, pageId: string): Promise<DraftRow | undefined> {
  const [draft] = await db.select().from(cmsPageDraft).where(eq(cmsPageDraft.pageId, pageId));
  return draft;
}

/**
 * What an editor works on: the page's draft, else its published layout (a first change makes the
 * draft). `revision` 0 means there is no draft yet.
 */
export async function editable(db: Db, pageId: string) {
  const draft = await draftOf(db, pageId);
  return draft
    ? { layout: layoutOf(draft.layout), revision: draft.revision, draft }
    : { layout: await liveLayout(db, [pageId]), revision: 0, draft: undefined };
}

/**
 * Saves an editor's change as the page's draft. `revision` is the draft revision the editor's change
 * was made on: a colleague who saved in between makes it stale, and the save is refused (409) rather
 * than silently overwriting theirs.
 */
export async function saveDraft(
  db: Db,
  pageId: string,
  revision: number,
  change: (layout: Layout) => Layout,
  staffId: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const page = await lockedPage(tx, pageId);
    const current = await editable(tx, pageId);
    if (current.revision !== revision) {
      throw conflict(
        'The draft was saved by someone else in the meantime: reload it and make the change again.',
      );
    }
    const layout = stored(change(current.layout));
    if (!current.draft) {
      await tx.insert(cmsPageDraft).values({
        id: randomUUID(),
        pageId,
        layout,
        baseVersion: page.version,
        revision: 1,
        updatedBy: staffId,
      });
      return 1;
    }
    await tx
      .update(cmsPageDraft)
      .set({ layout, revision: revision + 1, updatedBy: staffId, updatedAt: new Date() })
      .where(eq(cmsPageDraft.pageId, pageId));
    return revision + 1;
  });
}

export async function discardDraft(db: Db, pageId: string, revision: number): Promise<void> {
  const deleted = await db
    .delete(cmsPageDraft)
    .where(and(eq(cmsPageDraft.pageId, pageId), eq(cmsPageDraft.revision, revision)))
    .returning({ id: cmsPageDraft.id });
  if (!deleted.length) throw conflict('The draft changed in the meantime: reload it.');
}

/** Replaces the page's published layout with `layout` (its rows keep their ids). */
async function replaceLayout(tx: Db, pageId: string, wanted: Layout): Promise<Layout> {
  await tx.delete(cmsSection).where(eq(cmsSection.pageId, pageId));
  const layout = await withOwnIds(tx, wanted);
  if (layout.sections.length) await tx.insert(cmsSection).values(layout.sections);
  if (layout.blocks.length) await tx.insert(cmsBlock).values(layout.blocks);
  if (layout.slots.length) await tx.insert(cmsSlot).values(layout.slots);
  return layout;
}

/**
 * The layout with new ids for the rows whose ids another page holds now: the Admin API may have moved
 * a block (or section, slot) of a kept version or draft to another page since, which keeps it.
 */
async function withOwnIds(tx: Db, layout: Layout): Promise<Layout> {
  const held = async (table: typeof cmsSection | typeof cmsBlock | typeof cmsSlot, ids: string[]) =>
    ids.length ? await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids)) : [];
  const taken = [
    ...(await held(
      cmsSection,
      layout.sections.map((s) => s.id),
    )),
    ...(await held(
      cmsBlock,
      layout.blocks.map((b) => b.id),
    )),
    ...(await held(
      cmsSlot,
      layout.slots.map((s) => s.id),
    )),
  ];
  if (!taken.length) return layout;
  const fresh = new Map(taken.map((row) => [row.id, randomUUID()]));
  const own = (id: string) => fresh.get(id) ?? id;
  return {
    sections: layout.sections.map((s) => ({ ...s, id: own(s.id) })),
    blocks: layout.blocks.map((b) => ({ ...b, id: own(b.id), sectionId: own(b.sectionId) })),
    slots: layout.slots.map((s) => ({ ...s, id: own(s.id), blockId: own(s.blockId) })),
  };
}

/**
 * Makes `layout` the published one as the page's next version, keeping it (and, the first time, the
 * version it replaces, so the original can be restored). Live at once: the CMS tables notify every
 * instance's caches (migration 0001).
 */
async function publishLayout(
  tx: Db,
  page: PageRow,
  layout: Layout,
  staffId: string,
  restoredFrom: number | null,
): Promise<number> {
  const [kept] = await tx
    .select({ id: cmsPageVersion.id })
    .from(cmsPageVersion)
    .where(and(eq(cmsPageVersion.pageId, page.id), eq(cmsPageVersion.version, page.version)));
  if (!kept) {
    await tx.insert(cmsPageVersion).values({
      id: randomUUID(),
      pageId: page.id,
      version: page.version,
      layout: stored(await liveLayout(tx, [page.id])),
      publishedAt: page.updatedAt,
    });
  }
  const version = page.version + 1;
  const published = await replaceLayout(tx, page.id, layout);
  // A page made in the editor is unpublished until its first publication.
  await tx
    .update(cmsPage)
    .set({ version, published: true, updatedAt: sql`now()` })
    .where(eq(cmsPage.id, page.id));
  await tx.insert(cmsPageVersion).values({
    id: randomUUID(),
    pageId: page.id,
    version,
    layout: stored(published),
    publishedBy: staffId,
    restoredFrom,
  });
  return version;
}

/**
 * Publishes the page's draft at `revision`. Refused (409) when the draft changed since the editor
 * looked, or when the page was published (or written through the Admin API) since the draft began.
 */
export async function publishDraft(db: Db, pageId: string, revision: number, staffId: string) {
  return db.transaction(async (tx) => {
    const page = await lockedPage(tx, pageId);
    const draft = await draftOf(tx, pageId);
    if (!draft || draft.revision !== revision)
      throw conflict('The draft changed in the meantime: reload it.');
    if (draft.baseVersion !== page.version) {
      throw conflict(
        'The page was published by someone else since this draft began: compare, then discard or redo the draft.',
      );
    }
    const version = await publishLayout(tx, page, layoutOf(draft.layout), staffId, null);
    await tx.delete(cmsPageDraft).where(eq(cmsPageDraft.pageId, pageId));
    return version;
  });
}

/** Publishes a kept version again, as the page's next version. */
export async function rollBack(db: Db, pageId: string, version: number, staffId: string) {
  return db.transaction(async (tx) => {
    const page = await lockedPage(tx, pageId);
    const [kept] = await tx
      .select()
      .from(cmsPageVersion)
      .where(and(eq(cmsPageVersion.pageId, pageId), eq(cmsPageVersion.version, version)));
    if (!kept) throw new ApiError(404, 'B2B__CMS_VERSION_NOT_FOUND', `Page version ${version} not found.`);
    return publishLayout(tx, page, layoutOf(kept.layout), staffId, version);
  });
}

export const versions = (db: Db, pageId: string) =>
  db
    .select({
      version: cmsPageVersion.version,
      publishedAt: cmsPageVersion.publishedAt,
      publishedBy: cmsPageVersion.publishedBy,
      restoredFrom: cmsPageVersion.restoredFrom,
    })
    .from(cmsPageVersion)
    .where(eq(cmsPageVersion.pageId, pageId))
    .orderBy(desc(cmsPageVersion.version));

/** A kept version's layout, or the draft's ('draft'), or the published one ('live'). */
export async function layoutAt(db: Db, pageId: string, at: number | 'draft' | 'live'): Promise<Layout> {
  if (at === 'live') return liveLayout(db, [pageId]);
  if (at === 'draft') return (await editable(db, pageId)).layout;
  const [kept] = await db
    .select({ layout: cmsPageVersion.layout })
    .from(cmsPageVersion)
    .where(and(eq(cmsPageVersion.pageId, pageId), eq(cmsPageVersion.version, at)));
  if (!kept) throw new ApiError(404, 'B2B__CMS_VERSION_NOT_FOUND', `Page version ${at} not found.`);
  return layoutOf(kept.layout);
}
