import { sql } from 'kysely';
import { CMD, VEHICLE_STATUSES, type SamplingTotal } from '../../src/domain/events';
import { invalid, notFound } from '../http/errors';
import type { DB } from '../db/database';
import type { Clock } from '../clock';
import { audit, write, type Emit, type OpsDeps } from './ops-deps';
import { ISSUED, ticketRows, vehicleRows, type OrgScope } from './live.queries';
import { emitTask, TASK_STATE } from './task.service';
import { emitQueue } from './queue.service';
import { startOfPlantDay } from './plant-time';
import { needId, needM3 } from './validate';
import { m3ToMilli, milliToM3 } from '../../src/domain/sales/money';
import type { SampledCounter } from './area-ports';

const READY = [VEHICLE_STATUSES.indexOf('atPlant'), VEHICLE_STATUSES.indexOf('queued')];

/**
 * Issues a delivery ticket: a mixer at the plant takes `quantity` m³ of a running task. The
 * task counts the load as shipped (spec: shipped = on tickets). The volume is held as integer
 * milli-m³: a quantity with more than three decimals is refused, and nothing is rounded.
 */
export async function issueTicket(deps: OpsDeps, input: IssueInput) {
  return write(deps, (tx, emit) => issueTicketIn(deps, tx, emit, input));
}

export interface IssueInput {
  taskId: number;
  vehicleId: number;
  /** m³, at most three decimals */ quantity: number | string;
  pumpId?: number | null;
}

/** issueTicket inside a running transaction (the dispatch desk records its decision in the same one). */
export async function issueTicketIn(deps: OpsDeps, tx: DB, emit: Emit, input: IssueInput): Promise<{ id: number }> {
  const taskId = needId('taskId', input.taskId);
  const vehicleId = needId('vehicleId', input.vehicleId);
  const milli = needM3('quantity', input.quantity, { positive: true });
  const quantity = milliToM3(milli);
  {
    const task = await tx
      .selectFrom('production_tasks')
      .select(['id', 'org_id', 'state', 'task_code', 'truck_count', 'shipped_quantity'])
      .where('id', '=', taskId)
      .forUpdate()
      .executeTakeFirst();
    if (!task) throw notFound();
    if (task.state !== TASK_STATE.open && task.state !== TASK_STATE.producing) throw invalid('taskId');
    await deps.hooks.taskRecipe?.assertProducible(tx, taskId);
    const v = await tx
      .selectFrom('vehicles')
      .select(['id', 'org_id', 'kind', 'capacity', 'status', 'ticket_id', 'driver_id'])
      .where('id', '=', vehicleId)
      .forUpdate()
      .executeTakeFirst();
    if (!v || v.kind !== 'mixer' || v.org_id !== task.org_id) throw invalid('vehicleId');
    if (v.ticket_id || !READY.includes(v.status)) throw invalid('vehicleId', 'vehicleBusy');
    if (milli > (m3ToMilli(v.capacity) ?? 0)) throw invalid('quantity');
    const now = deps.clock.now();
    const seq = task.truck_count + 1;
    const ticket = await tx
      .insertInto('delivery_tickets')
      .values({
        org_id: task.org_id,
        task_id: taskId,
        vehicle_id: vehicleId,
        driver_id: v.driver_id,
        pump_id: input.pumpId ?? null,
        ticket_code: `${task.task_code}-${String(seq).padStart(3, '0')}`,
        quantity,
        created_at: now,
        status: VEHICLE_STATUSES.indexOf('ticketed'),
        ticketed_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .updateTable('production_tasks')
      .set({ state: TASK_STATE.producing, truck_count: seq, shipped_quantity: milliToM3((m3ToMilli(task.shipped_quantity) ?? 0) + milli) })
      .where('id', '=', taskId)
      .execute();
    await tx
      .updateTable('vehicles')
      .set({ status: VEHICLE_STATUSES.indexOf('ticketed'), status_since: now, ticket_id: ticket.id })
      .where('id', '=', vehicleId)
      .execute();
    await tx
      .insertInto('vehicle_status_history')
      .values({ org_id: task.org_id, vehicle_id: vehicleId, status: VEHICLE_STATUSES.indexOf('ticketed'), at: now, ticket_id: ticket.id })
      .execute();
    // The truck keeps its place in the queue until it drives off (applyStatus): the queue board shows drivers which of them loads which task next.
    const queued = await tx.selectFrom('unloading_queue').select('id').where('vehicle_id', '=', vehicleId).executeTakeFirst();
    await audit(deps, tx, task.org_id, 'add', 'delivery_ticket', ticket.id, { taskId, vehicleId, quantity: Number(quantity) });
    emit(task.org_id, CMD.ticket, (await ticketRows(tx, deps.clock, [task.org_id], { ids: [ticket.id] }))[0]);
    emit(task.org_id, CMD.vehicleStatus, (await vehicleRows(tx, deps.clock, [task.org_id], [vehicleId]))[0]);
    await emitTask(deps, tx, emit, task.org_id, taskId);
    if (queued) await emitQueue(deps, tx, emit, task.org_id);
    emit(task.org_id, CMD.sampling, await samplingTotals(tx, deps.clock, [task.org_id], deps.hooks.countSampled));
    return { id: ticket.id };
  }
}

/** A load sent back: it no longer counts as shipped on its task. */
export async function unshipTicket(deps: OpsDeps, tx: DB, emit: Emit, ticketId: number): Promise<void> {
  const t = await tx.selectFrom('delivery_tickets').select(['id', 'org_id', 'task_id', 'quantity']).where('id', '=', ticketId).executeTakeFirst();
  if (!t) return;
  await tx
    .updateTable('production_tasks')
    .set({ shipped_quantity: sql`greatest(shipped_quantity - ${String(t.quantity)}::numeric, 0)` })
    .where('id', '=', t.task_id)
    .execute();
  await emitTask(deps, tx, emit, t.org_id, t.task_id);
  emit(t.org_id, CMD.sampling, await samplingTotals(tx, deps.clock, [t.org_id], deps.hooks.countSampled));
}

/**
 * Cumulative quantity per recipe shipped today (the sampling reminders count 200 m³ steps of it),
 * with the specimen groups `countSampled` (the area's, ./area-ports.ts) finds registered today.
 */
export async function samplingTotals(db: DB, clock: Clock, orgs: OrgScope, countSampled: SampledCounter | null): Promise<SamplingTotal[]> {
  let q = db
    .selectFrom('delivery_tickets as t')
    .innerJoin('production_tasks as k', 'k.id', 't.task_id')
    .innerJoin('recipes as r', 'r.id', 'k.recipe_id')
    .select(['r.recipe_code', 'r.strength', sql<string>`sum(t.quantity)`.as('total')])
    .where('t.created_at', '>=', startOfPlantDay(clock))
    .where('t.returned_load_at', 'is', null)
    .where(ISSUED)
    .groupBy(['r.recipe_code', 'r.strength'])
    .orderBy('r.recipe_code');
  if (orgs !== 'all') q = q.where('t.org_id', 'in', orgs.length ? orgs : ['-']);
  const sampled = countSampled ? await countSampled(db, orgs, startOfPlantDay(clock)) : new Map<string, number>();
  return (await q.execute()).map((r) => ({
    recipeCode: r.recipe_code,
    strength: r.strength,
    totalQuantity: Number(r.total),
    sampledGroups: sampled.get(r.recipe_code) ?? 0,
  }));
}
