import { localized } from '../../shared/contact.ts';
import { stableId } from '../../shared/ids.ts';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import type { ContactLocation } from '../../shared/schemas/contact.ts';
import { blogTagId } from './blog.ts';
import { MAIN_CATEGORIES } from './categories.ts';
import type { BlockSpec, PageSpec, SlotSpec } from './cms.ts';
import { SHOP_CONTACT } from './contact.ts';
import { mediaName, PAGES, SHARED_BLOCKS } from './data.ts';
import type { Json, Page } from './data-schemas.ts';
import { mediaId } from './media.ts';
import { byLocale, type L4 } from './text.ts';

/** The unpublished landing page (data/cms/draft-spring-campaign.json) of the editor preview's tests. */
export const DRAFT_PAGE_KEY = 'draft-spring-campaign';

/** The SEO paths per language of a content page that is a landing page (data/cms/*.json `path`). */
export function contentPaths(key: string): L4 {
  const path = PAGES.find((p) => p.key === key)?.path;
  if (!path) throw new Error(`seed data: no CMS page "${key}" with a path`);
  return path;
}

const HQ = SHOP_CONTACT.locations.find((l) => l.headquarters) as ContactLocation;

function category(enPath: string) {
  const found = MAIN_CATEGORIES.find((c) => c.seoPaths['en-GB'] === enPath);
  if (!found) throw new Error(`seed data: no category at "${enPath}"`);
  return found;
}

function inLanguage(locale: Locale | undefined, reference: string): Locale {
  if (!locale) throw new Error(`seed data: {${reference}} is per language, not for a slot's config`);
  return locale;
}

function field(record: Record<string, unknown>, name: string): string {
  const value = record[name];
  if (typeof value !== 'string') throw new Error(`seed data: no text field "${name}" in the contact data`);
  return value;
}

/**
 * References in the CMS data, `{kind:argument}` inside a string: ids and paths derived from other
 * data, so that the pages follow the catalogue, the media and the contact data.
 */
const REFERENCES: Record<string, (argument: string, locale: Locale | undefined) => string> = {
  media: (name) => mediaId(mediaName(name)),
  product: (number) => stableId(`product:${number}`),
  'blog-tag': (name) => blogTagId(name),
  'category-id': (enPath) => category(enPath).id,
  /** The category's path in the slot's language (`/lagers/`). */
  category: (enPath, locale) => `/${category(enPath).seoPaths[inLanguage(locale, 'category')]}`,
  /** A content page's path in the slot's language (`/kontakt/`). */
  page: (key, locale) => `/${contentPaths(key)[LOCALES.indexOf(inLanguage(locale, 'page'))]}`,
  /** The headquarters' address and phone from the contact data, in the slot's language. */
  hq: (name, locale) => field({ ...HQ, ...localized(HQ, inLanguage(locale, 'hq')) }, name),
  contact: (name) => field(SHOP_CONTACT, name),
};

const resolve = (text: string, locale: Locale | undefined) =>
  text.replace(/\{([a-z-]+):([^}]+)\}/g, (reference, kind: string, argument: string) => {
    const resolver = REFERENCES[kind];
    if (!resolver) throw new Error(`seed data: unknown reference ${reference}`);
    return resolver(argument, locale);
  });

const isText = (value: Json[]): value is [string, string, string, string] =>
  value.length === 4 && value.every((item) => typeof item === 'string');

/**
 * A slot value in one language; without one (a slot's config) it is language neutral. In
 * translations, a list of four strings is a text in [nl-NL, fr-FR, en-GB, de-DE] order.
 */
function localize(value: Json, locale?: Locale): unknown {
  if (typeof value === 'string') return resolve(value, locale);
  if (Array.isArray(value)) {
    if (locale && isText(value)) return resolve(value[LOCALES.indexOf(locale)] as string, locale);
    return value.map((item) => localize(item, locale));
  }
  if (value && typeof value === 'object') return localizeRecord(value, locale);
  return value;
}

const localizeRecord = (record: Record<string, Json>, locale?: Locale): Record<string, unknown> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, localize(value, locale)]));

type SlotData = {
  slot: string;
  type: string;
  config?: Record<string, Json>;
  translations?: Record<string, Json>;
};
const slotSpec = ({ slot, type, config, translations }: SlotData): SlotSpec => ({
  slot,
  type,
  config: config && localizeRecord(config),
  translations: translations && byLocale((locale) => localizeRecord(translations, locale)),
});

function blockSpec(block: Page['sections'][number]['blocks'][number]): BlockSpec {
  if ('use' in block) {
    const shared = SHARED_BLOCKS[block.use];
    if (!shared) throw new Error(`seed data: no block "${block.use}" in cms/blocks.json`);
    return blockSpec(shared);
  }
  const { type, hiddenOn, config, translations } = block;
  const slots = block.slots ?? [{ slot: 'content', type, config, translations }];
  return { type, hiddenOn, slots: slots.map(slotSpec) };
}

/** The CMS pages of data/cms, in the order of data.ts, with references and texts resolved. */
export const CMS_PAGES: PageSpec[] = PAGES.map(({ sections, ...page }) => ({
  key: page.key,
  type: page.type,
  name: page.name,
  titles: page.titles,
  path: page.path,
  published: page.published,
  sections: sections.map(({ sizingMode, blocks }) => ({ sizingMode, blocks: blocks.map(blockSpec) })),
}));
