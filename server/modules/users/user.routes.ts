import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { defineCall } from '../../http/call';
import { noInput } from '../../http/input';
import { userSchemas } from './user.schema';
import { BizError, forbidden, invalid, notFound } from '../../http/errors';
import { pageOf } from '../../http/params';
import { isAdmin, mayActFor } from '../../http/session-user';
import { hashPassword } from '../session/password';
import { revokeUserSessions } from '../session/token.repository';
import { USER_COLUMNS, userView } from './user.repository';
import { checkNewPassword, checkUserName, checkUserText, USER_TYPES } from './user.rules';
import type { DB } from '../../db/database';
import { inScope, scopeOf } from '../../http/scope';
import { mayOpen } from '../../http/permission';
import { containsPattern } from '../../http/filters';

/** Personal data (phone, user code, post) is for the user screen (issue 13, defect 1). */
const USER_SCREEN = '/hr/user';
/** Screens that pick a user (an approval flow's approvers): they get a user's id and names only. */
const USER_PICKER_SCREENS = ['/settings/approval-flow'];
const pickerView = (u: { user_id: number; user_name: string; true_name: string }) => ({ user_id: u.user_id, user_name: u.user_name, true_name: u.true_name });

async function orgList(db: DB, orgs: string[] | '*') {
  let q = db.selectFrom('orgs').select(['org_id', 'org_name', 'org_short_name', 'org_type', 'lng', 'lat']).orderBy('sort');
  if (orgs !== '*') q = q.where('org_id', 'in', orgs);
  return q.execute();
}

async function userById(db: DB, userId: number) {
  const u = await db
    .selectFrom('users')
    .select([...USER_COLUMNS])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!u) throw notFound();
  return u;
}

async function assertOrgExists(db: DB, orgId: string) {
  const o = await db.selectFrom('orgs').select('org_id').where('org_id', '=', orgId).executeTakeFirst();
  if (!o) throw invalid('org_id');
}

async function setRoles(db: DB, userId: number, roleIds: unknown[]) {
  const ids = roleIds.map((r) => Number(r));
  if (ids.some((n) => !Number.isSafeInteger(n))) throw invalid('roleIds');
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (!ids.length) return;
  const found = await db.selectFrom('roles').select('role_id').where('role_id', 'in', ids).execute();
  if (found.length !== new Set(ids).size) throw invalid('roleIds');
  await db
    .insertInto('user_roles')
    .values([...new Set(ids)].map((role_id) => ({ user_id: userId, role_id })))
    .execute();
}

export function userRoutes(app: FastifyInstance): void {
  defineCall(
    app,
    '/user/users/info-extend',
    async ({ db, user }) => {
      const u = await userById(db, user.userId);
      return { user: userView(u), orgList: await orgList(db, user.orgs), roles: user.roles };
    },
    { perm: 'session', input: noInput },
  );

  defineCall(app, '/user/users/current', async ({ db, user }) => ({ ...userView(await userById(db, user.userId)), roles: user.roles }), {
    perm: 'session',
    input: noInput,
  });

  defineCall(
    app,
    '/user/users/update-password',
    async (ctx) => {
      const digest = checkNewPassword(ctx.params);
      await ctx.db
        .updateTable('users')
        .set({ password_hash: await hashPassword(digest), updated_at: new Date() })
        .where('user_id', '=', ctx.user.userId)
        .execute();
      // other sessions of this user end; the client signs out of this one a second later
      await revokeUserSessions(ctx.db, ctx.user.userId, ctx.user.tokenHash);
      await ctx.audit('update-password', 'user', ctx.user.userId);
      return null;
    },
    { write: true, perm: 'session', input: userSchemas.updatePassword },
  );

  defineCall(
    app,
    '/user/users/getUserByUserNmae',
    async ({ db, params, user }) => {
      const u = await db
        .selectFrom('users')
        .select([...USER_COLUMNS])
        .where('user_name', '=', params.need('user_name'))
        .executeTakeFirst();
      if (!u || !mayActFor(user, u.org_id)) throw notFound();
      return u.user_id === user.userId || (await mayOpen(db, user, [USER_SCREEN])) ? userView(u) : pickerView(u);
    },
    { perm: 'session', input: userSchemas.byUserName },
  );

  defineCall(
    app,
    '/user/users/findOrgIdByUserName',
    async ({ db, params, user }) => {
      const u = await db.selectFrom('users').select(['org_id']).where('user_name', '=', params.need('user_name')).executeTakeFirst();
      if (!u || !mayActFor(user, u.org_id)) throw notFound();
      return { org_id: u.org_id };
    },
    { perm: 'session', input: userSchemas.byUserName },
  );

  defineCall(
    app,
    '/user/users/list',
    async ({ db, params, user, orgId }) => {
      const full = await mayOpen(db, user, [USER_SCREEN]);
      const paging = params.paging();
      let q = db.selectFrom('users');
      q = inScope(q, 'org_id', scopeOf({ user, orgId }));
      const name = params.str('user_name');
      if (name) q = q.where('user_name', 'ilike', containsPattern(name));
      const trueName = params.str('true_name');
      if (trueName) q = q.where('true_name', 'ilike', containsPattern(trueName));
      const status = params.int('status');
      if (status !== undefined) q = q.where('status', '=', status);
      const filterOrg = params.str('filter_org_id');
      if (filterOrg) q = q.where('org_id', '=', filterOrg);
      const [{ total }] = await q.select(sql<string>`count(*)`.as('total')).execute();
      const rows = await q
        .select([...USER_COLUMNS])
        .orderBy('user_id')
        .limit(paging.limit)
        .offset(paging.offset)
        .execute();
      return pageOf(rows.map(full ? userView : pickerView), Number(total), paging);
    },
    { perm: { screen: [USER_SCREEN, ...USER_PICKER_SCREENS] }, input: userSchemas.list },
  );

  defineCall(
    app,
    '/user/users/code_check',
    async ({ db, params }) => {
      const code = params.need('user_code');
      let q = db.selectFrom('users').select('user_id').where('user_code', '=', code);
      const except = params.int('user_id');
      if (except !== undefined) q = q.where('user_id', '!=', except);
      return { exists: !!(await q.executeTakeFirst()) };
    },
    { perm: { screen: '/hr/user' }, input: userSchemas.codeCheck },
  );

  defineCall(
    app,
    '/user/users/save',
    async (ctx) => {
      const { db, params } = ctx;
      const user_name = checkUserName(params);
      const true_name = checkUserText(params, 'true_name', true)!;
      // the organisation a user is created in is the one the call acts for (org_id), already checked
      const org_id = ctx.orgId;
      await assertOrgExists(db, org_id);
      const user_code = checkUserText(params, 'user_code', true)!;
      const user_type = params.str('user_type') ?? 'staff';
      if (!USER_TYPES.includes(user_type)) throw invalid('user_type');
      const digest = checkNewPassword(params);
      if (await db.selectFrom('users').select('user_id').where('user_name', '=', user_name).executeTakeFirst())
        throw new BizError(400, 'duplicate', { field: 'user_name' }, 'user_name');
      if (await db.selectFrom('users').select('user_id').where('user_code', '=', user_code).executeTakeFirst())
        throw new BizError(400, 'duplicate', { field: 'user_code' }, 'user_code');
      const { user_id } = await db
        .insertInto('users')
        .values({
          user_name,
          true_name,
          org_id,
          user_code,
          user_type,
          post_code: checkUserText(params, 'post_code') ?? '',
          phone: checkUserText(params, 'phone') ?? '',
          password_hash: await hashPassword(digest),
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      await setRoles(db, user_id, params.list('roleIds'));
      await ctx.audit('add', 'user', user_id, { user_name, org_id });
      return { user_id };
    },
    { write: true, perm: 'admin', input: userSchemas.save },
  );

  defineCall(
    app,
    '/user/users/update',
    async (ctx) => {
      const { db, params, user } = ctx;
      const userId = params.int('user_id') ?? user.userId;
      const self = userId === user.userId;
      if (!self && !isAdmin(user)) throw forbidden();
      const before = await userById(db, userId);
      const patch: Record<string, unknown> = {};
      const trueName = checkUserText(params, 'true_name');
      if (trueName) patch.true_name = trueName;
      const phone = checkUserText(params, 'phone');
      if (phone !== undefined) patch.phone = phone;
      if (isAdmin(user)) {
        if (params.has('org_id') || params.has('orgId')) {
          await assertOrgExists(db, ctx.orgId);
          patch.org_id = ctx.orgId;
        }
        const post = checkUserText(params, 'post_code');
        if (post !== undefined) patch.post_code = post;
        const type = params.str('user_type');
        if (type) {
          if (!USER_TYPES.includes(type)) throw invalid('user_type');
          patch.user_type = type;
        }
        const status = params.int('status');
        if (status !== undefined) {
          if (![0, 1].includes(status)) throw invalid('status');
          patch.status = status;
        }
        if (params.has('roleIds')) await setRoles(db, userId, params.list('roleIds'));
      }
      if (Object.keys(patch).length)
        await db
          .updateTable('users')
          .set({ ...patch, updated_at: new Date() })
          .where('user_id', '=', userId)
          .execute();
      if (patch.status === 0) await revokeUserSessions(db, userId);
      await ctx.audit('update', 'user', userId, { before: userView(before), patch });
      return userView(await userById(db, userId));
    },
    { write: true, perm: 'session', input: userSchemas.update },
  );

  defineCall(
    app,
    '/user/users/delete',
    async (ctx) => {
      const userId = ctx.params.needInt('user_id');
      if (userId === ctx.user.userId) throw invalid('user_id');
      const before = await userById(ctx.db, userId);
      await ctx.db.deleteFrom('users').where('user_id', '=', userId).execute();
      await ctx.audit('delete', 'user', userId, userView(before));
      return null;
    },
    { write: true, perm: 'admin', input: userSchemas.delete },
  );
}
