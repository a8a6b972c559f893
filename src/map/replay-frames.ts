import type { VehicleLive, VehicleStatus } from '../domain/events';

/** One truck of a pour replay (GET /production/dispatch/replay): times in seconds from the replay's start. */
export interface ReplayTrack {
  vehicleId: number;
  plate: string;
  track: ReadonlyArray<readonly [number, number, number]>;
  statuses: ReadonlyArray<readonly [number, VehicleStatus]>;
}

/** Where a truck is at `t` seconds: its fixes interpolated, held at the ends. */
export function positionAt(track: ReplayTrack['track'], t: number): { lat: number; lng: number; heading: number } | null {
  if (!track.length) return null;
  if (t <= track[0][0]) return { lat: track[0][1], lng: track[0][2], heading: 0 };
  for (let i = 1; i < track.length; i++) {
    const [t1, la1, ln1] = track[i];
    if (t <= t1) {
      const [t0, la0, ln0] = track[i - 1];
      const f = t1 === t0 ? 1 : (t - t0) / (t1 - t0);
      const heading = (Math.atan2(ln1 - ln0, la1 - la0) * 180) / Math.PI;
      return { lat: la0 + (la1 - la0) * f, lng: ln0 + (ln1 - ln0) * f, heading: (heading + 360) % 360 };
    }
  }
  const last = track[track.length - 1];
  return { lat: last[1], lng: last[2], heading: 0 };
}

/** The status a truck shows at `t` seconds (its first status before it). */
export function statusAt(statuses: ReplayTrack['statuses'], t: number): VehicleStatus {
  let s: VehicleStatus = statuses[0]?.[1] ?? 'atPlant';
  for (const [at, st] of statuses) {
    if (at <= t) s = st;
    else break;
  }
  return s;
}

/** The trucks as the map layer draws them at `t` seconds; a truck with no fix yet stands at the plant. */
export function frameAt(trucks: readonly ReplayTrack[], t: number, plant: { lat: number; lng: number }, orgId: string): VehicleLive[] {
  return trucks.map((x) => {
    const p = positionAt(x.track, t) ?? { ...plant, heading: 0 };
    return {
      id: x.vehicleId,
      kind: 'mixer',
      plate: x.plate,
      innerNumber: '',
      orgId,
      status: statusAt(x.statuses, t),
      statusSince: '',
      lat: p.lat,
      lng: p.lng,
      heading: p.heading,
      speed: 0,
      driverName: null,
      ticketId: null,
      taskCode: null,
      projectName: null,
      quantity: null,
    };
  });
}
