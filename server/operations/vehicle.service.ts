import { sql } from 'kysely';
import { CMD, VEHICLE_STATUSES, type VehiclePosition, type VehicleStatus } from '../../src/domain/events';
import { invalid, notFound } from '../http/errors';
import type { DB } from '../db/database';
import { audit, write, type Emit, type OpsDeps } from './ops-deps';
import { TICKET_TIME_COLUMN, ticketRows, vehicleRows } from './live.queries';
import { needId, needNumber } from './validate';
import { unshipTicket } from './ticket.service';
import { emitQueue } from './queue.service';

export interface StatusChange {
  vehicleId: number;
  status: VehicleStatus;
}

/** The statuses of a truck between joining the queue and driving off with its load. */
const IN_QUEUE = new Set<VehicleStatus>(['queued', 'ticketed', 'loading', 'loaded']);

/** Status code of a status name, refusing names outside the cycle. */
export function statusCode(field: string, status: unknown): number {
  const i = VEHICLE_STATUSES.indexOf(status as VehicleStatus);
  if (i < 0) throw invalid(field);
  return i;
}

/**
 * Moves a truck to a status inside a running transaction: the truck, its history, and the
 * time column of the ticket it carries. Returning to the plant ends the ticket.
 */
export async function applyStatus(deps: OpsDeps, tx: DB, emit: Emit, change: StatusChange): Promise<void> {
  const vehicleId = needId('vehicleId', change.vehicleId);
  const code = statusCode('status', change.status);
  const v = await tx.selectFrom('vehicles').select(['id', 'org_id', 'ticket_id', 'status']).where('id', '=', vehicleId).forUpdate().executeTakeFirst();
  if (!v) throw notFound();
  const now = deps.clock.now();
  const endsTicket = change.status === 'atPlant';
  await tx
    .updateTable('vehicles')
    .set({ status: code, status_since: now, ...(endsTicket ? { ticket_id: null, speed: 0 } : {}) })
    .where('id', '=', vehicleId)
    .execute();
  await tx.insertInto('vehicle_status_history').values({ org_id: v.org_id, vehicle_id: vehicleId, status: code, at: now, ticket_id: v.ticket_id }).execute();
  const column = TICKET_TIME_COLUMN[change.status];
  if (v.ticket_id && column) {
    await tx
      .updateTable('delivery_tickets')
      .set({ status: code, [column]: now } as never)
      .where('id', '=', v.ticket_id)
      .execute();
    emit(v.org_id, CMD.ticket, (await ticketRows(tx, deps.clock, [v.org_id], { ids: [v.ticket_id] }))[0]);
  }
  // a load sent back from the site no longer counts as shipped
  if (v.ticket_id && change.status === 'returnedLoad') await unshipTicket(deps, tx, emit, v.ticket_id);
  // A truck holds its queue place through its load (the board names the task it loads) and gives it up once it leaves
  // the loading yard; back at the plant it queues anew (enqueue), behind the trucks that waited meanwhile.
  if (!IN_QUEUE.has(change.status)) {
    const left = await tx.deleteFrom('unloading_queue').where('vehicle_id', '=', vehicleId).executeTakeFirst();
    if (Number(left.numDeletedRows)) await emitQueue(deps, tx, emit, v.org_id);
  }
  await audit(deps, tx, v.org_id, 'status', 'vehicle', vehicleId, { status: change.status, ticketId: v.ticket_id });
  emit(v.org_id, CMD.vehicleStatus, (await vehicleRows(tx, deps.clock, [v.org_id], [vehicleId]))[0]);
}

export async function setVehicleStatus(deps: OpsDeps, change: StatusChange): Promise<void> {
  return write(deps, (tx, emit) => applyStatus(deps, tx, emit, change));
}

export interface PositionInput {
  vehicleId: number;
  lat: number;
  lng: number;
  heading?: number;
  speed?: number;
}

/**
 * A batch of GPS fixes (every 10 s of plant time while trucks move): one insert into the track,
 * one update of the trucks' last positions, one message per organisation.
 * Telemetry is not audited row by row: the track itself is the record.
 */
export async function moveVehicles(deps: OpsDeps, input: PositionInput[]): Promise<VehiclePosition[]> {
  if (!input.length) return [];
  const fixes = input.map((p, i) => ({
    vehicleId: needId(`positions[${i}].vehicleId`, p.vehicleId),
    lat: needNumber(`positions[${i}].lat`, p.lat, { min: -90, max: 90 }),
    lng: needNumber(`positions[${i}].lng`, p.lng, { min: -180, max: 180 }),
    heading: needNumber(`positions[${i}].heading`, p.heading ?? 0, { min: 0, max: 360 }),
    speed: needNumber(`positions[${i}].speed`, p.speed ?? 0, { min: 0, max: 200 }),
  }));
  const now = deps.clock.now();
  const time = deps.clock.format(now);
  return write(deps, async (tx, emit) => {
    const owners = await tx
      .selectFrom('vehicles')
      .select(['id', 'org_id'])
      .where(
        'id',
        'in',
        fixes.map((f) => f.vehicleId),
      )
      .execute();
    const orgOf = new Map(owners.map((o) => [o.id, o.org_id]));
    const missing = fixes.findIndex((f) => !orgOf.has(f.vehicleId));
    if (missing >= 0) throw invalid(`positions[${missing}].vehicleId`);
    await tx
      .insertInto('gps_positions')
      .values(
        fixes.map((f) => ({ org_id: orgOf.get(f.vehicleId)!, vehicle_id: f.vehicleId, lat: f.lat, lng: f.lng, heading: f.heading, speed: f.speed, at: now })),
      )
      .execute();
    const rows = sql.join(fixes.map((f) => sql`(${f.vehicleId}::int, ${f.lat}::float8, ${f.lng}::float8, ${f.heading}::real, ${f.speed}::real)`));
    await sql`update vehicles as v set lat = p.lat, lng = p.lng, heading = p.heading, speed = p.speed
      from (values ${rows}) as p(id, lat, lng, heading, speed) where v.id = p.id`.execute(tx);
    const out = fixes.map((f) => ({ id: f.vehicleId, orgId: orgOf.get(f.vehicleId)!, lat: f.lat, lng: f.lng, heading: f.heading, speed: f.speed, time }));
    const byOrg = new Map<string, VehiclePosition[]>();
    for (const p of out) byOrg.set(p.orgId, [...(byOrg.get(p.orgId) ?? []), p]);
    for (const [org, list] of byOrg) emit(org, CMD.vehiclePositions, list);
    return out;
  });
}
