import * as v from 'valibot';
import { BLOCK_TYPES } from '../../../../blocks/types.ts';
import { unsafeLinks } from '../../../shared/links.ts';
import { TranslationsOf } from './languages.ts';
import { ShopwareId } from './report.ts';

const Name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(255));
const Position = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000));
const Color = v.nullable(v.pipe(v.string(), v.maxLength(32)));
const Json = v.record(v.string(), v.unknown());
/** An element's config: its links lead to shop paths, http(s), mailto or tel only (no `javascript:`). */
const Config = v.pipe(
  Json,
  v.check(
    (config) => unsafeLinks(config).length === 0,
    (issue) =>
      `Links may only lead to shop paths, http(s), mailto or tel: ${unsafeLinks(issue.input)
        .map((at) => at.join('.'))
        .join(', ')}.`,
  ),
);

/** Shopware's visibility of a section or block: three device classes (mapped onto xs…xl, cms.ts). */
const Visibility = v.strictObject({
  mobile: v.optional(v.boolean()),
  tablet: v.optional(v.boolean()),
  desktop: v.optional(v.boolean()),
});

/**
 * A block or element type: one the storefront's block registry renders (blocks/types.ts). Anything
 * else is refused, naming the type, rather than stored and shown as a placeholder to nobody.
 */
const ElementType = v.pipe(
  v.string(),
  v.check(
    (type) => (BLOCK_TYPES as readonly string[]).includes(type),
    (issue) => `Unknown CMS type "${String(issue.input)}"; known: ${BLOCK_TYPES.join(', ')}.`,
  ),
);

/** `cms_slot`: an element in a block; `config` per language through `translations`. */
const slotFields = {
  id: v.optional(ShopwareId),
  slot: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
  type: v.optional(ElementType),
  config: v.optional(v.nullable(Config)),
  translations: v.optional(TranslationsOf({ config: v.optional(v.nullable(Config)) })),
  locked: v.optional(v.boolean()),
};

const Text = v.nullable(v.pipe(v.string(), v.maxLength(255)));
const Margin = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(32))));

/**
 * Shopware's layout options that the storefront's blocks do not use: kept as sent and read back
 * (`LAYOUT_OPTIONS`), so a layout exported from a Shopware shop is taken unchanged.
 */
const layoutOptions = {
  name: v.optional(Text),
  cssClass: v.optional(Text),
  locked: v.optional(v.boolean()),
  backgroundMediaId: v.optional(v.nullable(ShopwareId)),
  backgroundMediaMode: v.optional(v.nullable(v.picklist(['auto', 'contain', 'cover']))),
};
export const LAYOUT_OPTIONS = [
  ...Object.keys(layoutOptions),
  'marginTop',
  'marginBottom',
  'marginLeft',
  'marginRight',
  'mobileBehavior',
  'entity',
  'previewMediaId',
  'config',
] as const;

/** What sections and blocks share. */
const commonFields = {
  id: v.optional(ShopwareId),
  position: v.optional(Position),
  backgroundColor: v.optional(Color),
  visibility: v.optional(Visibility),
  customFields: v.optional(v.nullable(Json)),
  ...layoutOptions,
};
export const CmsSlotRecord = v.strictObject({ ...slotFields, blockId: v.optional(ShopwareId) });
const NestedSlot = v.strictObject(slotFields);

const blockFields = {
  ...commonFields,
  type: v.optional(ElementType),
  sectionPosition: v.optional(v.picklist(['main', 'sidebar'])),
  marginTop: Margin,
  marginBottom: Margin,
  marginLeft: Margin,
  marginRight: Margin,
};
export const CmsBlockRecord = v.strictObject({
  ...blockFields,
  sectionId: v.optional(ShopwareId),
  slots: v.optional(v.array(NestedSlot)),
});
const NestedBlock = v.strictObject({ ...blockFields, slots: v.optional(v.array(NestedSlot)) });

const sectionFields = {
  ...commonFields,
  type: v.optional(v.picklist(['default', 'sidebar'])),
  sizingMode: v.optional(v.picklist(['boxed', 'full_width'])),
  mobileBehavior: v.optional(Text),
};
export const CmsSectionRecord = v.strictObject({
  ...sectionFields,
  pageId: v.optional(ShopwareId),
  blocks: v.optional(v.array(NestedBlock)),
});
const NestedSection = v.strictObject({ ...sectionFields, blocks: v.optional(v.array(NestedBlock)) });

/** `cms_page` with its sections, blocks and slots in one record, as Shopware's admin saves a layout. */
export const CmsPageRecord = v.strictObject({
  id: v.optional(ShopwareId),
  name: v.optional(Name),
  type: v.optional(v.picklist(['page', 'landingpage', 'product_list', 'product_detail'])),
  translations: v.optional(TranslationsOf({ name: v.optional(Name) })),
  customFields: v.optional(v.nullable(Json)),
  cssClass: v.optional(Text),
  locked: v.optional(v.boolean()),
  entity: v.optional(Text),
  previewMediaId: v.optional(v.nullable(ShopwareId)),
  config: v.optional(v.nullable(Json)),
  sections: v.optional(v.array(NestedSection)),
});

export type SlotInput = v.InferOutput<typeof NestedSlot> & { blockId?: string };
export type BlockInput = v.InferOutput<typeof NestedBlock> & { sectionId?: string };
export type SectionInput = v.InferOutput<typeof NestedSection> & { pageId?: string };
export type PageInput = v.InferOutput<typeof CmsPageRecord>;
