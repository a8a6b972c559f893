import { sql } from 'kysely';
import {
  VEHICLE_STATUSES,
  type CarWashLive,
  type LineLive,
  type ParkDeviceLive,
  type QueueEntry,
  type SiloLive,
  type TaskLive,
  type TicketLive,
  type VehicleLive,
  type VehicleStatus,
  type WeighbridgeLive,
} from '../../src/domain/events';
import type { Clock } from '../clock';
import type { DB } from '../db/database';
import type { DeliveryTicketTable } from '../db/schema';
import { startOfPlantDay } from './plant-time';
import { inScope, type OrgScope } from '../http/scope';

/** The organisations a read covers (server/http/scope.ts). */
export type { OrgScope };

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

const scoped = inScope;

/** Ticket status → the column holding the time it was reached. */
/** The ticket columns that hold the time a status was reached. */
type TicketTimeColumn = { [K in keyof DeliveryTicketTable]: K extends `${string}_at` ? K : never }[keyof DeliveryTicketTable];

export const TICKET_TIME_COLUMN: Partial<Record<VehicleStatus, TicketTimeColumn>> = {
  ticketed: 'ticketed_at',
  loading: 'loading_at',
  loaded: 'loaded_at',
  toJob: 'to_job_at',
  arrived: 'arrived_at',
  pouring: 'pouring_at',
  endPour: 'end_pour_at',
  washing: 'washing_at',
  returning: 'returning_at',
  atPlant: 'back_at',
  diverted: 'diverted_at',
  returnedLoad: 'returned_load_at',
  breakdown: 'breakdown_at',
};

const TICKET_TIME_COLUMNS = [...new Set(Object.values(TICKET_TIME_COLUMN))];

export async function vehicleRows(db: DB, clock: Clock, orgs: OrgScope, ids?: number[]): Promise<VehicleLive[]> {
  let q = db
    .selectFrom('vehicles as v')
    .leftJoin('drivers as d', 'd.id', 'v.driver_id')
    .leftJoin('delivery_tickets as t', 't.id', 'v.ticket_id')
    .leftJoin('production_tasks as k', 'k.id', 't.task_id')
    .leftJoin('projects as p', 'p.id', 'k.project_id')
    .select([
      'v.id',
      'v.kind',
      'v.plate',
      'v.inner_number',
      'v.org_id',
      'v.status',
      'v.status_since',
      'v.lat',
      'v.lng',
      'v.heading',
      'v.speed',
      'd.driver_name',
      'v.ticket_id',
      'k.task_code',
      'p.project_name',
      't.quantity',
    ])
    .orderBy('v.id');
  q = scoped(q, 'v.org_id', orgs);
  if (ids) q = q.where('v.id', 'in', ids.length ? ids : [-1]);
  return (await q.execute()).map((r) => ({
    id: r.id,
    kind: r.kind === 'pump' ? 'pump' : 'mixer',
    plate: r.plate,
    innerNumber: r.inner_number,
    orgId: r.org_id,
    status: VEHICLE_STATUSES[r.status] ?? 'atPlant',
    statusSince: clock.format(r.status_since),
    lat: r.lat,
    lng: r.lng,
    heading: num(r.heading),
    speed: num(r.speed),
    driverName: r.driver_name ?? null,
    ticketId: r.ticket_id ?? null,
    taskCode: r.task_code ?? null,
    projectName: r.project_name ?? null,
    quantity: r.quantity === null ? null : num(r.quantity),
  }));
}

/** Today's tasks (opened since the plant's midnight) plus any still running from before. */
export async function taskRows(db: DB, clock: Clock, orgs: OrgScope, ids?: number[]): Promise<TaskLive[]> {
  let q = db
    .selectFrom('production_tasks as k')
    .innerJoin('customers as c', 'c.id', 'k.customer_id')
    .innerJoin('projects as p', 'p.id', 'k.project_id')
    .select([
      'k.id',
      'k.task_code',
      'k.org_id',
      'c.customer_name',
      'p.project_name',
      'k.pouring_site',
      'k.strength',
      'k.slump',
      'k.pour_method',
      'k.plan_quantity',
      'k.shipped_quantity',
      'k.truck_count',
      'k.open_time',
      'k.state',
      'k.host_id',
      'p.lat',
      'p.lng',
    ])
    .orderBy('k.open_time')
    .orderBy('k.id');
  q = scoped(q, 'k.org_id', orgs);
  if (ids) q = q.where('k.id', 'in', ids.length ? ids : [-1]);
  else q = q.where((eb) => eb.or([eb('k.open_time', '>=', startOfPlantDay(clock)), eb('k.state', 'in', [1, 2])])).where('k.state', '!=', 0);
  return (await q.execute()).map((r) => ({
    id: r.id,
    taskCode: r.task_code,
    orgId: r.org_id,
    customerName: r.customer_name,
    projectName: r.project_name,
    pouringSite: r.pouring_site,
    strength: r.strength,
    slump: r.slump,
    pourMethod: r.pour_method,
    planQuantity: num(r.plan_quantity),
    shippedQuantity: num(r.shipped_quantity),
    truckCount: r.truck_count,
    openTime: clock.format(r.open_time),
    state: r.state,
    hostId: r.host_id ?? null,
    siteLat: r.lat,
    siteLng: r.lng,
  }));
}

/**
 * A ticket is issued once it has its ticketed time: the desk issues at once, while a draft of the
 * ticket flow (admin/delivery/ticket-flow.server.ts) gets it only when sent, so no board shows it before.
 */
export const ISSUED = sql<boolean>`t.ticketed_at is not null`;

export async function ticketRows(db: DB, clock: Clock, orgs: OrgScope, opts: { ids?: number[]; since?: Date }): Promise<TicketLive[]> {
  // the columns a board's ticket carries, not the whole row: on PGlite a board's read costs by the field
  let q = db
    .selectFrom('delivery_tickets as t')
    .innerJoin('production_tasks as k', 'k.id', 't.task_id')
    .select(['t.id', 't.org_id', 't.task_id', 't.vehicle_id', 't.quantity', 't.status', ...TICKET_TIME_COLUMNS.map((c) => `t.${c}` as const)])
    .select('k.task_code')
    .where(ISSUED)
    .orderBy('t.id');
  q = scoped(q, 't.org_id', orgs);
  if (opts.ids) q = q.where('t.id', 'in', opts.ids.length ? opts.ids : [-1]);
  if (opts.since) q = q.where('t.created_at', '>=', opts.since);
  return (await q.execute()).map((r) => {
    const times: TicketLive['times'] = {};
    for (const [status, column] of Object.entries(TICKET_TIME_COLUMN)) {
      const at = r[column as TicketTimeColumn];
      if (at) times[status as VehicleStatus] = clock.format(at);
    }
    return {
      id: r.id,
      orgId: r.org_id,
      taskId: r.task_id,
      taskCode: r.task_code,
      vehicleId: r.vehicle_id,
      quantity: num(r.quantity),
      status: VEHICLE_STATUSES[r.status] ?? 'ticketed',
      times,
    };
  });
}

export async function lineRows(db: DB, clock: Clock, orgs: OrgScope, ids?: number[]): Promise<LineLive[]> {
  const day = startOfPlantDay(clock);
  let q = db
    .selectFrom('hosts as h')
    .select([
      'h.id',
      'h.org_id',
      'h.host_name',
      sql<string>`(select count(*) from batch_records b where b.host_id = h.id and b.at >= ${day})`.as('batches'),
      sql<string>`(select coalesce(sum(b.quantity), 0) from batch_records b where b.host_id = h.id and b.at >= ${day})`.as('output'),
      sql<string>`(select coalesce(sum(k.plan_quantity), 0) from production_tasks k
        where k.host_id = h.id and (k.open_time >= ${day} or k.state in (1, 2)))`.as('plan'),
      sql<string | null>`(select k.task_code from production_tasks k where k.host_id = h.id and k.state = 2 order by k.open_time desc limit 1)`.as('task_code'),
      sql<string | null>`(select k.strength from production_tasks k where k.host_id = h.id and k.state = 2 order by k.open_time desc limit 1)`.as('strength'),
      sql<boolean>`exists (select 1 from batch_records b where b.host_id = h.id and b.at >= ${new Date(clock.now().getTime() - 5 * 60_000)})`.as('running'),
    ])
    .where('h.kind', '=', 'line')
    .orderBy('h.org_id')
    .orderBy('h.line_no');
  q = scoped(q, 'h.org_id', orgs);
  if (ids) q = q.where('h.id', 'in', ids.length ? ids : [-1]);
  return (await q.execute()).map((r) => ({
    id: r.id,
    orgId: r.org_id,
    name: r.host_name,
    taskCode: r.task_code ?? null,
    strength: r.strength ?? null,
    running: !!r.running,
    batchesToday: num(r.batches),
    outputToday: num(r.output),
    planToday: num(r.plan),
  }));
}

export async function siloRows(db: DB, orgs: OrgScope, ids?: number[]): Promise<SiloLive[]> {
  let q = db.selectFrom('silos').selectAll().orderBy('id');
  q = scoped(q, 'org_id', orgs);
  if (ids) q = q.where('id', 'in', ids.length ? ids : [-1]);
  return (await q.execute()).map((r) => ({
    id: r.id,
    orgId: r.org_id,
    lineId: r.host_id,
    name: r.name,
    materialName: r.material_name,
    capacity: num(r.capacity),
    level: num(r.level),
    alarmLow: num(r.alarm_low),
    alarmHigh: num(r.alarm_high),
  }));
}

export function weighbridgeLive(
  r: { id: number; org_id: string; plate: string; material_name: string; supplier_name: string; gross: unknown; tare: unknown; net: unknown; at: Date },
  clock: Clock,
): WeighbridgeLive {
  return {
    id: r.id,
    orgId: r.org_id,
    plate: r.plate,
    materialName: r.material_name,
    supplierName: r.supplier_name,
    gross: num(r.gross),
    tare: num(r.tare),
    net: num(r.net),
    time: clock.format(r.at),
  };
}

/**
 * The task of a truck's next load: the first ticket issued to it that it has not driven off with.
 * Read from the tickets rather than kept on the queue row, because loads reach a truck by two
 * calls (the dispatch desk and the clerk's ticket flow, which never touches the queue) and a copy
 * would go stale on whichever forgot it. A ticket stops being next once its truck leaves for a
 * site after its issue (`to_job_at`, or a departure in the truck's history: the ticket flow's
 * tickets are not the truck's current ticket, so they never get a `to_job_at`), or once it is
 * ended, sent back or called back (`detail_state` is the ticket flow's column). Reads the queue row `u`.
 */
const NEXT_TASK_CODE = sql<string | null>`(
  select k.task_code from delivery_tickets t join production_tasks k on k.id = t.task_id
  where t.vehicle_id = u.vehicle_id and t.ticketed_at is not null and t.to_job_at is null
    and t.end_pour_at is null and t.back_at is null and t.returned_load_at is null and t.diverted_at is null and t.detail_state <> 'back'
    and not exists (select 1 from vehicle_status_history h
      where h.vehicle_id = t.vehicle_id and h.status = ${VEHICLE_STATUSES.indexOf('toJob')} and h.at >= t.ticketed_at)
  order by t.ticketed_at, t.id limit 1)`;

export async function queueRows(db: DB, clock: Clock, orgs: OrgScope): Promise<QueueEntry[]> {
  let q = db
    .selectFrom('unloading_queue as u')
    .innerJoin('vehicles as v', 'v.id', 'u.vehicle_id')
    .leftJoin('drivers as d', 'd.id', 'v.driver_id')
    .select(['u.vehicle_id', 'u.org_id', 'u.since', 'v.plate', 'v.inner_number', 'd.driver_name', NEXT_TASK_CODE.as('task_code')])
    .orderBy('u.org_id')
    .orderBy('u.since')
    .orderBy('u.id');
  q = scoped(q, 'u.org_id', orgs);
  const position = new Map<string, number>();
  return (await q.execute()).map((r) => {
    const p = (position.get(r.org_id) ?? 0) + 1;
    position.set(r.org_id, p);
    return {
      position: p,
      vehicleId: r.vehicle_id,
      plate: r.plate,
      innerNumber: r.inner_number,
      driverName: r.driver_name ?? '',
      orgId: r.org_id,
      since: clock.format(r.since),
      taskCode: r.task_code ?? null,
    };
  });
}

/** Park devices in scope, by station then id (a camera's stream URL stays in the table). */
export async function deviceRows(db: DB, clock: Clock, orgs: OrgScope, ids?: number[]): Promise<ParkDeviceLive[]> {
  let q = db
    .selectFrom('park_devices')
    .select(['id', 'org_id', 'kind', 'name', 'area', 'status', 'status_since', 'last_seen_at'])
    .orderBy('org_id')
    .orderBy('id');
  q = scoped(q, 'org_id', orgs);
  if (ids) q = q.where('id', 'in', ids.length ? ids : [-1]);
  return (await q.execute()).map((r) => ({
    id: r.id,
    orgId: r.org_id,
    kind: r.kind as ParkDeviceLive['kind'],
    name: r.name,
    area: r.area,
    status: r.status as ParkDeviceLive['status'],
    statusSince: clock.format(r.status_since),
    lastSeenAt: clock.format(r.last_seen_at),
  }));
}

/** Car washes in scope, oldest first: by id, or those started since an instant. */
export async function washRows(db: DB, clock: Clock, orgs: OrgScope, opts: { ids?: number[]; since?: Date }): Promise<CarWashLive[]> {
  let q = db.selectFrom('car_washes').selectAll().orderBy('started_at').orderBy('id');
  q = scoped(q, 'org_id', orgs);
  if (opts.ids) q = q.where('id', 'in', opts.ids.length ? opts.ids : [-1]);
  if (opts.since) q = q.where('started_at', '>=', opts.since);
  return (await q.execute()).map((r) => ({
    id: r.id,
    orgId: r.org_id,
    washerId: r.device_id,
    vehicleId: r.vehicle_id,
    plate: r.plate,
    startedAt: clock.format(r.started_at),
    endedAt: r.ended_at ? clock.format(r.ended_at) : null,
    waterLitres: r.water_litres,
  }));
}
