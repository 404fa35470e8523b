import type { ListingProduct } from '../../api/catalog-types.ts';
import type { NavigationItem } from '../../api/index.ts';
import type { AnalyticsItem } from '../../client/analytics.ts';

/** GA4's ecommerce item takes a category breadcrumb of at most five levels (item_category … item_category5). */
const CATEGORY_LEVELS = 5;

const trailsOf = new WeakMap<NavigationItem[], Map<string, string[]>>();

/** Every category of the main navigation with its names from the top level down; built once per menu. */
function categoryTrails(main: NavigationItem[]): Map<string, string[]> {
  const known = trailsOf.get(main);
  if (known) return known;
  const trails = new Map<string, string[]>();
  const walk = (items: NavigationItem[], above: string[]) => {
    for (const item of items) {
      const trail = [...above, item.name];
      trails.set(item.id, trail);
      walk(item.children, trail);
    }
  };
  walk(main, []);
  trailsOf.set(main, trails);
  return trails;
}

/**
 * A product card's GA4 item (§1): its main category's breadcrumb (the first category, as its SEO URL)
 * as item_category…item_category5, the deepest levels when it is deeper, and the list it is shown in.
 */
export function analyticsItem(
  product: ListingProduct,
  listName: string,
  index: number,
  main: NavigationItem[],
): AnalyticsItem {
  const [first] = product.categoryIds;
  const trail = (first ? categoryTrails(main).get(first) : undefined)?.slice(-CATEGORY_LEVELS) ?? [];
  const categories = Object.fromEntries(
    trail.map((name, level) => [level ? `item_category${level + 1}` : 'item_category', name]),
  );
  return {
    item_id: product.productNumber,
    item_name: product.name || product.productNumber,
    item_brand: product.manufacturer?.name || undefined,
    ...categories,
    item_list_name: listName,
    index,
  };
}
