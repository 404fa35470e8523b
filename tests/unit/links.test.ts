import { describe, expect, it } from 'vitest';
import { createHref } from '../../src/components/links.ts';
import { applyEdit } from '../../src/server/cms/edits.ts';
import type { Layout } from '../../src/server/cms/load.ts';
import { isSafeLink, unsafeLinks } from '../../src/shared/links.ts';

describe('links from content', () => {
  it('lets shop paths, http(s), mailto and tel through, and no other scheme', () => {
    for (const link of [
      '/lagers/',
      'lagers',
      'https://example.com/x',
      'HTTP://x.be',
      '//cdn.be/a',
      'mailto:a@b.be',
      'tel:+3221234567',
    ])
      expect(isSafeLink(link), link).toBe(true);
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'file:///etc/passwd',
    ])
      expect(isSafeLink(link), link).toBe(false);
  });

  it('never puts a forbidden scheme into an href', () => {
    const href = createHref('/fr');
    expect(href('javascript:alert(1)')).toBe('#');
    expect(href(' javascript:alert(1)')).toBe('#');
    expect(href('https://example.com/')).toBe('https://example.com/');
    expect(href('/lagers/')).toBe('/fr/lagers/');
  });

  it('finds forbidden links anywhere in an element config, also in Shopware entries', () => {
    const config = {
      title: { source: 'static', value: 'javascript: is only text here' },
      url: { source: 'static', value: 'javascript:alert(1)' },
      banners: [{ link: '/ok/' }, { buttonLink: 'data:text/html,x' }],
      externalUrl: 'https://example.com',
    };
    expect(unsafeLinks(config)).toEqual([['url'], ['banners', 1, 'buttonLink']]);
    expect(unsafeLinks({ link: 'mailto:x@y.be' })).toEqual([]);
  });
});

describe("an editor's link edit", () => {
  const layout = {
    sections: [],
    blocks: [],
    slots: [
      { id: 's1', blockId: 'b1', slot: 'image', type: 'image', config: { url: '/x/' }, translations: {} },
    ],
  } as unknown as Layout;
  const edit = (value: string) =>
    applyEdit(layout, { op: 'text', slotId: 's1', locale: 'fr-FR', field: 'url', value });

  it('takes a shop path or an https link, and refuses a javascript: link naming the slot and field', () => {
    expect(edit('https://example.com/').slots[0]?.translations['fr-FR']).toEqual({
      url: 'https://example.com/',
    });
    expect(() => edit('javascript:alert(1)')).toThrow(
      expect.objectContaining({
        status: 400,
        items: [expect.objectContaining({ code: 'B2B__CMS_LINK_UNSAFE' })],
      }),
    );
  });
});
