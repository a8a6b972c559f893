import { sql, type Kysely } from 'kysely';
import { listOf, type CallPermission } from '../../../server/http/permission';

/** The demo roles of issue 13's matrix, one demo user each. */
export const DEMO_USERS = ['admin', 'sales', 'dispatcher', 'approver', 'lab', 'station', 'member'] as const;
export type DemoUser = (typeof DEMO_USERS)[number];

/** What a user's roles hold, read from the seeded menus (role_menus, role_menu_buttons), not from the server's code. */
export interface Grants {
  admin: boolean;
  screens: Set<string>;
  buttons: Set<string>;
}

export async function grantsOf(db: Kysely<any>, user: string): Promise<Grants> {
  const roles = await sql<{
    role_code: string;
  }>`select r.role_code from users u join user_roles ur on ur.user_id = u.user_id join roles r on r.role_id = ur.role_id where u.user_name = ${user}`.execute(
    db,
  );
  const screens = await sql<{
    path: string;
  }>`select distinct m.path from users u join user_roles ur on ur.user_id = u.user_id
    join role_menus rm on rm.role_id = ur.role_id join menus m on m.id = rm.menu_id
    where u.user_name = ${user}`.execute(db);
  const buttons = await sql<{
    k: string;
  }>`select distinct m.path || '#' || b.button as k from users u join user_roles ur on ur.user_id = u.user_id
    join role_menu_buttons b on b.role_id = ur.role_id join menus m on m.id = b.menu_id
    where u.user_name = ${user}`.execute(db);
  return {
    admin: roles.rows.some((r) => r.role_code === 'admin'),
    screens: new Set(screens.rows.map((r) => r.path)),
    buttons: new Set(buttons.rows.map((r) => r.k)),
  };
}

/** Whether the menus allow a call of this declared permission (admins hold every menu). */
export function expectedAllowed(perm: CallPermission, g: Grants): boolean {
  if (perm === 'public' || perm === 'session') return true;
  if (g.admin) return true;
  if (perm === 'admin') return false;
  const screens = listOf(perm.screen);
  if (perm.button === undefined) return screens.some((p) => g.screens.has(p));
  return screens.some((p) => listOf(perm.button!).some((b) => g.buttons.has(`${p}#${b}`)));
}
