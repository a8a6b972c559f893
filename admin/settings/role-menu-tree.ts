import type { MenuNode } from '../../src/domain/screens/menu-tree';

/** Depth-first map of every node by id, with its parent id. */
export function indexMenus(tree: readonly MenuNode[]): Map<number, MenuNode> {
  const out = new Map<number, MenuNode>();
  const walk = (nodes: readonly MenuNode[]) => {
    for (const n of nodes) {
      out.set(n.id, n);
      walk(n.children);
    }
  };
  walk(tree);
  return out;
}

/**
 * The menu ids to store for a role: the checked ones plus every ancestor, because the menu tree a
 * user gets drops a screen whose group is not granted.
 */
export function withAncestors(checked: readonly number[], index: Map<number, MenuNode>): number[] {
  const out = new Set<number>();
  for (const id of checked) {
    let n = index.get(id);
    while (n && !out.has(n.id)) {
      out.add(n.id);
      n = index.get(n.parentId);
    }
  }
  return [...out].sort((a, b) => a - b);
}

/** Button grants restricted to granted menus and to the buttons each menu knows. */
export function cleanGrants(grants: ReadonlyMap<number, readonly string[]>, menuIds: readonly number[], index: Map<number, MenuNode>) {
  const granted = new Set(menuIds);
  return [...grants]
    .filter(([id, list]) => granted.has(id) && list.length)
    .map(([menuId, list]) => ({ menuId, buttons: list.filter((b) => index.get(menuId)?.buttons.includes(b)) }))
    .filter((g) => g.buttons.length);
}
