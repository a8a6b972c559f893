import type { FastifyInstance } from 'fastify';
import { defineCall, type CallContext } from '../../server/http/call';
import { input, pageParams, wire } from '../../server/http/input';
import { scopeOf } from '../../server/http/scope';
import { AUX_ROUTES } from './auxiliary.kinds';
import { AUX_KIND_NAMES, AUX_STATES, auxList, moveAux, saveAux } from './auxiliary.server';

const P = '/production/auxiliary';
const area = 'auxiliary';
const M = '/production/auxiliary-approval-manage';
/** the five check screens keep the tickets; the approval screen decides them */
const KEEP = { screen: Object.values(AUX_ROUTES).map((r) => `${M}/${r}`) };
const DECIDE = { screen: [...Object.values(AUX_ROUTES).map((r) => `/approval/${r}`), ...KEEP.screen] };
const deps = (app: FastifyInstance, ctx: CallContext) => ({ ...app.live.deps(ctx.user, ctx.ip), db: ctx.db });

/** Auxiliary tickets (designed, docs/wire.md "Delivery"). */
export function auxiliaryRoutes(app: FastifyInstance): void {
  defineCall(app, `${P}/approval-list`, (ctx) => auxList(ctx.db, scopeOf(ctx), {
    kind: ctx.input.kind, state: ctx.input.state, page: ctx.input.page ?? ctx.input.pageNo ?? 1, limit: ctx.input.limit ?? ctx.input.pageSize ?? 10,
  }), { perm: DECIDE, area, input: input({ ...pageParams, kind: wire.oneOf(AUX_KIND_NAMES).optional(), state: wire.oneOf(AUX_STATES).optional() }) });
  defineCall(app, `${P}/save`, (ctx) => saveAux(deps(app, ctx), scopeOf(ctx), ctx.input), { perm: KEEP, mutates: true, area,
    input: input({ id: wire.id().optional(), kind: wire.oneOf(AUX_KIND_NAMES), taskId: wire.id(), ticketId: wire.id().optional(), quantity: wire.decimal(2), remark: wire.text(500).optional() }) });
  defineCall(app, `${P}/submit`, (ctx) => moveAux(deps(app, ctx), scopeOf(ctx), 'submit', ctx.input.id, ctx.user.userName), { perm: KEEP, mutates: true, area, input: input({ id: wire.id() }) });
  defineCall(app, `${P}/contract-review`, (ctx) => moveAux(deps(app, ctx), scopeOf(ctx), 'review', ctx.input.id, ctx.user.userName), { perm: DECIDE, mutates: true, area, input: input({ id: wire.id() }) });
  defineCall(app, `${P}/approve`, (ctx) => moveAux(deps(app, ctx), scopeOf(ctx), 'approve', ctx.input.id, ctx.user.userName), { perm: DECIDE, mutates: true, area, input: input({ id: wire.id() }) });
  defineCall(app, `${P}/fail`, (ctx) => moveAux(deps(app, ctx), scopeOf(ctx), 'fail', ctx.input.id, ctx.user.userName, ctx.input.reason),
    { perm: DECIDE, mutates: true, area, input: input({ id: wire.id(), reason: wire.text(500) }) });
}
