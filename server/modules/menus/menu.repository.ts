import type { DB } from '../../db/database';
import type { MenuNode } from '../../../src/domain/screens/menu-tree';
import { isAdmin, type SessionUser } from '../../http/session-user';
import { keptWithGrants } from '../../http/permission';

type MenuRow = {
  id: number;
  parent_id: number;
  path: string;
  name: string;
  title: string;
  icon: string;
  hidden: boolean;
  sort: number;
  roles: string;
  buttons: string;
};

const split = (s: string) => (s ? s.split(',').filter(Boolean) : []);

/** Rows to the nested wire shape; children whose parent is not granted are dropped with it. */
export function toTree(rows: readonly MenuRow[], buttonsOf: (row: MenuRow) => readonly string[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  for (const r of [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id)) {
    nodes.set(r.id, {
      id: r.id,
      parentId: r.parent_id,
      path: r.path,
      name: r.name,
      icon: r.icon,
      hidden: r.hidden,
      sort: r.sort,
      buttons: [...buttonsOf(r)],
      meta: { title: r.title, role: split(r.roles), icon: r.icon },
      children: [],
    });
  }
  const roots: MenuNode[] = [];
  for (const n of nodes.values()) {
    if (n.parentId === 0) roots.push(n);
    else nodes.get(n.parentId)?.children.push(n);
  }
  return roots;
}

export async function allMenus(db: DB): Promise<MenuRow[]> {
  return db.selectFrom('menus').selectAll().execute();
}

interface GrantedMenus {
  rows: readonly MenuRow[];
  buttons: ReadonlyMap<number, readonly string[]>;
}

/** The menus a user's roles grant (all of them for admins), with the buttons granted on each; kept with the user's grants. */
export function grantedMenus(db: DB, user: SessionUser): Promise<GrantedMenus> {
  return keptWithGrants(db, user.userId, 'menus', () => readGrantedMenus(db, user));
}

async function readGrantedMenus(db: DB, user: SessionUser): Promise<GrantedMenus> {
  if (isAdmin(user)) {
    const rows = await allMenus(db);
    return { rows, buttons: new Map(rows.map((r) => [r.id, split(r.buttons)])) };
  }
  // asked at once: on PGlite's one connection they wait in its queue once, not twice
  const [rows, grants] = await Promise.all([
    db
      .selectFrom('menus')
      .selectAll()
      .where(
        'id',
        'in',
        db
          .selectFrom('role_menus')
          .innerJoin('user_roles', 'user_roles.role_id', 'role_menus.role_id')
          .select('role_menus.menu_id')
          .where('user_roles.user_id', '=', user.userId),
      )
      .execute(),
    db
      .selectFrom('role_menu_buttons')
      .innerJoin('user_roles', 'user_roles.role_id', 'role_menu_buttons.role_id')
      .select(['role_menu_buttons.menu_id', 'role_menu_buttons.button'])
      .where('user_roles.user_id', '=', user.userId)
      .execute(),
  ]);
  const buttons = new Map<number, string[]>();
  for (const g of grants) {
    const list = buttons.get(g.menu_id) ?? [];
    if (!list.includes(g.button)) list.push(g.button);
    buttons.set(g.menu_id, list);
  }
  return { rows, buttons };
}

/** Buttons the user may press on the screen named by its last path segment (or its id). */
export async function buttonsOnScreen(db: DB, user: SessionUser, screen: { name?: string; menuId?: number }): Promise<string[]> {
  const { rows, buttons } = await grantedMenus(db, user);
  if (screen.menuId !== undefined) return buttons.get(screen.menuId) && rows.some((r) => r.id === screen.menuId) ? [...buttons.get(screen.menuId)!] : [];
  // a name (the last path segment, spec §6) may be two screens' (/production/auxiliary-approval-manage/water-pump-check
  // and /approval/water-pump-check): the page gets the buttons of both, and each call checks its own screen's again
  const hits = rows.filter((r) => r.path.split('/').pop() === screen.name);
  return [...new Set(hits.flatMap((r) => buttons.get(r.id) ?? []))];
}

/** Server-side button check, for modules that guard a write by a screen button. */
export async function mayPress(db: DB, user: SessionUser, screenPath: string, button: string): Promise<boolean> {
  if (isAdmin(user)) return true;
  const row = await db.selectFrom('menus').select('id').where('path', '=', screenPath).executeTakeFirst();
  if (!row) return false;
  const hit = await db
    .selectFrom('role_menu_buttons')
    .innerJoin('user_roles', 'user_roles.role_id', 'role_menu_buttons.role_id')
    .select('role_menu_buttons.button')
    .where('user_roles.user_id', '=', user.userId)
    .where('role_menu_buttons.menu_id', '=', row.id)
    .where('role_menu_buttons.button', '=', button)
    .executeTakeFirst();
  return !!hit;
}
