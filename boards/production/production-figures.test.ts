import { describe, expect, it } from 'vitest';
import type { LineLive, TaskLive } from '../../src/domain/events';
import { currentTaskOf, hourlySeries, percentOfPlan, tasksByState } from './production-figures';

describe('the production board figures', () => {
  it('counts tasks by state in state order', () => {
    const t = (state: number) => ({ state }) as TaskLive;
    expect(tasksByState([t(3), t(1), t(3), t(2)])).toEqual([
      { state: 1, count: 1 },
      { state: 2, count: 1 },
      { state: 3, count: 2 },
    ]);
  });

  it('lays the hourly output on 24 hours, leaving unreported hours empty', () => {
    const s = hourlySeries([
      { hour: 7, quantity: 42.5 },
      { hour: 9, quantity: 10 },
    ]);
    expect(s).toHaveLength(24);
    expect(s[7]).toBe(42.5);
    expect(s[8]).toBeNull();
  });

  it('gives output against plan in percent, and 0 without a plan', () => {
    expect(percentOfPlan(120, 300)).toBe(40);
    expect(percentOfPlan(1, 3)).toBe(33.3);
    expect(percentOfPlan(5, 0)).toBe(0);
  });

  it('finds the task a line is producing', () => {
    const tasks = [{ taskCode: 'T1' }, { taskCode: 'T2' }] as TaskLive[];
    expect(currentTaskOf({ taskCode: 'T2' } as LineLive, tasks)?.taskCode).toBe('T2');
    expect(currentTaskOf({ taskCode: null } as LineLive, tasks)).toBeUndefined();
  });
});
