import type { LineLive, TaskLive } from '../../src/domain/events';

/** Tasks counted by state, in state order. */
export function tasksByState(tasks: readonly TaskLive[]): { state: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const t of tasks) counts.set(t.state, (counts.get(t.state) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([state, count]) => ({ state, count }));
}

/** 24 hourly quantities for the chart, hours the server has not reported stay empty. */
export function hourlySeries(hourly: readonly { hour: number; quantity: number }[]): (number | null)[] {
  const out: (number | null)[] = Array.from({ length: 24 }, () => null);
  for (const h of hourly) if (h.hour >= 0 && h.hour < 24) out[h.hour] = h.quantity;
  return out;
}

/** Output against plan, in percent (0 when nothing is planned). */
export const percentOfPlan = (output: number, plan: number): number => (plan > 0 ? Math.round((output / plan) * 1000) / 10 : 0);

/** The task a line is producing, found among today's tasks. */
export function currentTaskOf(line: LineLive, tasks: readonly TaskLive[]): TaskLive | undefined {
  return line.taskCode ? tasks.find((t) => t.taskCode === line.taskCode) : undefined;
}
