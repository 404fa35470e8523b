import { stableId } from '../../shared/ids.ts';
import type { propertyGroup, propertyOption } from '../db/schema/index.ts';
import { LEAVES } from './categories.ts';
import { COLOURS, type Family, MATERIALS, type Size } from './data.ts';
import { memo } from './memo.ts';
import { byLocale, type L4, translations } from './text.ts';

type MeasureKey = keyof Size['m'];
export type GroupKey = 'designation' | MeasureKey | 'material' | 'colour' | 'size';

/**
 * Property groups (§3): `visibleInSearchResults` picks the at most 4 properties on product cards;
 * Bezeichnung (designation) comes first. `size` is the variant group of parent/child families.
 */
const GROUPS: [key: GroupKey, names: L4, visibleInSearchResults: boolean, filterable: boolean][] = [
  ['designation', ['Benaming', 'Désignation', 'Designation', 'Bezeichnung'], true, false],
  ['inner', ['Binnendiameter', 'Diamètre intérieur', 'Inner diameter', 'Innendurchmesser'], true, true],
  ['outer', ['Buitendiameter', 'Diamètre extérieur', 'Outer diameter', 'Außendurchmesser'], true, true],
  ['width', ['Breedte', 'Largeur', 'Width', 'Breite'], true, true],
  ['material', ['Materiaal', 'Matériau', 'Material', 'Werkstoff'], true, true],
  ['colour', ['Kleur', 'Couleur', 'Colour', 'Farbe'], false, true],
  ['length', ['Lengte', 'Longueur', 'Length', 'Länge'], false, true],
  ['thread', ['Schroefdraad', 'Filetage', 'Thread', 'Gewinde'], false, true],
  ['content', ['Inhoud', 'Contenu', 'Content', 'Inhalt'], false, false],
  ['size', ['Maat', 'Taille', 'Size', 'Größe'], false, false],
];

export const groupId = (key: GroupKey) => stableId(`property-group:${key}`);

const optionIdByKey = memo((key: string) => stableId(`property-option:${key}`));
export const optionId = (group: GroupKey, value: string | number) => optionIdByKey(`${group}:${value}`);

const NUMERIC: MeasureKey[] = ['inner', 'outer', 'width', 'length'];
const formatMm = (value: number) =>
  byLocale((locale) => ({
    name: `${locale === 'en-GB' ? String(value) : String(value).replace('.', ',')} mm`,
  }));

type OptionRow = typeof propertyOption.$inferInsert;

function option(
  group: GroupKey,
  value: string | number,
  position: number,
  names: OptionRow['translations'],
): OptionRow {
  return {
    id: optionId(group, value),
    groupId: groupId(group),
    position,
    numericValue: typeof value === 'number' ? value : null,
    translations: names,
  };
}

const distinct = <T>(values: Iterable<T>) => [...new Set(values)];

export function propertyRows(): { groups: (typeof propertyGroup.$inferInsert)[]; options: OptionRow[] } {
  const families: Family[] = distinct(LEAVES.map((leaf) => leaf.family));
  const sizes = families.flatMap((f) => f.sizes);
  const options: OptionRow[] = [
    ...families.map((f, i) => option('designation', f.key, i, translations({ name: f.item }))),
    ...NUMERIC.flatMap((group) =>
      distinct(sizes.flatMap((s) => (s.m[group] === undefined ? [] : [s.m[group] as number])))
        .sort((a, b) => a - b)
        .map((value, i) => option(group, value, i, formatMm(value))),
    ),
    ...(['thread', 'content'] as const).flatMap((group) =>
      distinct(sizes.flatMap((s) => (s.m[group] ? [s.m[group]] : []))).map((label, i) =>
        option(
          group,
          label,
          i,
          byLocale(() => ({ name: label })),
        ),
      ),
    ),
    ...Object.entries(MATERIALS).map(([key, names], i) =>
      option('material', key, i, translations({ name: names })),
    ),
    ...Object.entries(COLOURS).map(([key, names], i) =>
      option('colour', key, i, translations({ name: names })),
    ),
    ...distinct(families.filter((f) => f.variants).flatMap((f) => f.sizes.map((s) => s.label))).map(
      (label, i) =>
        option(
          'size',
          label,
          i,
          byLocale(() => ({ name: label })),
        ),
    ),
  ];
  const groups = GROUPS.map(([key, names, visibleInSearchResults, filterable], position) => ({
    id: groupId(key),
    position,
    displayType: key === 'colour' ? 'color' : 'text',
    filterable,
    visibleInSearchResults,
    visibleOnProductListingPage: visibleInSearchResults,
    translations: translations({ name: names }),
  }));
  return { groups, options };
}
