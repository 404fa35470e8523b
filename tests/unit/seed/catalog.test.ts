import { describe, expect, it } from 'vitest';
import { LEAVES, MAIN_CATEGORIES, TOP_CATEGORIES } from '../../../src/server/seed/categories.ts';
import { cmsRows } from '../../../src/server/seed/cms.ts';
import { CMS_PAGES } from '../../../src/server/seed/cms-pages.ts';
import { ROOT_IDS } from '../../../src/server/seed/constants.ts';
import { csvField } from '../../../src/server/seed/csv.ts';
import { seoRows } from '../../../src/server/seed/seo.ts';

describe('demo catalogue', () => {
  it('is four levels deep with products on the leaves only', () => {
    expect(TOP_CATEGORIES).toHaveLength(8);
    expect(LEAVES.length).toBeGreaterThan(50);
    for (const c of MAIN_CATEGORIES) {
      expect(c.path.startsWith(`|${ROOT_IDS.main}|`)).toBe(true);
      expect(Boolean(c.node.family)).toBe(c.level === 4);
    }
  });

  it('has a unique SEO path per language, none for the home root or folders', () => {
    const rows = seoRows();
    const keys = rows.map((r) => `${r.languageId} ${r.seoPathInfo}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(rows.some((r) => r.foreignKey === ROOT_IDS.main)).toBe(false);
    const folders = MAIN_CATEGORIES.filter((c) => c.node.folder).map((c) => c.id);
    expect(folders.length).toBeGreaterThan(0);
    expect(rows.some((r) => folders.includes(r.foreignKey))).toBe(false);
    expect(rows.filter((r) => !r.isCanonical)).toHaveLength(4);
    expect(rows.every((r) => r.seoPathInfo.length > 0 && !r.seoPathInfo.startsWith('/'))).toBe(true);
  });

  it('lays out the home page blocks in the order the storefront expects', () => {
    const { cms_block } = cmsRows(CMS_PAGES.filter((p) => p.key === 'home'));
    expect(cms_block.map((b) => b.type)).toEqual([
      'image-slider',
      'info-bar',
      'text',
      'category-navigation',
      'promotion-banner',
      'icons-with-buttons',
      'news',
      'newsletter',
    ]);
  });
});

describe('csvField', () => {
  it('writes NULL as an empty field and quotes only when needed', () => {
    expect(csvField(null)).toBe('');
    expect(csvField('')).toBe('""');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField({ a: '"x"' })).toBe('"{""a"":""\\""x\\""""}"');
    expect(csvField(['a', 'b'])).toBe('"{a,b}"');
    expect(csvField([])).toBe('{}');
    expect(csvField(false)).toBe('f');
  });
});
