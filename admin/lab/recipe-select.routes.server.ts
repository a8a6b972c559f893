import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall } from '../../server/http/call';
import { notFound } from '../../server/http/errors';
import { input, pageParams, wire } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import { approvalInfo, approvalPage, approve, refuse } from '../../server/approval/approval.engine';
import { LEADER_FLOW, RECIPE_SELECT_SCREEN, recipeSelectResource as def } from './recipe-select.resource';

const decision = {
  id: wire.id(),
  status: z.union([z.enum(['1', '2']), z.literal([1, 2])]).optional(),
  text: wire.text(500).optional(),
  reason: wire.text(500).optional(),
};

/**
 * The leader's half of a selection's approval (the flow `leader`, decided after the lab's): its
 * list, its decision and its detail. Served here rather than as the object's actions because the
 * leader decides from the approval screen, where the lab's own screen is not theirs.
 */
export function recipeSelectRoutes(app: FastifyInstance): void {
  const screens = [RECIPE_SELECT_SCREEN, LEADER_FLOW.route];
  defineCall(app, '/quality/recipe-select/leader-approval-list', (ctx) => approvalPage(ctx, def, LEADER_FLOW), {
    perm: { screen: screens },
    input: input({ ...pageParams, all: wire.bool().optional(), approveState: wire.int().optional() }),
    area: 'lab',
  });

  /** leader-approval?id&status: 1 agrees (the default), 2 refuses with a reason. */
  defineCall(
    app,
    '/quality/recipe-select/leader-approval',
    async (ctx) => {
      const id = Number(ctx.input.id);
      return String(ctx.input.status ?? '1') === '2' ? refuse(ctx, def, 'refuse', id, LEADER_FLOW) : approve(ctx, def, id, LEADER_FLOW);
    },
    { perm: { screen: LEADER_FLOW.route, button: ['approve', 'refuse'] }, input: input(decision), write: true, area: 'lab' },
  );

  /** leader-detail?taskId: the task's selection with both flows' timelines. */
  defineCall(
    app,
    '/quality/recipe-select/leader-detail',
    async (ctx) => {
      const s = await inScope(ctx.db.selectFrom('recipe_selections').select('id'), 'org_id', scopeOf(ctx))
        .where('task_id', '=', Number(ctx.input.taskId))
        .executeTakeFirst();
      if (!s) throw notFound();
      return { approval: await approvalInfo(ctx, def, s.id, def.flows![0]), leader: await approvalInfo(ctx, def, s.id, LEADER_FLOW) };
    },
    { perm: { screen: screens }, input: input({ taskId: wire.id() }), area: 'lab' },
  );
}
