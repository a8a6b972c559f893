import { sql } from 'kysely';
import type { CallContext } from '../../server/http/call';
import { BizError, invalid } from '../../server/http/errors';
import { input, noInput, wire } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import type { OpsDeps } from '../../server/operations/ops-deps';
import { approvePendingTask, cancelTask, openTaskIn, resumeTask, setTaskWaitingIn } from '../../server/operations/task.service';
import { deleteRecords, fetchOne, guard, idParam, idsParam, lockRecord, refuseInApproval } from '../../server/resources/resource.handlers';
import { fieldsInput } from '../../server/resources/resource.schema';
import { defineServerPart } from '../../server/resources/server-part';
import { COUNTERSIGNED, demoFlow } from '../../server/seed/demo-flow';
import { override } from '../../server/resources/override';
import { TASK_STATE } from '../../src/domain/events';
import { labelOf } from '../../src/domain/resources/labels';
import type { ResourceDef } from '../../src/domain/resources/types';
import { assertWithinCredit, taskValueFen } from './credit-check.server';
import { callDeps, publishTaskWhenCommitted } from './publish-task.server';
import { sanyTaskResource, TASK_STATE_OPTIONS } from './sany-task.resource';

const TASK_FIELDS = ['customerId', 'projectId', 'recipeId', 'pouringSite', 'pourMethod', 'planQuantity', 'unitPrice'] as const;

/** 409 naming the task's state by its label, for a task the action cannot touch in that state. */
function stateRefusal(ctx: CallContext, state: unknown): BizError {
  const o = TASK_STATE_OPTIONS.find((x) => String(x.value) === String(state));
  return new BizError(409, 'stateForbids', { state: o ? labelOf(o.label, ctx.lang) : String(state) }, 'state');
}

/** The value of a task entered now, refused when the customer's credit does not cover it. */
async function checkCredit(ctx: CallContext, orgId: string, customerId: number, quantity: string, unitPrice: string) {
  const addedFen = await taskValueFen(ctx.db, quantity, unitPrice);
  await assertWithinCredit(ctx.db, { orgId, customerId, addedFen, lang: ctx.lang, now: ctx.services.clock.now() });
}

/** A task the edits may touch: pending (not yet approved) and not in its approval. */
async function editableTask(ctx: CallContext, def: ResourceDef, id: number) {
  const rec = await lockRecord(ctx, def, id, ['state', 'org_id']);
  if (Number(rec.extra.state) !== TASK_STATE.pending) throw stateRefusal(ctx, rec.extra.state);
  refuseInApproval(rec);
  return { orgId: String(rec.extra.org_id) };
}

export type TaskOrder = Record<(typeof TASK_FIELDS)[number], string | number>;

/** A task entered at the plant for the caller's organisation: pending after the credit check, on no board until its approval agrees. */
export async function enterTask(ctx: CallContext, deps: OpsDeps, p: TaskOrder) {
  await checkCredit(ctx, ctx.orgId, Number(p.customerId), String(p.planQuantity), String(p.unitPrice));
  return openTaskIn(deps, ctx.db, () => undefined, {
    orgId: ctx.orgId,
    customerId: Number(p.customerId),
    projectId: Number(p.projectId),
    recipeId: Number(p.recipeId),
    pouringSite: String(p.pouringSite),
    pourMethod: String(p.pourMethod),
    planQuantity: Number(p.planQuantity),
    unitPrice: String(p.unitPrice),
    pending: true,
  });
}

export const sanyTaskServer = defineServerPart({
  resource: 'sanyTask',
  seed: demoFlow('sany-task', COUNTERSIGNED),
  overrides: {
    /** task-add: a pending task after the credit check; it opens when its approval agrees. */
    addTask: override({
      write: true,
      button: 'add',
      input: fieldsInput(sanyTaskResource, TASK_FIELDS),
      handler: async (ctx, d) => {
        await guard(ctx, d, 'add');
        const task = await enterTask(ctx, callDeps(ctx), ctx.input);
        return fetchOne(ctx, d, task.id);
      },
    }),
    /** task-update: a pending task's order, checked again against the credit. */
    updateTask: override({
      write: true,
      button: 'edit',
      input: fieldsInput(sanyTaskResource, TASK_FIELDS, { id: wire.id() }),
      handler: async (ctx, d) => {
        await guard(ctx, d, 'edit');
        const id = idParam(ctx, d);
        const { orgId } = await editableTask(ctx, d, id);
        const p = ctx.input;
        const project = await ctx.db
          .selectFrom('projects')
          .select('customer_id')
          .where('id', '=', Number(p.projectId))
          .where('org_id', '=', orgId)
          .executeTakeFirst();
        if (!project || project.customer_id !== Number(p.customerId)) throw invalid('projectId');
        const recipe = await ctx.db
          .selectFrom('recipes')
          .select(['strength', 'slump'])
          .where('id', '=', Number(p.recipeId))
          .where('org_id', '=', orgId)
          .executeTakeFirst();
        if (!recipe) throw invalid('recipeId');
        await checkCredit(ctx, orgId, Number(p.customerId), String(p.planQuantity), String(p.unitPrice));
        await ctx.db
          .updateTable('production_tasks')
          .set({
            customer_id: Number(p.customerId),
            project_id: Number(p.projectId),
            recipe_id: Number(p.recipeId),
            strength: recipe.strength,
            slump: recipe.slump,
            pouring_site: String(p.pouringSite),
            pour_method: String(p.pourMethod),
            plan_quantity: String(p.planQuantity),
            unit_price: String(p.unitPrice),
            updated_at: new Date(),
          })
          .where('id', '=', id)
          .execute();
        await ctx.audit('update', d.name, id, p);
        return fetchOne(ctx, d, id);
      },
    }),
    /** task-delete: a pending or cancelled task with no ticket. */
    deleteTask: { write: true, button: 'delete', input: input({ id: wire.id() }), handler: async (ctx, d) => deleteTasks(ctx, d, [idParam(ctx, d)]) },
    /** task-deletes: the same over `ids`, all or none. */
    deleteTasks: {
      write: true,
      button: 'delete',
      input: input({ ids: wire.list(wire.id(), { max: 500 }) }),
      handler: async (ctx, d) => deleteTasks(ctx, d, idsParam(ctx)),
    },
    /** task-update-waiting: the site holds the task, or releases it. */
    updateWaiting: override({
      write: true,
      button: 'waiting',
      input: input({ id: wire.id(), waiting: wire.bool() }),
      handler: async (ctx, d) => {
        await guard(ctx, d, 'waiting');
        const id = idParam(ctx, d);
        const rec = await lockRecord(ctx, d, id, ['org_id']);
        await setTaskWaitingIn(callDeps(ctx), ctx.db, () => undefined, { taskId: id, waiting: ctx.input.waiting });
        publishTaskWhenCommitted(ctx, String(rec.extra.org_id), id);
        return fetchOne(ctx, d, id);
      },
    }),
    /** task-list-select: the open and producing tasks in scope, for selects (tickets, returns, transfers). */
    select: override({
      input: input({ keyword: wire.text(50).optional() }),
      handler: async (ctx) => {
        let q = inScope(
          ctx.db.selectFrom('production_tasks as k').innerJoin('customers as c', 'c.id', 'k.customer_id').innerJoin('projects as p', 'p.id', 'k.project_id'),
          'k.org_id',
          scopeOf(ctx),
        )
          .select([
            'k.id',
            'k.task_code as taskCode',
            'k.org_id as orgId',
            'c.customer_name as customerName',
            'p.project_name as projectName',
            'k.strength',
            'k.pouring_site as pouringSite',
            sql<string>`k.plan_quantity - k.shipped_quantity`.as('remaining'),
          ])
          .where('k.state', 'in', [TASK_STATE.open, TASK_STATE.producing])
          .orderBy('k.open_time', 'desc')
          .limit(500);
        const kw = ctx.input.keyword;
        if (kw)
          q = q.where((eb) =>
            eb.or([eb('k.task_code', 'ilike', `%${kw}%`), eb('c.customer_name', 'ilike', `%${kw}%`), eb('p.project_name', 'ilike', `%${kw}%`)]),
          );
        return (await q.execute()).map((r) => ({ ...r, remaining: Number(r.remaining) }));
      },
    }),
    /** select-projects: the projects a task may be entered for, with their customer. */
    projectOptions: {
      input: noInput,
      handler: async (ctx) =>
        inScope(ctx.db.selectFrom('projects as p').innerJoin('customers as c', 'c.id', 'p.customer_id'), 'p.org_id', scopeOf(ctx))
          .select(['p.id as value', 'p.project_name as label', 'p.customer_id as customerId', 'c.customer_name as customerName', 'p.org_id as orgId'])
          .orderBy('p.project_name')
          .limit(2000)
          .execute(),
    },
    /** select-recipes: the mix designs a task may use. */
    recipeOptions: {
      input: noInput,
      handler: async (ctx) =>
        inScope(ctx.db.selectFrom('recipes'), 'org_id', scopeOf(ctx))
          .select(['id as value', sql<string>`recipe_code || ' ' || strength || ' ' || slump`.as('label'), 'strength', 'org_id as orgId'])
          .orderBy('recipe_code')
          .limit(2000)
          .execute(),
    },
  },
  transitionWrites: {
    cancel: async (ctx, _def, id) => {
      await cancelTask(ctx.request.server.live.deps(ctx.user, ctx.ip), { taskId: id });
    },
    resume: async (ctx, _def, id) => {
      await resumeTask(ctx.request.server.live.deps(ctx.user, ctx.ip), { taskId: id });
    },
  },
  onApproval: {
    /** the approved task opens and goes on the boards */
    'sany-task': {
      async onAgreed(ctx, id) {
        const { orgId } = await approvePendingTask(callDeps(ctx), ctx.db, () => undefined, id);
        publishTaskWhenCommitted(ctx, orgId, id);
      },
    },
  },
});

/** Deletes tasks that never produced: pending or cancelled, with no ticket; all or none. */
async function deleteTasks(ctx: CallContext, d: ResourceDef, ids: readonly number[]) {
  await guard(ctx, d, 'delete');
  for (const id of ids) {
    const rec = await lockRecord(ctx, d, id, ['state']);
    if (Number(rec.extra.state) !== TASK_STATE.pending && Number(rec.extra.state) !== TASK_STATE.cancelled) throw stateRefusal(ctx, rec.extra.state);
    const ticket = await ctx.db.selectFrom('delivery_tickets').select('id').where('task_id', '=', id).executeTakeFirst();
    const plan = await ctx.db.selectFrom('task_plans').select('id').where('task_id', '=', id).executeTakeFirst();
    if (ticket || plan) throw new BizError(409, 'inUse', { field: labelOf('task.title', ctx.lang) }, 'ids');
  }
  return { ...(await deleteRecords(ctx, d, ids)), ids };
}
