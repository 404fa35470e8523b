import { inArray, sql } from 'drizzle-orm';
import { stableId } from '../../shared/ids.ts';
import type { Db } from '../db/client.ts';
import { propertyGroup } from '../db/schema/index.ts';
import { uuidArray } from '../search/product-rows.ts';
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

interface Option {
  group: GroupKey;
  /** What a connector sends (`property_group.options`). */
  record: { id: string; position: number; translations: Record<string, { name: string }> };
  /** The measure as a number (12 mm → 12), which Shopware's option has no field for. */
  numericValue: number | null;
}

function option(
  group: GroupKey,
  value: string | number,
  position: number,
  translations: Option['record']['translations'],
): Option {
  const id = optionId(group, value);
  return {
    group,
    record: { id, position, translations },
    numericValue: typeof value === 'number' ? value : null,
  };
}

const distinct = <T>(values: Iterable<T>) => [...new Set(values)];

/**
 * The property groups with their options as a connector sends them (`property_group` with nested
 * `options`: the seed writes them through the sync), and what the shop keeps beyond Shopware's fields:
 * the groups the product cards leave out (§3) and the options' numbers.
 */
export function propertyRecords() {
  const families: Family[] = distinct(LEAVES.map((leaf) => leaf.family));
  const sizes = families.flatMap((f) => f.sizes);
  const options: Option[] = [
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
  const groups = GROUPS.map(([key, names, , filterable], position) => ({
    id: groupId(key),
    position,
    displayType: key === 'colour' ? 'color' : 'text',
    filterable,
    translations: translations({ name: names }),
    options: options.filter((o) => o.group === key).map((o) => o.record),
  }));
  return {
    groups,
    offCards: GROUPS.flatMap(([key, , onCards]) => (onCards ? [] : [groupId(key)])),
    numbers: options.flatMap((o) =>
      o.numericValue === null ? [] : [[o.record.id, o.numericValue] as const],
    ),
  };
}

/** Beside the sync, what Shopware's property group and option have no field for. */
export async function writeShopPropertyFields(
  db: Db,
  { offCards, numbers }: Pick<ReturnType<typeof propertyRecords>, 'offCards' | 'numbers'>,
) {
  await db
    .update(propertyGroup)
    .set({ visibleInSearchResults: false, visibleOnProductListingPage: false })
    .where(inArray(propertyGroup.id, offCards));
  const values = sql`${`{${numbers.map(([, n]) => n).join(',')}}`}::real[]`;
  await db.execute(sql`update property_option o set numeric_value = x.n
    from unnest(${uuidArray(numbers.map(([id]) => id))}, ${values}) as x(id, n) where o.id = x.id`);
}
