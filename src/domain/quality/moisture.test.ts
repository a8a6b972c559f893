import { describe, expect, it } from 'vitest';
import { adjustForMoisture } from './moisture';
import { QualityInputError } from './input';

/** The C30 of mix-design.test.ts (mass method), the sand at 4.5 % and the stone at 1.2 % moisture. */
const c30 = [
  { materialName: 'P.O 42.5 水泥', kgPerM3: 292 },
  { materialName: 'II级粉煤灰', kgPerM3: 73 },
  { materialName: '中砂', kgPerM3: 775 },
  { materialName: '碎石 5-25mm', kgPerM3: 1070 },
  { materialName: '水', kgPerM3: 190 },
  { materialName: '聚羧酸减水剂', kgPerM3: 6.57 },
];

describe('adjustForMoisture', () => {
  it('adds the water of wet aggregates to their weight and takes it off the added water', () => {
    const r = adjustForMoisture(c30, [
      { materialName: '中砂', percent: 4.5 },
      { materialName: '碎石 5-25mm', percent: '1.2' },
    ]);
    // 775 × 4.5 % = 34.875 → 34.88; 1070 × 1.2 % = 12.84; water 190 − 47.72 = 142.28
    expect(r.rows.find((x) => x.materialName === '中砂')).toEqual({
      materialName: '中砂',
      recipeKg: '775.00',
      moisturePercent: '4.5',
      waterInAggregateKg: '34.88',
      batchKg: '809.88',
    });
    expect(r.rows.find((x) => x.materialName === '碎石 5-25mm')?.batchKg).toBe('1082.84');
    expect(r.rows.find((x) => x.materialName === '水')?.batchKg).toBe('142.28');
    expect(r.waterInAggregatesKg).toBe('47.72');
    expect(r.rows.find((x) => x.materialName === 'P.O 42.5 水泥')?.batchKg).toBe('292.00');
    // the mass per m³ is unchanged: 292 + 73 + 775 + 1070 + 190 + 6.57
    expect([r.recipeTotalKg, r.batchTotalKg]).toEqual(['2406.57', '2406.57']);
  });

  it('leaves dry aggregates and an empty rate list as the recipe', () => {
    const r = adjustForMoisture(c30, []);
    expect(r.rows.map((x) => x.batchKg)).toEqual(['292.00', '73.00', '775.00', '1070.00', '190.00', '6.57']);
    expect(r.waterInAggregatesKg).toBe('0.00');
  });

  it('names the field it cannot compute with', () => {
    const field = (f: () => unknown) => {
      try {
        f();
        return null;
      } catch (e) {
        return (e as QualityInputError).field;
      }
    };
    expect(field(() => adjustForMoisture(c30, [{ materialName: '粗砂', percent: 3 }]))).toBe('moisture.0.materialName');
    expect(field(() => adjustForMoisture(c30, [{ materialName: '中砂', percent: 25 }]))).toBe('moisture.0.percent');
    expect(field(() => adjustForMoisture(c30, [{ materialName: '水', percent: 1 }]))).toBe('moisture.0.materialName');
    expect(
      field(() =>
        adjustForMoisture(c30, [
          { materialName: '中砂', percent: 20 },
          { materialName: '碎石 5-25mm', percent: 20 },
        ]),
      ),
    ).toBe('moisture');
  });
});

describe('floatBounds', () => {
  it('gives the quantities the plant may batch, below and above the recipe', async () => {
    const { floatBounds } = await import('./float-range');
    expect(
      floatBounds(c30, [
        { materialName: '水', lowerPercent: 3, upperPercent: '2.5' },
        { materialName: '聚羧酸减水剂', lowerPercent: 10, upperPercent: 10 },
      ]),
    ).toEqual([
      // 190 × 3 % = 5.7; 190 × 2.5 % = 4.75; 6.57 × 10 % = 0.657
      { materialName: '水', kgPerM3: '190.00', lowerPercent: '3', upperPercent: '2.5', lowerKg: '184.30', upperKg: '194.75' },
      { materialName: '聚羧酸减水剂', kgPerM3: '6.57', lowerPercent: '10', upperPercent: '10', lowerKg: '5.91', upperKg: '7.23' },
    ]);
  });

  it('names the rate it cannot use', async () => {
    const { floatBounds } = await import('./float-range');
    const field = (f: () => unknown) => {
      try {
        f();
        return null;
      } catch (e) {
        return (e as QualityInputError).field;
      }
    };
    expect(field(() => floatBounds(c30, [{ materialName: '水', lowerPercent: 3, upperPercent: 30 }]))).toBe('floats.0.upperPercent');
    expect(
      field(() =>
        floatBounds(c30, [
          { materialName: '水', lowerPercent: 1, upperPercent: 1 },
          { materialName: '水', lowerPercent: 1, upperPercent: 1 },
        ]),
      ),
    ).toBe('floats.1.materialName');
  });
});
