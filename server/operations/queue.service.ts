import { CMD, VEHICLE_STATUSES } from '../../src/domain/events';
import { invalid } from '../http/errors';
import type { DB } from '../db/database';
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
