import type { ParkReading } from '../../src/domain/events';

export const METERS = ['water', 'electricity', 'gas', 'oil'] as const satisfies readonly ParkReading['meter'][];
export const METER_UNITS: Record<ParkReading['meter'], string> = { water: 'm³', electricity: 'kWh', gas: 'm³', oil: 'L' };

/** Today's total of each meter over every station in scope, in hundredths to stay exact. */
export function meterTotals(latest: readonly ParkReading[]): Record<ParkReading['meter'], number | null> {
  const out: Record<ParkReading['meter'], number | null> = { water: null, electricity: null, gas: null, oil: null };
  for (const m of METERS) {
    const rows = latest.filter((r) => r.meter === m);
    if (rows.length) out[m] = rows.reduce((a, r) => a + Math.round(r.todayTotal * 100), 0) / 100;
  }
  return out;
}

/** Stations that report meters, in id order. */
export const meterStations = (latest: readonly ParkReading[]): string[] => [...new Set(latest.map((r) => r.orgId))].sort();
