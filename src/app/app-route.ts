/**
 * One screen the signed-in user may open, derived from the menu tree (never declared twice).
 * Plain data so it can live in the Redux store; the component comes from screen-components.ts.
 *
 * - `path`     absolute path; children of the menu tree get combined paths
 * - `name`     unique route name (tags-view caches are keyed by path, names only detect conflicts)
 * - `title`    i18n key, `menu.<path>`
 * - `icon`     icon name of the menu node (see src/ui/menu-icon.tsx)
 * - `hidden`   routable but not shown in the sidebar or the menu search
 * - `affix`    tab that cannot be closed
 * - `noCache`  the tab is not kept alive when left
 * - `roles`    meta roles of the node; `admin` routes need a user name containing admin
 * - `parents`  paths of the ancestors, for breadcrumbs
 * - `routable` a component exists for it; group nodes without one only hold children
 */
export interface AppRoute {
  id: number;
  path: string;
  name: string;
  title: string;
  icon: string;
  hidden: boolean;
  affix: boolean;
  noCache: boolean;
  roles: string[];
  parents: string[];
  routable: boolean;
  children: AppRoute[];
}

/** Tabs that are open from the start and cannot be closed. */
export const AFFIX_PATHS = ['/home/index'];
export const DEFAULT_LANDING = '/home/index';
