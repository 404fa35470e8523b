import type { BlockProps } from './config.ts';
import { BLOCK_TYPES } from './types.ts';

type BlockComponent = (props: BlockProps) => unknown;

/** The convention: 'image-slider' lives in ImageSlider.astro. */
export const blockFile = (type: string) =>
  `./${type
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}.astro`;

export const isKnownBlockType = (type: string): boolean => (BLOCK_TYPES as readonly string[]).includes(type);

/**
 * Visitors never see an unknown block, so the log is where the operator learns that a CMS page
 * uses a type this storefront does not know (a newer plugin, a typo).
 */
export function warnUnknownBlock(
  pageId: string,
  block: { id: string; type: string },
  warn: (message: string) => void = console.warn,
) {
  warn(`[cms] unknown block type "${block.type}" on page ${pageId} (block ${block.id}), not rendered`);
}

// Lazy: each block is its own chunk, loaded the first time a page uses it. The page and list
// renderers live here too but are not blocks.
const modules = import.meta.glob<{ default: BlockComponent }>([
  './*.astro',
  '!./CmsPage.astro',
  '!./CmsBlocks.astro',
]);

/**
 * The component of a block type. Only listed types are looked up, so a CMS type can never reach
 * a helper such as CmsPage.astro; unknown or missing ones get DefaultBlock.
 */
export async function resolveBlock(type: string): Promise<{ Component: BlockComponent; known: boolean }> {
  const load = isKnownBlockType(type) ? modules[blockFile(type)] : undefined;
  const fallback = modules['./DefaultBlock.astro'];
  if (!fallback) throw new Error('blocks/DefaultBlock.astro is missing');
  return { Component: (await (load ?? fallback)()).default, known: Boolean(load) };
}
