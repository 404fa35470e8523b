import type { Db } from '../../db/client.ts';
import { category } from '../../db/schema/index.ts';
import type { Fail } from './report.ts';

/** What the sync keeps of a category in memory: its place in the tree, its kind, its texts and image. */
export type CategoryNode = Pick<
  typeof category.$inferSelect,
  | 'id'
  | 'parentId'
  | 'path'
  | 'level'
  | 'position'
  | 'type'
  | 'active'
  | 'visible'
  | 'translations'
  | 'linkType'
  | 'internalLink'
  | 'externalLink'
  | 'linkNewTab'
  | 'mediaId'
  | 'customFields'
  | 'translatedCustomFields'
>;

/** The shop's categories by id (a few hundred: the tree is checked and laid out in memory). */
export async function loadTree(tx: Db): Promise<Map<string, CategoryNode>> {
  const rows = await tx
    .select({
      id: category.id,
      parentId: category.parentId,
      path: category.path,
      level: category.level,
      position: category.position,
      type: category.type,
      active: category.active,
      visible: category.visible,
      translations: category.translations,
      linkType: category.linkType,
      internalLink: category.internalLink,
      externalLink: category.externalLink,
      linkNewTab: category.linkNewTab,
      mediaId: category.mediaId,
      customFields: category.customFields,
      translatedCustomFields: category.translatedCustomFields,
    })
    .from(category);
  return new Map(rows.map((r) => [r.id, r]));
}

/** A written record: the node it makes and where it wants to sit among its siblings. */
export interface Placed {
  node: CategoryNode;
  /** undefined: keep its place (a new one goes last); null: first; else after that sibling. */
  after: string | null | undefined;
  fail: Fail;
}

/**
 * Why the node cannot sit where it asks: a parent that is neither stored nor written in the batch,
 * a parent among its own descendants, an afterCategoryId that is not one of its new siblings.
 */
function misplaced(tree: Map<string, CategoryNode>, { node, after, fail }: Placed): boolean {
  if (node.parentId && !tree.has(node.parentId)) {
    fail(['parentId'], 'FRAMEWORK__FOREIGN_KEY_NOT_FOUND', `No category ${hex(node.parentId)}.`);
    return true;
  }
  const seen = new Set<string>();
  for (let up = node.parentId; up && !seen.has(up); up = tree.get(up)?.parentId ?? null) {
    seen.add(up);
    if (up === node.id) {
      fail(['parentId'], 'CONTENT__CATEGORY_CYCLE', 'A category cannot be its own ancestor.');
      return true;
    }
  }
  if (after && tree.get(after)?.parentId !== node.parentId) {
    fail(['afterCategoryId'], 'FRAMEWORK__FOREIGN_KEY_NOT_FOUND', `No sibling category ${hex(after)}.`);
    return true;
  }
  return false;
}

const hex = (id: string) => id.replace(/-/g, '');

/**
 * Puts the written nodes into the tree. A record that cannot be placed is reported and its node
 * taken out again (the stored one back), which may strand a record naming it as parent: checked
 * again until all stand. The records are checked together, so their order in the batch is free.
 */
export function place(
  tree: Map<string, CategoryNode>,
  stored: ReadonlyMap<string, CategoryNode>,
  written: Placed[],
): Placed[] {
  for (const w of written) tree.set(w.node.id, w.node);
  let standing = written;
  for (;;) {
    const failed = standing.filter((w) => misplaced(tree, w));
    if (!failed.length) break;
    for (const { node } of failed) {
      const old = stored.get(node.id);
      if (old) tree.set(node.id, old);
      else tree.delete(node.id);
    }
    standing = standing.filter((w) => !failed.includes(w));
  }
  order(tree, stored, standing);
  return standing;
}

/**
 * Shopware's afterCategoryId as the table's positions: siblings keep their order, a new node goes
 * last, a node naming its predecessor goes right after it (an earlier record's place is taken first,
 * so a chain of records in any order lands as the chain says). Touched sibling lists are renumbered.
 */
function order(
  tree: Map<string, CategoryNode>,
  stored: ReadonlyMap<string, CategoryNode>,
  written: Placed[],
) {
  const siblings = new Map<string, CategoryNode[]>();
  const listOf = (parentId: string | null) => {
    const key = parentId ?? '';
    let list = siblings.get(key);
    if (!list) {
      list = [...tree.values()]
        .filter((n) => n.parentId === parentId)
        .sort((a, b) => rank(stored, a) - rank(stored, b));
      siblings.set(key, list);
    }
    return list;
  };
  for (const w of written) listOf(w.node.parentId);
  let pending = written.filter((w) => w.after !== undefined);
  while (pending.length) {
    const ready = pending.filter((w) => !pending.some((p) => p !== w && p.node.id === w.after));
    for (const w of ready.length ? ready : pending) {
      const list = listOf(w.node.parentId);
      list.splice(list.indexOf(w.node), 1);
      list.splice(w.after ? list.findIndex((n) => n.id === w.after) + 1 : 0, 0, w.node);
    }
    pending = ready.length ? pending.filter((w) => !ready.includes(w)) : [];
  }
  for (const list of siblings.values()) {
    list.forEach((n, position) => {
      if (n.position !== position) tree.set(n.id, { ...n, position });
    });
  }
}

/** Stored nodes by their position, new ones after them in the batch's order. */
const rank = (stored: ReadonlyMap<string, CategoryNode>, n: CategoryNode) =>
  stored.has(n.id) ? n.position : Number.MAX_SAFE_INTEGER;

/** The ids of these nodes and all below them. */
export function subtreeOf(tree: Map<string, CategoryNode>, ids: string[]): string[] {
  const children = Map.groupBy(tree.values(), (n) => n.parentId ?? '');
  const out: string[] = [];
  const visit = (id: string) => {
    out.push(id);
    for (const child of children.get(id) ?? []) visit(child.id);
  };
  for (const id of new Set(ids)) visit(id);
  return [...new Set(out)];
}

/** Shopware's path (`|root|…|parent|`) and level (root = 1) of these nodes, each after its parent. */
export function layOut(tree: Map<string, CategoryNode>, ids: string[]) {
  const pending = new Set(ids);
  const lay = (id: string) => {
    pending.delete(id);
    const node = tree.get(id) as CategoryNode;
    if (node.parentId && pending.has(node.parentId)) lay(node.parentId);
    const parent = node.parentId ? tree.get(node.parentId) : undefined;
    const path = parent ? `${parent.path || '|'}${parent.id}|` : '';
    const level = parent ? parent.level + 1 : 1;
    if (node.path !== path || node.level !== level) tree.set(id, { ...node, path, level });
  };
  for (const id of ids) if (pending.has(id)) lay(id);
}
