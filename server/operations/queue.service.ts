import { sql } from 'kysely';
import { CMD, VEHICLE_STATUSES } from '../../src/domain/events';
import { invalid } from '../http/errors';
import type { DB } from '../db/database';
import type { Clock } from '../clock';
import { inScope, type OrgScope } from '../http/scope';
import { audit, write, type Emit, type OpsDeps } from './ops-deps';
import { queueRows, vehicleRows } from './live.queries';
import { needId } from './validate';

export async function emitQueue(deps: OpsDeps, tx: DB, emit: Emit, orgId: string) {
  emit(orgId, CMD.queue, await queueRows(tx, deps.clock, [orgId]));
}

/** A mixer back at the plant joins the end of its station's queue (status queued). */
export async function enqueue(deps: OpsDeps, input: { vehicleId: number }) {
  const vehicleId = needId('vehicleId', input.vehicleId);
  return write(deps, async (tx, emit) => {
    const v = await tx.selectFrom('vehicles').select(['id', 'org_id', 'kind', 'ticket_id']).where('id', '=', vehicleId).forUpdate().executeTakeFirst();
    if (!v || v.kind !== 'mixer') throw invalid('vehicleId');
    if (v.ticket_id) throw invalid('vehicleId', 'vehicleBusy');
    const there = await tx.selectFrom('unloading_queue').select('id').where('vehicle_id', '=', vehicleId).executeTakeFirst();
    if (there) return;
    const now = deps.clock.now();
    await tx.insertInto('unloading_queue').values({ org_id: v.org_id, vehicle_id: vehicleId, since: now }).execute();
    const queued = VEHICLE_STATUSES.indexOf('queued');
    await tx.updateTable('vehicles').set({ status: queued, status_since: now }).where('id', '=', vehicleId).execute();
    await tx.insertInto('vehicle_status_history').values({ org_id: v.org_id, vehicle_id: vehicleId, status: queued, at: now, ticket_id: null }).execute();
    await audit(deps, tx, v.org_id, 'enqueue', 'vehicle', vehicleId);
    emit(v.org_id, CMD.vehicleStatus, (await vehicleRows(tx, deps.clock, [v.org_id], [vehicleId]))[0]);
    await emitQueue(deps, tx, emit, v.org_id);
  });
}

/** A ready mixer in its station's yard order (the dispatch desk's truck column). */
export interface YardTruck {
  vehicleId: number;
  orgId: string;
  plate: string;
  innerNumber: string;
  capacity: number;
  driverName: string;
  status: 'queued' | 'atPlant';
  since: string;
  position: number;
  lat: number;
  lng: number;
}

/**
 * The mixers a station can load now, in the order they get the next load: the unloading queue
 * first (first in, first out), then trucks back at the plant that have not joined it, longest
 * waiting first. Trucks carrying a ticket, pumps and broken-down trucks are not in the yard.
 */
export async function yardOrder(db: DB, clock: Clock, orgs: OrgScope): Promise<YardTruck[]> {
  const ready = [VEHICLE_STATUSES.indexOf('atPlant'), VEHICLE_STATUSES.indexOf('queued')];
  const q = inScope(
    db
      .selectFrom('vehicles as v')
      .leftJoin('unloading_queue as u', 'u.vehicle_id', 'v.id')
      .leftJoin('drivers as d', 'd.id', 'v.driver_id')
      .select([
        'v.id',
        'v.org_id',
        'v.plate',
        'v.inner_number',
        'v.capacity',
        'v.status',
        'v.status_since',
        'v.lat',
        'v.lng',
        'd.driver_name',
        'u.since',
        'u.id as queue_id',
      ])
      .where('v.kind', '=', 'mixer')
      .where('v.ticket_id', 'is', null)
      .where('v.status', 'in', ready)
      .orderBy('v.org_id')
      .orderBy(sql`u.since is null`)
      .orderBy(sql`coalesce(u.since, v.status_since)`)
      .orderBy(sql`coalesce(u.id, 0)`)
      .orderBy('v.id'),
    'v.org_id',
    orgs,
  );
  const position = new Map<string, number>();
  return (await q.execute()).map((r) => {
    const p = (position.get(r.org_id) ?? 0) + 1;
    position.set(r.org_id, p);
    return {
      vehicleId: r.id,
      orgId: r.org_id,
      plate: r.plate,
      innerNumber: r.inner_number,
      capacity: Number(r.capacity),
      driverName: r.driver_name ?? '',
      status: r.queue_id !== null ? 'queued' : 'atPlant',
      since: clock.format(r.since ?? r.status_since),
      position: p,
      lat: r.lat,
      lng: r.lng,
    };
  });
}
