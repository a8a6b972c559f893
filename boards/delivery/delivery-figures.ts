import type { TaskLive, TicketLive, VehicleLive, VehicleStatus } from '../../src/domain/events';
import { minutesBetween } from '../widgets/use-plant-now';
import type { ClockThresholds } from '../../src/domain/concrete-clock';

/**
 * When a truck counts as late or waiting: the concrete clock's settings (src/domain/concrete-clock.ts),
 * the same figures the server's alerts use. A truck on the road for half the discharge time is late;
 * a truck on site past the site limit is waiting.
 */
export const lateToJobMinutes = (t: ClockThresholds) => Math.round(t.dischargeMinutes / 2);
export const waitingOnSiteMinutes = (t: ClockThresholds) => t.siteMinutes;

/** Shipped volume per name (customer, site), largest first, in hundredths to stay exact. */
export function volumeBy(tasks: readonly TaskLive[], nameOf: (t: TaskLive) => string, top = 10): { name: string; quantity: number }[] {
  const sums = new Map<string, number>();
  for (const t of tasks) if (t.shippedQuantity > 0) sums.set(nameOf(t), (sums.get(nameOf(t)) ?? 0) + Math.round(t.shippedQuantity * 100));
  return [...sums.entries()]
    .map(([name, h]) => ({ name, quantity: h / 100 }))
    .sort((a, b) => b.quantity - a.quantity)
    .slice(0, top);
}

export interface OverdueTruck {
  vehicle: VehicleLive;
  minutes: number;
}

/** Trucks in `status` for at least `minutes`, longest first. */
export function overdue(vehicles: readonly VehicleLive[], status: VehicleStatus, minutes: number, now: string): OverdueTruck[] {
  return vehicles
    .filter((v) => v.status === status)
    .map((vehicle) => ({ vehicle, minutes: Math.floor(minutesBetween(vehicle.statusSince, now)) }))
    .filter((x) => x.minutes >= minutes)
    .sort((a, b) => b.minutes - a.minutes);
}

/** Average minutes from loading to back at the plant over the tickets that completed the round. */
export function averageTurnaround(tickets: readonly TicketLive[]): number | null {
  const rounds = tickets
    .map((t) => (t.times.loading && (t.times.atPlant ?? t.times.returning) ? minutesBetween(t.times.loading, (t.times.atPlant ?? t.times.returning)!) : null))
    .filter((m): m is number => m !== null && m > 0);
  return rounds.length ? Math.round(rounds.reduce((a, m) => a + m, 0) / rounds.length) : null;
}

/**
 * Which day a volume chart shows: today's, or yesterday's while today has nothing shipped yet (a
 * board at dawn shows the last day's work rather than an empty panel).
 */
export function volumeOfDay<R>(today: readonly R[], yesterday: readonly R[] | undefined): { rows: readonly R[]; yesterday: boolean } {
  return today.length || !yesterday?.length ? { rows: today, yesterday: false } : { rows: yesterday, yesterday: true };
}
