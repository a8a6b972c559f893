import { sql } from 'kysely';
import type { Clock } from '../../server/clock';
import type { DB } from '../../server/db/database';
import { inScope, type OrgScope } from '../../server/http/scope';
import { TASK_STATE } from '../../server/operations/task.service';
import { ISSUED } from '../../server/operations/live.queries';
import {
  CLOCK_SETTINGS,
  ageMinutes,
  clockAlerts,
  loadLevel,
  thresholdsOf,
  type ClockAlert,
  type ClockLoad,
  type DeskLoad,
  type ClockThresholds,
} from '../../src/domain/concrete-clock';
import { VEHICLE_STATUSES } from '../../src/domain/events';
import { m3ToMilli, milliToNumber } from '../../src/domain/sales/money';

/** The concrete clock's thresholds as the settings table holds them now. */
export async function readThresholds(db: DB): Promise<ClockThresholds> {
  const rows = await db
    .selectFrom('settings')
    .select(['type', 'value'])
    .where(
      'type',
      'in',
      Object.values(CLOCK_SETTINGS).map((s) => s.type),
    )
    .execute();
  return thresholdsOf(rows);
}

const ms = (d: Date | null) => (d ? d.getTime() : null);

/**
 * Open loads in scope (optionally of some tasks): a ticket is open from its issue (a draft is no load yet)
 * until its end of pour, return, diversion or call-back.
 */
export async function openLoads(
  db: DB,
  clock: Clock,
  orgs: OrgScope,
  t: ClockThresholds,
  taskIds?: number[],
): Promise<{ loads: DeskLoad[]; clock: ClockLoad[] }> {
  let q = inScope(
    db
      .selectFrom('delivery_tickets as t')
      .innerJoin('vehicles as v', 'v.id', 't.vehicle_id')
      .select([
        't.id',
        't.ticket_code',
        't.task_id',
        't.org_id',
        't.vehicle_id',
        'v.plate',
        't.quantity',
        't.status',
        't.ticketed_at',
        't.loading_at',
        't.created_at',
        't.arrived_at',
      ])
      .where('t.end_pour_at', 'is', null)
      .where('t.returned_load_at', 'is', null)
      .where('t.diverted_at', 'is', null)
      .where('t.back_at', 'is', null)
      .where(ISSUED)
      .where('t.detail_state', '!=', 'back')
      .orderBy('t.id'),
    't.org_id',
    orgs,
  );
  if (taskIds) q = q.where('t.task_id', 'in', taskIds.length ? taskIds : [-1]);
  const rows = await q.execute();
  const now = clock.now().getTime();
  const clockLoads: ClockLoad[] = rows.map((r) => ({
    ticketId: r.id,
    taskId: r.task_id,
    mixedAt: (r.loading_at ?? r.ticketed_at ?? r.created_at).getTime(),
    arrivedAt: ms(r.arrived_at),
    doneAt: null,
  }));
  const loads = rows.map((r, i): DeskLoad => ({
    ticketId: r.id,
    ticketCode: r.ticket_code,
    taskId: r.task_id,
    orgId: r.org_id,
    vehicleId: r.vehicle_id,
    plate: r.plate,
    quantity: Number(r.quantity),
    status: VEHICLE_STATUSES[r.status] ?? 'ticketed',
    mixedAt: clock.format(new Date(clockLoads[i].mixedAt)),
    arrivedAt: clock.format(r.arrived_at),
    ageMinutes: ageMinutes(clockLoads[i], now),
    level: loadLevel(clockLoads[i], t, now),
    onSite: r.arrived_at !== null,
  }));
  return { loads, clock: clockLoads };
}

/** One running task on the desk. */
export interface DeskTask {
  id: number;
  taskCode: string;
  orgId: string;
  projectName: string;
  pouringSite: string;
  strength: string;
  pourMethod: string;
  hostId: number | null;
  planQuantity: number;
  shippedQuantity: number;
  remaining: number;
  truckCount: number;
  onRoad: number;
  onSite: number;
  spacingMinutes: number;
  pumpId: number | null;
  pumpPlate: string;
  pumpType: string;
  siteLat: number;
  siteLng: number;
  lastDispatch: string;
}

/** Open and producing tasks in scope, oldest first, with what the desk shows of each. */
export async function deskTasks(
  db: DB,
  clock: Clock,
  orgs: OrgScope,
  t: ClockThresholds,
  loads: readonly DeskLoad[],
  opts: { ids?: number[] } = {},
): Promise<DeskTask[]> {
  let q = inScope(
    db
      .selectFrom('production_tasks as k')
      .innerJoin('projects as p', 'p.id', 'k.project_id')
      .leftJoin('vehicles as pv', 'pv.id', 'k.pump_id')
      .select([
        'k.id',
        'k.task_code',
        'k.org_id',
        'p.project_name',
        'k.pouring_site',
        'k.strength',
        'k.pour_method',
        'k.host_id',
        'k.plan_quantity',
        'k.shipped_quantity',
        'k.truck_count',
        'k.spacing_minutes',
        'k.pump_id',
        'k.pump_type',
        'pv.plate as pump_plate',
        'p.lat',
        'p.lng',
        sql<Date | null>`(select max(d.ticketed_at) from delivery_tickets d where d.task_id = k.id)`.as('last_dispatch'),
      ])
      .orderBy('k.open_time')
      .orderBy('k.id'),
    'k.org_id',
    orgs,
  );
  q = opts.ids ? q.where('k.id', 'in', opts.ids.length ? opts.ids : [-1]) : q.where('k.state', 'in', [TASK_STATE.open, TASK_STATE.producing]);
  return (await q.execute()).map((r) => {
    const mine = loads.filter((l) => l.taskId === r.id);
    const plan = m3ToMilli(r.plan_quantity) ?? 0;
    const shipped = m3ToMilli(r.shipped_quantity) ?? 0;
    return {
      id: r.id,
      taskCode: r.task_code,
      orgId: r.org_id,
      projectName: r.project_name,
      pouringSite: r.pouring_site,
      strength: r.strength,
      pourMethod: r.pour_method,
      hostId: r.host_id,
      planQuantity: milliToNumber(plan),
      shippedQuantity: milliToNumber(shipped),
      remaining: milliToNumber(Math.max(0, plan - shipped)),
      truckCount: r.truck_count,
      onRoad: mine.filter((l) => !l.onSite).length,
      onSite: mine.filter((l) => l.onSite).length,
      spacingMinutes: r.spacing_minutes ?? t.spacingMinutes,
      pumpId: r.pump_id,
      pumpPlate: r.pump_plate ?? '',
      pumpType: r.pump_type,
      siteLat: r.lat,
      siteLng: r.lng,
      lastDispatch: clock.format(r.last_dispatch),
    };
  });
}

/** The alerts the open loads raise now, each task measured against its own spacing target. */
export async function currentAlerts(db: DB, clock: Clock, orgs: OrgScope): Promise<{ thresholds: ClockThresholds; alerts: ClockAlert[]; loads: DeskLoad[] }> {
  const thresholds = await readThresholds(db);
  const { loads, clock: clockLoads } = await openLoads(db, clock, orgs, thresholds);
  const taskIds = [...new Set(loads.map((l) => l.taskId))];
  const spacing = new Map(
    (taskIds.length ? await db.selectFrom('production_tasks').select(['id', 'spacing_minutes']).where('id', 'in', taskIds).execute() : []).map((r) => [
      r.id,
      r.spacing_minutes ?? thresholds.spacingMinutes,
    ]),
  );
  const alerts = clockAlerts(clockLoads, thresholds, clock.now().getTime(), (id) => spacing.get(id) ?? thresholds.spacingMinutes);
  return { thresholds, alerts, loads };
}

/** accepted / decided over the stored decisions in scope (null before the first decision). */
export async function acceptance(
  db: DB,
  orgs: OrgScope,
  since?: Date,
): Promise<{ accepted: number; overridden: number; decided: number; rate: number | null }> {
  let q = inScope(
    db
      .selectFrom('dispatch_decisions')
      .select(['decision', sql<string>`count(*)`.as('n')])
      .where('decision', '<>', '')
      .groupBy('decision'),
    'org_id',
    orgs,
  );
  if (since) q = q.where('created_at', '>=', since);
  const rows = await q.execute();
  const accepted = Number(rows.find((r) => r.decision === 'accepted')?.n ?? 0);
  const overridden = Number(rows.find((r) => r.decision === 'overridden')?.n ?? 0);
  const decided = accepted + overridden;
  return { accepted, overridden, decided, rate: decided ? Math.round((accepted / decided) * 10000) / 10000 : null };
}
