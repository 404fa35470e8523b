import type { BlockProps } from './config.ts';

type BlockComponent = (props: BlockProps) => unknown;

/** The CMS block types of §2; anything else falls back to DefaultBlock. */
export const BLOCK_TYPES = [
  'custom-image',
  'image-slider',
  'icons-with-buttons',
  'grid-with-title',
  'text-with-background',
  'info-bar',
  'newsletter',
  'icon-info-card',
  'news',
  'info-bullet-points-grid',
  'custom-footer',
  'location-map',
  'promotion-banner',
  'category-navigation',
  'text',
  'image',
  'product-listing',
  'gallery-buybox',
  'brands-listing',
  'files-catalog',
  'banners',
] as const;

/** The convention: 'image-slider' lives in ImageSlider.astro. */
export const blockFile = (type: string) =>
  `./${type
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}.astro`;

export const isKnownBlockType = (type: string): boolean => (BLOCK_TYPES as readonly string[]).includes(type);

// Lazy: each block is its own chunk, loaded the first time a page uses it.
const modules = import.meta.glob<{ default: BlockComponent }>('./*.astro');

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
