import type { ApprovalColumns, Id, NullableStamp, Num, Stamp, Text } from '../../server/db/column-types';
import { sql, type Kysely } from 'kysely';
import { approvalColumns, orgColumn, recordColumns } from '../../server/db/migration-columns';
import type { CallContext } from '../../server/http/call';
import { invalid } from '../../server/http/errors';
import { noInput } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import { openTaskIn } from '../../server/operations/task.service';
import { stateConflict } from '../../server/resources/actions';
import { defineServerPart } from '../../server/resources/server-part';
import { COUNTERSIGNED, demoFlow } from '../../server/seed/demo-flow';
import { resourceByName } from '../../src/domain/resources/registry';
import type { ResourceDef } from '../../src/domain/resources/types';
import { assertWithinCredit, taskValueFen } from './credit-check.server';
import { callDeps, publishTaskWhenCommitted } from './publish-task.server';
import { PLAN_STATE } from './task-plan.resource';

/** Task plans (migration 0111). */
export interface TaskPlanTable extends ApprovalColumns {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  org_id: Text;
  plan_code: string;
  customer_id: number;
  project_id: number;
  recipe_id: number;
  pouring_site: string;
  pour_method: string;
  plan_quantity: Num;
  unit_price: Num;
  plan_time: NullableStamp;
  remark: Text;
  plan_state: number;
  task_id: number | null;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    task_plans: TaskPlanTable;
  }
}

/** The approved plan opens its task: the plan must still be open, its project the customer's, and the customer within credit. */
async function openPlanTask(ctx: CallContext, def: ResourceDef, id: number) {
  const plan = await ctx.db.selectFrom('task_plans').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
  if (plan.plan_state !== PLAN_STATE.new && plan.plan_state !== PLAN_STATE.confirmed) {
    throw stateConflict(
      ctx,
      def,
      def.transitions!.find((t) => t.name === 'confirm')!,
      plan.plan_state,
    );
  }
  const project = await ctx.db
    .selectFrom('projects')
    .select('customer_id')
    .where('id', '=', plan.project_id)
    .where('org_id', '=', plan.org_id)
    .executeTakeFirst();
  if (!project || project.customer_id !== plan.customer_id) throw invalid('projectId');
  const addedFen = await taskValueFen(ctx.db, plan.plan_quantity, plan.unit_price);
  await assertWithinCredit(ctx.db, { orgId: plan.org_id, customerId: plan.customer_id, addedFen, lang: ctx.lang, now: ctx.services.clock.now() });
  const task = await openTaskIn(callDeps(ctx), ctx.db, () => undefined, {
    orgId: plan.org_id,
    projectId: plan.project_id,
    recipeId: plan.recipe_id,
    pouringSite: plan.pouring_site,
    pourMethod: plan.pour_method,
    planQuantity: Number(plan.plan_quantity),
    unitPrice: plan.unit_price,
    planId: plan.id,
  });
  await ctx.db.updateTable('task_plans').set({ task_id: task.id, plan_state: PLAN_STATE.opened, updated_at: new Date() }).where('id', '=', id).execute();
  await ctx.audit('openTask', def.name, id, { taskId: task.id, taskCode: task.taskCode, addedFen });
  publishTaskWhenCommitted(ctx, plan.org_id, task.id);
}

export const taskPlanServer = defineServerPart({
  resource: 'taskPlan',
  seed: demoFlow('task-plan', COUNTERSIGNED),
  migrations: {
    '0111-task-plans': {
      async up(db: Kysely<unknown>) {
        await approvalColumns(orgColumn(recordColumns(db.schema.createTable('task_plans'))))
          .addColumn('plan_code', 'varchar(32)', (c) => c.notNull().unique())
          .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
          .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
          .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id'))
          .addColumn('pouring_site', 'varchar(100)', (c) => c.notNull())
          .addColumn('pour_method', 'varchar(16)', (c) => c.notNull())
          .addColumn('plan_quantity', 'numeric(12, 2)', (c) => c.notNull())
          .addColumn('unit_price', 'numeric(12, 2)', (c) => c.notNull())
          .addColumn('plan_time', 'timestamptz')
          .addColumn('remark', 'varchar(300)', (c) => c.notNull().defaultTo(''))
          .addColumn('plan_state', 'smallint', (c) => c.notNull().defaultTo(0))
          .addColumn('task_id', 'integer', (c) => c.references('production_tasks.id'))
          .execute();
        await db.schema.createIndex('task_plans_org_state').on('task_plans').columns(['org_id', 'plan_state']).execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('task_plans').execute();
      },
    },
  },
  overrides: {
    /** isGroup: whether the caller acts for a group (several organisations), and which ones it may choose on the control panel. */
    isGroup: {
      input: noInput,
      handler: async (ctx) => {
        let q = ctx.db.selectFrom('orgs').select(['org_id as orgId', 'org_name as orgName']).orderBy('sort').orderBy('org_id');
        if (ctx.user.orgs !== '*') q = q.where('org_id', 'in', [...new Set([ctx.user.orgId, ...ctx.user.orgs])]);
        const orgs = await q.execute();
        return { isGroup: orgs.length > 1, orgs };
      },
    },
    /** statusCounts: how many plans are in each plan state and each approval state, in the caller's scope. */
    statusCounts: {
      input: noInput,
      handler: async (ctx) => {
        const rows = await inScope(ctx.db.selectFrom('task_plans'), 'org_id', scopeOf(ctx))
          .select(['plan_state', 'approve_state', sql<string>`count(*)`.as('n')])
          .groupBy(['plan_state', 'approve_state'])
          .execute();
        const byPlan: Record<string, number> = {};
        const byApproval: Record<string, number> = {};
        for (const r of rows) {
          byPlan[r.plan_state] = (byPlan[r.plan_state] ?? 0) + Number(r.n);
          const a = r.approve_state === null ? 'draft' : String(r.approve_state);
          byApproval[a] = (byApproval[a] ?? 0) + Number(r.n);
        }
        return { planState: byPlan, approveState: byApproval, total: rows.reduce((s, r) => s + Number(r.n), 0) };
      },
    },
  },
  onApproval: {
    'task-plan': {
      async onAgreed(ctx, id) {
        await openPlanTask(ctx, resourceByName('taskPlan')!, id);
      },
    },
  },
});
