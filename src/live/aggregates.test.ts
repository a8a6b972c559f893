import { describe, expect, it } from 'vitest';
import type { LineLive, TaskLive, VehicleLive } from '../domain/events';
import { countByStatus, environmentAlarms, outputToday, taskTotals } from './aggregates';

describe('the live aggregates the screens share', () => {
  it('counts trucks by status', () => {
    const v = (status: VehicleLive['status']) => ({ status }) as VehicleLive;
    expect(countByStatus([v('loading'), v('toJob'), v('toJob')])).toEqual({ loading: 1, toJob: 2 });
  });

  it('sums task quantities without float drift and counts completed tasks (state 3)', () => {
    const t = (state: number, planQuantity: number, shippedQuantity: number) => ({ state, planQuantity, shippedQuantity }) as TaskLive;
    expect(taskTotals([t(1, 0.1, 0.1), t(3, 0.2, 0.2), t(2, 100.05, 12)])).toEqual({ open: 2, completed: 1, planQuantity: 100.35, shippedQuantity: 12.3 });
  });

  it('adds the output of every line against its plan', () => {
    const l = (outputToday: number, planToday: number) => ({ outputToday, planToday }) as LineLive;
    expect(outputToday([l(120.5, 300), l(80.25, 200)])).toEqual({ output: 200.75, plan: 500 });
  });

  it('names each alarm with its station', () => {
    expect(
      environmentAlarms([
        { orgId: '02', alarms: ['noise'] },
        { orgId: '01', alarms: ['pm10', 'tsp'] },
      ] as never),
    ).toEqual(['01:pm10', '01:tsp', '02:noise']);
  });
});
