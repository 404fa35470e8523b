import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type Family, PARTS_TREE, SUPPLIES_TREE, type TreeNode } from '../../../src/server/seed/data.ts';
import { FamilyData } from '../../../src/server/seed/data-schemas.ts';

/** The demo catalogue's families as the trees place them (seed/data/tree-*.json). */
const familiesOf = (nodes: TreeNode[]): Family[] =>
  nodes.flatMap((node) => [...(node.family ? [node.family] : []), ...familiesOf(node.children ?? [])]);
const families = familiesOf([...PARTS_TREE, ...SUPPLIES_TREE]);
const familyByKey = (key: string) => families.find((f) => f.key === key) as Family;

const oring = {
  key: 'o-ring-test',
  item: ['O-ring', 'Joint torique', 'O-ring', 'O-Ring'],
  media: 'o-ring',
  brands: ['parker'],
  price: 0.18,
  materials: ['nbr'],
  mpn: 'OR {code} {grade}',
  grades: { nbr: 'NBR70' },
  sizes: { columns: ['code', 'label', 'inner', 'width', 'factor'], rows: [['10x2', '10x2 mm', 10, 2, 1]] },
};

describe('the seed data files', () => {
  it('read a size table into sizes with their measures, in column order', () => {
    const family = v.parse(FamilyData, oring);
    expect(family.sizes).toEqual([{ code: '10x2', label: '10x2 mm', m: { inner: 10, width: 2 }, factor: 1 }]);
    expect(Object.keys(family.sizes[0]?.m ?? {})).toEqual(['inner', 'width']);
    expect(family.item).toHaveLength(4);
  });

  it('refuse a family with an unknown field, an unknown column or a row of the wrong length', () => {
    expect(v.is(FamilyData, { ...oring, colour: 'black' })).toBe(false);
    expect(
      v.is(FamilyData, {
        ...oring,
        sizes: { ...oring.sizes, columns: ['code', 'label', 'depth', 'width', 'factor'] },
      }),
    ).toBe(false);
    expect(v.is(FamilyData, { ...oring, sizes: { ...oring.sizes, rows: [['10x2', '10x2 mm', 10]] } })).toBe(
      false,
    );
  });

  it('make manufacturer numbers from the family template and its grades, or take a size its own', () => {
    const nbr = familyByKey('o-ring-nbr');
    const size = nbr.sizes.find((s) => s.code === '10x2');
    expect(size && nbr.mpn(size, 'nbr')).toBe('OR 10x2 NBR70');
    const screwdriver = familyByKey('screwdriver');
    const blade = screwdriver.sizes.find((s) => s.code === '0,5x3x75');
    expect(blade && screwdriver.mpn(blade, 'chromeVanadium')).toBe('SD-0.5x3x75');
  });

  it('place every family once, each with sizes and brands', () => {
    expect(families.length).toBeGreaterThan(40);
    expect(new Set(families.map((f) => f.key)).size).toBe(families.length);
    for (const family of families) {
      expect(family.sizes.length, family.key).toBeGreaterThan(0);
      expect(family.brands.length, family.key).toBeGreaterThan(0);
    }
  });
});
