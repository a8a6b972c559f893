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
}

export const REFUSED = Symbol('refused');

/** Runs one plant action; a refusal (an admin changed the row meanwhile) is logged, not fatal. */
export async function attempt<T>(ctx: SimContext, what: string, fn: () => Promise<T>): Promise<T | typeof REFUSED> {
  try { return await fn(); } catch (e) { ctx.log(`simulator: ${what} refused`, e); return REFUSED; }
}

export async function setStatus(ctx: SimContext, t: Truck, status: VehicleStatus): Promise<boolean> {
  const ok = (await attempt(ctx, `${status} of truck ${t.id}`, () => ctx.port.setStatus({ vehicleId: t.id, status }))) !== REFUSED;
  if (ok) t.status = status;
  return ok;
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
