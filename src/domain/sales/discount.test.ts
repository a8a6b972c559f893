import { describe, expect, it } from 'vitest';
import { applyDiscounts, type Discount, type DiscountLine } from './discount';

const lines: DiscountLine[] = [
  { day: '2026-04-01', grade: 'C30', quantity: 12_000, amountFen: 540_000 },
  { day: '2026-04-02', grade: 'C35', quantity: 10_500, amountFen: 493_500 },
  { day: '2026-05-01', grade: 'C30', quantity: 8_000, amountFen: 360_000 },
];
const april = { startDate: '2026-04-01', endDate: '2026-04-30' };

describe('applyDiscounts', () => {
  it('takes a percent of the covered lines only, rounded once', () => {
    const r = applyDiscounts(lines, [{ id: 1, kind: 'percent', value: '2.5', ...april }]);
    // 2.5 % of 10335.00 = 258.375 → 258.38
    expect(r).toEqual({ grossFen: 1_393_500, discountFen: 25_838, netFen: 1_367_662, applied: [{ id: 1, kind: 'percent', lines: 2, discountFen: 25_838 }] });
  });

  it('takes a rate per m³ of the covered grade', () => {
    const r = applyDiscounts(lines, [{ id: 2, kind: 'perM3', valueFen: 500, grade: 'c30', startDate: '2026-01-01', endDate: '2026-12-31' }]);
    expect(r.applied).toEqual([{ id: 2, kind: 'perM3', lines: 2, discountFen: 10_000 }]);
    expect(r.netFen).toBe(r.grossFen - 10_000);
  });

  it('takes a fixed amount once, and only when a line is covered', () => {
    const d: Discount[] = [
      { id: 3, kind: 'amount', valueFen: 20_000, startDate: '2026-06-01', endDate: '2026-06-30' },
      { id: 4, kind: 'amount', valueFen: 20_000, ...april },
    ];
    expect(applyDiscounts(lines, d).applied).toEqual([{ id: 4, kind: 'amount', lines: 2, discountFen: 20_000 }]);
  });

  it('never takes more than the lines are worth, and the figures add up', () => {
    const r = applyDiscounts(lines, [
      { id: 5, kind: 'amount', valueFen: 1_000_000, ...april },
      { id: 6, kind: 'amount', valueFen: 1_000_000, ...april },
    ]);
    expect(r.applied.map((a) => a.discountFen)).toEqual([1_000_000, 393_500]);
    expect(r.netFen).toBe(0);
    expect(r.discountFen).toBe(r.applied.reduce((s, a) => s + a.discountFen, 0));
  });
});
