import { describe, expect, it } from 'vitest';
import { transitWaterEffect, transitWaterTotals } from './transit-water';

/** The C30 of mix-design.test.ts: 190 kg water over 292 + 73 = 365 kg binder, W/B 0.52. */
const C30 = [
  { materialName: 'P.O 42.5 水泥', kgPerM3: 292 },
  { materialName: 'II级粉煤灰', kgPerM3: 73 },
  { materialName: '中砂', kgPerM3: 775 },
  { materialName: '碎石 5-25mm', kgPerM3: 1070 },
  { materialName: '水', kgPerM3: 190 },
  { materialName: '聚羧酸减水剂', kgPerM3: 6.57 },
];

describe('water added in transit against the recipe W/B', () => {
  it('spreads 60 kg over an 8 m³ load: 7.50 kg/m³, W/B (190 + 7.5)/365 = 0.54 against 190/365 = 0.52: flagged', () => {
    const r = transitWaterEffect({ materials: C30, quantityM3: '8', addedKg: 60 });
    expect(r).toEqual({
      waterKgPerM3: '190.00',
      binderKgPerM3: '365.00',
      addedKgPerM3: '7.50',
      recipeRatio: '0.52',
      ratio: '0.54',
      increase: '0.02',
      flagged: true,
    });
  });

  it('does not flag an addition that leaves W/B unchanged at 0.01: 10 kg over 8 m³ is 1.25 kg/m³, 191.25/365 = 0.524', () => {
    const r = transitWaterEffect({ materials: C30, quantityM3: 8, addedKg: 10 });
    expect([r.addedKgPerM3, r.ratio, r.increase, r.flagged]).toEqual(['1.25', '0.52', '0.00', false]);
  });

  it('names the field it cannot compute with', () => {
    expect(() => transitWaterEffect({ materials: C30, quantityM3: 0, addedKg: 10 })).toThrow('quantityM3');
    expect(() => transitWaterEffect({ materials: C30, quantityM3: 8, addedKg: -1 })).toThrow('addedKg');
    expect(() => transitWaterEffect({ materials: C30.filter((m) => m.materialName !== '水'), quantityM3: 8, addedKg: 10 })).toThrow('materials');
    expect(() => transitWaterEffect({ materials: [{ materialName: '水', kgPerM3: 180 }], quantityM3: 8, addedKg: 10 })).toThrow('materials');
  });

  it('sums the additions of several loads', () => {
    expect(
      transitWaterTotals([
        { addedKg: '60.0', flagged: true },
        { addedKg: 10, flagged: false },
        { addedKg: '25.5', flagged: true },
      ]),
    ).toEqual({ count: 3, addedKg: '95.5', flagged: 2 });
  });
});
