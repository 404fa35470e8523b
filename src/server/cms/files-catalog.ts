import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { catalogFiles } from '../../shared/files-catalog.ts';
import { Uuid } from '../../shared/schemas/fields.ts';
import { cmsBlock, cmsPage, cmsSection, cmsSlot } from '../db/schema/index.ts';
import { createRouter } from '../http/context.ts';
import { body } from '../http/validate.ts';
import { slotConfig } from './load.ts';

/** Optionally one files-catalog block (its id, as the page's CMS block carries it). */
const FilesCatalogSchema = v.object({ blockId: v.optional(Uuid) });

/**
 * `POST /b2b/files-catalog`: the downloadable files of the published files-catalog blocks in the
 * caller's language, read as the block reads its config (src/shared/files-catalog.ts).
 */
export const filesCatalogRoutes = createRouter().post('/b2b/files-catalog', async (c) => {
  const ctx = c.get('ctx');
  const { blockId } = await body(c, FilesCatalogSchema);
  const slots = await ctx.db
    .select({ blockId: cmsBlock.id, config: cmsSlot.config, translations: cmsSlot.translations })
    .from(cmsSlot)
    .innerJoin(cmsBlock, eq(cmsBlock.id, cmsSlot.blockId))
    .innerJoin(cmsSection, eq(cmsSection.id, cmsBlock.sectionId))
    .innerJoin(cmsPage, eq(cmsPage.id, cmsSection.pageId))
    .where(
      and(
        eq(cmsBlock.type, 'files-catalog'),
        eq(cmsPage.published, true),
        blockId ? eq(cmsBlock.id, blockId) : undefined,
      ),
    )
    .orderBy(asc(cmsPage.name), asc(cmsSection.position), asc(cmsBlock.position));
  const elements = slots.flatMap((slot) => {
    const { title, files } = catalogFiles(slotConfig(slot, ctx.locale));
    return files.map((file) => ({
      apiAlias: 'b2b_files_catalog_file',
      blockId: slot.blockId,
      catalogTitle: title,
      ...file,
    }));
  });
  return c.json({ apiAlias: 'b2b_files_catalog', total: elements.length, elements });
});
