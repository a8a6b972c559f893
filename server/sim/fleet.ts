import type { VehiclePosition } from '../../src/domain/events';
import { attempt, drive, leaveWashBay, minutes, REFUSED, setStatus, type SimContext } from './context';
import { distanceM, pointAlong } from './geo';
import type { Truck } from './world';

const BREAKDOWN_PER_TRIP = 0.01;
const DIVERTED_PER_ARRIVAL = 0.02;
const RETURNED_PER_ARRIVAL = 0.02;
const AT_PLANT_M = 500;

function siteOf(ctx: SimContext, t: Truck) {
  const task = t.taskId ? ctx.world.tasks.get(t.taskId) : undefined;
  const station = ctx.world.stations.find((s) => s.orgId === t.orgId)!;
  return station.projects.find((p) => p.id === task?.projectId)?.point ?? station.projects[0].point;
}

/** Moves a truck on its route by `dt` seconds; true when it reached the end this step. */
function travel(t: Truck, dt: number): boolean {
  if (!t.path || t.status === 'breakdown') return false;
  t.travelled = Math.min(t.path.length, t.travelled + t.speedMps * dt);
  const p = pointAlong(t.path, t.travelled);
  t.pos = { lat: p.lat, lng: p.lng, heading: p.heading };
  return t.travelled >= t.path.length;
}

const fixOf = (t: Truck, speed: number) => ({ id: t.id, vehicleId: t.id, lat: round6(t.pos.lat), lng: round6(t.pos.lng), heading: t.pos.heading, speed });

/**
 * A truck that stops (at the end of its route, or broken down) says so at once with a fix at
 * speed 0: the batch of moving trucks no longer carries it, so its last speed would stand beside
 * a waiting status until it drove again.
 */
async function stop(ctx: SimContext, t: Truck): Promise<void> {
  await attempt(ctx, `stop truck ${t.id}`, () => ctx.port.move([fixOf(t, 0)]));
}

/** One truck through the cycle of issue 4 §2, exceptions included. */
export async function advanceTruck(ctx: SimContext, t: Truck, dt: number): Promise<void> {
  if (travel(t, dt)) {
    t.path = null;
    await stop(ctx, t);
    const next = t.onArrive ?? 'atPlant';
    t.onArrive = null;
    if (!(await setStatus(ctx, t, next))) return;
    return arrived(ctx, t);
  }
  if (t.path && t.status !== 'breakdown' && t.resume === null && ctx.rnd.chance((BREAKDOWN_PER_TRIP * dt) / 1800)) {
    t.resume = t.status;
    await stop(ctx, t);
    if (await setStatus(ctx, t, 'breakdown')) t.until = minutes(ctx, 20, 60);
    return;
  }
  if (ctx.time < t.until) return;
  switch (t.status) {
    case 'breakdown':
      if (await setStatus(ctx, t, t.resume ?? 'returning')) t.until = Infinity;
      return;
    case 'atPlant':
      await leaveWashBay(ctx, t);
      if (t.kind === 'mixer' && (await attempt(ctx, `queue truck ${t.id}`, () => ctx.port.enqueue({ vehicleId: t.id }))) !== REFUSED) {
        t.status = 'queued';
        t.until = Infinity;
        ctx.world.stations.find((s) => s.orgId === t.orgId)?.queue.push(t.id);
      } else t.until = Infinity;
      return;
    case 'loaded':
      if (await setStatus(ctx, t, 'toJob')) drive(ctx, t, siteOf(ctx, t), 'arrived');
      return;
    case 'arrived':
      if (t.kind === 'pump') {
        if (await setStatus(ctx, t, 'pouring')) t.until = Infinity;
        return;
      }
      if (t.resume === null && ctx.rnd.chance(DIVERTED_PER_ARRIVAL)) {
        const station = ctx.world.stations.find((s) => s.orgId === t.orgId)!;
        t.resume = 'arrived';
        if (await setStatus(ctx, t, 'diverted')) drive(ctx, t, ctx.rnd.pick(station.projects).point, 'arrived');
        return;
      }
      if (ctx.rnd.chance(RETURNED_PER_ARRIVAL)) {
        if (await setStatus(ctx, t, 'returnedLoad')) drive(ctx, t, t.home, 'washing');
        return;
      }
      if (await setStatus(ctx, t, 'pouring')) t.until = minutes(ctx, 10, 25);
      return;
    case 'pouring':
      if (await setStatus(ctx, t, 'endPour')) t.until = minutes(ctx, 2, 4);
      return;
    case 'endPour':
      if (await setStatus(ctx, t, 'washing')) t.until = minutes(ctx, 5, 10);
      return;
    case 'washing':
      if (distanceM(t.pos, t.home) < AT_PLANT_M) {
        if (await setStatus(ctx, t, 'atPlant')) backAtPlant(ctx, t);
      } else if (await setStatus(ctx, t, 'returning')) drive(ctx, t, t.home, 'atPlant');
      return;
    default:
      t.until = Infinity;
  }
}

async function arrived(ctx: SimContext, t: Truck): Promise<void> {
  switch (t.status) {
    case 'arrived':
      t.until = t.kind === 'pump' ? minutes(ctx, 10, 20) : minutes(ctx, 5, 25);
      return;
    case 'washing':
      t.until = minutes(ctx, 5, 10);
      return;
    case 'atPlant':
      backAtPlant(ctx, t);
      return;
    default:
      t.until = ctx.time;
  }
}

function backAtPlant(ctx: SimContext, t: Truck): void {
  t.ticketId = null;
  t.taskId = null;
  t.resume = null;
  t.until = minutes(ctx, 0.5, 5);
}

/** Fixes of every truck on the road (stopped ones report speed 0), for one 10 s batch. */
export function positionsOf(ctx: SimContext): Array<Omit<VehiclePosition, 'time' | 'orgId'> & { vehicleId: number }> {
  return ctx.world.trucks.filter((t) => t.path).map((t) => fixOf(t, t.status === 'breakdown' ? 0 : Math.round(t.speedMps * 36) / 10));
}
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
