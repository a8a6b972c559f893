import type { QueueEntry } from '../../src/domain/events';
import { minutesBetween } from '../widgets/use-plant-now';

/** The stations that have a queue, in code order, and the queue of one of them in position order. */
export function queueStations(list: readonly QueueEntry[]): string[] {
  return [...new Set(list.map((q) => q.orgId))].sort();
}

export function queueOf(list: readonly QueueEntry[], orgId: string | undefined): QueueEntry[] {
  return list.filter((q) => q.orgId === orgId).sort((a, b) => a.position - b.position);
}

/** How long a truck has waited, `m:ss` (or `h:mm:ss`), from its own entry time to plant time now. */
export function waited(since: string, now: string): string {
  const total = Math.max(0, Math.floor(minutesBetween(since, now) * 60));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
