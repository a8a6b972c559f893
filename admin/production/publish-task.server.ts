import type { CallContext } from '../../server/http/call';
import { taskRows } from '../../server/operations/live.queries';
import { CMD } from '../../src/domain/events';

/**
 * Tells the boards about a task written inside a call's transaction once that transaction has
 * committed: when the response has been sent, the task is read back outside it and published
 * only if it is there (a rolled-back call publishes nothing). Pending tasks are on no board.
 */
export function publishTaskWhenCommitted(ctx: CallContext, orgId: string, taskId: number): void {
  const deps = ctx.request.server.live.deps(ctx.user, ctx.ip);
  ctx.reply.raw.once('finish', () => {
    void taskRows(deps.db, deps.clock, [orgId], [taskId])
      .then(([row]) => {
        if (row && row.state !== 0) deps.publisher.publish(orgId, CMD.task, row);
      })
      .catch((err: unknown) => ctx.request.log.warn({ err, taskId }, 'task publish after commit failed'));
  });
}

/** Operations deps that write inside the call's transaction; their events are dropped (publishTaskWhenCommitted sends them). */
export function callDeps(ctx: CallContext) {
  return { ...ctx.request.server.live.deps(ctx.user, ctx.ip), db: ctx.db };
}
