import { unsafeLinks } from '../../shared/links.ts';
import { FALLBACK_LOCALE } from '../../shared/locales.ts';
import type { CmsEdit } from '../../shared/schemas/cms-editor.ts';
import { ApiError } from '../http/errors.ts';
import type { Layout } from './load.ts';
import { newBlock } from './templates.ts';

type Slot = Layout['slots'][number];
type Block = Layout['blocks'][number];

const invalid = (detail: string, parameters: Record<string, unknown>) =>
  new ApiError(400, 'B2B__CMS_EDIT_INVALID', detail, parameters);

/** Shopware's element config entry (`{ source, value }`), which a layout from the Admin API holds. */
const isEntry = (value: unknown): value is { source: string; value: unknown } =>
  typeof value === 'object' && value !== null && 'source' in value && 'value' in value;

function slotOf(layout: Layout, slotId: string): Slot {
  const slot = layout.slots.find((s) => s.id === slotId);
  if (!slot) throw invalid(`The page has no slot ${slotId}.`, { slotId });
  return slot;
}

function blockOf(layout: Layout, blockId: string): Block {
  const block = layout.blocks.find((b) => b.id === blockId);
  if (!block) throw invalid(`The page has no block ${blockId}.`, { blockId });
  return block;
}

/**
 * Sets a slot's config field for one language, in the shape the slot holds it. Only a field the slot
 * already has as a text (or a file id for images) can change: an editor fills a block, not its schema.
 */
function setField(slot: Slot, locale: string, field: string, value: string, kind: 'text' | 'image'): Slot {
  const own = slot.translations[locale] ?? {};
  const current = own[field] ?? slot.translations[FALLBACK_LOCALE]?.[field] ?? slot.config[field];
  const plain = isEntry(current) ? current.value : current;
  const fits = kind === 'image' ? /mediaId$|^media$/.test(field) : typeof plain === 'string';
  if (current === undefined || !fits)
    throw invalid(`Slot ${slot.id} has no ${kind} field "${field}".`, { slotId: slot.id, field });
  if (unsafeLinks({ [field]: value }).length)
    throw new ApiError(
      400,
      'B2B__CMS_LINK_UNSAFE',
      'A link may only lead to a shop path, http(s), mailto or tel.',
      {
        slotId: slot.id,
        field,
      },
    );
  const written = isEntry(current) ? { source: 'static', value } : value;
  return { ...slot, translations: { ...slot.translations, [locale]: { ...own, [field]: written } } };
}

/** The blocks of the section with `block` swapped with its neighbour, positions renumbered 0…n. */
function move(layout: Layout, block: Block, direction: 'up' | 'down'): Block[] {
  const siblings = layout.blocks
    .filter((b) => b.sectionId === block.sectionId)
    .sort((a, b) => a.position - b.position);
  const at = siblings.findIndex((b) => b.id === block.id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (to < 0 || to >= siblings.length) return layout.blocks;
  [siblings[at], siblings[to]] = [siblings[to] as Block, siblings[at] as Block];
  const position = new Map(siblings.map((b, i) => [b.id, i]));
  return layout.blocks.map((b) => (position.has(b.id) ? { ...b, position: position.get(b.id) ?? 0 } : b));
}

/** A block with its slots out of the layout. */
function remove(layout: Layout, block: Block): Layout {
  return {
    ...layout,
    blocks: layout.blocks.filter((b) => b.id !== block.id),
    slots: layout.slots.filter((s) => s.blockId !== block.id),
  };
}

/**
 * The layout with one editor's change made (a new object: the draft before stays as it was).
 * `productIds` holds the ids of the product numbers the edits name (looked up by the caller).
 */
export function applyEdit(layout: Layout, edit: CmsEdit, productIds = new Map<string, string>()): Layout {
  switch (edit.op) {
    case 'text':
    case 'image': {
      const slot = slotOf(layout, edit.slotId);
      const value = edit.op === 'text' ? edit.value : edit.mediaId;
      const changed = setField(slot, edit.locale, edit.field, value, edit.op);
      return { ...layout, slots: layout.slots.map((s) => (s.id === slot.id ? changed : s)) };
    }
    case 'move':
      return { ...layout, blocks: move(layout, blockOf(layout, edit.blockId), edit.direction) };
    case 'add': {
      if (!layout.sections.some((s) => s.id === edit.sectionId))
        throw invalid(`The page has no section ${edit.sectionId}.`, { sectionId: edit.sectionId });
      const { block, slot } = newBlock(layout, edit.sectionId, edit.type);
      return { ...layout, blocks: [...layout.blocks, block], slots: [...layout.slots, slot] };
    }
    case 'remove':
      return remove(layout, blockOf(layout, edit.blockId));
    case 'products': {
      const slot = slotOf(layout, edit.slotId);
      if (slot.type !== 'product-slider')
        throw invalid(`Slot ${slot.id} holds no products.`, { slotId: slot.id, field: 'products' });
      const products = edit.productNumbers.flatMap((n) => productIds.get(n) ?? []);
      const changed = { ...slot, config: { ...slot.config, products } };
      return { ...layout, slots: layout.slots.map((s) => (s.id === slot.id ? changed : s)) };
    }
    case 'visibility': {
      const block = blockOf(layout, edit.blockId);
      const visibility = { ...(block.customFields.visibility as object), [edit.breakpoint]: edit.visible };
      const changed = { ...block, customFields: { ...block.customFields, visibility } };
      return { ...layout, blocks: layout.blocks.map((b) => (b.id === block.id ? changed : b)) };
    }
  }
}
