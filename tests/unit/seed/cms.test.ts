import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES } from '../../../blocks/types.ts';
import { mediaIdsIn } from '../../../src/server/cms/resolvers.ts';
import { cmsRows } from '../../../src/server/seed/cms.ts';
import { CMS_PAGES } from '../../../src/server/seed/cms-pages.ts';
import { mediaRows } from '../../../src/server/seed/media.ts';

describe('seeded CMS pages', () => {
  const rows = cmsRows(CMS_PAGES);

  it('are deterministic', () => {
    expect(cmsRows(CMS_PAGES)).toEqual(rows);
  });

  it('use every block type on published pages, plus one unknown type', () => {
    const published = new Set(rows.cms_page.filter((p) => p.published).map((p) => p.id));
    const sections = new Set(rows.cms_section.filter((s) => published.has(s.pageId)).map((s) => s.id));
    const types = new Set(rows.cms_block.filter((b) => sections.has(b.sectionId)).map((b) => b.type));
    for (const type of BLOCK_TYPES) expect(types, type).toContain(type);
    expect([...types].filter((t) => !(BLOCK_TYPES as readonly string[]).includes(t))).toEqual([
      'legacy-carousel',
    ]);
  });

  it('have exactly one draft', () => {
    expect(rows.cms_page.filter((p) => p.published === false)).toHaveLength(1);
  });

  it('refer only to seeded media, in every language', () => {
    const media = new Set(mediaRows().map((m) => m.id));
    const referenced = rows.cms_slot.flatMap((slot) => [
      ...mediaIdsIn(slot.config),
      ...Object.values(slot.translations ?? {}).flatMap((t) => mediaIdsIn(t)),
    ]);
    expect(referenced.length).toBeGreaterThan(10);
    expect(referenced.filter((id) => !media.has(id))).toEqual([]);
  });
});
