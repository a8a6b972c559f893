import type { VehicleStatus } from '../../src/domain/events';
import type { PlantPort } from './plant-port';
import type { Random } from './random';
import type { Truck, World } from './world';
import { roadPath, type Point } from './geo';

/** The state every part of the simulator shares during one step. */
export interface SimContext {
  world: World;
  port: PlantPort;
  rnd: Random;
  /** simulator seconds since start */
  time: number;
  /** plant seconds of day when the simulator started (daily patterns) */
  startSecondsOfDay: number;
  log(msg: string, err?: unknown): void;
  /** m³ batched per station since the last meter reading */
  producedSinceMeter: Map<string, number>;
  /** a second stream for the yard (devices, washes), so the trucks replay the same with or without it */
  parkRnd: Random;
}

export const REFUSED = Symbol('refused');

/** Runs one plant action; a refusal (an admin changed the row meanwhile) is logged, not fatal. */
export async function attempt<T>(ctx: SimContext, what: string, fn: () => Promise<T>): Promise<T | typeof REFUSED> {
  try {
    return await fn();
  } catch (e) {
    ctx.log(`simulator: ${what} refused`, e);
    return REFUSED;
  }
}

/**
 * Moves a truck to a status. A mixer back at the plant goes through a car washer of its station
 * (the drum is rinsed at the site in its washing step; the wash bay at the gate does the rest),
 * and leaves it when it moves on or joins the queue (`leaveWashBay`).
 */
export async function setStatus(ctx: SimContext, t: Truck, status: VehicleStatus): Promise<boolean> {
  const ok = (await attempt(ctx, `${status} of truck ${t.id}`, () => ctx.port.setStatus({ vehicleId: t.id, status }))) !== REFUSED;
  if (!ok) return false;
  t.status = status;
  if (status !== 'atPlant') await leaveWashBay(ctx, t);
  if (status === 'atPlant' && t.kind === 'mixer' && t.washId === null) await startWash(ctx, t);
  return true;
}

/** Litres a wash uses: the drum and the wheels of a mixer. */
const WASH_LITRES: [number, number] = [250, 550];

async function startWash(ctx: SimContext, t: Truck): Promise<void> {
  const washers = ctx.world.devices.filter((d) => d.orgId === t.orgId && d.kind === 'car_washer' && d.status === 'online');
  if (!washers.length) return;
  const washer = ctx.parkRnd.pick(washers);
  const r = await attempt(ctx, `wash of truck ${t.id}`, () => ctx.port.startWash({ washerId: washer.id, vehicleId: t.id }));
  if (r !== REFUSED) t.washId = r.id;
}

/** Ends the truck's wash, if it is in the wash bay, with the water it used. */
export async function leaveWashBay(ctx: SimContext, t: Truck): Promise<void> {
  if (t.washId === null) return;
  const washId = t.washId;
  t.washId = null;
  await attempt(ctx, `end of wash ${washId}`, () => ctx.port.endWash({ washId, waterLitres: ctx.parkRnd.int(...WASH_LITRES) }));
}

/** Sends a truck along a road-like route at 30–45 km/h; `arrive` is its status at the end. */
export function drive(ctx: SimContext, t: Truck, to: Point, arrive: VehicleStatus): void {
  t.path = roadPath(t.pos, to, ctx.rnd);
  t.travelled = 0;
  t.speedMps = ctx.rnd.between(30, 45) / 3.6;
  t.onArrive = arrive;
  t.until = Infinity;
}

export const minutes = (ctx: SimContext, min: number, max: number) => ctx.time + ctx.rnd.between(min, max) * 60;
