import { CMD, PARK_DEVICE_STATUSES, type CarWashLive, type ParkDeviceLive, type ParkDeviceStatus } from '../../src/domain/events';
import { invalid, notFound } from '../http/errors';
import type { DB } from '../db/database';
import { audit, write, type Emit, type OpsDeps } from './ops-deps';
import { deviceRows, washRows } from './live.queries';
import { needId, needNumber, needText } from './validate';

/** The most water one wash may report (a drum and wheel wash uses a few hundred litres). */
const MAX_WASH_LITRES = 10_000;

/**
 * A park device reports a new status. Online and fault are reports of the device itself, so
 * they also mark it seen; offline keeps the last time it was seen. An unchanged status only
 * marks the device seen, with no audit row and no event.
 */
export async function setDeviceStatus(deps: OpsDeps, input: { deviceId: number; status: ParkDeviceStatus }): Promise<ParkDeviceLive> {
  const deviceId = needId('deviceId', input.deviceId);
  if (!PARK_DEVICE_STATUSES.includes(input.status)) throw invalid('status');
  return write(deps, async (tx, emit) => {
    const d = await tx.selectFrom('park_devices').select(['id', 'org_id', 'status']).where('id', '=', deviceId).forUpdate().executeTakeFirst();
    if (!d) throw notFound();
    const now = deps.clock.now();
    const seen = input.status === 'offline' ? {} : { last_seen_at: now };
    if (d.status === input.status) {
      await tx.updateTable('park_devices').set(seen).where('id', '=', deviceId).execute();
      return (await deviceRows(tx, deps.clock, [d.org_id], [deviceId]))[0];
    }
    await tx
      .updateTable('park_devices')
      .set({ status: input.status, status_since: now, ...seen })
      .where('id', '=', deviceId)
      .execute();
    await audit(deps, tx, d.org_id, 'status', 'park_device', deviceId, { from: d.status, to: input.status });
    return emitDevice(deps, tx, emit, d.org_id, deviceId);
  });
}

/** Heartbeats of devices that are up: telemetry, so no audit row and no event. */
export async function recordDevicesSeen(deps: OpsDeps, input: { deviceIds: number[] }): Promise<number> {
  const ids = input.deviceIds.map((id, i) => needId(`deviceIds[${i}]`, id));
  if (!ids.length) return 0;
  return write(deps, async (tx) => {
    const r = await tx
      .updateTable('park_devices')
      .set({ last_seen_at: deps.clock.now() })
      .where('id', 'in', ids)
      .where('status', '!=', 'offline')
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  });
}

export interface WashStart {
  /** the car washer (a park device of kind car_washer, online) */
  washerId: number;
  /** a truck of the washer's station; or `plate` alone for an outside truck */
  vehicleId?: number | null;
  plate?: string;
}

/** A truck drives into a car washer. A fleet truck has one wash open at a time. */
export async function startWash(deps: OpsDeps, input: WashStart): Promise<CarWashLive> {
  const washerId = needId('washerId', input.washerId);
  const vehicleId = input.vehicleId === undefined || input.vehicleId === null ? null : needId('vehicleId', input.vehicleId);
  const givenPlate = vehicleId === null ? needText('plate', input.plate, 16) : null;
  return write(deps, async (tx, emit) => {
    const washer = await tx.selectFrom('park_devices').select(['id', 'org_id', 'kind', 'status']).where('id', '=', washerId).executeTakeFirst();
    if (!washer || washer.kind !== 'car_washer') throw invalid('washerId');
    if (washer.status !== 'online') throw invalid('washerId', 'deviceDown');
    let plate = givenPlate;
    if (vehicleId !== null) {
      const v = await tx.selectFrom('vehicles').select(['org_id', 'plate']).where('id', '=', vehicleId).forUpdate().executeTakeFirst();
      if (!v || v.org_id !== washer.org_id) throw invalid('vehicleId');
      const open = await tx.selectFrom('car_washes').select('id').where('vehicle_id', '=', vehicleId).where('ended_at', 'is', null).executeTakeFirst();
      if (open) throw invalid('vehicleId', 'washOpen');
      plate = v.plate;
    }
    const row = await tx
      .insertInto('car_washes')
      .values({ org_id: washer.org_id, device_id: washerId, vehicle_id: vehicleId, plate: plate!, started_at: deps.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx.updateTable('park_devices').set({ last_seen_at: deps.clock.now() }).where('id', '=', washerId).execute();
    await audit(deps, tx, washer.org_id, 'start', 'car_wash', row.id, { washerId, vehicleId, plate });
    return emitWash(deps, tx, emit, washer.org_id, row.id);
  });
}

/** The truck leaves the washer; the washer reports the water it used. */
export async function endWash(deps: OpsDeps, input: { washId: number; waterLitres: number }): Promise<CarWashLive> {
  const washId = needId('washId', input.washId);
  const water = needNumber('waterLitres', input.waterLitres, { min: 0, max: MAX_WASH_LITRES });
  if (!Number.isInteger(water)) throw invalid('waterLitres');
  return write(deps, async (tx, emit) => {
    const w = await tx.selectFrom('car_washes').select(['id', 'org_id', 'ended_at']).where('id', '=', washId).forUpdate().executeTakeFirst();
    if (!w) throw notFound();
    if (w.ended_at) throw invalid('washId', 'washEnded');
    await tx.updateTable('car_washes').set({ ended_at: deps.clock.now(), water_litres: water }).where('id', '=', washId).execute();
    await audit(deps, tx, w.org_id, 'end', 'car_wash', washId, { waterLitres: water });
    return emitWash(deps, tx, emit, w.org_id, washId);
  });
}

async function emitDevice(deps: OpsDeps, tx: DB, emit: Emit, orgId: string, id: number): Promise<ParkDeviceLive> {
  const row = (await deviceRows(tx, deps.clock, [orgId], [id]))[0];
  emit(orgId, CMD.parkDevice, row);
  return row;
}

async function emitWash(deps: OpsDeps, tx: DB, emit: Emit, orgId: string, id: number): Promise<CarWashLive> {
  const row = (await washRows(tx, deps.clock, [orgId], { ids: [id] }))[0];
  emit(orgId, CMD.carWash, row);
  return row;
}
