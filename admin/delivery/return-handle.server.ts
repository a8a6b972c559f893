import { sql, type Generated, type Kysely } from 'kysely';
import type { Text } from '../../server/db/column-types';
import type { DB } from '../../server/db/database';
import { orgColumn, recordColumns } from '../../server/db/migration-columns';
import { BizError, invalid, notFound } from '../../server/http/errors';
import { inScope, type OrgScope } from '../../server/http/scope';
import { audit, write, type OpsDeps } from '../../server/operations/ops-deps';
import { lockedRow, startsFrom } from './locked-row.server';
import { TASK_STATE, emitTask } from '../../server/operations/task.service';

/**
 * Returned (退料) and remaining (剩料) concrete of a ticket and how it was handled (spec doc 2 §7
 * Tasks, "return handle record"; the codes are the const lists return_remaining_type and
 * return_handling_method). Scrapping (1) and downgraded use (3) are done when recorded; a transfer
 * to another task (2, 转用) waits for approval, and only the approval adds the volume to the other
 * task's shipped figure.
 */
export const REMAINING_TYPES = ['1', '2'] as const;
export const HANDLING_METHODS = ['1', '2', '3'] as const;
const TRANSFER = '2';
export const HANDLE_STATES = ['done', 'pending', 'approved', 'refused'] as const;

export interface ReturnHandleRecordTable {
  id: Generated<number>; created_at: Generated<Date>; updated_at: Generated<Date>; org_id: string;
  ticket_id: number; remaining_type: string; handling_method: string; quantity: string;
  target_task_id: number | null; state: string; remark: Text; decided_by: Text; decided_at: Date | null;
}

declare module '../../server/db/schema' {
  interface ResourceTables { return_handle_records: ReturnHandleRecordTable }
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

export interface HandleInput {
  ticketId: number; remainingType: (typeof REMAINING_TYPES)[number]; handlingMethod: (typeof HANDLING_METHODS)[number];
  quantity: string; targetTaskId?: number; remark?: string;
}

/** The record list with its ticket, task and the target task, newest first. */
export async function handleRecords(db: DB, scope: OrgScope, f: { id?: number; ticketId?: number; handlingMethod?: string; state?: string; page: number; limit: number }) {
  let q = db.selectFrom('return_handle_records as r').innerJoin('delivery_tickets as t', 't.id', 'r.ticket_id').innerJoin('production_tasks as k', 'k.id', 't.task_id')
    .leftJoin('production_tasks as g', 'g.id', 'r.target_task_id');
  q = inScope(q, 'r.org_id', scope);
  if (f.id) q = q.where('r.id', '=', f.id);
  if (f.ticketId) q = q.where('r.ticket_id', '=', f.ticketId);
  if (f.handlingMethod) q = q.where('r.handling_method', '=', f.handlingMethod);
  if (f.state) q = q.where('r.state', '=', f.state);
  const total = Number((await q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const rows = await q.select(['r.id', 'r.org_id as orgId', 'r.ticket_id as ticketId', 't.ticket_code as ticketCode', 'k.task_code as taskCode', 'r.remaining_type as remainingType',
    'r.handling_method as handlingMethod', 'r.quantity', 'r.target_task_id as targetTaskId', 'g.task_code as targetTaskCode', 'r.state', 'r.remark', 'r.decided_by as decidedBy'])
    .orderBy('r.id', 'desc').limit(f.limit).offset((f.page - 1) * f.limit).execute();
  return { total, list: rows.map((r) => ({ ...r, quantity: String(r.quantity) })) };
}

export async function handleRecord(db: DB, scope: OrgScope, id: number) {
  const r = (await handleRecords(db, scope, { id, page: 1, limit: 1 })).list[0];
  if (!r) throw notFound();
  return r;
}

/** Checks the ticket, the volume still unhandled on it and the target of a transfer. */
async function checked(tx: DB, scope: OrgScope, i: HandleInput, exceptId?: number) {
  const t = await inScope(tx.selectFrom('delivery_tickets').select(['id', 'org_id', 'task_id', 'quantity', 'detail_state']).where('id', '=', i.ticketId), 'org_id', scope)
    .forUpdate().executeTakeFirst();
  if (!t) throw invalid('ticketId');
  startsFrom(t.detail_state, ['sent', 'returned'], 'ticketId');
  let used = tx.selectFrom('return_handle_records').select(sql<string>`coalesce(sum(quantity), 0)`.as('q')).where('ticket_id', '=', t.id).where('state', '<>', 'refused');
  if (exceptId) used = used.where('id', '<>', exceptId);
  const handled = Number((await used.executeTakeFirstOrThrow()).q);
  if (Number(i.quantity) <= 0 || Math.round((handled + Number(i.quantity)) * 100) > Math.round(Number(t.quantity) * 100)) throw invalid('quantity');
  if (i.handlingMethod === TRANSFER) {
    if (!i.targetTaskId) throw invalid('targetTaskId', 'required');
    const g = await tx.selectFrom('production_tasks').select(['id', 'org_id', 'state']).where('id', '=', i.targetTaskId).executeTakeFirst();
    if (!g || g.org_id !== t.org_id || g.id === t.task_id) throw invalid('targetTaskId');
    if (g.state !== TASK_STATE.open && g.state !== TASK_STATE.producing) throw new BizError(409, 'stateForbids', { state: String(g.state) }, 'targetTaskId');
  }
  return t;
}

export function addHandle(deps: OpsDeps, scope: OrgScope, i: HandleInput) {
  return write(deps, async (tx) => {
    const t = await checked(tx, scope, i);
    const row = await tx.insertInto('return_handle_records').values({
      org_id: t.org_id, ticket_id: t.id, remaining_type: i.remainingType, handling_method: i.handlingMethod, quantity: i.quantity,
      target_task_id: i.handlingMethod === TRANSFER ? i.targetTaskId ?? null : null, state: i.handlingMethod === TRANSFER ? 'pending' : 'done', remark: i.remark ?? '',
    }).returning('id').executeTakeFirstOrThrow();
    await audit(deps, tx, t.org_id, 'add', 'return_handle_record', row.id, i);
    return handleRecord(tx, 'all', row.id);
  });
}

/** A record still open (not approved, not refused) for an edit or a decision, or 409 naming its state. */
async function openRecord(tx: DB, scope: OrgScope, id: number, allowed: readonly string[]) {
  const r = await lockedRow(inScope(tx.selectFrom('return_handle_records').selectAll().where('id', '=', id), 'org_id', scope));
  startsFrom(r.state, allowed);
  return r;
}

export function updateHandle(deps: OpsDeps, scope: OrgScope, id: number, i: HandleInput) {
  return write(deps, async (tx) => {
    const r = await openRecord(tx, scope, id, ['done', 'pending']);
    if (i.ticketId !== r.ticket_id) throw invalid('ticketId');
    await checked(tx, scope, i, id);
    await tx.updateTable('return_handle_records').set({
      remaining_type: i.remainingType, handling_method: i.handlingMethod, quantity: i.quantity, remark: i.remark ?? '', updated_at: deps.clock.now(),
      target_task_id: i.handlingMethod === TRANSFER ? i.targetTaskId ?? null : null, state: i.handlingMethod === TRANSFER ? 'pending' : 'done',
    }).where('id', '=', id).execute();
    await audit(deps, tx, r.org_id, 'update', 'return_handle_record', id, i);
    return handleRecord(tx, 'all', id);
  });
}

export function deleteHandle(deps: OpsDeps, scope: OrgScope, id: number) {
  return write(deps, async (tx) => {
    const r = await openRecord(tx, scope, id, ['done', 'pending', 'refused']);
    await tx.deleteFrom('return_handle_records').where('id', '=', id).execute();
    await audit(deps, tx, r.org_id, 'delete', 'return_handle_record', id);
    return null;
  });
}

/** The transfer-concrete approval: approving moves the volume onto the target task's shipped figure. */
export function decideTransfer(deps: OpsDeps, scope: OrgScope, id: number, approve: boolean, by: string) {
  return write(deps, async (tx, emit) => {
    const r = await openRecord(tx, scope, id, ['pending']);
    const now = deps.clock.now();
    await tx.updateTable('return_handle_records').set({ state: approve ? 'approved' : 'refused', decided_by: by, decided_at: now, updated_at: now }).where('id', '=', id).execute();
    if (approve && r.target_task_id) {
      await tx.updateTable('production_tasks').set({ shipped_quantity: sql`shipped_quantity + ${String(r.quantity)}::numeric` }).where('id', '=', r.target_task_id).execute();
      await emitTask(deps, tx, emit, r.org_id, r.target_task_id);
    }
    await audit(deps, tx, r.org_id, approve ? 'approve' : 'refuse', 'return_handle_record', id);
    return handleRecord(tx, 'all', id);
  });
}
