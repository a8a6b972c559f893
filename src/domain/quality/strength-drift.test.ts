import { describe, expect, it } from 'vitest';
import { strengthDrift } from './strength-drift';

const series = (values: Array<number | null>) => values.map((strength, i) => ({ strength, ref: `G${String(i + 1).padStart(2, '0')}` }));

describe('strength drift of a recipe (lower CUSUM against fcu,k + 1.645σ)', () => {
  it('C30, σ 5.0: design mean 38.225, reference 35.725, limit 15', () => {
    const r = strengthDrift([], 'C30', '5.0');
    expect(r).toMatchObject({ fcuk: 30, sigma: '5.00', target: '38.23', reference: '35.73', limit: '15.00', drifting: false, steps: [] });
  });

  it('raises nothing on a stable series around the design mean, even with a low group', () => {
    const r = strengthDrift(series([38, 40, 36, 39, 37, 41, 35, 38, 39.5, 36.5]), 'C30', 5);
    // 35.0 adds 35.725 − 35 = 0.725; the next 38.0 brings it back to 0
    expect(r.steps.map((s) => s.cusum)).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.73', '0.00', '0.00', '0.00']);
    expect([r.drifting, r.raisedAt, r.since, r.failed]).toEqual([false, null, null, []]);
  });

  it('raises a slow decline of 0.5 MPa a group at the 13th group (32.0 MPa), every group still above fcu,k 30', () => {
    const values = Array.from({ length: 13 }, (_, i) => 38 - 0.5 * i); // 38.0 … 32.0
    const r = strengthDrift(series(values), 'C30', 5);
    // the sum starts at 35.5 (0.225) and adds 0.725, 1.225, … : 0.225, 0.95, 2.175, 3.9, 6.125, 8.85, 12.075, 15.8
    expect(r.steps.slice(5).map((s) => s.cusum)).toEqual(['0.23', '0.95', '2.18', '3.90', '6.13', '8.85', '12.08', '15.80']);
    expect(r.steps.slice(5).reduce((a, s, i) => a + (35.725 - values[5 + i]), 0)).toBeCloseTo(15.8, 6);
    expect(r).toMatchObject({ drifting: true, since: 'G06', raisedAt: 'G13', failed: [] });
    expect(Math.min(...values)).toBeGreaterThan(30);
    // one group earlier the same series is not yet a drift
    expect(strengthDrift(series(values.slice(0, 12)), 'C30', 5).drifting).toBe(false);
  });

  it('ends a drift when the groups come back up, and names a new one by its own first group', () => {
    const down = Array.from({ length: 13 }, (_, i) => 38 - 0.5 * i);
    const r = strengthDrift(series([...down, 50, 45, ...down]), 'C30', 5);
    // 50.0 takes 15.8 + 35.725 − 50 = 1.525; 45.0 brings it to 0: the second decline is a drift of its own
    expect(r.steps[13].cusum).toBe('1.53');
    expect(r.steps[14].cusum).toBe('0.00');
    expect(r).toMatchObject({ drifting: true, since: 'G21', raisedAt: 'G28' });
  });

  it('skips invalid groups and lists groups under fcu,k', () => {
    const r = strengthDrift(series([38, null, 29.5]), 'C30', 5);
    expect(r.steps.map((s) => s.ref)).toEqual(['G01', 'G03']);
    expect(r.failed).toEqual(['G03']);
  });

  it('refuses a σ that is not positive and a grade it cannot read, naming the field', () => {
    expect(() => strengthDrift([], 'C30', 0)).toThrow(expect.objectContaining({ field: 'sigma' }));
    expect(() => strengthDrift([], 'X', 5)).toThrow(expect.objectContaining({ field: 'grade' }));
  });
});
