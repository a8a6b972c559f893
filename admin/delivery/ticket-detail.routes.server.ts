import type { FastifyInstance } from 'fastify';
import { defineCall, type CallContext } from '../../server/http/call';
import { input, wire } from '../../server/http/input';
import { scopeOf } from '../../server/http/scope';
import { markTicket, saveTicket, sendTicket, ticketDetail, updateTicket, withdrawTicket, type FlowContext, type TicketFamily } from './ticket-flow.server';

/** The deliver screen reads and writes tickets of both families. */
export const DELIVER = '/production/production-deliver';
const READ = { screen: DELIVER };
const WRITE = { screen: DELIVER };
const area = 'task-detail';
const PREFIX: Record<TicketFamily, string> = { sc: '/production/sctaskdetail', sany: '/production/sany_sctaskdetail' };

const remark = wire.text(500).optional();
const innerNumber = wire.text(32).optional();

function flow(ctx: CallContext, app: FastifyInstance, family: TicketFamily): FlowContext {
  return { deps: { ...app.live.deps(ctx.user, ctx.ip), db: ctx.db }, scope: scopeOf(ctx), family, lang: ctx.lang };
}

/** /production/sctaskdetail/* and /production/sany_sctaskdetail/*: the same moves on the two families. */
export function ticketDetailRoutes(app: FastifyInstance): void {
  for (const family of ['sc', 'sany'] as const) {
    const p = PREFIX[family];
    const w = { perm: WRITE, mutates: true, area } as const;
    defineCall(app, `${p}/save`, (ctx) => saveTicket(flow(ctx, app, family), ctx.input), {
      ...w,
      input: input({ taskId: wire.id(), vehicleId: wire.id(), quantity: wire.decimal(3), remark, innerNumber }),
    });
    defineCall(app, `${p}/update`, (ctx) => updateTicket(flow(ctx, app, family), ctx.input), {
      ...w,
      input: input({ id: wire.id(), quantity: wire.decimal(3).optional(), remark, innerNumber }),
    });
    defineCall(app, `${p}/send`, (ctx) => sendTicket(flow(ctx, app, family), ctx.input), {
      ...w,
      input: input({ id: wire.id(), lineId: wire.id().optional() }),
    });
    defineCall(app, `${p}/return`, (ctx) => withdrawTicket(flow(ctx, app, family), 'return', ctx.input.id), { ...w, input: input({ id: wire.id() }) });
    defineCall(app, `${p}/back`, (ctx) => withdrawTicket(flow(ctx, app, family), 'back', ctx.input.id), { ...w, input: input({ id: wire.id() }) });
    defineCall(app, `${p}/print-flag`, (ctx) => markTicket(flow(ctx, app, family), 'printFlag', ctx.input), { ...w, input: input({ id: wire.id() }) });
    defineCall(app, `${p}/remark`, (ctx) => markTicket(flow(ctx, app, family), 'remark', ctx.input), { ...w, input: input({ id: wire.id(), remark }) });
    defineCall(app, `${p}/inner-number`, (ctx) => markTicket(flow(ctx, app, family), 'innerNumber', ctx.input), {
      ...w,
      input: input({ id: wire.id(), innerNumber }),
    });
  }
  defineCall(app, '/production/sany_sctaskdetail/findDetailById', (ctx) => ticketDetail(ctx.db, scopeOf(ctx), 'sany', ctx.input.id), {
    perm: READ,
    area,
    input: input({ id: wire.id() }),
  });
}
