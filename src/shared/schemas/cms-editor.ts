import * as v from 'valibot';
import { LOCALES } from '../locales.ts';

const Id = v.pipe(v.string(), v.uuid());
const Revision = v.pipe(v.number(), v.integer(), v.minValue(0));
export const EDIT_BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
/** A config key the editor may change: one the slot already holds as a text (content, title, url…). */
const Field = v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/, 'INVALID_FIELD'));

/** The blocks an editor adds in the preview (templates.ts); the Admin API takes every type. */
export const CMS_ADDABLE_BLOCKS = ['text', 'promotion-banner', 'image', 'product-slider'] as const;
/** A product slider shows at most this many products. */
export const CMS_SLIDER_PRODUCTS = 24;
const ProductNumber = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64));

/** One change an editor makes in the preview (§2 CMS, issue 31), applied to the page's draft. */
export const CmsEditSchema = v.variant('op', [
  v.object({
    op: v.literal('text'),
    slotId: Id,
    locale: v.picklist(LOCALES),
    field: Field,
    value: v.pipe(v.string(), v.maxLength(20_000)),
  }),
  v.object({
    op: v.literal('image'),
    slotId: Id,
    locale: v.picklist(LOCALES),
    field: Field,
    mediaId: Id,
  }),
  v.object({ op: v.literal('move'), blockId: Id, direction: v.picklist(['up', 'down']) }),
  v.object({ op: v.literal('add'), sectionId: Id, type: v.picklist(CMS_ADDABLE_BLOCKS) }),
  v.object({ op: v.literal('remove'), blockId: Id }),
  /** The products of a product slider, by product number, in the order shown (every language). */
  v.object({
    op: v.literal('products'),
    slotId: Id,
    productNumbers: v.pipe(v.array(ProductNumber), v.maxLength(CMS_SLIDER_PRODUCTS)),
  }),
  v.object({
    op: v.literal('visibility'),
    blockId: Id,
    breakpoint: v.picklist(EDIT_BREAKPOINTS),
    visible: v.boolean(),
  }),
]);
export type CmsEdit = v.InferOutput<typeof CmsEditSchema>;

/** A save: the draft revision the editor's changes were made on, and the changes. */
export const CmsDraftSaveSchema = v.object({
  revision: Revision,
  edits: v.pipe(v.array(CmsEditSchema), v.minLength(1), v.maxLength(50)),
});

export const CmsRevisionSchema = v.object({ revision: Revision });
export const CmsRollbackSchema = v.object({ version: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/** A slug of a landing page's path in one language: `lente-actie` or `acties/lente-2027`. */
const Url = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(255),
  v.regex(/^(|[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)$/, 'INVALID_URL'),
);

const Title = v.pipe(v.string(), v.trim(), v.maxLength(255));
const perLanguage = <S extends v.GenericSchema<unknown, string>>(schema: S) =>
  v.object(
    Object.fromEntries(LOCALES.map((l) => [l, v.optional(schema, '')])) as Record<
      (typeof LOCALES)[number],
      v.OptionalSchema<S, ''>
    >,
  );

/**
 * A new landing page: its title (the page's heading) and path per language; at least one of each (a
 * language without a path uses the English one, one without a title the first title given).
 */
export const CmsPageCreateSchema = v.pipe(
  v.object({ titles: perLanguage(Title), urls: perLanguage(Url) }),
  v.forward(
    v.check((page) => Object.values(page.titles).some(Boolean), 'TITLE_REQUIRED'),
    ['titles', 'nl-NL'],
  ),
  v.forward(
    v.check((page) => Object.values(page.urls).some(Boolean), 'URL_REQUIRED'),
    ['urls', 'nl-NL'],
  ),
);
export type CmsPageCreate = v.InferOutput<typeof CmsPageCreateSchema>;
