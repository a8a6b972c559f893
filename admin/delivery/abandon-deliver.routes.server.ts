import type { FastifyInstance } from 'fastify';
import { defineCall, type CallContext } from '../../server/http/call';
import { input, pageParams, wire } from '../../server/http/input';
import { scopeOf } from '../../server/http/scope';
import { decideRevoke, revokeList, submitRevoke } from './abandon-deliver.server';

const P = '/production/abandonDeliver';
const area = 'abandon-deliver';
/** the deliver screen asks for a revocation; the auxiliary approval screens decide it */
const SUBMIT = { screen: '/production/production-deliver' };
const DECIDE = { screen: ['/production/auxiliary-approval-manage/auxiliary-check', '/approval/auxiliary-check'] };
const deps = (app: FastifyInstance, ctx: CallContext) => ({ ...app.live.deps(ctx.user, ctx.ip), db: ctx.db });

/** revokeApprovalList (spec) and the designed submit/approve/refuse of a revocation (docs/wire.md "Delivery"). */
export function abandonDeliverRoutes(app: FastifyInstance): void {
  defineCall(
    app,
    `${P}/revokeApprovalList`,
    (ctx) =>
      revokeList(ctx.db, scopeOf(ctx), {
        state: ctx.input.revokeState ?? 'pending',
        page: ctx.input.page ?? ctx.input.pageNo ?? 1,
        limit: ctx.input.limit ?? ctx.input.pageSize ?? 10,
      }),
    {
      perm: { screen: [SUBMIT.screen, ...DECIDE.screen] },
      area,
      input: input({ ...pageParams, revokeState: wire.oneOf(['pending', 'approved', 'refused']).optional() }),
    },
  );
  defineCall(app, `${P}/revokeSubmit`, (ctx) => submitRevoke(deps(app, ctx), scopeOf(ctx), ctx.input.id, ctx.input.reason, ctx.user.userName), {
    perm: SUBMIT,
    mutates: true,
    area,
    input: input({ id: wire.id(), reason: wire.text(500) }),
  });
  defineCall(app, `${P}/revokeApprove`, (ctx) => decideRevoke(deps(app, ctx), scopeOf(ctx), ctx.input.id, true), {
    perm: DECIDE,
    mutates: true,
    area,
    input: input({ id: wire.id() }),
  });
  defineCall(app, `${P}/revokeRefuse`, (ctx) => decideRevoke(deps(app, ctx), scopeOf(ctx), ctx.input.id, false), {
    perm: DECIDE,
    mutates: true,
    area,
    input: input({ id: wire.id() }),
  });
}
