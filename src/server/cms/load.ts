import { and, asc, eq, inArray } from 'drizzle-orm';
import { FALLBACK_LOCALE, translate } from '../../shared/locales.ts';
import type { Db } from '../db/client.ts';
import { cmsBlock, cmsPage, cmsSection, cmsSlot } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { mediaByIds } from '../media/view.ts';
import { elementConfig } from './element-config.ts';
import { mediaIdsIn, resolveSlotData } from './resolvers.ts';

type SlotRow = typeof cmsSlot.$inferSelect;

/** A page's layout as the rows of its three tables: what is published, a draft, a kept version. */
export interface Layout {
  sections: (typeof cmsSection.$inferSelect)[];
  blocks: (typeof cmsBlock.$inferSelect)[];
  slots: SlotRow[];
}

/**
 * A slot's config in the caller's language: base config, then the fallback, then the locale, read
 * as the blocks read it (Shopware's element config shape unwrapped, element-config.ts).
 */
export function slotConfig(slot: Pick<SlotRow, 'config' | 'translations'>, locale: string) {
  return elementConfig({
    ...slot.config,
    ...(slot.translations[FALLBACK_LOCALE] ?? {}),
    ...(slot.translations[locale] ?? {}),
  });
}

interface LoadOptions {
  /** Editor preview: unpublished pages too, never remembered. */
  drafts?: boolean;
}

/**
 * Loads a CMS page with sections → blocks → slots and resolves slot data (media, the categories of
 * a category-navigation, a featured product…). Published pages are remembered per language until
 * content changes (customer-specific data such as a category's listing is loaded by the storefront
 * separately); drafts are read fresh and only when asked for, so they never leak into a published page.
 */
export function loadCmsPage(ctx: StoreContext, id: string, options: LoadOptions = {}) {
  return options.drafts
    ? readCmsPage(ctx, id, options)
    : ctx.memo.get(`cms:${ctx.locale}:${id}`, () => readCmsPage(ctx, id, options));
}

async function readCmsPage(ctx: StoreContext, id: string, options: LoadOptions) {
  const [page] = await ctx.db
    .select()
    .from(cmsPage)
    .where(options.drafts ? eq(cmsPage.id, id) : and(eq(cmsPage.id, id), eq(cmsPage.published, true)))
    .limit(1);
  if (!page) return null;
  return pageView(ctx, page, await liveLayout(ctx.db, [id]));
}

/** The pages' published layouts as rows (an editor's draft is one of these too, drafts.ts). */
export async function liveLayout(db: Db, pageIds: string[]): Promise<Layout> {
  const sections = await db
    .select()
    .from(cmsSection)
    .where(inArray(cmsSection.pageId, pageIds))
    .orderBy(asc(cmsSection.position));
  const blocks = sections.length
    ? await db
        .select()
        .from(cmsBlock)
        .where(
          inArray(
            cmsBlock.sectionId,
            sections.map((s) => s.id),
          ),
        )
        .orderBy(asc(cmsBlock.position))
    : [];
  const slots = blocks.length
    ? await db
        .select()
        .from(cmsSlot)
        .where(
          inArray(
            cmsSlot.blockId,
            blocks.map((b) => b.id),
          ),
        )
        .orderBy(asc(cmsSlot.slot))
    : [];
  return { sections, blocks, slots };
}

/**
 * The page as the Store API answers it: sections → blocks → slots in position order, each slot's config
 * in the caller's language with its data resolved (media, the categories of a category-navigation…).
 */
export async function pageView(ctx: StoreContext, page: typeof cmsPage.$inferSelect, layout: Layout) {
  const byPosition = <T extends { position: number }>(rows: T[]) =>
    [...rows].sort((a, b) => a.position - b.position);
  const { slots } = layout;
  const sections = byPosition(layout.sections);
  const blocks = byPosition(layout.blocks);
  const configs = slots.map((slot) => slotConfig(slot, ctx.locale));
  const media = await mediaByIds(
    ctx,
    configs.flatMap((config) => mediaIdsIn(config)),
  );
  const resolvedSlots = await Promise.all(
    slots.map(async (slot, i) => {
      const config = configs[i] ?? {};
      const own = mediaIdsIn(config).flatMap((mediaId) => {
        const view = media.get(mediaId);
        return view ? [[mediaId, view] as const] : [];
      });
      return {
        apiAlias: 'cms_slot',
        id: slot.id,
        blockId: slot.blockId,
        slot: slot.slot,
        type: slot.type,
        config,
        data: { media: Object.fromEntries(own), ...(await resolveSlotData(ctx, slot.type, config)) },
      };
    }),
  );
  return {
    apiAlias: 'cms_page',
    id: page.id,
    type: page.type,
    published: page.published,
    name: translate(page.translations, 'title', ctx.locale) ?? page.name,
    customFields: page.customFields,
    sections: sections.map((s) => ({
      apiAlias: 'cms_section',
      id: s.id,
      pageId: s.pageId,
      position: s.position,
      type: s.type,
      sizingMode: s.sizingMode,
      backgroundColor: s.backgroundColor,
      customFields: s.customFields,
      blocks: blocks
        .filter((b) => b.sectionId === s.id)
        .map((b) => ({
          apiAlias: 'cms_block',
          id: b.id,
          sectionId: b.sectionId,
          type: b.type,
          position: b.position,
          sectionPosition: b.sectionPosition,
          backgroundColor: b.backgroundColor,
          customFields: b.customFields,
          slots: resolvedSlots.filter((slot) => slot.blockId === b.id),
        })),
    })),
  };
}
export type CmsPageView = NonNullable<Awaited<ReturnType<typeof loadCmsPage>>>;
