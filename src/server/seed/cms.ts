import { stableId } from '../../shared/ids.ts';
import type { Locale } from '../../shared/locales.ts';
import type { cmsBlock, cmsPage, cmsSection, cmsSlot } from '../db/schema/index.ts';
import { type L4, translations } from './text.ts';

export const CMS_UPDATED_AT = new Date('2026-01-05T08:00:00Z');

export const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
type Breakpoint = (typeof BREAKPOINTS)[number];

export interface SlotSpec {
  slot: string;
  type: string;
  /** Language-neutral values. */
  config?: Record<string, unknown>;
  /** Per-locale values the API merges over config. */
  translations?: Record<Locale, Record<string, unknown>>;
}

export interface BlockSpec {
  type: string;
  slots: SlotSpec[];
  /** Breakpoints the block is hidden on (§2 per-breakpoint visibility). */
  hiddenOn?: Breakpoint[];
}

export interface SectionSpec {
  sizingMode?: 'boxed' | 'full_width';
  blocks: BlockSpec[];
}

export interface PageSpec {
  key: string;
  type: 'page' | 'landingpage' | 'product_list' | 'product_detail';
  name: string;
  titles: L4;
  /** The SEO path per language of a page that is also a landing page. */
  path?: L4;
  sections: SectionSpec[];
  /** Drafts (false) are only reachable through the editor preview. */
  published?: boolean;
}

export const cmsPageId = (key: string) => stableId(`cms:${key}`);

export interface CmsRows {
  cms_page: (typeof cmsPage.$inferInsert)[];
  cms_section: (typeof cmsSection.$inferInsert)[];
  cms_block: (typeof cmsBlock.$inferInsert)[];
  cms_slot: (typeof cmsSlot.$inferInsert)[];
}

/** Flattens page specs into the four CMS tables, with ids derived from the page key and positions. */
export function cmsRows(pages: PageSpec[]): CmsRows {
  const rows: CmsRows = { cms_page: [], cms_section: [], cms_block: [], cms_slot: [] };
  for (const page of pages) {
    const pageId = cmsPageId(page.key);
    rows.cms_page.push({
      id: pageId,
      type: page.type,
      name: page.name,
      published: page.published ?? true,
      translations: translations({ title: page.titles }),
      updatedAt: CMS_UPDATED_AT,
    });
    page.sections.forEach((section, s) => {
      const sectionId = stableId(`cms:${page.key}:section:${s}`);
      rows.cms_section.push({
        id: sectionId,
        pageId,
        position: s,
        sizingMode: section.sizingMode ?? 'boxed',
      });
      section.blocks.forEach((block, b) => {
        const blockId = stableId(`cms:${page.key}:block:${s}:${b}`);
        const visibility = Object.fromEntries(BREAKPOINTS.map((bp) => [bp, !block.hiddenOn?.includes(bp)]));
        rows.cms_block.push({
          id: blockId,
          sectionId,
          position: b,
          type: block.type,
          customFields: { visibility },
        });
        for (const slot of block.slots) {
          rows.cms_slot.push({
            id: stableId(`cms:${page.key}:slot:${s}:${b}:${slot.slot}`),
            blockId,
            slot: slot.slot,
            type: slot.type,
            config: slot.config ?? {},
            translations: slot.translations ?? {},
          });
        }
      });
    });
  }
  return rows;
}
