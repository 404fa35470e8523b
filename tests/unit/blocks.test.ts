import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { latLons, project } from '../../blocks/map.ts';
import { blockFile, isKnownBlockType, warnUnknownBlock } from '../../blocks/registry.ts';
import { BLOCK_TYPES } from '../../blocks/types.ts';
import { isVisibleAt, visibilityClasses } from '../../blocks/visibility.ts';
import { mediaIdsIn, sliderProductIds } from '../../src/server/cms/resolvers.ts';
import { cdnUrl } from '../../src/server/media/cdn.ts';

describe('per-breakpoint visibility classes', () => {
  it('hide nothing when every breakpoint is visible or unset', () => {
    expect(visibilityClasses(undefined)).toEqual([]);
    expect(visibilityClasses({})).toEqual([]);
    expect(visibilityClasses({ xs: true, sm: true, md: true, lg: true, xl: true })).toEqual([]);
  });

  it('map each hidden breakpoint onto its CSS range', () => {
    expect(visibilityClasses({ xs: false })).toEqual(['max-sm:hidden']);
    expect(visibilityClasses({ sm: false })).toEqual(['sm:max-md:hidden']);
    expect(visibilityClasses({ md: false })).toEqual(['md:max-lg:hidden']);
    expect(visibilityClasses({ lg: false })).toEqual(['lg:max-xl:hidden']);
    expect(visibilityClasses({ xl: false })).toEqual(['xl:hidden']);
  });

  it('keep xl independent of lg: a block hidden only at xl shows at lg, and the other way round', () => {
    expect(isVisibleAt({ xl: false }, 'lg')).toBe(true);
    expect(isVisibleAt({ lg: false }, 'xl')).toBe(true);
    expect(visibilityClasses({ xl: false })).not.toContain('lg:max-xl:hidden');
    expect(visibilityClasses({ lg: false, xl: false })).toEqual(['lg:max-xl:hidden', 'xl:hidden']);
    expect(visibilityClasses({ xs: false, sm: false, md: false, lg: false, xl: false })).toHaveLength(5);
  });

  it('only an explicit false hides', () => {
    expect(isVisibleAt({ xs: false }, 'xs')).toBe(false);
    expect(isVisibleAt({ xs: false }, 'sm')).toBe(true);
    expect(isVisibleAt({ md: 'no' as unknown as boolean }, 'md')).toBe(true);
  });
});

describe('block registry', () => {
  it('finds a component file for every type by the PascalCase convention', () => {
    expect(blockFile('info-bullet-points-grid')).toBe('./InfoBulletPointsGrid.astro');
    for (const type of BLOCK_TYPES) {
      expect(existsSync(new URL(`../../blocks/${blockFile(type)}`, import.meta.url)), type).toBe(true);
    }
  });

  it('warns about an unknown block type with the page and block id', () => {
    const warnings: string[] = [];
    warnUnknownBlock('page-1', { id: 'block-7', type: 'legacy-carousel' }, (m) => warnings.push(m));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('legacy-carousel');
    expect(warnings[0]).toContain('page-1');
    expect(warnings[0]).toContain('block-7');
  });

  it('knows only the listed types, never helper components', () => {
    expect(isKnownBlockType('image-slider')).toBe(true);
    expect(isKnownBlockType('legacy-carousel')).toBe(false);
    expect(isKnownBlockType('cms-page')).toBe(false);
    expect(isKnownBlockType('__proto__')).toBe(false);
  });
});

describe('media URLs from the CDN custom fields (§3)', () => {
  it('uses a site-relative CdnUrl as is, or joined to the CDN domain', () => {
    expect(cdnUrl({ b2bCdnUrl: '/media/a.svg', b2bCdnDefaultDomain: '' }, '/x')).toBe('/media/a.svg');
    expect(cdnUrl({ b2bCdnUrl: '/media/a.jpg', b2bCdnDefaultDomain: 'cdn.example/' }, '/x')).toBe(
      'https://cdn.example/media/a.jpg',
    );
    expect(cdnUrl({ b2bCdnUrl: '/a.jpg', b2bCdnDefaultDomain: 'http://cdn.example' }, '/x')).toBe(
      'http://cdn.example/a.jpg',
    );
    expect(cdnUrl({ b2bCdnUrl: 'https://img.example/a.jpg' }, '/x')).toBe('https://img.example/a.jpg');
  });

  it('keeps the stored URL without usable CDN fields', () => {
    expect(cdnUrl({}, '/media/stored.svg')).toBe('/media/stored.svg');
    expect(cdnUrl({ b2bCdnUrl: 'javascript:alert(1)' }, '/s.svg')).toBe('/s.svg');
    expect(cdnUrl({ b2bCdnUrl: '//evil.example/a.svg' }, '/s.svg')).toBe('/s.svg');
    expect(cdnUrl({ b2bCdnUrl: 42 }, '/s.svg')).toBe('/s.svg');
  });

  it('collects every well-formed mediaId of a slot config', () => {
    const a = '0b7c1c8e-5a55-5c36-9b3e-7a2b5f5d6c01';
    const b = '1b7c1c8e-5a55-5c36-9b3e-7a2b5f5d6c02';
    expect(
      mediaIdsIn({ mediaId: a, slides: [{ mediaId: b }, { mediaId: 'nope' }], other: { x: 1 } }),
    ).toEqual([a, b]);
    expect(mediaIdsIn(null)).toEqual([]);
  });
});

describe('product slider ids', () => {
  it("keep Shopware's configured order, dashed as stored, each once, without malformed ones", () => {
    const a = '0b7c1c8e-5a55-5c36-9b3e-7a2b5f5d6c01';
    const b = '1b7c1c8e5a555c369b3e7a2b5f5d6c02';
    expect(sliderProductIds([b, 'nope', 42, a, b.toUpperCase(), null])).toEqual([
      '1b7c1c8e-5a55-5c36-9b3e-7a2b5f5d6c02',
      a,
    ]);
    // A product stream's id (source product_stream) is not a list of products.
    expect(sliderProductIds(b)).toEqual([]);
  });

  it('take at most 24 products', () => {
    const many = Array.from(
      { length: 30 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expect(sliderProductIds(many)).toEqual(many.slice(0, 24));
  });
});

describe('location map projection', () => {
  it('keeps only valid coordinates and projects them inside the box', () => {
    const points = latLons([
      [51.2, 4.4],
      [50.6, 5.6],
      [91, 0],
      ['x', 1],
      [50.9, 3.2],
    ]);
    expect(points).toHaveLength(3);
    const { height, toXY } = project(points, 400);
    for (const point of points) {
      const [x, y] = toXY(point);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(400);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(height);
    }
    // North is up, east is right.
    expect(toXY([51.2, 4.4])[1]).toBeLessThan(toXY([50.6, 5.6])[1]);
    expect(toXY([50.9, 3.2])[0]).toBeLessThan(toXY([51.2, 4.4])[0]);
  });
});
