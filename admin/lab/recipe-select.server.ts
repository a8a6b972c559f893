import { sql, type ColumnType, type Kysely } from 'kysely';
import { z } from 'zod';
import type { CallContext } from '../../server/http/call';
import { BizError, invalid, notFound } from '../../server/http/errors';
import { input, pageParams, wire } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import type { ApprovalColumns, Id, IntDefault, NullableInt, NullableText, Stamp, Text } from '../../server/db/column-types';
import type { DB } from '../../server/db/database';
import type { RecipeMaterial } from '../../server/db/schema';
import { fetchOne, guard, idParam, lockRecord, nextCode, refuseInApproval } from '../../server/resources/resource.handlers';
import { fieldError } from '../../server/resources/resource.query';
import { defineServerPart } from '../../server/resources/server-part';
import { override } from '../../server/resources/override';
import { moveFlow } from '../../server/approval/approval.engine';
import { openLevel, readFlow, recordSubmission } from '../../server/approval/approval.levels';
import { aboutOf } from '../../server/approval/approval.texts';
import type { TaskRecipePort } from '../../server/operations/area-ports';
import { pageOf } from '../../server/http/params';
import { QualityInputError } from '../../src/domain/quality/input';
import { adjustForMoisture, type MoistureRate } from '../../src/domain/quality/moisture';
import { APPROVE_AGREED, APPROVE_PENDING } from '../../src/domain/resources/approval';
import { TASK_STATE } from '../../src/domain/events';
import type { ResourceDef } from '../../src/domain/resources/types';
import { LEADER_FLOW, recipeSelectResource } from './recipe-select.resource';
import { transitWaterMigration } from './transit-water.server';
import { strengthDriftMigration } from './strength-drift.server';

type JsonColumn<T> = ColumnType<T, string | T, string | T>;

declare module '../../server/db/schema' {
  interface ResourceTables {
    recipe_selections: RecipeSelectionTable;
  }
}

export interface RecipeSelectionTable extends ApprovalColumns {
  id: Id;
  org_id: string;
  select_code: NullableText;
  task_id: number;
  recipe_id: number;
  recipe_code: string;
  strength: string;
  slump: string;
  /** the library recipe's materials per m³ when selected (or renewed): what the task batches, before moisture */
  materials: JsonColumn<RecipeMaterial[]>;
  /** the day's moisture rates of the aggregates, % of dry mass */
  moisture: JsonColumn<MoistureRate[]>;
  use_state: IntDefault;
  remark: NullableText;
  leader_approve_state: NullableInt;
  leader_approve_level: IntDefault;
  leader_approve_round: IntDefault;
  leader_submit_user: Text;
  leader_submit_user_id: NullableInt;
  created_at: Stamp;
  updated_at: Stamp;
}

const HEAD_OFFICE = '0001';

/** Who stands for the approval of a selection that took over its recipe's library approval. */
const BY_LIBRARY = '配合比库审批';

/** The selection a task opens with: its recipe, approved at both levels when the library approved the recipe. */
async function selectAtOpening(tx: DB, task: { id: number; orgId: string; recipeId: number }): Promise<void> {
  const r = await tx
    .selectFrom('recipes')
    .select(['id', 'recipe_code', 'strength', 'slump', 'materials', 'approve_state', 'use_state'])
    .where('id', '=', task.recipeId)
    .executeTakeFirstOrThrow();
  const agreed = r.approve_state === APPROVE_AGREED && r.use_state === 1 ? APPROVE_AGREED : null;
  await tx
    .insertInto('recipe_selections')
    .values({
      org_id: task.orgId,
      task_id: task.id,
      recipe_id: r.id,
      recipe_code: r.recipe_code,
      strength: r.strength,
      slump: r.slump,
      materials: JSON.stringify(r.materials ?? []),
      moisture: '[]',
      approve_state: agreed,
      leader_approve_state: agreed,
      submit_user: agreed ? BY_LIBRARY : '',
      leader_submit_user: agreed ? BY_LIBRARY : '',
    })
    .onConflict((oc) => oc.column('task_id').doNothing())
    .execute();
}

async function selectionOfTask(db: DB, taskId: number) {
  return db.selectFrom('recipe_selections').selectAll().where('task_id', '=', taskId).executeTakeFirst();
}

/** Production's questions about a task's recipe (server/operations/area-ports.ts), given as this part's `taskRecipe`. */
const taskRecipe: TaskRecipePort = {
  opened: selectAtOpening,
  async assertProducible(tx, taskId) {
    const s = await selectionOfTask(tx, taskId);
    if (!s || s.use_state !== 1 || s.approve_state !== APPROVE_AGREED || s.leader_approve_state !== APPROVE_AGREED) {
      throw new BizError(400, 'recipeNotSelected', { field: 'taskId' }, 'taskId');
    }
  },
  async batchMaterials(tx, taskId) {
    const s = await selectionOfTask(tx, taskId);
    if (!s) return null;
    const adjusted = adjustForMoisture(s.materials, s.moisture);
    return adjusted.rows.map((r) => ({ materialName: r.materialName, kgPerM3: Number(r.batchKg) }));
  },
};

const moistureInput = z
  .array(z.object({ materialName: wire.text(50), percent: wire.decimal(2) }, { error: 'invalid' }), { error: 'invalid' })
  .max(10, { error: 'invalid' });

/** The moisture adjustment, a 400 naming the field it cannot compute with. */
function adjusted(materials: RecipeMaterial[], moisture: MoistureRate[]) {
  try {
    return adjustForMoisture(materials, moisture);
  } catch (e) {
    if (e instanceof QualityInputError) throw invalid(e.field);
    throw e;
  }
}

/** The selection with the side-by-side of its recipe and batch weights, the task it serves and whether it may produce. */
async function detailOf(ctx: CallContext, def: ResourceDef, id: number) {
  const header = await fetchOne(ctx, def, id);
  const row = await ctx.db
    .selectFrom('recipe_selections')
    .select(['materials', 'moisture', 'use_state', 'approve_state', 'leader_approve_state'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const producible = row.use_state === 1 && row.approve_state === APPROVE_AGREED && row.leader_approve_state === APPROVE_AGREED;
  return { ...header, materials: row.materials, moisture: row.moisture, batch: adjustForMoisture(row.materials, row.moisture), producible };
}

async function taskInScope(ctx: CallContext, taskId: number) {
  const task = await inScope(ctx.db.selectFrom('production_tasks').select(['id', 'org_id', 'state', 'recipe_id']), 'org_id', scopeOf(ctx))
    .where('id', '=', taskId)
    .executeTakeFirst();
  if (!task) throw notFound();
  return task;
}

/** A library recipe the task's station may select: its own or the head office lab's, approved and in use. */
async function selectableRecipe(ctx: CallContext, orgId: string, recipeId: number) {
  const r = await ctx.db
    .selectFrom('recipes')
    .select(['id', 'recipe_code', 'strength', 'slump', 'materials', 'approve_state', 'use_state'])
    .where('id', '=', recipeId)
    .where('org_id', 'in', [orgId, HEAD_OFFICE])
    .executeTakeFirst();
  if (!r) throw invalid('recipeId');
  if (r.approve_state !== APPROVE_AGREED || r.use_state !== 1) throw new BizError(400, 'recipeNotApproved', { field: 'recipeId' }, 'recipeId');
  return r;
}

/** Any change of what a task batches takes the selection back to a draft in both flows. */
const DRAFT = { approve_state: null, approve_level: 0, leader_approve_state: null, leader_approve_level: 0 } as const;

async function lockedSelection(ctx: CallContext, def: ResourceDef, id: number) {
  const rec = await lockRecord(ctx, def, id);
  refuseInApproval(rec);
  return rec;
}

const idIn = (def: ResourceDef) => ({ [def.id]: wire.id().optional() });

/** When the lab has agreed, the selection goes to the leader (no leader levels configured: agreed at once). */
async function toLeader(ctx: CallContext, def: ResourceDef, id: number): Promise<void> {
  const rec = await lockRecord(ctx, def, id);
  const lab = rec.flows.approval;
  const round = rec.flows.leader.round + 1;
  const levels = await readFlow(ctx.db, LEADER_FLOW.businessType);
  await moveFlow(
    ctx,
    def,
    LEADER_FLOW,
    [id],
    { state: [null, 2] },
    {
      state: levels.length ? APPROVE_PENDING : APPROVE_AGREED,
      level: levels.length ? 1 : 0,
      round,
      submitUser: lab.submitUser,
      submitUserId: lab.submitUserId ?? undefined,
    },
  );
  const s = { businessType: LEADER_FLOW.businessType, businessId: String(id), round, route: LEADER_FLOW.route, orgId: rec.org_id };
  await recordSubmission(ctx, s, lab.submitUser, !levels.length);
  if (levels.length) await openLevel(ctx, s, levels[0], lab.submitUserId ?? -1, await aboutOf(ctx, def, LEADER_FLOW, id), lab.submitUser);
  else await ctx.services.parts.approvalHooks(LEADER_FLOW.businessType)?.onAgreed?.(ctx, id);
}

/**
 * The selection slip's number: the one asked for (getCode's proposal or the lab's own), else the
 * slip's number so far, else the next free one (`XY` + 6 digits, getCode). A number names one slip of
 * the station: 400 `duplicate` naming `selectCode` otherwise (the unique index backs it against a race).
 */
async function slipNumber(
  ctx: CallContext,
  def: ResourceDef,
  orgId: string,
  asked: string | undefined,
  existing: { id: number; select_code: string | null } | undefined,
) {
  const code = asked ?? existing?.select_code ?? (await nextCode(ctx, def)).code;
  let q = ctx.db.selectFrom('recipe_selections').select('id').where('org_id', '=', orgId).where('select_code', '=', code);
  if (existing) q = q.where('id', '<>', existing.id);
  if (await q.executeTakeFirst()) throw fieldError(def, { field: 'selectCode', key: 'duplicate' }, ctx.lang);
  return code;
}

export const recipeSelectServer = defineServerPart({
  resource: 'recipeSelect',
  taskRecipe,
  migrations: {
    '0270-lab-transit-water': transitWaterMigration,
    '0275-lab-strength-drift': strengthDriftMigration,
    '0210-recipe-selections': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('recipe_selections')
          .addColumn('id', 'serial', (c) => c.primaryKey())
          .addColumn('org_id', 'varchar(16)', (c) => c.notNull())
          .addColumn('task_id', 'integer', (c) => c.notNull().unique())
          .addColumn('recipe_id', 'integer', (c) => c.notNull())
          .addColumn('recipe_code', 'varchar(32)', (c) => c.notNull())
          .addColumn('strength', 'varchar(16)', (c) => c.notNull())
          .addColumn('slump', 'varchar(16)', (c) => c.notNull())
          .addColumn('materials', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
          .addColumn('moisture', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
          .addColumn('use_state', 'smallint', (c) => c.notNull().defaultTo(1))
          .addColumn('remark', 'varchar(500)')
          .addColumn('approve_state', 'smallint')
          .addColumn('approve_level', 'smallint', (c) => c.notNull().defaultTo(0))
          .addColumn('approve_round', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('submit_user', 'varchar(50)', (c) => c.notNull().defaultTo(''))
          .addColumn('submit_user_id', 'integer')
          .addColumn('leader_approve_state', 'smallint')
          .addColumn('leader_approve_level', 'smallint', (c) => c.notNull().defaultTo(0))
          .addColumn('leader_approve_round', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('leader_submit_user', 'varchar(50)', (c) => c.notNull().defaultTo(''))
          .addColumn('leader_submit_user_id', 'integer')
          .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .execute();
        await db.schema.createIndex('recipe_selections_org').on('recipe_selections').columns(['org_id', 'id']).execute();
        // tasks that were running before selections existed keep producing by the recipe they were opened on
        await sql`insert into recipe_selections (org_id, task_id, recipe_id, recipe_code, strength, slump, materials,
          approve_state, leader_approve_state, submit_user, leader_submit_user)
          select k.org_id, k.id, r.id, r.recipe_code, r.strength, r.slump, r.materials, 1, 1, ${BY_LIBRARY}, ${BY_LIBRARY}
          from production_tasks k join recipes r on r.id = k.recipe_id`.execute(db);
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('recipe_selections').execute();
      },
    },
    // the selection slip's number (pubselect/getCode); selections made before it keep none
    '0260-recipe-selection-codes': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('recipe_selections').addColumn('select_code', 'varchar(32)').execute();
        // the declaration's unique key (server/resources/unique-indexes.ts names it so); slips without a number repeat null freely
        await db.schema.createIndex('uq_recipe_selections_select_code').on('recipe_selections').columns(['org_id', 'select_code']).unique().execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable('recipe_selections').dropColumn('select_code').execute();
      },
    },
  },
  onApproval: {
    'recipe-select': { onAgreed: async (ctx, id) => toLeader(ctx, recipeSelectResource, id) },
  },
  overrides: {
    /** detail?taskId: the task's selection, its recipe and batch weights side by side. */
    detail: override({
      input: () => input({ taskId: wire.id().optional(), id: wire.id().optional() }),
      handler: async (ctx, d) => {
        const id = ctx.input.id;
        if (id) return detailOf(ctx, d, id);
        const task = await taskInScope(ctx, Number(ctx.input.taskId ?? 0));
        const s = await selectionOfTask(ctx.db, task.id);
        if (!s) throw notFound();
        return detailOf(ctx, d, s.id);
      },
    }),

    /**
     * save-zy: selects a library recipe (approved, in use) for a task with the day's moisture rates;
     * the selection returns to a draft and must be approved again before the next ticket.
     */
    save: override({
      write: true,
      input: () =>
        input({
          taskId: wire.id(),
          recipeId: wire.id(),
          moisture: moistureInput.optional(),
          remark: wire.text(500).optional(),
          selectCode: wire.code(32).optional(),
        }),
      handler: async (ctx, d) => {
        const task = await taskInScope(ctx, Number(ctx.input.taskId));
        if (task.state >= TASK_STATE.completed) throw invalid('taskId');
        const r = await selectableRecipe(ctx, task.org_id, Number(ctx.input.recipeId));
        const moisture = (ctx.input.moisture ?? []).map((m) => ({ materialName: m.materialName, percent: m.percent }));
        adjusted(r.materials ?? [], moisture);
        const existing = await selectionOfTask(ctx.db, task.id);
        const selectCode = await slipNumber(ctx, d, task.org_id, ctx.input.selectCode, existing);
        const values = {
          select_code: selectCode,
          recipe_id: r.id,
          recipe_code: r.recipe_code,
          strength: r.strength,
          slump: r.slump,
          materials: JSON.stringify(r.materials ?? []),
          moisture: JSON.stringify(moisture),
          remark: ctx.input.remark ?? null,
          ...DRAFT,
          updated_at: new Date(),
        };
        let id: number;
        if (existing) {
          await guard(ctx, d, 'edit');
          await lockedSelection(ctx, d, existing.id);
          await ctx.db.updateTable('recipe_selections').set(values).where('id', '=', existing.id).execute();
          id = existing.id;
        } else {
          await guard(ctx, d, 'add');
          id = (
            await ctx.db
              .insertInto('recipe_selections')
              .values({ org_id: task.org_id, task_id: task.id, ...values })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
        }
        await ctx.db.updateTable('production_tasks').set({ recipe_id: r.id, strength: r.strength, slump: r.slump }).where('id', '=', task.id).execute();
        await ctx.audit('select', d.name, id, { taskId: task.id, recipeId: r.id, moisture });
        return detailOf(ctx, d, id);
      },
    }),

    /** renew?id: takes the selected recipe's current library materials (after the library changed it); a draft again. */
    renew: {
      write: true,
      input: (def) => input(idIn(def)),
      handler: async (ctx, d) => {
        const id = idParam(ctx, d);
        const rec = await lockedSelection(ctx, d, id);
        const s = await ctx.db.selectFrom('recipe_selections').select(['recipe_id', 'moisture']).where('id', '=', id).executeTakeFirstOrThrow();
        const r = await selectableRecipe(ctx, rec.org_id!, s.recipe_id);
        adjusted(r.materials ?? [], s.moisture);
        await ctx.db
          .updateTable('recipe_selections')
          .set({
            recipe_code: r.recipe_code,
            strength: r.strength,
            slump: r.slump,
            materials: JSON.stringify(r.materials ?? []),
            ...DRAFT,
            updated_at: new Date(),
          })
          .where('id', '=', id)
          .execute();
        await ctx.audit('renew', d.name, id, { recipeId: r.id });
        return detailOf(ctx, d, id);
      },
    },

    /** update-status?id&useState: a selection out of use (0) stops the task's production until it is back (1). */
    updateStatus: {
      write: true,
      input: (def) => input({ ...idIn(def), useState: wire.oneOf(['0', '1']) }),
      handler: async (ctx, d) => {
        const id = idParam(ctx, d);
        await lockedSelection(ctx, d, id);
        await ctx.db
          .updateTable('recipe_selections')
          .set({ use_state: Number(ctx.input.useState), updated_at: new Date() })
          .where('id', '=', id)
          .execute();
        await ctx.audit('updateStatus', d.name, id, { useState: Number(ctx.input.useState) });
        return detailOf(ctx, d, id);
      },
    },

    /** task-list-select: the tasks still to produce (pending, open, producing) with their selection's state, those without an approved one first. */
    taskList: {
      input: () => input({ taskCode: wire.text(32).optional(), ...pageParams }),
      handler: async (ctx) => {
        const paging = ctx.params.paging();
        let q = inScope(
          ctx.db.selectFrom('production_tasks as k').innerJoin('projects as p', 'p.id', 'k.project_id').leftJoin('recipe_selections as s', 's.task_id', 'k.id'),
          'k.org_id',
          scopeOf(ctx),
        ).where('k.state', 'in', [TASK_STATE.pending, TASK_STATE.open, TASK_STATE.producing]);
        if (ctx.input.taskCode) q = q.where('k.task_code', 'ilike', `%${String(ctx.input.taskCode).replace(/[%_\\]/g, '\\$&')}%`);
        const ready = sql<boolean>`coalesce(s.use_state = 1 and s.approve_state = 1 and s.leader_approve_state = 1, false)`;
        const [{ total }] = await q.select(sql<string>`count(*)`.as('total')).execute();
        const rows = await q
          .select([
            'k.id as taskId',
            'k.task_code as taskCode',
            'k.org_id as orgId',
            'p.project_name as projectName',
            'k.pouring_site as pouringSite',
            'k.strength',
            'k.slump',
            'k.plan_quantity as planQuantity',
            'k.state',
            's.id as selectionId',
            's.recipe_code as recipeCode',
            's.approve_state as approveState',
            's.leader_approve_state as leaderApproveState',
            ready.as('producible'),
          ])
          .orderBy(ready)
          .orderBy('k.id', 'desc')
          .limit(paging.limit)
          .offset(paging.offset)
          .execute();
        return pageOf(
          rows.map((r) => ({ ...r, planQuantity: Number(r.planQuantity) })),
          Number(total),
          paging,
        );
      },
    },
  },
});
