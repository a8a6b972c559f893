import type { FastifyInstance } from 'fastify';
import { defineCall, type CallContext } from '../../server/http/call';
import { input, pageParams, wire } from '../../server/http/input';
import { approvalPage, approve, refuse, submit } from '../../server/approval/approval.engine';
import { AUX_KIND_NAMES, AUX_ROUTES, type AuxKind } from './auxiliary.kinds';
import { addAux, auxiliaryDef, updateAux } from './auxiliary.server';

const P = '/production/auxiliary';
const area = 'auxiliary';
/** every check and approval screen of the kinds; each handler checks the kind's own screen and button again */
const SCREENS = { screen: Object.values(AUX_ROUTES).flatMap((r) => [`/production/auxiliary-approval-manage/${r}`, `/approval/${r}`]) };
const kind = { kind: wire.oneOf(AUX_KIND_NAMES) };
const def = (ctx: CallContext<{ kind: AuxKind }>) => auxiliaryDef(ctx.input.kind);

/**
 * The designed calls of auxiliary tickets (spec doc 2 §4 "save, submit, contract review, fail,
 * approval list"; docs/wire.md "Delivery"): each names its `kind` and runs the declaration's own
 * handlers, so they write in the call's one transaction through the approval engine. A contract
 * review agrees the ticket's current level, a fail refuses it with the reason.
 */
export function auxiliaryRoutes(app: FastifyInstance): void {
  const w = { perm: SCREENS, write: true, area } as const;
  defineCall(app, `${P}/save`, (ctx) => (ctx.input.id ? updateAux(ctx, def(ctx)) : addAux(ctx, def(ctx))), {
    ...w,
    input: input({
      ...kind,
      id: wire.id().optional(),
      taskId: wire.id(),
      ticketId: wire.id().optional(),
      quantity: wire.decimal(2),
      remark: wire.text(500).optional(),
    }),
  });
  defineCall(app, `${P}/submit`, (ctx) => submit(ctx, def(ctx), ctx.input.id), { ...w, input: input({ ...kind, id: wire.id() }) });
  defineCall(app, `${P}/contract-review`, (ctx) => approve(ctx, def(ctx), ctx.input.id), {
    ...w,
    input: input({ ...kind, id: wire.id(), text: wire.text(500).optional() }),
  });
  defineCall(app, `${P}/fail`, (ctx) => refuse(ctx, def(ctx), 'refuse', ctx.input.id), {
    ...w,
    input: input({ ...kind, id: wire.id(), reason: wire.text(500) }),
  });
  defineCall(app, `${P}/approval-list`, (ctx) => approvalPage(ctx, def(ctx)), {
    perm: SCREENS,
    area,
    input: input({ ...pageParams, ...kind, all: wire.bool().optional(), approveState: wire.int().optional() }),
  });
}
