import { createHash } from 'node:crypto';
import type { DB } from '../db/database';
import { buildMenuTree, flattenMenu, type MenuNode } from '../../src/domain/screens/menu-tree';
import { declaredMenuButtons } from '../../src/domain/screens/menu-buttons';
import { resources } from '../../src/domain/resources/registry';
import { hashPassword } from '../modules/session/password';
import { DEMO_PASSWORD, demoConfig, demoOrgs, demoRoles, demoSettings, demoUsers, roleGroups, roleWithheld } from './demo-company';

const clientDigest = (password: string) => createHash('sha256').update(password).digest('hex');

/**
 * The menu nodes a role's grant list names: a group its whole subtree (children whose paths lie
 * elsewhere, like the queue board under the information centre, included); a single screen below a
 * group (lab's material-quality-indicator, its approval screens) that screen and the nodes above it,
 * without their other children, since a child whose parent is not granted is dropped. Menu order.
 */
export function grantedNodes(tree: MenuNode[], grants: readonly string[]): MenuNode[] {
  const ids = new Set<number>();
  const walk = (nodes: MenuNode[], above: MenuNode[]) => {
    for (const n of nodes) {
      if (grants.includes(n.path)) for (const m of [...above, ...flattenMenu([n])]) ids.add(m.id);
      else walk(n.children, [...above, n]);
    }
  };
  walk(tree, []);
  return flattenMenu(tree).filter((m) => ids.has(m.id));
}

/** Orgs, menus, roles, users, settings and config of the demo company; in the caller's transaction. */
export async function seedPlatform(db: DB): Promise<void> {
  await db.insertInto('orgs').values(demoOrgs).execute();

  // the declarations' own buttons (print, confirm…) beside the standard ones, granted like them
  const tree = buildMenuTree(declaredMenuButtons(resources));
  const menus = flattenMenu(tree);
  for (let i = 0; i < menus.length; i += 100) {
    await db
      .insertInto('menus')
      .values(
        menus.slice(i, i + 100).map((m) => ({
          id: m.id,
          parent_id: m.parentId,
          path: m.path,
          name: m.name,
          title: m.meta.title,
          icon: m.icon,
          hidden: m.hidden,
          sort: m.sort,
          roles: m.meta.role.join(','),
          buttons: m.buttons.join(','),
        })),
      )
      .execute();
  }

  const roles = await db.insertInto('roles').values(demoRoles).returning(['role_id', 'role_code']).execute();
  const roleId = new Map(roles.map((r) => [r.role_code, r.role_id]));
  for (const [code, groups] of Object.entries(roleGroups)) {
    const granted = grantedNodes(tree, groups);
    const id = roleId.get(code)!;
    await db
      .insertInto('role_menus')
      .values(granted.map((m) => ({ role_id: id, menu_id: m.id })))
      .execute();
    const buttons = granted.flatMap((m) =>
      m.buttons.filter((b) => !(roleWithheld[code] ?? []).includes(b)).map((button) => ({ role_id: id, menu_id: m.id, button })),
    );
    for (let i = 0; i < buttons.length; i += 500)
      await db
        .insertInto('role_menu_buttons')
        .values(buttons.slice(i, i + 500))
        .execute();
  }

  const digest = clientDigest(DEMO_PASSWORD);
  for (const u of demoUsers) {
    const { roles: codes, ...fields } = u;
    const { user_id } = await db
      .insertInto('users')
      .values({ ...fields, password_hash: await hashPassword(digest) })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('user_roles')
      .values(codes.map((c) => ({ user_id, role_id: roleId.get(c)! })))
      .execute();
  }

  await db
    .insertInto('settings')
    .values(demoSettings.map((s) => ({ ...s, org_id: '0001' })))
    .execute();
  await db.insertInto('system_config').values(demoConfig).execute();
}
