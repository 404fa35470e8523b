import type { Family } from './family.ts';
import type { L4 } from './text.ts';

export const BADGES = {
  new: ['Nieuw', 'Nouveau', 'New', 'Neu'],
  promo: ['Actie', 'Promo', 'Sale', 'Aktion'],
  top: ['Topper', 'Best-seller', 'Bestseller', 'Bestseller'],
} as const satisfies Record<string, L4>;

/** A node of the main navigation: top categories carry an icon, leaves (level 4) a family. */
export interface TreeNode {
  names: L4;
  children?: TreeNode[];
  family?: Family;
  /** Folders group children but are not linkable (§2 Breadcrumbs). */
  folder?: boolean;
  badge?: keyof typeof BADGES;
  icon?: string;
}

export const leaf = (names: L4, family: Family, badge?: keyof typeof BADGES): TreeNode => ({
  names,
  family,
  badge,
});
