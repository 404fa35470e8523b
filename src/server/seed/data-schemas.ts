import * as v from 'valibot';
import { BREAKPOINTS } from './cms.ts';
import type { L4 } from './text.ts';

/**
 * The demo data files (seed/data/*.json). A text is one string when it is the same in every
 * language, else the four translations in LOCALES order: [nl-NL, fr-FR, en-GB, de-DE].
 */
const Text = v.union([
  v.pipe(
    v.string(),
    v.transform((text): L4 => [text, text, text, text]),
  ),
  v.tuple([v.string(), v.string(), v.string(), v.string()]),
]);

/** A note for the reader of a data file (JSON has no comments); the seed ignores it. */
const note = { '//': v.optional(v.string()) };

const Unit = v.picklist(['ST', 'M', 'KG', 'L', 'PAK']);
export type Unit = v.InferOutput<typeof Unit>;

/** Measures become property options: numbers are millimetres (numericValue), the rest labels. */
const MeasureValues = v.partial(
  v.strictObject({
    inner: v.number(),
    outer: v.number(),
    width: v.number(),
    length: v.number(),
    thread: v.string(),
    content: v.string(),
  }),
);
const MEASURE_KEYS = Object.keys(MeasureValues.entries);

/** One orderable size of a family; `factor` scales the family's base price. */
const Size = v.strictObject({
  code: v.string(),
  label: v.string(),
  // Checked as MeasureValues but kept as a record: an object schema would reorder the keys, and their
  // order (the size table's column order) is the order of the product's size properties.
  m: v.pipe(
    v.record(v.string(), v.union([v.number(), v.string()])),
    v.check((m) => v.is(MeasureValues, m), `measures are ${MEASURE_KEYS.join(', ')}`),
    v.transform((m) => m as v.InferOutput<typeof MeasureValues>),
  ),
  factor: v.number(),
  unit: v.optional(Unit),
  /** The whole manufacturer number, where the family's template does not make it. */
  mpn: v.optional(v.string()),
});
export type Size = v.InferOutput<typeof Size>;

const SIZE_FIELDS = ['code', 'label', 'factor', 'unit', 'mpn'];

/** Sizes as a table: one row per size, a value per column; measure columns go into `m`, null is none. */
const SizeTable = v.pipe(
  v.strictObject({
    columns: v.array(v.picklist([...SIZE_FIELDS, ...MEASURE_KEYS])),
    rows: v.array(v.array(v.nullable(v.union([v.string(), v.number()])))),
  }),
  v.check(
    ({ columns, rows }) => rows.every((row) => row.length === columns.length),
    'every size row has one value per column',
  ),
  v.transform(({ columns, rows }) =>
    rows.map((row) => {
      const size: Record<string, unknown> = {};
      const m: Record<string, unknown> = {};
      columns.forEach((column, i) => {
        if (row[i] !== null) (SIZE_FIELDS.includes(column) ? size : m)[column] = row[i];
      });
      return { ...size, m };
    }),
  ),
  v.array(Size),
);

/** A product family: every product is one size of a family, made by one of its brands. */
export const FamilyData = v.pipe(
  v.strictObject({
    ...note,
    key: v.string(),
    /** Singular product noun, the start of every product name. */
    item: Text,
    media: v.string(),
    /** Manufacturer keys; a product draws one (repeat a key to draw it more often). */
    brands: v.pipe(v.array(v.string()), v.nonEmpty()),
    /** Euro price of a size with factor 1. */
    price: v.number(),
    unit: v.optional(Unit, 'ST'),
    materials: v.optional(v.array(v.string()), () => []),
    colours: v.optional(v.array(v.string()), () => []),
    /** Whether a parent with children in several sizes makes sense (O-ring sets, bolts…). */
    variants: v.optional(v.boolean(), false),
    /** Manufacturer number, language neutral: `{code}` is the size's code, `{grade}` the material's. */
    mpn: v.optional(v.string(), '{code}'),
    grades: v.optional(v.record(v.string(), v.string()), () => ({})),
    sizes: v.pipe(SizeTable, v.nonEmpty()),
  }),
  v.check(
    (f) => !f.mpn.includes('{grade}') || (f.materials.length > 0 && f.materials.every((m) => m in f.grades)),
    'a manufacturer number with {grade} needs a grade for every material',
  ),
);
export type FamilyData = v.InferOutput<typeof FamilyData>;

const Badge = v.picklist(['new', 'promo', 'top']);
export type Badge = v.InferOutput<typeof Badge>;

/**
 * A node of the main navigation: top categories carry an icon, leaves (level 4) a family's key.
 * Recursive, so the type is written out: TypeScript cannot infer it through v.lazy.
 */
export interface TreeNodeData {
  names: L4;
  icon?: string;
  badge?: Badge;
  /** Folders group children but are not linkable (§2 Breadcrumbs). */
  folder?: boolean;
  family?: string;
  children?: TreeNodeData[];
}
export const TreeNodeData: v.GenericSchema<unknown, TreeNodeData> = v.strictObject({
  ...note,
  names: Text,
  icon: v.optional(v.string()),
  badge: v.optional(Badge),
  folder: v.optional(v.boolean()),
  family: v.optional(v.string()),
  children: v.optional(v.array(v.lazy(() => TreeNodeData))),
});

/** A node of the service, countries or footer navigation (§3 Navigation types). */
export interface NavItem {
  names: L4;
  type?: 'link' | 'folder';
  /** A path routed by the storefront (`/blog`) or an absolute http(s) URL. */
  href?: string;
  /** A CMS page shown as a landing page, by key (linkType landing_page). */
  page?: string;
  newTab?: boolean;
  children?: NavItem[];
}
const NavItem: v.GenericSchema<unknown, NavItem> = v.strictObject({
  names: Text,
  type: v.optional(v.picklist(['link', 'folder'])),
  href: v.optional(v.string()),
  page: v.optional(v.string()),
  newTab: v.optional(v.boolean()),
  children: v.optional(v.array(v.lazy(() => NavItem))),
});
const NavTree = v.strictObject({ ...note, names: Text, items: v.array(NavItem) });
export const Navigation = v.strictObject({ service: NavTree, countries: NavTree, footer: NavTree });

/** Materials and colours by key, with their names: property options of the families' products. */
export const Materials = v.strictObject({
  materials: v.record(v.string(), Text),
  colours: v.record(v.string(), Text),
});

/** Brands by key; `tier` scales prices (premium brands cost more than the house brand). */
export const Manufacturers = v.record(
  v.string(),
  v.strictObject({ name: v.string(), tier: v.number(), link: v.nullable(v.string()) }),
);

/** The SVG files in public/media, with their size and alt text. */
export const MediaFiles = v.array(
  v.strictObject({ name: v.string(), width: v.number(), height: v.number(), alt: Text }),
);

/** Postal codes with a town (`2030 Antwerpen`) per country, for the registration's city search. */
export const Cities = v.record(v.string(), v.array(v.pipe(v.string(), v.regex(/^\S+ \S/))));

export const Blog = v.strictObject({
  ...note,
  categories: v.record(v.string(), Text),
  tags: v.record(v.string(), Text),
  posts: v.array(
    v.strictObject({
      category: v.string(),
      tags: v.array(v.string()),
      media: v.string(),
      title: Text,
      teaser: Text,
      body: Text,
    }),
  ),
});

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
const Json: v.GenericSchema<Json> = v.union([
  v.string(),
  v.number(),
  v.boolean(),
  v.null(),
  v.array(v.lazy(() => Json)),
  v.record(
    v.string(),
    v.lazy(() => Json),
  ),
]);
/** A slot's values: `config` is the same in every language, `translations` holds texts (see cms-pages.ts). */
const SlotValues = {
  config: v.optional(v.record(v.string(), Json)),
  translations: v.optional(v.record(v.string(), Json)),
};
const Slot = v.strictObject({ slot: v.string(), type: v.string(), ...SlotValues });

/** A block: its slots, or the values of its one `content` slot of the block's own type. */
const Block = v.pipe(
  v.strictObject({
    ...note,
    type: v.string(),
    /** Breakpoints the block is hidden on (§2 per-breakpoint visibility). */
    hiddenOn: v.optional(v.array(v.picklist(BREAKPOINTS))),
    slots: v.optional(v.array(Slot)),
    ...SlotValues,
  }),
  v.check((b) => !b.slots || (!b.config && !b.translations), 'a block has slots or the values of one'),
);

export const Page = v.strictObject({
  ...note,
  key: v.string(),
  type: v.picklist(['page', 'landingpage', 'product_list', 'product_detail']),
  name: v.string(),
  titles: Text,
  /** The page's SEO path per language, when it is a landing page (Shopware's landing_page). */
  path: v.optional(Text),
  /** Drafts (false) are only reachable through the editor preview. */
  published: v.optional(v.boolean(), true),
  sections: v.array(
    v.strictObject({
      sizingMode: v.optional(v.picklist(['boxed', 'full_width']), 'boxed'),
      /** A block, or `{ "use": key }` for a block of cms/blocks.json that several pages share. */
      blocks: v.array(v.union([v.strictObject({ use: v.string() }), Block])),
    }),
  ),
});
export type Page = v.InferOutput<typeof Page>;
export const SharedBlocks = v.record(v.string(), Block);
