import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { defineCall, type CallContext } from '../../http/call';
import { forbidden, invalid } from '../../http/errors';
import { pageOf } from '../../http/params';
import { input, noInput, pageParams, wire } from '../../http/input';
import { isAdmin } from '../../http/session-user';
import { plantDayEnd, plantInstant, timeRangeOf } from '../../http/filters';
import { NOTICE_TYPES } from '../../../src/domain/notices';
import { inScope, scopeOf } from '../../http/scope';
import { readTodo } from '../../approval/approval.texts';

/**
 * The to-do list of spec §3 "Pending task query", state 0 (undealt) or 1 (dealt); each to-do's title
 * and content in the caller's language (server/approval/approval.texts.ts).
 */
async function todoPage(ctx: CallContext, state: 0 | 1) {
  const { db, params, user } = ctx;
  const paging = params.paging();
  const who = params.int('user_id') ?? user.userId;
  if (who !== user.userId && !isAdmin(user)) throw forbidden();
  // the caller's own to-dos about the organisations the call acts for (issue 13: no other station's business)
  let q = inScope(db.selectFrom('todos').where('user_id', '=', who).where('state', '=', state), 'org_id', scopeOf(ctx));
  const type = params.int('type');
  if (type !== undefined) {
    if (!NOTICE_TYPES.includes(type)) throw invalid('type');
    q = q.where('type', '=', type);
  }
  const from = params.str('typeFrom');
  if (from) q = q.where('type_from', '=', from);
  const creator = params.str('create_user');
  if (creator) q = q.where('create_user', '=', creator);
  // plant-local bounds (a day alone as the end covers that whole day)
  const range = timeRangeOf(params, 'time');
  const tz = ctx.services.clock.timeZone;
  if (range.start) q = q.where('create_time', '>=', plantInstant(range.start, tz));
  if (range.end)
    q = range.endExclusive ? q.where('create_time', '<', plantDayEnd(range.end.slice(0, 10), tz)) : q.where('create_time', '<=', plantInstant(range.end, tz));
  const [{ total }] = await q.select(sql<string>`count(*)`.as('total')).execute();
  const rows = await q.selectAll().orderBy('create_time', 'desc').orderBy('id', 'desc').limit(paging.limit).offset(paging.offset).execute();
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      type: r.type,
      typeFrom: r.type_from,
      ...readTodo(r, ctx.lang),
      create_user: r.create_user,
      create_time: ctx.services.clock.format(r.create_time),
      state: r.state,
      business_type: r.business_type,
      business_id: r.business_id,
      route: r.route,
    })),
    Number(total),
    paging,
  );
}

/** The to-do filters of spec §3; `user_id` another user's list (admins only). */
const TODO_INPUT = input({
  ...pageParams,
  user_id: wire.id().optional(),
  type: wire.int().optional(),
  typeFrom: wire.text(64).optional(),
  create_user: wire.text(50).optional(),
  start_time: wire.dayOrTime().optional(),
  end_time: wire.dayOrTime().optional(),
});

export function todoRoutes(app: FastifyInstance): void {
  defineCall(app, '/system/basic/getUnDealTask', (ctx) => todoPage(ctx, 0), { perm: 'session', input: TODO_INPUT });
  defineCall(app, '/system/basic/getDealTask', (ctx) => todoPage(ctx, 1), { perm: 'session', input: TODO_INPUT });

  defineCall(
    app,
    '/system/notice/list',
    async (ctx) => {
      const { db, params, user } = ctx;
      const paging = params.paging();
      let q = inScope(db.selectFrom('todos').where('user_id', '=', user.userId), 'org_id', scopeOf(ctx));
      const type = params.int('type');
      if (type !== undefined) q = q.where('type', '=', type);
      const unread = params.bool('unread');
      if (unread) q = q.where('read', '=', false);
      const [{ total }] = await q.select(sql<string>`count(*)`.as('total')).execute();
      const rows = await q.selectAll().orderBy('create_time', 'desc').orderBy('id', 'desc').limit(paging.limit).offset(paging.offset).execute();
      return pageOf(
        rows.map((r) => ({
          id: r.id,
          type: r.type,
          time: ctx.services.clock.format(r.create_time),
          approveName: r.create_user,
          ...readTodo(r, ctx.lang),
          read: r.read,
          route: r.route,
        })),
        Number(total),
        paging,
      );
    },
    { perm: 'session', input: input({ ...pageParams, type: wire.int().optional(), unread: wire.bool().optional() }) },
  );

  defineCall(
    app,
    '/system/notice/read-all',
    async (ctx) => {
      const res = await inScope(
        ctx.db.updateTable('todos').set({ read: true }).where('user_id', '=', ctx.user.userId).where('read', '=', false),
        'org_id',
        scopeOf(ctx),
      ).executeTakeFirst();
      await ctx.audit('read-all', 'notice', ctx.user.userId);
      return { updated: Number(res.numUpdatedRows) };
    },
    { write: true, perm: 'session', input: noInput },
  );
}
