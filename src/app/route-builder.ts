import type { MenuNode } from '../domain/screens/menu-tree';
import { AFFIX_PATHS, DEFAULT_LANDING, type AppRoute } from './app-route';

export interface BuildOptions {
  userName: string;
  /** role codes of the user when the server tells them; undefined trusts the server's filtering */
  userRoles?: string[];
  hasComponent: (path: string) => boolean;
}

export interface BuiltRoutes {
  tree: AppRoute[];
  /** every routable route, depth first */
  flat: AppRoute[];
  duplicates: string[];
  landing: string;
}

/** Spec §2: routes whose meta role includes admin are shown only when the user name contains admin. */
export function isRoleAllowed(roles: string[], userName: string, userRoles?: string[]): boolean {
  if (roles.length === 0 || userName.toLowerCase().includes('admin')) return true;
  return roles.some((r) => r !== 'admin' && (userRoles === undefined || userRoles.includes(r)));
}

export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

export function buildRoutes(menu: MenuNode[], opts: BuildOptions): BuiltRoutes {
  const seen = new Set<string>();
  const duplicates: string[] = [];
  const flat: AppRoute[] = [];

  const walk = (nodes: MenuNode[], parentPath: string, parents: string[]): AppRoute[] => {
    const out: AppRoute[] = [];
    for (const node of [...nodes].sort((a, b) => a.sort - b.sort)) {
      const roles = node.meta?.role ?? [];
      if (!isRoleAllowed(roles, opts.userName, opts.userRoles)) continue;
      const path = joinPath(parentPath, node.path);
      const route: AppRoute = {
        id: node.id,
        path,
        name: node.name,
        title: node.meta?.title ?? `menu.${path}`,
        icon: node.meta?.icon || node.icon,
        hidden: node.hidden,
        affix: AFFIX_PATHS.includes(path),
        noCache: false,
        roles,
        parents,
        routable: opts.hasComponent(path),
        children: [],
      };
      if (seen.has(route.name)) {
        duplicates.push(route.name);
        continue;
      }
      seen.add(route.name);
      if (route.routable) flat.push(route);
      route.children = walk(node.children ?? [], path, [...parents, path]);
      if (route.routable || route.children.length > 0) out.push(route);
    }
    return out;
  };

  const tree = walk(menu, '', []);
  const landing = flat.find((r) => !r.hidden)?.path ?? DEFAULT_LANDING;
  return { tree, flat, duplicates, landing };
}

/** Spec §2: the smart-screen links need top-level menu 17 and its children 1701/1702. */
export function smartScreenLinks(menu: MenuNode[], infoId: number, centreId: number, queueId: number) {
  const info = menu.find((n) => n.id === infoId);
  const ids = new Set((info?.children ?? []).map((c) => c.id));
  return { infoCentre: !!info && ids.has(centreId), queueBoard: !!info && ids.has(queueId) };
}
