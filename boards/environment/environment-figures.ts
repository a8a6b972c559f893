import type { EnvironmentReading } from '../../src/domain/events';

/** Readings shown on the board, in order; those with a limit are checked against it. */
export const READINGS = ['pm25', 'pm10', 'tsp', 'noise', 'temperature', 'humidity', 'windSpeed'] as const;
export type ReadingName = (typeof READINGS)[number];

export const isOverLimit = (name: string, value: number, limits: Record<string, number>): boolean => limits[name] !== undefined && value > limits[name];

/** One line per station of a reading over the day, oldest first, for a trend chart. */
export function trendOf(history: readonly EnvironmentReading[], name: ReadingName): { orgId: string; points: [string, number][] }[] {
  const byOrg = new Map<string, [string, number][]>();
  const sorted = [...history].sort((a, b) => a.time.localeCompare(b.time));
  for (const r of sorted) {
    const pts = byOrg.get(r.orgId) ?? [];
    pts.push([r.time, r[name]]);
    byOrg.set(r.orgId, pts);
  }
  return [...byOrg.entries()].map(([orgId, points]) => ({ orgId, points }));
}

/** Readings that raised an alarm, newest first. */
export const alarmLog = (history: readonly EnvironmentReading[], max = 20): EnvironmentReading[] =>
  history
    .filter((r) => r.alarms.length > 0)
    .sort((a, b) => b.time.localeCompare(a.time))
    .slice(0, max);
