import { asc, sql } from 'drizzle-orm';
import { FALLBACK_LOCALE, translate } from '../../../shared/locales.ts';
import { liveLayout, slotConfig } from '../../cms/load.ts';
import type { Db } from '../../db/client.ts';
import { cmsPage, language } from '../../db/schema/index.ts';
import type { CustomFields } from '../../db/schema/types.ts';
import { containsPattern } from '../../http/criteria.ts';
import { hexId } from '../sync/report.ts';
import { readEntity } from './fields.ts';
import { present } from './views.ts';

type Visibility = Record<string, boolean | undefined>;

/** The breakpoints' visibility as Shopware's three device classes (the inverse of sync/cms.ts). */
function devices(customFields: CustomFields) {
  const shown = (customFields.visibility ?? {}) as Visibility;
  const at = (...bps: string[]) => bps.every((bp) => shown[bp] !== false);
  return { mobile: at('xs', 'sm'), tablet: at('md'), desktop: at('lg', 'xl') };
}

/** Shopware's layout options kept under customFields.shopware (sync/cms-fields.ts), as its own fields again. */
function withOptions(customFields: CustomFields) {
  const { shopware, ...rest } = customFields;
  // Unset options are left out: the schema types some of them as strings only.
  const set = Object.entries((shopware ?? {}) as CustomFields).filter(([, value]) => value !== null);
  return { ...Object.fromEntries(set), customFields: rest };
}

/** A slot's config without the `locked` flag that rides in it, and the flag. */
function slotOptions(config: CustomFields) {
  const { _shopware, ...rest } = config;
  return { ...(_shopware as CustomFields | undefined), config: rest };
}

/** The pages' sections, blocks and slots as Shopware nests them, each level in position order. */
async function layouts(db: Db, pageIds: string[]) {
  const { sections, blocks, slots } = await liveLayout(db, pageIds);
  const languages = await db.select({ id: language.id, locale: language.localeCode }).from(language);
  const languageOf = new Map(languages.map((l) => [l.locale, hexId(l.id)]));
  const slotView = (s: (typeof slots)[number]) => ({
    id: hexId(s.id),
    blockId: hexId(s.blockId),
    slot: s.slot,
    type: s.type,
    ...slotOptions(s.config),
    translations: Object.entries(s.translations).map(([locale, config]) => ({
      cmsSlotId: hexId(s.id),
      languageId: languageOf.get(locale) ?? locale,
      config,
    })),
    translated: { config: slotOptions(slotConfig(s, FALLBACK_LOCALE)).config },
    apiAlias: 'cms_slot',
  });
  const blockView = (b: (typeof blocks)[number]) =>
    present({
      id: hexId(b.id),
      sectionId: hexId(b.sectionId),
      position: b.position,
      type: b.type,
      sectionPosition: b.sectionPosition,
      backgroundColor: b.backgroundColor,
      visibility: devices(b.customFields),
      ...withOptions(b.customFields),
      slots: slots.filter((s) => s.blockId === b.id).map(slotView),
      apiAlias: 'cms_block',
    });
  return (pageId: string) =>
    sections
      .filter((s) => s.pageId === pageId)
      .map((s) =>
        present({
          id: hexId(s.id),
          pageId: hexId(s.pageId),
          position: s.position,
          type: s.type,
          sizingMode: s.sizingMode,
          backgroundColor: s.backgroundColor,
          visibility: devices(s.customFields),
          ...withOptions(s.customFields),
          blocks: blocks.filter((b) => b.sectionId === s.id).map(blockView),
          apiAlias: 'cms_section',
        }),
      );
}

/**
 * `cms_page` (Shopware's CmsPage): its name, type and titles per language; with the association
 * `sections`, the whole layout down to the slots and their config per language, as a connector
 * moving layouts between shops reads it.
 */
export const cmsPageRead = readEntity({
  name: 'cms_page',
  table: cmsPage,
  id: cmsPage.id,
  order: [asc(cmsPage.name), asc(cmsPage.id)],
  fields: {
    id: [cmsPage.id, 'uuid'],
    name: [cmsPage.name, 'text'],
    type: [cmsPage.type, 'text'],
    updatedAt: [cmsPage.updatedAt, 'date'],
  },
  term: (term) => sql`${cmsPage.name} ilike ${containsPattern(term)}`,
  view: async (db, rows, criteria) => {
    const withLayout = criteria && Object.hasOwn(criteria.associations, 'sections');
    const sectionsOf =
      withLayout && rows.length
        ? await layouts(
            db,
            rows.map((r) => r.id),
          )
        : null;
    return rows.map((p) => {
      const name = translate(p.translations, 'title', FALLBACK_LOCALE) ?? p.name;
      return {
        id: hexId(p.id),
        name: p.name,
        type: p.type,
        ...withOptions(p.customFields),
        updatedAt: p.updatedAt.toISOString(),
        translated: { name },
        ...(sectionsOf ? { sections: sectionsOf(p.id) } : {}),
        apiAlias: 'cms_page',
      };
    });
  },
});
