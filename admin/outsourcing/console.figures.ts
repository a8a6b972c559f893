import { cubicText, scaled } from './settlement.pricing';

/** One task given to a unit, with the sums of its loads (quantities as decimal text). */
export interface ConsoleTaskRow {
  unitId: number;
  taskId: number;
  taskCode: string;
  customerName: string;
  pouringSite: string;
  strength: string;
  state: number;
  planQuantity: string;
  shipped: string;
  trips: number;
}
export interface ConsoleUnit {
  unitId: number;
  unitCode: string;
  unitName: string;
}

/** Whole percent of the plan shipped, capped at 100 (a task may ship over its plan). */
export function progressOf(shippedLitres: number, planLitres: number): number {
  if (planLitres <= 0) return shippedLitres > 0 ? 100 : 0;
  return Math.min(100, Math.floor((shippedLitres * 100) / planLitres));
}

/** The console's figures: per unit its tasks and their progress, and the unit's totals (sums of its tasks, in litres). */
export function consoleOf(units: readonly ConsoleUnit[], rows: readonly ConsoleTaskRow[]) {
  return units.map((u) => {
    const tasks = rows
      .filter((r) => r.unitId === u.unitId)
      .map((r) => {
        const plan = scaled(r.planQuantity, 3);
        const shipped = scaled(r.shipped, 3);
        return {
          taskId: r.taskId,
          taskCode: r.taskCode,
          customerName: r.customerName,
          pouringSite: r.pouringSite,
          strength: r.strength,
          state: r.state,
          planQuantity: cubicText(plan),
          shippedQuantity: cubicText(shipped),
          trips: r.trips,
          progress: progressOf(shipped, plan),
          plan,
          shipped,
        };
      });
    const plan = tasks.reduce((s, t) => s + t.plan, 0);
    const shipped = tasks.reduce((s, t) => s + t.shipped, 0);
    return {
      ...u,
      taskCount: tasks.length,
      planQuantity: cubicText(plan),
      shippedQuantity: cubicText(shipped),
      trips: tasks.reduce((s, t) => s + t.trips, 0),
      progress: progressOf(shipped, plan),
      tasks: tasks.map(({ plan: _p, shipped: _s, ...t }) => t),
    };
  });
}
