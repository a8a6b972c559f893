import { clockAlerts, type ClockAlert, type ClockLoad, type ClockThresholds } from '../domain/concrete-clock';
import type { TicketLive } from '../domain/events';

/** A plant-local `YYYY-MM-DD HH:mm:ss` as a number of ms; only differences between such numbers mean anything. */
export const plantMs = (s: string) => Date.parse(`${s.replace(' ', 'T')}Z`);

/** A live ticket as a load of the concrete clock (mixed when loading began, or when ticketed). */
export function clockLoadOf(t: TicketLive): ClockLoad | null {
  const mixed = t.times.loading ?? t.times.ticketed;
  if (!mixed) return null;
  const done = t.times.endPour ?? t.times.returnedLoad ?? t.times.diverted ?? t.times.atPlant;
  return {
    ticketId: t.id,
    taskId: t.taskId,
    mixedAt: plantMs(mixed),
    arrivedAt: t.times.arrived ? plantMs(t.times.arrived) : null,
    doneAt: done ? plantMs(done) : null,
  };
}

/** The alerts the live tickets raise at plant time `now`, by the same rule as the server's. */
export function liveClockAlerts(tickets: readonly TicketLive[], t: ClockThresholds, now: string): ClockAlert[] {
  return clockAlerts(
    tickets.map(clockLoadOf).filter((l): l is ClockLoad => l !== null),
    t,
    plantMs(now),
  );
}
