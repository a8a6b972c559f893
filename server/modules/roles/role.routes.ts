import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { defineCall } from '../../http/call';
import { input, noInput, wire } from '../../http/input';
import { BizError, invalid, notFound } from '../../http/errors';
import type { DB } from '../../db/database';

async function roleOrThrow(db: DB, roleId: number) {
  const r = await db.selectFrom('roles').selectAll().where('role_id', '=', roleId).executeTakeFirst();
  if (!r) throw notFound();
  return r;
}

/** Menu ids that exist, or a 400 naming the field. */
async function existingMenus(db: DB, ids: number[], field: string) {
  if (!ids.length) return;
  const found = await db.selectFrom('menus').select('id').where('id', 'in', ids).execute();
  if (found.length !== new Set(ids).size) throw invalid(field);
}

function toIds(list: unknown[], field: string): number[] {
  const ids = list.map((v) => Number(v));
  if (ids.some((n) => !Number.isSafeInteger(n))) throw invalid(field);
  return [...new Set(ids)];
}

/** The roles screen: role list, role menus and role buttons (not in routes.tsv; see the catalogue). */
export const ROLE_SCREEN = '/settings/role-manage';

/** One button grant of insertDetail: `{ menuId, buttons: [] }` or `{ menu_id, button }`; the body may be a list of them. */
const AUTH = z.looseObject({
  menuId: wire.id().optional(),
  menu_id: wire.id().optional(),
  buttons: z.array(wire.code(50)).max(100).optional(),
  button: wire.code(50).optional(),
});

export function roleRoutes(app: FastifyInstance): void {
  defineCall(
    app,
    '/erp/console/role/list',
    async ({ db }) =>
      db
        .selectFrom('roles')
        .leftJoin('user_roles', 'user_roles.role_id', 'roles.role_id')
        .select(['roles.role_id', 'roles.role_code', 'roles.role_name', 'roles.remark', sql<string>`count(user_roles.user_id)`.as('userCount')])
        .groupBy(['roles.role_id', 'roles.role_code', 'roles.role_name', 'roles.remark'])
        .orderBy('roles.role_id')
        .execute()
        .then((rows) => rows.map((r) => ({ ...r, userCount: Number(r.userCount) }))),
    { perm: { screen: [ROLE_SCREEN, '/hr/user', '/settings/approval-flow', '/settings/menu-manage'] }, input: noInput },
  );

  defineCall(
    app,
    '/user/role-menu/select',
    async ({ db, params }) => {
      const roleId = params.needInt('roleId');
      await roleOrThrow(db, roleId);
      const menus = await db.selectFrom('role_menus').select('menu_id').where('role_id', '=', roleId).orderBy('menu_id').execute();
      const buttons = await db.selectFrom('role_menu_buttons').select(['menu_id', 'button']).where('role_id', '=', roleId).execute();
      const details = new Map<number, string[]>();
      for (const b of buttons) details.set(b.menu_id, [...(details.get(b.menu_id) ?? []), b.button]);
      return { roleId, menuIds: menus.map((m) => m.menu_id), details: [...details].map(([menuId, list]) => ({ menuId, buttons: list.sort() })) };
    },
    { perm: { screen: ROLE_SCREEN }, input: input({ roleId: wire.id() }) },
  );

  /** Replaces the menus of a role: `{ roleId, menuIds: [] }`. */
  defineCall(
    app,
    '/user/role-menu/insert',
    async (ctx) => {
      const roleId = ctx.params.needInt('roleId');
      await roleOrThrow(ctx.db, roleId);
      const ids = toIds(ctx.params.list('menuIds'), 'menuIds');
      await existingMenus(ctx.db, ids, 'menuIds');
      await ctx.db.deleteFrom('role_menus').where('role_id', '=', roleId).execute();
      if (ids.length)
        await ctx.db
          .insertInto('role_menus')
          .values(ids.map((menu_id) => ({ role_id: roleId, menu_id })))
          .execute();
      // buttons on menus the role no longer has go with them
      await ctx.db
        .deleteFrom('role_menu_buttons')
        .where('role_id', '=', roleId)
        .where('menu_id', 'not in', ids.length ? ids : [-1])
        .execute();
      await ctx.audit('update', 'role-menu', roleId, { menuIds: ids });
      return { roleId, count: ids.length };
    },
    { write: true, perm: 'admin', input: input({ roleId: wire.id(), menuIds: wire.list(wire.id(), { max: 5000 }).optional() }) },
  );

  /**
   * Replaces the button permissions of a role: `?roleId=` with a body list of auths,
   * each `{ menuId, buttons: [] }` or `{ menu_id, button }`.
   */
  defineCall(
    app,
    '/user/role-menu/insertDetail',
    async (ctx) => {
      const roleId = ctx.params.needInt('roleId');
      await roleOrThrow(ctx.db, roleId);
      const body = Array.isArray(ctx.body) ? ctx.body : ctx.params.list('auths');
      const grants: Array<{ menu_id: number; button: string }> = [];
      for (const [i, a] of body.entries()) {
        if (!a || typeof a !== 'object') throw invalid(`auths[${i}]`);
        const o = a as Record<string, unknown>;
        const menuId = Number(o.menuId ?? o.menu_id);
        if (!Number.isSafeInteger(menuId)) throw invalid(`auths[${i}].menuId`);
        const list = Array.isArray(o.buttons) ? o.buttons : [o.button];
        for (const b of list) {
          if (typeof b !== 'string' || !/^[\w-]{1,50}$/.test(b)) throw invalid(`auths[${i}].buttons`);
          grants.push({ menu_id: menuId, button: b });
        }
      }
      const menuIds = [...new Set(grants.map((g) => g.menu_id))];
      await existingMenus(ctx.db, menuIds, 'auths');
      const menus = await ctx.db
        .selectFrom('menus')
        .select(['id', 'buttons'])
        .where('id', 'in', menuIds.length ? menuIds : [-1])
        .execute();
      const known = new Map(menus.map((m) => [m.id, m.buttons.split(',')]));
      for (const g of grants) if (!known.get(g.menu_id)?.includes(g.button)) throw new BizError(400, 'invalid', { field: `${g.menu_id}.${g.button}` }, 'auths');
      await ctx.db.deleteFrom('role_menu_buttons').where('role_id', '=', roleId).execute();
      const unique = [...new Map(grants.map((g) => [`${g.menu_id}.${g.button}`, g])).values()];
      if (unique.length)
        await ctx.db
          .insertInto('role_menu_buttons')
          .values(unique.map((g) => ({ role_id: roleId, ...g })))
          .execute();
      // a button implies its screen
      const have = new Set((await ctx.db.selectFrom('role_menus').select('menu_id').where('role_id', '=', roleId).execute()).map((r) => r.menu_id));
      const missing = menuIds.filter((m) => !have.has(m));
      if (missing.length)
        await ctx.db
          .insertInto('role_menus')
          .values(missing.map((menu_id) => ({ role_id: roleId, menu_id })))
          .execute();
      await ctx.audit('update', 'role-menu-detail', roleId, { grants: unique.length });
      return { roleId, count: unique.length };
    },
    { write: true, perm: 'admin', input: input({ roleId: wire.id(), auths: z.array(AUTH).max(5000).optional() }) },
  );
}
