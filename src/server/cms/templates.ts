import { randomUUID } from 'node:crypto';
import type { CMS_ADDABLE_BLOCKS } from '../../shared/schemas/cms-editor.ts';
import type { Layout } from './load.ts';

type Addable = (typeof CMS_ADDABLE_BLOCKS)[number];
type Slot = Layout['slots'][number];

/**
 * The slot a new block of each type gets, with every field the editor fills as an empty text (the
 * panel offers a slot's texts and images, edits.ts): a new block shows nothing until it is filled.
 * Slot names and element types are Shopware's.
 */
const TEMPLATES: Record<Addable, Pick<Slot, 'slot' | 'type' | 'config'>> = {
  text: { slot: 'content', type: 'text', config: { content: '' } },
  'promotion-banner': {
    slot: 'content',
    type: 'promotion-banner',
    config: { mediaId: '', title: '', text: '', buttonLabel: '', link: '' },
  },
  image: { slot: 'image', type: 'image', config: { mediaId: '', alt: '', url: '', displayMode: 'cover' } },
  'product-slider': { slot: 'productSlider', type: 'product-slider', config: { title: '', products: [] } },
};

/** A new empty block of `type`, last in its section, with its slot. */
export function newBlock(layout: Layout, sectionId: string, type: Addable) {
  const positions = layout.blocks.filter((b) => b.sectionId === sectionId).map((b) => b.position);
  const block = {
    id: randomUUID(),
    sectionId,
    position: positions.length ? Math.max(...positions) + 1 : 0,
    type,
    sectionPosition: 'main',
    backgroundColor: null,
    customFields: {},
  };
  return { block, slot: { id: randomUUID(), blockId: block.id, translations: {}, ...TEMPLATES[type] } };
}
