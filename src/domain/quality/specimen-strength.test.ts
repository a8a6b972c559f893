import { describe, expect, it } from 'vitest';
import { cubeGroupStrength } from './cube-strength';
import { flexuralGroupStrength } from './flexural-strength';
import { impermeabilityGrade } from './impermeability';
import { QualityInputError } from './input';

const cubes = (loadsKn: (number | string)[], sizeMm = 150, grade: string | number = 'C30', highGradeFactors?: Record<number, number>) =>
  cubeGroupStrength({ loadsKn, sizeMm, grade, highGradeFactors });

describe('cube group strength (GB/T 50081)', () => {
  it('takes the middle value when the high cube is 16.7 % above it (the worked example)', () => {
    const r = cubes([940, 1010, 1180]);
    expect(r.specimens.map((s) => s.strength)).toEqual(['41.8', '44.9', '52.4']);
    expect(r.specimens[0].areaMm2).toBe('22500');
    expect(r.maxDeviation).toEqual({ difference: '7.5', percent: '16.7', exceeds: true });
    expect(r.minDeviation.exceeds).toBe(false);
    expect(r.mean).toBe('46.4');
    expect(r.rule).toBe('middle');
    expect(r.strength).toBe('44.9');
    expect(r.valid).toBe(true);
  });

  it('keeps the mean when an extreme is exactly 15 % from the middle', () => {
    // 38.0 / 40.0 / 46.0: 6.0 is exactly 15 % of 40.0
    const r = cubes([855, 900, 1035]);
    expect(r.maxDeviation).toEqual({ difference: '6.0', percent: '15.0', exceeds: false });
    expect(r.rule).toBe('mean');
    expect(r.strength).toBe('41.3');
  });

  it('takes the middle one tenth above 15 %', () => {
    const r = cubes([855, 900, '1037.25']);
    expect(r.specimens[2].strength).toBe('46.1');
    expect(r.rule).toBe('middle');
    expect(r.strength).toBe('40.0');
  });

  it('declares the group invalid when both extremes differ by more than 15 %', () => {
    const r = cubes([675, 900, '1057.5']);
    expect(r.minDeviation.exceeds && r.maxDeviation.exceeds).toBe(true);
    expect(r.rule).toBe('invalid');
    expect(r.strength).toBeNull();
    expect(r.valid).toBe(false);
  });

  it('applies the size factor of 100 mm and 200 mm cubes below C60', () => {
    const small = cubes([300, 320, 340], 100);
    expect([small.mean, small.sizeFactor, small.strength]).toEqual(['32.0', '0.95', '30.4']);
    const large = cubes([1200, 1280, 1360], 200);
    expect([large.mean, large.sizeFactor, large.strength]).toEqual(['32.0', '1.05', '33.6']);
  });

  it('needs a tested factor for a 100 mm cube from C60, but not for a 150 mm cube', () => {
    expect(() => cubes([650, 660, 670], 100, 'C60')).toThrow(QualityInputError);
    try {
      cubes([650, 660, 670], 100, 'C60');
    } catch (e) {
      expect((e as QualityInputError).field).toBe('highGradeFactors');
    }
    const set = cubes([650, 660, 670], 100, 'C60', { 100: 0.93 });
    expect([set.sizeFactor, set.factorSource, set.strength]).toEqual(['0.93', 'setting', '61.4']);
    const c55 = cubes([650, 660, 670], 100, 'C55');
    expect([c55.sizeFactor, c55.factorSource]).toEqual(['0.95', 'standard']);
    expect(cubes([1500, 1520, 1540], 150, 'C60').factorSource).toBe('standard');
  });

  it('names the field of bad input', () => {
    expect(() => cubes([940, -1, 1180])).toThrow('loadsKn[1]');
    expect(() => cubes([940, 1010])).toThrow('loadsKn');
    expect(() => cubes([940, 1010, 1180], 120)).toThrow('sizeMm');
    expect(() => cubes([940, 1010, 1180], 150, 'X30')).toThrow('grade');
  });
});

describe('flexural strength (GB/T 50081)', () => {
  const beams = (loads: number[], outside: number[] = [], sizeMm = 150) =>
    flexuralGroupStrength({ beams: loads.map((loadKn, i) => ({ loadKn, brokeOutside: outside.includes(i) })), sizeMm, grade: 'C30' });

  it('computes F·l/(b·h²) to 0.01 MPa over a 450 mm span', () => {
    const r = beams([30, 33, 36]);
    expect(r.specimens.map((s) => s.strength)).toEqual(['4.00', '4.40', '4.80']);
    expect([r.spanMm, r.rule, r.strength]).toEqual([450, 'mean', '4.40']);
  });

  it('uses the other two when one beam broke outside the loading points', () => {
    const r = beams([30, 33, 36], [0]);
    expect(r.pair).toMatchObject({ smaller: '4.40', larger: '4.80', difference: '0.40', exceeds: false });
    expect([r.rule, r.strength]).toEqual(['pair', '4.60']);
  });

  it('is invalid when the two left differ by more than 15 % of the smaller', () => {
    const r = beams([30, 33, 40], [0]);
    expect(r.pair?.exceeds).toBe(true);
    expect(r.valid).toBe(false);
  });

  it('is invalid when two beams broke outside', () => {
    const r = beams([30, 33, 36], [0, 2]);
    expect([r.brokenOutside, r.rule, r.strength]).toEqual([2, 'invalid', null]);
  });

  it('multiplies 100×100×400 beams by 0.85 over their 300 mm span', () => {
    const r = beams([15, 16, 17], [], 100);
    expect(r.specimens.map((s) => s.strength)).toEqual(['4.50', '4.80', '5.10']);
    expect([r.spanMm, r.sizeFactor, r.strength]).toEqual([300, '0.85', '4.08']);
  });
});

describe('impermeability grade (GB/T 50082)', () => {
  it('is P = 10H − 1 where H is the pressure at which the third specimen leaked', () => {
    const r = impermeabilityGrade({ leakPressuresMpa: [0.9, 1.0, 1.0, null, null, 1.1], finalPressureMpa: 1.1 });
    expect([r.leaked, r.h, r.grade, r.moreThan, r.label, r.hours]).toEqual([4, '1.0', 9, false, 'P9', 80]);
  });

  it('reads "> P8" when fewer than three leaked at 0.9 MPa', () => {
    const r = impermeabilityGrade({ leakPressuresMpa: [0.9, null, null, null, null, null], finalPressureMpa: 0.9 });
    expect([r.h, r.grade, r.moreThan, r.label]).toEqual([null, 8, true, '>P8']);
  });

  it('refuses pressures off the 0.1 MPa steps or above the final pressure', () => {
    expect(() => impermeabilityGrade({ leakPressuresMpa: [0.95, null, null, null, null, null], finalPressureMpa: 1 })).toThrow('leakPressuresMpa[0]');
    expect(() => impermeabilityGrade({ leakPressuresMpa: [1.2, null, null, null, null, null], finalPressureMpa: 1 })).toThrow('leakPressuresMpa[0]');
    expect(() => impermeabilityGrade({ leakPressuresMpa: [null, null], finalPressureMpa: 1 })).toThrow('leakPressuresMpa');
  });
});
