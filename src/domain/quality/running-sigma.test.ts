import { describe, expect, it } from 'vitest';
import { runningSigma } from './running-sigma';

const day = (offset: number) => new Date(Date.UTC(2026, 10, 24) - offset * 86_400_000).toISOString().slice(0, 10);

describe('running σ of a recipe (GB/T 50107 §5.1.2, JGJ 55 §4.0.2)', () => {
  it('takes the valid groups of the 90 days ending on the day: Σf 390, Σf² 15540, σ = √((10·15540 − 390²)/(10·9)) = 6.06', () => {
    const inside = [30, 32, 34, 36, 38, 40, 42, 44, 46, 48].map((strength, i) => ({ date: day(i * 9), strength, ref: `YP${i}` }));
    const r = runningSigma(
      [
        ...inside,
        { date: day(90), strength: 10 }, // the 91st day back: outside
        { date: day(-1), strength: 90 }, // tomorrow: outside
        { date: day(5), strength: null }, // an invalid group: counted apart
      ],
      '2026-11-24',
    );
    expect(r.window).toEqual({ from: '2026-08-27', to: '2026-11-24', days: 90 });
    expect(day(89)).toBe('2026-08-27');
    expect([r.n, r.invalid]).toEqual([10, 1]);
    expect(r.groups[0]).toEqual({ date: day(81), strength: '48.0', ref: 'YP9' });
    expect(r.spread).toMatchObject({ n: 10, sum: '390', sumOfSquares: '15540', mean: '39.0', computed: '6.06', value: '6.06', floored: false });
    expect([r.asSigma0, r.asDesignSigma]).toEqual([false, false]);
  });

  it('keeps the computed σ and the 2.5 MPa floor apart, and says which use the count allows', () => {
    const even = Array.from({ length: 45 }, (_, i) => ({ date: day(i), strength: i % 2 ? '35.0' : '35.2' }));
    const r = runningSigma(even, '2026-11-24', 60);
    expect(r.n).toBe(45);
    // 23 × 35.2 and 22 × 35.0: Σf = 1579.6, mean 35.1; σ ≈ 0.10 before the floor
    expect(r.spread).toMatchObject({ sum: '1579.6', mean: '35.1', computed: '0.10', value: '2.50', floored: true });
    expect([r.asSigma0, r.asDesignSigma]).toEqual([true, true]);
    const thirty = runningSigma(even.slice(0, 30), '2026-11-24', 60);
    expect([thirty.n, thirty.asSigma0, thirty.asDesignSigma]).toEqual([30, false, true]);
  });

  it('has no σ below two groups and names a bad input', () => {
    expect(runningSigma([{ date: day(1), strength: 40 }], '2026-11-24').spread).toBeNull();
    expect(() => runningSigma([], '2026-13-01')).toThrow('asOf');
    expect(() => runningSigma([], '2026-11-24', 0)).toThrow('days');
    expect(() => runningSigma([{ date: day(1), strength: 'x' }], '2026-11-24')).toThrow('strength');
  });
});
