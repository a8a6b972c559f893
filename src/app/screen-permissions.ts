import { screenCatalog } from '../domain/screens/catalog';
import { buildMenuTree, flattenMenu } from '../domain/screens/menu-tree';

/**
 * A screen's permission is its menu entry (spec §6): roles are granted menus, and buttons per menu.
 * A screen registered without one could never be granted, or would be reachable by everyone, so
 * registration fails: every registered path must be a menu node of the catalogue.
 */
export function assertScreensDeclared(paths: Iterable<string>, menuPaths: ReadonlySet<string> = catalogPaths()): void {
  const missing = [...paths].filter((p) => !menuPaths.has(p));
  if (missing.length) throw new Error(`screens without a menu entry (their permission): ${missing.join(', ')} — add them to src/domain/screens/catalog.ts`);
}

/** Whether a path is a screen of the product (a menu node of the catalogue), granted to this user or not. */
export const isProductScreen = (path: string): boolean => catalogPaths().has(path);

let cached: ReadonlySet<string> | undefined;
function catalogPaths(): ReadonlySet<string> {
  // the spec's public pages (/pdf/download) are every signed-in user's: the server scopes their data
  cached ??= new Set([...flattenMenu(buildMenuTree()).map((n) => n.path), ...screenCatalog.filter((e) => e.group === 'public').map((e) => e.path)]);
  return cached;
}
