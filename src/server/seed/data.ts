import * as v from 'valibot';
import blogJson from './data/blog.json' with { type: 'json' };
import citiesJson from './data/cities.json' with { type: 'json' };
import about from './data/cms/about.json' with { type: 'json' };
import agb from './data/cms/agb.json' with { type: 'json' };
import blocksJson from './data/cms/blocks.json' with { type: 'json' };
import contact from './data/cms/contact.json' with { type: 'json' };
import datenschutz from './data/cms/datenschutz.json' with { type: 'json' };
import draft from './data/cms/draft-spring-campaign.json' with { type: 'json' };
import home from './data/cms/home.json' with { type: 'json' };
import listing from './data/cms/listing.json' with { type: 'json' };
import partsProducts from './data/cms/parts-products.json' with { type: 'json' };
import services from './data/cms/services.json' with { type: 'json' };
import bearings from './data/families/bearings.json' with { type: 'json' };
import fasteners from './data/families/fasteners.json' with { type: 'json' };
import seals from './data/families/seals.json' with { type: 'json' };
import supplies from './data/families/supplies.json' with { type: 'json' };
import tools from './data/families/tools.json' with { type: 'json' };
import transmission from './data/families/transmission.json' with { type: 'json' };
import manufacturersJson from './data/manufacturers.json' with { type: 'json' };
import materialsJson from './data/materials.json' with { type: 'json' };
import mediaJson from './data/media.json' with { type: 'json' };
import navigationJson from './data/navigation.json' with { type: 'json' };
import partsTree from './data/tree-parts.json' with { type: 'json' };
import suppliesTree from './data/tree-supplies.json' with { type: 'json' };
import * as s from './data-schemas.ts';
import type { L4 } from './text.ts';

/**
 * The demo data, read from seed/data/*.json and checked against data-schemas.ts, with its references
 * (family keys, brands, materials, media) resolved. JSON imports, not files read at run time: the
 * build bundles them into the server, which seeds on `npm start`.
 */
function load<S extends v.GenericSchema>(file: string, schema: S, json: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, json);
  if (!result.success) throw new Error(`seed/data/${file}: ${v.summarize(result.issues)}`);
  return result.output;
}

/** A lookup that fails loudly on a key no data file defines. */
function lookup<T>(what: string, entries: Iterable<[string, T]>): (key: string) => T {
  const map = new Map(entries);
  return (key) => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`seed data: unknown ${what} "${key}"`);
    return value;
  };
}

const materials = load('materials.json', s.Materials, materialsJson);
export const MATERIALS: Record<string, L4> = materials.materials;
export const COLOURS: Record<string, L4> = materials.colours;
export const MEDIA_FILES = load('media.json', s.MediaFiles, mediaJson);
export const CITIES = load('cities.json', s.Cities, citiesJson);
export const NAVIGATION = load('navigation.json', s.Navigation, navigationJson);

export type Manufacturer = { key: string } & v.InferOutput<typeof s.Manufacturers>[string];
export const MANUFACTURERS: Manufacturer[] = Object.entries(
  load('manufacturers.json', s.Manufacturers, manufacturersJson),
).map(([key, m]) => ({ key, ...m }));

/** A media file's name, checked against media.json. */
export const mediaName = lookup(
  'media',
  MEDIA_FILES.map((m) => [m.name, m.name]),
);
export const BLOG = load('blog.json', s.Blog, blogJson);
for (const post of BLOG.posts) {
  mediaName(post.media);
  if (!(post.category in BLOG.categories) || !post.tags.every((tag) => tag in BLOG.tags))
    throw new Error(`seed data: blog post "${post.title[2]}" has an unknown category or tag`);
}

export type { Size, Unit } from './data-schemas.ts';

export interface Family extends Omit<s.FamilyData, 'brands' | 'mpn' | 'grades'> {
  brands: Manufacturer[];
  /** The manufacturer number of a size in a material. */
  mpn: (size: s.Size, material: string | undefined) => string;
}

const brand = lookup(
  'manufacturer',
  MANUFACTURERS.map((m) => [m.key, m]),
);
const material = lookup('material', Object.entries(MATERIALS));
const colour = lookup('colour', Object.entries(COLOURS));

function family({ brands, mpn, grades, ...data }: s.FamilyData): Family {
  mediaName(data.media);
  data.materials.forEach(material);
  data.colours.forEach(colour);
  return {
    ...data,
    brands: brands.map(brand),
    mpn: (size, material) =>
      size.mpn ??
      mpn.replace('{code}', () => size.code).replace('{grade}', () => grades[material ?? ''] ?? ''),
  };
}

const FAMILY_FILES = { bearings, seals, fasteners, transmission, tools, supplies };
const families = Object.entries(FAMILY_FILES).flatMap(([name, json]) =>
  load(`families/${name}.json`, v.array(s.FamilyData), json).map(family),
);
const familyByKey = lookup(
  'family',
  families.map((f) => [f.key, f]),
);
if (new Set(families.map((f) => f.key)).size !== families.length)
  throw new Error('seed data: family keys repeat');

/** A main-navigation node with its family resolved. */
export interface TreeNode extends Omit<s.TreeNodeData, 'family' | 'children'> {
  family?: Family;
  children?: TreeNode[];
}
const placed = new Set<string>();
const treeNode = ({ family, children, ...node }: s.TreeNodeData): TreeNode => {
  if (family) placed.add(family);
  return {
    ...node,
    ...(family ? { family: familyByKey(family) } : {}),
    ...(children ? { children: children.map(treeNode) } : {}),
  };
};
export const PARTS_TREE = load('tree-parts.json', v.array(s.TreeNodeData), partsTree).map(treeNode);
export const SUPPLIES_TREE = load('tree-supplies.json', v.array(s.TreeNodeData), suppliesTree).map(treeNode);
for (const f of families)
  if (!placed.has(f.key)) throw new Error(`seed data: family "${f.key}" is in no tree`);

const PAGE_FILES = {
  home,
  listing,
  about,
  contact,
  services,
  'parts-products': partsProducts,
  'draft-spring-campaign': draft,
  agb,
  datenschutz,
};
export const PAGES = Object.entries(PAGE_FILES).map(([name, json]) => load(`cms/${name}.json`, s.Page, json));
export const SHARED_BLOCKS = load('cms/blocks.json', s.SharedBlocks, blocksJson);

// Navigation items link landing pages: CMS pages with a path.
const landingPage = lookup(
  'CMS page with a path',
  PAGES.filter((p) => p.path).map((p) => [p.key, p]),
);
const navPages = (items: s.NavItem[]): void =>
  items.forEach((item) => {
    if (item.page) landingPage(item.page);
    navPages(item.children ?? []);
  });
for (const tree of Object.values(NAVIGATION)) navPages(tree.items);
