import { attempt, REFUSED, type SimContext } from './context';
import type { SimDevice } from './world';

const CHECK_EVERY_S = 60;
const SEEN_EVERY_S = 300;
/** chance that a device goes down within an hour: a few of a station's devices are down on a normal day */
const DOWN_PER_HOUR = 0.08;
const FAULT_SHARE = 0.3;
/** minutes a device stays down, by how it went down */
const DOWNTIME: Record<'offline' | 'fault', [number, number]> = { offline: [10, 60], fault: [20, 90] };

const until = (ctx: SimContext, [min, max]: [number, number]) => ctx.time + ctx.parkRnd.between(min, max) * 60;

export interface ParkClock {
  nextCheckAt: number;
  nextSeenAt: number;
}

async function flip(ctx: SimContext, d: SimDevice, status: SimDevice['status']): Promise<boolean> {
  const r = await attempt(ctx, `${status} of device ${d.id}`, () => ctx.port.deviceStatus({ deviceId: d.id, status }));
  if (r === REFUSED) return false;
  d.status = status;
  return true;
}

/** A device now and then drops off the network or reports a fault, and comes back later. */
async function checkDevices(ctx: SimContext): Promise<void> {
  const p = (DOWN_PER_HOUR * CHECK_EVERY_S) / 3600;
  for (const d of ctx.world.devices) {
    if (d.status === 'online') {
      if (!ctx.parkRnd.chance(p)) continue;
      const status = ctx.parkRnd.chance(FAULT_SHARE) ? 'fault' : 'offline';
      if (await flip(ctx, d, status)) d.until = until(ctx, DOWNTIME[status]);
    } else if (d.until === 0) {
      // down when the simulator started: it comes back after a downtime of its own
      d.until = until(ctx, [5, 40]);
    } else if (ctx.time >= d.until) {
      await flip(ctx, d, 'online');
    }
  }
}

/** Devices that are up report in; the ones that are down stay silent. */
async function heartbeats(ctx: SimContext): Promise<void> {
  for (const s of ctx.world.stations) {
    const deviceIds = ctx.world.devices.filter((d) => d.orgId === s.orgId && d.status !== 'offline').map((d) => d.id);
    if (deviceIds.length) await attempt(ctx, 'device heartbeats', () => ctx.port.devicesSeen({ deviceIds }));
  }
}

export async function runPark(ctx: SimContext, clock: ParkClock): Promise<void> {
  if (ctx.time >= clock.nextCheckAt) {
    clock.nextCheckAt = ctx.time + CHECK_EVERY_S;
    await checkDevices(ctx);
  }
  if (ctx.time >= clock.nextSeenAt) {
    clock.nextSeenAt = ctx.time + SEEN_EVERY_S;
    await heartbeats(ctx);
  }
}
