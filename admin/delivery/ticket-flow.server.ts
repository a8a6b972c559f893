import { sql, type Kysely } from 'kysely';
import type { Generated } from 'kysely';
import type { Text } from '../../server/db/column-types';
import type { DB } from '../../server/db/database';
import { BizError, invalid, notFound } from '../../server/http/errors';
import { audit, write, type Emit, type OpsDeps } from '../../server/operations/ops-deps';
import { ticketRows } from '../../server/operations/live.queries';
import { TASK_STATE, emitTask } from '../../server/operations/task.service';
import { unshipTicket } from '../../server/operations/ticket.service';
import { emitQueue } from '../../server/operations/queue.service';
import { inScope, type OrgScope } from '../../server/http/scope';
import { CMD, VEHICLE_STATUSES } from '../../src/domain/events';
import type { Lang } from '../../src/domain/server-messages';
import { assertWithinCredit, taskValueFen } from '../production/credit-check.server';
import { lockedRow, startsFrom } from './locked-row.server';

/**
 * The delivery ticket's own life (spec doc 2 §7 Tasks, "task detail": save, update, send,
 * return, back, print flag, remark, inner number), one state machine for both families
 * (`sctaskdetail` and `sany_sctaskdetail`) on `delivery_tickets`. A saved ticket is a draft: it
 * counts as shipped on its task only once sent to a production line, and stops counting when
 * returned or called back.
 */
export const TICKET_FAMILIES = ['sc', 'sany'] as const;
export type TicketFamily = (typeof TICKET_FAMILIES)[number];
export const DETAIL_STATES = ['saved', 'sent', 'returned', 'back'] as const;
export type DetailState = (typeof DETAIL_STATES)[number];

declare module '../../server/db/schema' {
  interface DeliveryTicketTable {
    /** which family of calls wrote it: 'sc' or 'sany' (the dispatch desk's tickets are 'sc') */
    family: Text;
    /** saved, sent, returned, back (DETAIL_STATES) */
    detail_state: Text;
    line_id: number | null;
    print_count: Generated<number>;
    remark: Text;
    inner_number: Text;
  }
}

/** Migration 0120: the ticket flow's columns on the existing table; tickets already issued were sent. */
export const ticketFlowMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('delivery_tickets')
      .addColumn('family', 'varchar(8)', (c) => c.notNull().defaultTo('sc'))
      .addColumn('detail_state', 'varchar(16)', (c) => c.notNull().defaultTo('sent'))
      .addColumn('line_id', 'integer')
      .addColumn('print_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('inner_number', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .execute();
  },
};

/** Which states each move starts from. */
const FROM: Record<string, readonly DetailState[]> = {
  update: ['saved'],
  send: ['saved'],
  return: ['sent'],
  back: ['saved', 'sent'],
  printFlag: ['sent', 'returned'],
  remark: ['saved', 'sent', 'returned'],
  innerNumber: ['saved', 'sent'],
};

export interface FlowContext {
  deps: OpsDeps;
  scope: OrgScope;
  family: TicketFamily;
  lang: Lang;
}

/** The ticket locked for the move, within the caller's scope and family, or 404; 409 naming the state when the move is not allowed. */
async function lockedTicket(tx: DB, c: FlowContext, id: number, move: keyof typeof FROM) {
  const t = await lockedRow(inScope(tx.selectFrom('delivery_tickets').selectAll().where('id', '=', id).where('family', '=', c.family), 'org_id', c.scope));
  startsFrom(t.detail_state, FROM[move]);
  return t;
}

/** Tickets go only on a running task; a pending one waits for its approval, and the refusal says so. */
function refuseUnlessRunning(task: { state: number; task_code: string }) {
  if (task.state === TASK_STATE.pending) throw new BizError(409, 'taskPendingApproval', { task: task.task_code }, 'taskId');
  if (task.state !== TASK_STATE.open && task.state !== TASK_STATE.producing) throw new BizError(409, 'stateForbids', { state: String(task.state) }, 'taskId');
}

async function publish(deps: OpsDeps, tx: DB, emit: Emit, orgId: string, ticketId: number) {
  const row = (await ticketRows(tx, deps.clock, [orgId], { ids: [ticketId] }))[0];
  if (row) emit(orgId, CMD.ticket, row);
  // a queued truck's next task is read from its issued loads: a send or a call-back changes it
  await emitQueue(deps, tx, emit, orgId);
}

/** One ticket as the detail screens read it. */
export async function ticketDetail(db: DB, scope: OrgScope, family: TicketFamily | null, id: number) {
  let q = db
    .selectFrom('delivery_tickets as t')
    .innerJoin('production_tasks as k', 'k.id', 't.task_id')
    .select([
      't.id',
      't.org_id as orgId',
      't.family',
      't.detail_state as state',
      't.ticket_code as ticketCode',
      't.task_id as taskId',
      'k.task_code as taskCode',
      't.vehicle_id as vehicleId',
      't.quantity',
      't.line_id as lineId',
      't.print_count as printCount',
      't.remark',
      't.inner_number as innerNumber',
    ])
    .where('t.id', '=', id);
  if (family) q = q.where('t.family', '=', family);
  if (scope !== 'all') q = q.where('t.org_id', 'in', scope.length ? scope : ['-']);
  const r = await q.executeTakeFirst();
  if (!r) throw notFound();
  return { ...r, quantity: String(r.quantity) };
}

/** save: a draft ticket of a running task on a mixer of the task's station. */
export function saveTicket(c: FlowContext, i: { taskId: number; vehicleId: number; quantity: string; remark?: string; innerNumber?: string }) {
  return write(c.deps, async (tx, emit) => {
    let tq = tx.selectFrom('production_tasks').select(['id', 'org_id', 'state', 'task_code']).where('id', '=', i.taskId);
    if (c.scope !== 'all') tq = tq.where('org_id', 'in', c.scope.length ? c.scope : ['-']);
    const task = await tq.forUpdate().executeTakeFirst();
    if (!task) throw invalid('taskId');
    refuseUnlessRunning(task);
    const v = await tx.selectFrom('vehicles').select(['id', 'org_id', 'kind', 'capacity', 'driver_id']).where('id', '=', i.vehicleId).executeTakeFirst();
    if (!v || v.kind !== 'mixer' || v.org_id !== task.org_id) throw invalid('vehicleId');
    if (Number(i.quantity) <= 0 || Number(i.quantity) > Number(v.capacity)) throw invalid('quantity');
    const now = c.deps.clock.now();
    const row = await tx
      .insertInto('delivery_tickets')
      .values({
        org_id: task.org_id,
        task_id: task.id,
        vehicle_id: v.id,
        driver_id: v.driver_id,
        ticket_code: `${task.task_code}-S${now.getTime()}`,
        quantity: i.quantity,
        created_at: now,
        status: VEHICLE_STATUSES.indexOf('ticketed'),
        family: c.family,
        detail_state: 'saved',
        remark: i.remark ?? '',
        inner_number: i.innerNumber ?? '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The code names the task and the ticket's own number, unique without a counter shared with the desk.
    await tx
      .updateTable('delivery_tickets')
      .set({ ticket_code: `${task.task_code}-S${row.id}` })
      .where('id', '=', row.id)
      .execute();
    await audit(c.deps, tx, task.org_id, 'save', 'delivery_ticket', row.id, { family: c.family, taskId: task.id, vehicleId: v.id, quantity: i.quantity });
    await publish(c.deps, tx, emit, task.org_id, row.id);
    return { id: row.id };
  });
}

/** update: the draft's quantity, remark and inner number. */
export function updateTicket(c: FlowContext, i: { id: number; quantity?: string; remark?: string; innerNumber?: string }) {
  return write(c.deps, async (tx, emit) => {
    const t = await lockedTicket(tx, c, i.id, 'update');
    if (i.quantity !== undefined && Number(i.quantity) <= 0) throw invalid('quantity');
    await tx
      .updateTable('delivery_tickets')
      .set({
        ...(i.quantity !== undefined ? { quantity: i.quantity } : {}),
        ...(i.remark !== undefined ? { remark: i.remark } : {}),
        ...(i.innerNumber !== undefined ? { inner_number: i.innerNumber } : {}),
      })
      .where('id', '=', t.id)
      .execute();
    await audit(c.deps, tx, t.org_id, 'update', 'delivery_ticket', t.id, i);
    await publish(c.deps, tx, emit, t.org_id, t.id);
    return ticketDetail(tx, 'all', c.family, t.id);
  });
}

/** send: the draft goes to a production line after the customer's credit is checked again; it now counts as shipped. */
export function sendTicket(c: FlowContext, i: { id: number; lineId?: number }) {
  return write(c.deps, async (tx, emit) => {
    const t = await lockedTicket(tx, c, i.id, 'send');
    const task = await tx
      .selectFrom('production_tasks')
      .select(['id', 'org_id', 'state', 'task_code', 'customer_id', 'unit_price'])
      .where('id', '=', t.task_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    refuseUnlessRunning(task);
    await assertWithinCredit(tx, {
      orgId: t.org_id,
      customerId: task.customer_id,
      addedFen: await taskValueFen(tx, t.quantity, task.unit_price),
      lang: c.lang,
      now: c.deps.clock.now(),
    });
    const now = c.deps.clock.now();
    await tx
      .updateTable('delivery_tickets')
      .set({ detail_state: 'sent', line_id: i.lineId ?? null, ticketed_at: now })
      .where('id', '=', t.id)
      .execute();
    await tx
      .updateTable('production_tasks')
      .set({ state: TASK_STATE.producing, shipped_quantity: sql`shipped_quantity + ${String(t.quantity)}::numeric` })
      .where('id', '=', task.id)
      .execute();
    await audit(c.deps, tx, t.org_id, 'send', 'delivery_ticket', t.id, { lineId: i.lineId ?? null });
    await publish(c.deps, tx, emit, t.org_id, t.id);
    await emitTask(c.deps, tx, emit, t.org_id, task.id);
    return ticketDetail(tx, 'all', c.family, t.id);
  });
}

/** return (the load came back) and back (the ticket is called back): a sent load stops counting as shipped. */
export function withdrawTicket(c: FlowContext, move: 'return' | 'back', id: number) {
  return write(c.deps, async (tx, emit) => {
    const t = await lockedTicket(tx, c, id, move);
    const now = c.deps.clock.now();
    await tx
      .updateTable('delivery_tickets')
      .set(move === 'return' ? { detail_state: 'returned', returned_load_at: now } : { detail_state: 'back', back_from: t.detail_state, revoke_state: '' })
      .where('id', '=', t.id)
      .execute();
    if (t.detail_state === 'sent') await unshipTicket(c.deps, tx, emit, t.id);
    await audit(c.deps, tx, t.org_id, move, 'delivery_ticket', t.id);
    await publish(c.deps, tx, emit, t.org_id, t.id);
    return ticketDetail(tx, 'all', c.family, t.id);
  });
}

/** print-flag, remark, inner-number: a mark on the ticket, allowed in the states FROM lists. */
export function markTicket(c: FlowContext, move: 'printFlag' | 'remark' | 'innerNumber', i: { id: number; remark?: string; innerNumber?: string }) {
  return write(c.deps, async (tx, emit) => {
    const t = await lockedTicket(tx, c, i.id, move);
    if (move === 'remark' && i.remark === undefined) throw invalid('remark', 'required');
    if (move === 'innerNumber' && i.innerNumber === undefined) throw invalid('innerNumber', 'required');
    await tx
      .updateTable('delivery_tickets')
      .set(
        move === 'printFlag' ? { print_count: sql`print_count + 1` } : move === 'remark' ? { remark: i.remark ?? '' } : { inner_number: i.innerNumber ?? '' },
      )
      .where('id', '=', t.id)
      .execute();
    await audit(c.deps, tx, t.org_id, move, 'delivery_ticket', t.id, i);
    await publish(c.deps, tx, emit, t.org_id, t.id);
    return ticketDetail(tx, 'all', c.family, t.id);
  });
}
