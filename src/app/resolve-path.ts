import type { AppRoute } from './app-route';

/** Public pages shown inside the shell (spec §2), as tab views with a title key. */
export const SHELL_PAGES: Record<string, string> = { '/help-document': 'menu./help-document', '/pdf/download': 'menu./pdf/download' };

export type Resolution =
  | { kind: 'landing' }
  | { kind: 'screen'; route: AppRoute }
  | { kind: 'page'; path: string; title: string }
  | { kind: 'group'; to: string }
  | { kind: 'refresh'; to: string }
  | { kind: 'forbidden' }
  | { kind: 'not-found' };

function firstRoutable(nodes: AppRoute[]): AppRoute | undefined {
  for (const n of nodes) {
    if (n.routable) return n;
    const inner = firstRoutable(n.children);
    if (inner) return inner;
  }
  return undefined;
}

function findNode(nodes: AppRoute[], path: string): AppRoute | undefined {
  for (const n of nodes) {
    if (n.path === path) return n;
    const inner = findNode(n.children, path);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * What the shell shows for a path: `/` lands on the first visible route, `/redirect/<path>`
 * refreshes a screen, a group opens its first screen, a screen of the product the user was not
 * granted (`known` but not in their menus) is refused as such, anything else is a 404.
 */
export function resolvePath(pathname: string, flat: AppRoute[], tree: AppRoute[], known: (path: string) => boolean = () => false): Resolution {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '') return { kind: 'landing' };
  if (path.startsWith('/redirect/')) return { kind: 'refresh', to: path.slice('/redirect'.length) };
  const route = flat.find((r) => r.path === path);
  if (route) return { kind: 'screen', route };
  if (SHELL_PAGES[path]) return { kind: 'page', path, title: SHELL_PAGES[path] };
  const group = findNode(tree, path);
  const first = group && firstRoutable(group.children);
  if (first) return { kind: 'group', to: first.path };
  return known(path) ? { kind: 'forbidden' } : { kind: 'not-found' };
}
