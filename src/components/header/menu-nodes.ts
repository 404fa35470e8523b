import { type MenuNode, visibleBanners } from '../../../islands/menu-model.ts';
import type { NavigationItem } from '../../api/index.ts';
import type { Href } from '../links.ts';

/** Reshapes navigation items for the menu islands: links prefixed, only the fields they render. */
export function toMenuNodes(items: NavigationItem[], href: Href): MenuNode[] {
  return items.map((item) => {
    const badge = item.customFields.category_badge_text;
    return {
      id: item.id,
      name: item.name,
      href: item.link === null ? null : href(item.link),
      external: item.external,
      newTab: item.newTab,
      folder: item.type === 'folder' || item.link === null,
      icon: item.iconMedia?.url ?? null,
      badge: typeof badge === 'string' && badge.trim() ? badge.trim() : null,
      count: item.productCount,
      banners: visibleBanners(item.customFields, href),
      children: toMenuNodes(item.children, href),
    };
  });
}
