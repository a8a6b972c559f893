import type { AppRoute } from '../app/app-route';

/** One entry of the sidebar: a screen (`to`) or a group of entries. */
export interface MenuEntry {
  key: string;
  label: string;
  icon?: string;
  to?: string;
  children?: MenuEntry[];
}

/**
 * The sidebar's entries from the user's menu tree: hidden routes stay out, and a group holding a
 * single plain screen shows that screen directly, like the home page.
 */
export function menuEntries(routes: AppRoute[], t: (k: string) => string, depth = 0): MenuEntry[] {
  return routes
    .filter((r) => !r.hidden)
    .map((r) => {
      const visible = r.children.filter((c) => !c.hidden);
      const icon = depth === 0 ? r.icon : undefined;
      if (visible.length === 0) return { key: r.path, icon, label: t(r.title), to: r.path };
      if (visible.length === 1 && visible[0].children.length === 0 && !r.routable)
        return { key: visible[0].path, icon, label: t(visible[0].title), to: visible[0].path };
      return { key: `group:${r.path}`, icon, label: t(r.title), children: menuEntries(r.children, t, depth + 1) };
    });
}
