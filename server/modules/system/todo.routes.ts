import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { defineCall, type CallContext } from '../../http/call';
import { forbidden, invalid } from '../../http/errors';
import { pageOf } from '../../http/params';
import { isAdmin } from '../../http/session-user';
import { NOTICE_TYPES } from '../../../src/domain/notices';

/** The to-do list of spec §3 "Pending task query", state 0 (undealt) or 1 (dealt). */
async function todoPage(ctx: CallContext, state: 0 | 1) {
  const { db, params, user } = ctx;
  const paging = params.paging();
  const who = params.int('user_id') ?? user.userId;
  if (who !== user.userId && !isAdmin(user)) throw forbidden();
  let q = db.selectFrom('todos').where('user_id', '=', who).where('state', '=', state);
  const type = params.int('type');
  if (type !== undefined) { if (!NOTICE_TYPES.includes(type)) throw invalid('type'); q = q.where('type', '=', type); }
  const from = params.str('typeFrom'); if (from) q = q.where('type_from', '=', from);
  const creator = params.str('create_user'); if (creator) q = q.where('create_user', '=', creator);
  const start = params.str('start_time'); if (start) q = q.where('create_time', '>=', new Date(parseTime(start, 'start_time')));
  const end = params.str('end_time'); if (end) q = q.where('create_time', '<=', new Date(parseTime(end, 'end_time')));
  const [{ total }] = await q.select(sql<string>`count(*)`.as('total')).execute();
  const rows = await q.selectAll().orderBy('create_time', 'desc').orderBy('id', 'desc').limit(paging.limit).offset(paging.offset).execute();
  return pageOf(rows.map((r) => ({
    id: r.id, type: r.type, typeFrom: r.type_from, title: r.title, content: r.content, create_user: r.create_user,
    create_time: ctx.services.clock.format(r.create_time), state: r.state, business_type: r.business_type, business_id: r.business_id, route: r.route,
  })), Number(total), paging);
}

function parseTime(s: string, field: string): string {
  if (!/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(s)) throw invalid(field);
  return s;
}

export function todoRoutes(app: FastifyInstance): void {
  defineCall(app, '/system/basic/getUnDealTask', (ctx) => todoPage(ctx, 0), { perm: 'session' });
  defineCall(app, '/system/basic/getDealTask', (ctx) => todoPage(ctx, 1), { perm: 'session' });

  defineCall(app, '/system/notice/list', async (ctx) => {
    const { db, params, user } = ctx;
    const paging = params.paging();
    let q = db.selectFrom('todos').where('user_id', '=', user.userId);
    const type = params.int('type'); if (type !== undefined) q = q.where('type', '=', type);
    const unread = params.bool('unread'); if (unread) q = q.where('read', '=', false);
    const [{ total }] = await q.select(sql<string>`count(*)`.as('total')).execute();
    const rows = await q.selectAll().orderBy('create_time', 'desc').orderBy('id', 'desc').limit(paging.limit).offset(paging.offset).execute();
    return pageOf(rows.map((r) => ({
      id: r.id, type: r.type, time: ctx.services.clock.format(r.create_time), approveName: r.create_user,
      title: r.title, content: r.content, read: r.read, route: r.route,
    })), Number(total), paging);
  }, { perm: 'session' });

  defineCall(app, '/system/notice/read-all', async (ctx) => {
    const res = await ctx.db.updateTable('todos').set({ read: true }).where('user_id', '=', ctx.user.userId).where('read', '=', false).executeTakeFirst();
    await ctx.audit('read-all', 'notice', ctx.user.userId);
    return { updated: Number(res.numUpdatedRows) };
  }, { write: true, perm: 'session' });
}
