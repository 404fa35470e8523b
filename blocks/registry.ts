import type { BlockProps } from './config.ts';

type BlockComponent = (props: BlockProps) => unknown;
type BlockLoader = () => Promise<{ default: BlockComponent }>;

/**
 * CMS block type → component, loaded lazily. By convention the file is the type in PascalCase
 * ('image-slider' → ImageSlider.astro); unknown types fall back to DefaultBlock.
 */
const registry: Record<string, BlockLoader> = {
  'category-navigation': () => import('./CategoryNavigation.astro'),
  'icons-with-buttons': () => import('./IconsWithButtons.astro'),
  'image-slider': () => import('./ImageSlider.astro'),
  'info-bar': () => import('./InfoBar.astro'),
  'product-listing': () => import('./ProductListing.astro'),
  'promotion-banner': () => import('./PromotionBanner.astro'),
  text: () => import('./Text.astro'),
};

export async function resolveBlock(type: string): Promise<BlockComponent> {
  const load = Object.hasOwn(registry, type) ? registry[type] : undefined;
  return (await (load ?? (() => import('./DefaultBlock.astro')))()).default;
}
