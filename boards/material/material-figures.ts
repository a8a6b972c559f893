import type { SiloLive, WeighbridgeLive } from '../../src/domain/events';

export type SiloAlarm = 'low' | 'high' | null;

/** A silo below its low threshold or above its high one. */
export function siloAlarm(s: SiloLive): SiloAlarm {
  if (s.level <= s.alarmLow) return 'low';
  if (s.alarmHigh > 0 && s.level >= s.alarmHigh) return 'high';
  return null;
}

export const fillPercent = (value: number, capacity: number): number => (capacity > 0 ? Math.max(0, Math.min(100, (value / capacity) * 100)) : 0);

/** Net weight received per material on the plant day `today` (YYYY-MM-DD), largest first. */
export function receivedByMaterial(receipts: readonly WeighbridgeLive[], today: string): { materialName: string; quantity: number }[] {
  const sums = new Map<string, number>();
  for (const r of receipts) {
    if (!r.time.startsWith(today)) continue;
    sums.set(r.materialName, (sums.get(r.materialName) ?? 0) + Math.round(r.net * 100));
  }
  return [...sums.entries()].map(([materialName, hundredths]) => ({ materialName, quantity: hundredths / 100 })).sort((a, b) => b.quantity - a.quantity);
}

/** Silos in alarm first, then by how full they are (emptiest first). */
export function silosForBoard(silos: readonly SiloLive[]): SiloLive[] {
  const rank = (s: SiloLive) => (siloAlarm(s) ? 0 : 1);
  return [...silos].sort((a, b) => rank(a) - rank(b) || a.level / (a.capacity || 1) - b.level / (b.capacity || 1) || a.id - b.id);
}
