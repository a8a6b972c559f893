import { TASK_STATE, type EnvironmentReading, type LineLive, type TaskLive, type VehicleLive, type VehicleStatus } from '../domain/events';

export function countByStatus(vehicles: readonly VehicleLive[]): Partial<Record<VehicleStatus, number>> {
  const out: Partial<Record<VehicleStatus, number>> = {};
  for (const v of vehicles) out[v.status] = (out[v.status] ?? 0) + 1;
  return out;
}

export interface TaskTotals {
  open: number;
  completed: number;
  planQuantity: number;
  shippedQuantity: number;
}

/** Quantities in m³ with 2 decimals: summed in hundredths so no float drift shows on a board. */
const sum2 = (values: number[]) => values.reduce((a, v) => a + Math.round(v * 100), 0) / 100;

export function taskTotals(tasks: readonly TaskLive[]): TaskTotals {
  const completed = tasks.filter((t) => t.state === TASK_STATE.completed).length;
  return {
    open: tasks.length - completed,
    completed,
    planQuantity: sum2(tasks.map((t) => t.planQuantity)),
    shippedQuantity: sum2(tasks.map((t) => t.shippedQuantity)),
  };
}

export function outputToday(lines: readonly LineLive[]): { output: number; plan: number } {
  return { output: sum2(lines.map((l) => l.outputToday)), plan: sum2(lines.map((l) => l.planToday)) };
}

/** `orgId:reading` for every reading above its limit now. */
export function environmentAlarms(latest: readonly EnvironmentReading[]): string[] {
  return latest.flatMap((r) => r.alarms.map((a) => `${r.orgId}:${a}`)).sort();
}
