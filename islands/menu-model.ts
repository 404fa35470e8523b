// Pure data and state rules shared by the mega menu, the mobile menu and the header (§2, §4).

export interface MenuBanner {
  title: string;
  subtitle: string;
  /** Already prefixed with the domain path, or an absolute http(s) URL. */
  href: string;
  external: boolean;
  image: string;
}

/** A navigation node as the menu islands need it: links resolved on the server, nothing else. */
export interface MenuNode {
  id: string;
  name: string;
  /** null for folders (not linkable, §3). */
  href: string | null;
  external: boolean;
  newTab: boolean;
  folder: boolean;
  icon: string | null;
  badge: string | null;
  count: number;
  /** Banners shown while this node's children are displayed (at most two). */
  banners: MenuBanner[];
  children: MenuNode[];
}

const HTTP_LINK = /^https?:\/\//i;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The two banners of a category (custom fields category_banner{1,2}_{title,subtitle,url,media_url}).
 * §2: a banner is hidden when any of its four parts is empty; no banners means the block is hidden.
 */
export function visibleBanners(
  customFields: Record<string, unknown>,
  resolve: (path: string) => string,
): MenuBanner[] {
  return [1, 2].flatMap((n) => {
    const title = text(customFields[`category_banner${n}_title`]);
    const subtitle = text(customFields[`category_banner${n}_subtitle`]);
    const url = text(customFields[`category_banner${n}_url`]);
    const image = text(customFields[`category_banner${n}_media_url`]);
    if (!title || !subtitle || !url || !image) return [];
    const external = HTTP_LINK.test(url);
    return [{ title, subtitle, href: external ? url : resolve(url), external, image }];
  });
}

/** §2: an item's icon slot is shown when any of its siblings has an icon, so names stay aligned. */
export const siblingsShowIcons = (siblings: readonly Pick<MenuNode, 'icon'>[]): boolean =>
  siblings.some((node) => node.icon !== null);

/** Which top item is open and what is selected in its first and second column. */
export interface MegaState {
  open: string | null;
  sub: string | null;
  subsub: string | null;
}

export const CLOSED: MegaState = { open: null, sub: null, subsub: null };

export type MegaAction =
  | { type: 'open'; id: string }
  | { type: 'close' }
  /** Pointer hover or keyboard focus on an item of column 1 or 2. */
  | { type: 'hover'; column: 1 | 2; node: MenuNode }
  /** Explicit choice (click, Enter, arrow right): also selects folders, so their children are reachable. */
  | { type: 'select'; column: 1 | 2; node: MenuNode };

/**
 * §4: hovering a folder clears the selection, hovering another item selects it, and changing the
 * subcategory clears the sub-subcategory. Opening another top item starts from scratch.
 */
export function megaReducer(state: MegaState, action: MegaAction): MegaState {
  switch (action.type) {
    case 'open':
      return state.open === action.id ? state : { ...CLOSED, open: action.id };
    case 'close':
      return state.open === null ? state : CLOSED;
    case 'hover':
    case 'select': {
      if (state.open === null) return state;
      const { node, column } = action;
      const id = action.type === 'hover' && node.folder ? null : node.id;
      if (column === 1) return id === state.sub ? state : { ...state, sub: id, subsub: null };
      return id === state.subsub ? state : { ...state, subsub: id };
    }
  }
}

/** The drill-down stack of the mobile menu: back pops one level, and at the top closes the menu. */
export function popLevel<T>(stack: readonly T[]): { stack: T[]; close: boolean } {
  return stack.length === 0 ? { stack: [], close: true } : { stack: stack.slice(0, -1), close: false };
}

/** Finds a node by id among `nodes` (one level). */
export const byId = (nodes: readonly MenuNode[], id: string | null): MenuNode | undefined =>
  id === null ? undefined : nodes.find((node) => node.id === id);
