import { describe, expect, it } from 'vitest';
import { CONTROL_GROUPS_MIN, sigmaLimitOf, strengthControl } from './strength-control';

/** `n` groups cycling through `values`. */
const cycle = (values: readonly string[], n: number) => Array.from({ length: n }, (_, i) => values[i % values.length]);

describe('strength control level (GB 50164-2011)', () => {
  it('computes n, mean, σ, P from the groups it summarises', () => {
    const groups = ['32.5', '34.1', '29.8', '36.0', '31.2', '33.4', '35.3', '30.6', '34.8', '32.0'];
    const r = strengthControl('C30', groups);
    const sum = groups.reduce((a, g) => a + Number(g), 0);
    expect(r.n).toBe(10);
    expect(r.mean).toBe((sum / 10).toFixed(1));
    const m = sum / 10;
    const sigma = Math.sqrt(groups.reduce((a, g) => a + (Number(g) - m) ** 2, 0) / 9);
    expect(Number(r.sigma)).toBeCloseTo(sigma, 2);
    expect(r.reached).toBe(9); // 29.8 < 30
    expect(r.percent).toBe('90.0');
    expect(r.minimum).toBe('29.8');
    expect(r.verdict).toBe('few'); // 10 groups: shown, not judged
  });

  it('judges a grade from 30 groups: passes with σ within the limit and P ≥ 95 %', () => {
    const r = strengthControl('C40', cycle(['45.0', '46.2', '44.1', '47.3', '45.5'], CONTROL_GROUPS_MIN));
    expect([r.n, r.sigmaLimit, r.percent, r.verdict]).toEqual([30, '3.5', '100.0', 'pass']);
  });

  it('fails on P under 95 % or σ above the limit, over 30 groups', () => {
    // 2 of 30 under fcu,k: P = 93.3 %
    const low = strengthControl('C30', [...cycle(['34.0', '35.0', '33.0'], 28), '29.5', '29.9']);
    expect([low.reached, low.percent, low.verdict]).toEqual([28, '93.3', 'fail']);
    const wide = strengthControl('C25', cycle(['26.0', '35.0', '30.0', '40.0'], 32));
    expect(Number(wide.sigma)).toBeGreaterThan(3.5);
    expect([wide.percent, wide.verdict]).toEqual(['100.0', 'fail']);
  });

  it('gives no σ for one group and judges nothing under 30', () => {
    const one = strengthControl('C25', ['30.0']);
    expect([one.sigma, one.verdict]).toEqual([null, 'few']);
    expect(strengthControl('C40', cycle(['45.0', '46.2', '44.1'], CONTROL_GROUPS_MIN - 1)).verdict).toBe('few');
  });

  it('takes the limits of the grade bands', () => {
    expect([sigmaLimitOf(15), sigmaLimitOf(20), sigmaLimitOf(40), sigmaLimitOf(45)]).toEqual(['3.0', '3.5', '3.5', '4.0']);
  });
});
