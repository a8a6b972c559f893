import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/call';
import { input, noInput, wire } from '../../http/input';
import { ROLE_SCREEN } from '../roles/role.routes';
import { BizError } from '../../http/errors';
import { mayActFor } from '../../http/session-user';
import { allMenus, buttonsOnScreen, grantedMenus, toTree } from './menu.repository';

export function menuRoutes(app: FastifyInstance): void {
  defineCall(
    app,
    '/user/menu/findbycode',
    async ({ db, user, params }) => {
      const code = params.str('organization_code');
      if (code && !mayActFor(user, code)) throw new BizError(403, 'orgForbidden', {}, 'organization_code');
      const { rows, buttons } = await grantedMenus(db, user);
      return toTree(rows, (r) => buttons.get(r.id) ?? []);
    },
    { perm: 'session', input: input({ organization_code: wire.text(16).optional() }) },
  );

  defineCall(
    app,
    '/user/menu/tree-data',
    async ({ db }) => {
      const rows = await allMenus(db);
      return toTree(rows, (r) => (r.buttons ? r.buttons.split(',') : []));
    },
    { perm: { screen: ['/settings/menu-manage', ROLE_SCREEN] }, input: noInput },
  );

  defineCall(
    app,
    '/user/menu/queryMenuDetail',
    async ({ db, user, params }) => {
      const menuId = params.int('menuId');
      const name = params.str('name');
      if (menuId === undefined && !name) throw new BizError(400, 'required', { field: 'name' }, 'name');
      return buttonsOnScreen(db, user, { menuId, name });
    },
    { perm: 'session', input: input({ menuId: wire.id().optional(), name: wire.text(200).optional() }) },
  );
}
