import { sql, type Generated, type Kysely } from 'kysely';
import type { ApprovalColumns, Text } from '../../server/db/column-types';
import { orgColumn, recordColumns } from '../../server/db/migration-columns';
import type { CallContext } from '../../server/http/call';
import { BizError, invalid } from '../../server/http/errors';
import { inScope, scopeOf } from '../../server/http/scope';
import { submit } from '../../server/approval/approval.engine';
import { fetchOne, guard, idParam, lockRecord } from '../../server/resources/resource.handlers';
import { defineServerPart } from '../../server/resources/server-part';
import { COUNTERSIGNED, demoFlow } from '../../server/seed/demo-flow';
import { override } from '../../server/resources/override';
import { fieldsInput } from '../../server/resources/resource.schema';
import { wire } from '../../server/http/input';
import { TASK_STATE } from '../../server/operations/task.service';
import type { ResourceDef } from '../../src/domain/resources/types';
import { publishTaskWhenCommitted } from '../production/publish-task.server';
import { startsFrom } from './locked-row.server';
import { concreteTransferResource, returnHandleResource, TRANSFER_METHOD } from './return-handle.resource';

/**
 * Returned and remaining concrete and how it was handled (./return-handle.resource.ts). `state`
 * is the handling's: scrapping (1) and downgraded use (3) are `done` when recorded; a transfer
 * (2) is `pending` until the 'transfer-concrete' approval agrees (`approved`: only then does the
 * volume count on the target task) or refuses (`refused`: the volume is free again).
 */
export const REMAINING_TYPES = ['1', '2'] as const;
export const HANDLING_METHODS = ['1', '2', '3'] as const;
export const HANDLE_STATES = ['done', 'pending', 'approved', 'refused'] as const;

export interface ReturnHandleRecordTable extends ApprovalColumns {
  id: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  org_id: string;
  ticket_id: number;
  task_id: number | null;
  remaining_type: string;
  handling_method: string;
  quantity: string;
  target_task_id: number | null;
  state: string;
  remark: Text;
  decided_by: Text;
  decided_at: Date | null;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    return_handle_records: ReturnHandleRecordTable;
  }
}

/** Migration 0121. */
export const returnHandleMigration = {
  async up(db: Kysely<unknown>) {
    await orgColumn(recordColumns(db.schema.createTable('return_handle_records')))
      .addColumn('ticket_id', 'integer', (c) => c.notNull().references('delivery_tickets.id'))
      .addColumn('remaining_type', 'varchar(8)', (c) => c.notNull())
      .addColumn('handling_method', 'varchar(8)', (c) => c.notNull())
      .addColumn('quantity', sql`numeric(12,2)`, (c) => c.notNull())
      .addColumn('target_task_id', 'integer', (c) => c.references('production_tasks.id'))
      .addColumn('state', 'varchar(16)', (c) => c.notNull())
      .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('decided_by', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('decided_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('return_handle_records_ticket').on('return_handle_records').column('ticket_id').execute();
  },
};

const HANDLE_FIELDS = ['ticketId', 'remainingType', 'handlingMethod', 'quantity', 'targetTaskId', 'remark'] as const;
interface HandleInput {
  ticketId: number;
  remainingType: string;
  handlingMethod: string;
  quantity: string;
  targetTaskId?: number;
  remark?: string;
}

/** Checks the ticket (in scope, sent or returned), the volume still unhandled on it and the target of a transfer. */
async function checked(ctx: CallContext, i: HandleInput, exceptId?: number) {
  const tx = ctx.db;
  const t = await inScope(
    tx.selectFrom('delivery_tickets').select(['id', 'org_id', 'task_id', 'quantity', 'detail_state']).where('id', '=', i.ticketId),
    'org_id',
    scopeOf(ctx),
  )
    .forUpdate()
    .executeTakeFirst();
  if (!t) throw invalid('ticketId');
  startsFrom(t.detail_state, ['sent', 'returned'], 'ticketId');
  let used = tx
    .selectFrom('return_handle_records')
    .select(sql<string>`coalesce(sum(quantity), 0)`.as('q'))
    .where('ticket_id', '=', t.id)
    .where('state', '<>', 'refused');
  if (exceptId) used = used.where('id', '<>', exceptId);
  const handled = Number((await used.executeTakeFirstOrThrow()).q);
  if (Number(i.quantity) <= 0 || Math.round((handled + Number(i.quantity)) * 100) > Math.round(Number(t.quantity) * 100)) throw invalid('quantity');
  if (i.handlingMethod === TRANSFER_METHOD) {
    if (!i.targetTaskId) throw invalid('targetTaskId', 'required');
    const g = await tx.selectFrom('production_tasks').select(['id', 'org_id', 'state']).where('id', '=', i.targetTaskId).executeTakeFirst();
    if (!g || g.org_id !== t.org_id || g.id === t.task_id) throw invalid('targetTaskId');
    if (g.state !== TASK_STATE.open && g.state !== TASK_STATE.producing) throw new BizError(409, 'stateForbids', { state: String(g.state) }, 'targetTaskId');
  }
  return t;
}

const valuesOf = (i: HandleInput) => ({
  remaining_type: i.remainingType,
  handling_method: i.handlingMethod,
  quantity: i.quantity,
  remark: i.remark ?? '',
  target_task_id: i.handlingMethod === TRANSFER_METHOD ? (i.targetTaskId ?? null) : null,
  state: i.handlingMethod === TRANSFER_METHOD ? 'pending' : 'done',
});

/** A transfer goes into its approval at once: entering it is asking for it. */
async function submitIfTransfer(ctx: CallContext, i: HandleInput, id: number) {
  if (i.handlingMethod === TRANSFER_METHOD) await submit(ctx, concreteTransferResource, id);
}

/** The record locked for a change: not in approval nor approved, nor refused unless `refusedToo`; 409 naming the state. */
async function changeable(ctx: CallContext, def: ResourceDef, id: number, states: readonly string[]) {
  const rec = await lockRecord(ctx, def, id, ['state', 'ticket_id', 'approve_state']);
  startsFrom(String(rec.extra.state), states);
  if (rec.extra.approve_state === 0) throw new BizError(409, 'inApproval');
  return rec;
}

export const returnHandleServer = defineServerPart({
  resource: 'returnHandleRecord',
  overrides: {
    addHandle: override({
      write: true,
      button: 'add',
      input: fieldsInput(returnHandleResource, HANDLE_FIELDS),
      handler: async (ctx, def) => {
        await guard(ctx, def, 'add');
        const i: HandleInput = ctx.input;
        const t = await checked(ctx, i);
        const row = await ctx.db
          .insertInto('return_handle_records')
          .values({ ...valuesOf(i), org_id: t.org_id, ticket_id: t.id, task_id: t.task_id })
          .returning('id')
          .executeTakeFirstOrThrow();
        await ctx.audit('add', def.name, row.id, i);
        await submitIfTransfer(ctx, i, row.id);
        return fetchOne(ctx, def, row.id);
      },
    }),
    /** a handled or refused record may be corrected; a corrected transfer is asked for again */
    updateHandle: override({
      write: true,
      input: fieldsInput(returnHandleResource, HANDLE_FIELDS, { id: wire.id() }),
      handler: async (ctx, def) => {
        await guard(ctx, def, 'edit');
        const id = idParam(ctx, def);
        const i: HandleInput = ctx.input;
        const rec = await changeable(ctx, def, id, ['done', 'pending', 'refused']);
        if (i.ticketId !== Number(rec.extra.ticket_id)) throw invalid('ticketId');
        await checked(ctx, i, id);
        await ctx.db
          .updateTable('return_handle_records')
          .set({
            ...valuesOf(i),
            decided_by: '',
            decided_at: null,
            updated_at: new Date(),
            ...(i.handlingMethod === TRANSFER_METHOD ? {} : { approve_state: null, approve_level: 0 }),
          })
          .where('id', '=', id)
          .execute();
        await ctx.audit('update', def.name, id, i);
        await submitIfTransfer(ctx, i, id);
        return fetchOne(ctx, def, id);
      },
    }),
    delete: {
      write: true,
      handler: async (ctx, def) => {
        await guard(ctx, def, 'delete');
        const id = idParam(ctx, def);
        await changeable(ctx, def, id, ['done', 'pending', 'refused']);
        await ctx.db.deleteFrom('return_handle_records').where('id', '=', id).execute();
        await ctx.audit('delete', def.name, id);
        return { deleted: 1 };
      },
    },
  },
});

/** The decision stamps the record; an agreed transfer adds its volume to the target task's shipped figure, which the boards hear of after the commit. */
async function decided(ctx: CallContext, id: number, state: 'approved' | 'refused') {
  const r = await ctx.db
    .updateTable('return_handle_records')
    .set({ state, decided_by: ctx.user.trueName || ctx.user.userName, decided_at: new Date(), updated_at: new Date() })
    .where('id', '=', id)
    .returning(['org_id', 'target_task_id', 'quantity'])
    .executeTakeFirstOrThrow();
  if (state === 'approved' && r.target_task_id) {
    await ctx.db
      .updateTable('production_tasks')
      .set({ shipped_quantity: sql`shipped_quantity + ${String(r.quantity)}::numeric` })
      .where('id', '=', r.target_task_id)
      .execute();
    publishTaskWhenCommitted(ctx, r.org_id, r.target_task_id);
  }
}

export const concreteTransferServer = defineServerPart({
  resource: 'concreteTransfer',
  seed: demoFlow('transfer-concrete', COUNTERSIGNED),
  overrides: {
    /** a transfer withdrawn or refused is asked for again from its row: it is pending once more */
    submit: {
      write: true,
      handler: async (ctx, def) => {
        const id = idParam(ctx, def);
        const r = await lockRecord(ctx, def, id, ['ticket_id', 'remaining_type', 'quantity', 'target_task_id']);
        // a refused transfer's volume was free for other handling meanwhile: checked again
        await checked(
          ctx,
          {
            ticketId: Number(r.extra.ticket_id),
            remainingType: String(r.extra.remaining_type),
            handlingMethod: TRANSFER_METHOD,
            quantity: String(r.extra.quantity),
            targetTaskId: Number(r.extra.target_task_id),
          },
          id,
        );
        await ctx.db
          .updateTable('return_handle_records')
          .set({ state: 'pending', decided_by: '', decided_at: null })
          .where('id', '=', id)
          .where('handling_method', '=', TRANSFER_METHOD)
          .where('state', 'in', ['pending', 'refused'])
          .execute();
        return submit(ctx, def, id);
      },
    },
  },
  onApproval: {
    'transfer-concrete': {
      onAgreed: (ctx, id) => decided(ctx, id, 'approved'),
      onRefused: (ctx, id) => decided(ctx, id, 'refused'),
    },
  },
  migrations: { '0124-delivery-approvals': { up: (db) => deliveryApprovalsMigration(db) } },
});

/**
 * Migration 0124: return handles and auxiliary tickets go through the approval engine. Return
 * handles get their task (the view joined it through the ticket) and the engine's columns; a
 * transfer still pending when this runs is a draft to submit again (its old decision calls are
 * gone). Auxiliary tickets' own state becomes the engine's: approved → agreed, failed → refused,
 * anything else a draft.
 */
export async function deliveryApprovalsMigration(db: Kysely<unknown>) {
  for (const table of ['return_handle_records', 'auxiliary_tickets']) {
    await db.schema
      .alterTable(table)
      .addColumn('approve_state', 'smallint')
      .addColumn('approve_level', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('approve_round', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('submit_user', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('submit_user_id', 'integer')
      .execute();
  }
  await db.schema
    .alterTable('return_handle_records')
    .addColumn('task_id', 'integer', (c) => c.references('production_tasks.id'))
    .execute();
  await sql`update return_handle_records r set task_id = t.task_id from delivery_tickets t where t.id = r.ticket_id`.execute(db);
  await sql`update return_handle_records set approve_state = case state when 'approved' then 1 when 'refused' then 2 end where handling_method = '2'`.execute(
    db,
  );
  await sql`update auxiliary_tickets set approve_state = case state when 'approved' then 1 when 'failed' then 2 end`.execute(db);
  await db.schema.alterTable('auxiliary_tickets').dropColumn('state').execute();
}
