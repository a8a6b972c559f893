import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Id, NullableText, Num, Stamp } from '../../server/db/column-types';
import { orgColumn, recordColumns } from '../../server/db/migration-columns';
import type { Migration } from 'kysely';
import { defineCall, type CallContext } from '../../server/http/call';
import { BizError, invalid, notFound } from '../../server/http/errors';
import { input, wire } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import { dec } from '../../src/domain/quality/decimal';
import { QualityInputError } from '../../src/domain/quality/input';
import { transitWaterEffect, transitWaterTotals, type TransitWaterEffect } from '../../src/domain/quality/transit-water';
import type { RecipeMaterialRow } from './mix-design.types';
import type { TransitWaterRow } from './quality-loop.types';
import { RECIPE_SELECT_SCREEN } from './recipe-select.resource';

/** Water added to a load on its way or on site (途中加水), with its effect on the recipe's W/B when recorded. */
export interface TicketWaterTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  org_id: string;
  ticket_id: number;
  task_id: number;
  added_kg: Num;
  reason: NullableText;
  recorded_by: string;
  recipe_code: string;
  quantity: Num;
  recipe_ratio: Num;
  ratio: Num;
  added_per_m3: Num;
  flagged: boolean;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    ticket_water_additions: TicketWaterTable;
  }
}

export const transitWaterMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await orgColumn(recordColumns(db.schema.createTable('ticket_water_additions')))
      .addColumn('ticket_id', 'integer', (c) => c.notNull().references('delivery_tickets.id'))
      .addColumn('task_id', 'integer', (c) => c.notNull().references('production_tasks.id'))
      .addColumn('added_kg', 'numeric(8, 1)', (c) => c.notNull())
      .addColumn('reason', 'varchar(200)')
      .addColumn('recorded_by', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('recipe_code', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('quantity', 'numeric(10, 2)', (c) => c.notNull())
      .addColumn('recipe_ratio', 'numeric(6, 2)', (c) => c.notNull())
      .addColumn('ratio', 'numeric(6, 2)', (c) => c.notNull())
      .addColumn('added_per_m3', 'numeric(8, 2)', (c) => c.notNull())
      .addColumn('flagged', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await db.schema.createIndex('ticket_water_additions_ticket').on('ticket_water_additions').column('ticket_id').execute();
    await db.schema.createIndex('ticket_water_additions_task').on('ticket_water_additions').column('task_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('ticket_water_additions').execute();
  },
};

/** The additions recorded against tickets, in the caller's scope: of one task or of some tickets. */
export async function transitWaterRows(ctx: CallContext, by: { taskId?: number; ticketIds?: readonly number[] }): Promise<TransitWaterRow[]> {
  let q = ctx.db
    .selectFrom('ticket_water_additions as w')
    .innerJoin('delivery_tickets as t', 't.id', 'w.ticket_id')
    .select([
      'w.id',
      'w.ticket_id as ticketId',
      't.ticket_code as ticketCode',
      'w.task_id as taskId',
      'w.recipe_code as recipeCode',
      'w.reason',
      'w.recorded_by as recordedBy',
      'w.flagged',
      'w.created_at',
      sql<string>`w.quantity::text`.as('quantity'),
      sql<string>`w.added_kg::text`.as('addedKg'),
      sql<string>`w.added_per_m3::text`.as('addedPerM3'),
      sql<string>`w.recipe_ratio::text`.as('recipeRatio'),
      sql<string>`w.ratio::text`.as('ratio'),
    ])
    .orderBy('w.created_at')
    .orderBy('w.id');
  if (by.taskId !== undefined) q = q.where('w.task_id', '=', by.taskId);
  if (by.ticketIds) q = q.where('w.ticket_id', 'in', by.ticketIds.length ? [...by.ticketIds] : [-1]);
  const rows = await inScope(q, 'w.org_id', scopeOf(ctx)).execute();
  return rows.map(({ created_at, ...r }) => ({ ...r, recordedAt: ctx.services.clock.format(created_at) }));
}

/** The load and the recipe it batched (its task's selection, else the recipe the task opened with). */
async function loadOf(ctx: CallContext, ticketId: number) {
  const t = await inScope(
    ctx.db
      .selectFrom('delivery_tickets as t')
      .innerJoin('production_tasks as k', 'k.id', 't.task_id')
      .leftJoin('recipe_selections as sel', 'sel.task_id', 't.task_id')
      .leftJoin('recipes as r', 'r.id', 'k.recipe_id')
      .select([
        't.id',
        't.org_id',
        't.task_id',
        sql<string>`t.quantity::text`.as('quantity'),
        'sel.materials as selected',
        'sel.recipe_code as selectedCode',
        'r.materials as opened',
        'r.recipe_code as openedCode',
      ]),
    't.org_id',
    scopeOf(ctx),
  )
    .where('t.id', '=', ticketId)
    .executeTakeFirst();
  if (!t) throw notFound();
  const materials = (t.selected ?? t.opened ?? []) as RecipeMaterialRow[];
  return { ...t, materials, recipeCode: (t.selected ? t.selectedCode : t.openedCode) ?? '' };
}

/**
 * `/quality/transit-water/*` (designed, not in the spec; issue 11 "water added in transit is
 * recorded per ticket and flagged against the recipe's W/B"): add records an addition against a
 * load and answers its effect; list gives a task's (or a ticket's) additions with their totals.
 */
export function transitWaterRoutes(app: FastifyInstance): void {
  defineCall(
    app,
    '/quality/transit-water/add',
    async (ctx) => {
      const load = await loadOf(ctx, Number(ctx.input.ticketId));
      let effect: TransitWaterEffect;
      try {
        effect = transitWaterEffect({ materials: load.materials, quantityM3: load.quantity, addedKg: ctx.input.addedKg });
      } catch (e) {
        if (!(e instanceof QualityInputError)) throw e;
        if (e.field === 'materials') throw new BizError(400, 'invalid', { field: 'ticketId' }, 'ticketId');
        throw invalid(e.field === 'quantityM3' ? 'ticketId' : e.field);
      }
      const row = await ctx.db
        .insertInto('ticket_water_additions')
        .values({
          org_id: load.org_id,
          ticket_id: load.id,
          task_id: load.task_id,
          added_kg: String(ctx.input.addedKg),
          reason: ctx.input.reason || null,
          recorded_by: ctx.user.trueName || ctx.user.userName,
          recipe_code: load.recipeCode,
          quantity: load.quantity,
          recipe_ratio: effect.recipeRatio,
          ratio: effect.ratio,
          added_per_m3: effect.addedKgPerM3,
          flagged: effect.flagged,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ctx.audit('transitWater', 'recipeSelect', row.id, {
        ticketId: load.id,
        addedKg: String(ctx.input.addedKg),
        ratio: effect.ratio,
        flagged: effect.flagged,
      });
      return { id: row.id, ticketId: load.id, recipeCode: load.recipeCode, quantity: dec(load.quantity).toFixed(2), ...effect };
    },
    {
      perm: { screen: RECIPE_SELECT_SCREEN, button: 'add' },
      write: true,
      area: 'lab',
      input: input({ ticketId: wire.id(), addedKg: wire.decimal(1), reason: wire.text(200).optional() }),
    },
  );

  defineCall(
    app,
    '/quality/transit-water/list',
    async (ctx) => {
      if (ctx.input.taskId === undefined && ctx.input.ticketId === undefined) throw new BizError(400, 'required', { field: 'taskId' }, 'taskId');
      const list = await transitWaterRows(ctx, {
        taskId: ctx.input.taskId,
        ticketIds: ctx.input.ticketId === undefined ? undefined : [Number(ctx.input.ticketId)],
      });
      // the task's loads, for the screen to record against (in scope: the additions' own scope check covers the list)
      const tickets =
        ctx.input.taskId === undefined
          ? []
          : await inScope(
              ctx.db.selectFrom('delivery_tickets').select(['id', 'ticket_code as ticketCode', sql<string>`quantity::text`.as('quantity')]),
              'org_id',
              scopeOf(ctx),
            )
              .where('task_id', '=', Number(ctx.input.taskId))
              .orderBy('id')
              .execute();
      return { list, totals: transitWaterTotals(list), tickets };
    },
    { perm: { screen: RECIPE_SELECT_SCREEN }, area: 'lab', input: input({ taskId: wire.id().optional(), ticketId: wire.id().optional() }) },
  );
}
