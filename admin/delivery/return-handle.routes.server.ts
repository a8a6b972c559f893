import type { FastifyInstance } from 'fastify';
import type { CallContext } from '../../server/http/call';
import { defineCall } from '../../server/http/call';
import { input, pageParams, wire } from '../../server/http/input';
import { scopeOf } from '../../server/http/scope';
import { addHandle, decideTransfer, deleteHandle, handleRecord, handleRecords, HANDLE_STATES, HANDLING_METHODS, REMAINING_TYPES, updateHandle } from './return-handle.server';

const SCREEN = '/production/return-management';
/** the transfer-concrete approval screens decide a transfer (routes.tsv) */
const DECIDE = { screen: ['/production/auxiliary-approval-manage/transfer-concrete-check', '/approval/auxiliary-check'] };
const area = 'tasks';
const P = '/production/production';

const record = {
  ticketId: wire.id(), remainingType: wire.oneOf(REMAINING_TYPES), handlingMethod: wire.oneOf(HANDLING_METHODS), quantity: wire.decimal(2),
  targetTaskId: wire.id().optional(), remark: wire.text(500).optional(),
};
const deps = (app: FastifyInstance, ctx: CallContext) => ({ ...app.live.deps(ctx.user, ctx.ip), db: ctx.db });

/** Return handle records (spec names) and the transfer's approve/refuse (designed, docs/wire.md "Delivery"). */
export function returnHandleRoutes(app: FastifyInstance): void {
  defineCall(app, `${P}/getReturnHandleRecordList`, (ctx) => handleRecords(ctx.db, scopeOf(ctx), {
    ticketId: ctx.input.ticketId, handlingMethod: ctx.input.handlingMethod, state: ctx.input.state,
    page: ctx.input.page ?? ctx.input.pageNo ?? 1, limit: ctx.input.limit ?? ctx.input.pageSize ?? 10,
  }), { perm: { screen: [SCREEN, ...DECIDE.screen] }, area, input: input({ ...pageParams, ticketId: wire.id().optional(), handlingMethod: wire.oneOf(HANDLING_METHODS).optional(), state: wire.oneOf(HANDLE_STATES).optional() }) });
  defineCall(app, `${P}/getReturnHandleRecordById`, (ctx) => handleRecord(ctx.db, scopeOf(ctx), ctx.input.id), { perm: { screen: [SCREEN, ...DECIDE.screen] }, area, input: input({ id: wire.id() }) });
  defineCall(app, `${P}/addReturnHandleRecord`, (ctx) => addHandle(deps(app, ctx), scopeOf(ctx), ctx.input), { perm: { screen: SCREEN }, mutates: true, area, input: input(record) });
  defineCall(app, `${P}/updateReturnHandleRecord`, (ctx) => updateHandle(deps(app, ctx), scopeOf(ctx), ctx.input.id, ctx.input),
    { perm: { screen: SCREEN }, mutates: true, area, input: input({ id: wire.id(), ...record }) });
  defineCall(app, `${P}/delReturnHandleRecord`, (ctx) => deleteHandle(deps(app, ctx), scopeOf(ctx), ctx.input.id), { perm: { screen: SCREEN }, mutates: true, area, input: input({ id: wire.id() }) });
  defineCall(app, `${P}/approveReturnHandleRecord`, (ctx) => decideTransfer(deps(app, ctx), scopeOf(ctx), ctx.input.id, true, ctx.user.userName), { perm: DECIDE, mutates: true, area, input: input({ id: wire.id() }) });
  defineCall(app, `${P}/refuseReturnHandleRecord`, (ctx) => decideTransfer(deps(app, ctx), scopeOf(ctx), ctx.input.id, false, ctx.user.userName), { perm: DECIDE, mutates: true, area, input: input({ id: wire.id() }) });
}
