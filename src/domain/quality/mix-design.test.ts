import { describe, expect, it } from 'vitest';
import { designMix, type MixDesignInput } from './mix-design';

const c30: MixDesignInput = {
  grade: 'C30',
  cementClass: '42.5',
  aggregate: 'crushed',
  flyAshPercent: 20,
  flyAshGradeIorII: true,
  slumpMm: 180,
  waterReductionPercent: 20,
  admixturePercent: 1.8,
  sandRatioPercent: 42,
  assumedDensity: 2400,
  densities: { cement: 3100, flyAsh: 2200, sand: 2650, stone: 2700 },
};

describe('mix design (JGJ 55)', () => {
  it('designs a C30 pumped mix step by step', () => {
    const r = designMix(c30);
    expect(r.sigma).toEqual({ value: '5.0', source: 'default', floor: '3.0' });
    expect(r.fcu0).toEqual({ formula: 'fcu,k + 1.645σ', value: '38.2' });
    expect(r.fce).toEqual({ source: 'class', cementClass: '42.5', γc: '1.16', value: '49.3' });
    expect([r.γf.value, r.γf.takesUpper, r.γs.value, r.fb]).toEqual(['0.85', true, '1.00', '41.9']);
    expect([r.αa, r.αb]).toEqual(['0.53', '0.20']);
    // 0.53·41.9 / (38.2 + 0.53·0.20·41.9) = 22.207 / 42.6414 = 0.5208
    expect(r.waterBinderRatio).toEqual({ computed: '0.52', max: null, value: '0.52' });
    expect(r.water).toEqual({ base: '215', slumpAddition: '22.5', beforeReduction: '237.5', reductionPercent: '20', value: '190' });
    expect([r.binder, r.flyAsh, r.slag, r.cement, r.admixture]).toEqual(['365', '73', '0', '292', '6.57']);
  });

  it('fills the assumed density with sand and stone by the mass method', () => {
    expect(designMix(c30).mass).toEqual({ assumedDensity: '2400', aggregates: '1845', sand: '775', stone: '1070', total: '2400' });
  });

  it('fills the remaining volume with sand and stone by the volume method', () => {
    const v = designMix(c30).volume!;
    expect(v.volumes).toEqual({ cement: '0.0942', flyAsh: '0.0332', slag: '0.0000', water: '0.1900', air: '0.0100' });
    expect(v.aggregateVolume).toBe('0.6726');
    expect([v.aggregates, v.sand, v.stone]).toEqual(['1802', '757', '1045']);
  });

  it('uses 1.15·fcu,k from C60', () => {
    expect(designMix({ ...c30, grade: 'C60', cementClass: '52.5' }).fcu0).toEqual({ formula: '1.15·fcu,k', value: '69.0' });
    expect(designMix({ ...c30, grade: 'C55' }).fcu0).toEqual({ formula: 'fcu,k + 1.645σ', value: '64.9' });
  });

  it('raises a history σ to its floor: 3.0 up to C30, 4.0 above', () => {
    expect(designMix({ ...c30, sigma: 2.8 }).sigma).toMatchObject({ value: '3.0', source: 'floor' });
    expect(designMix({ ...c30, sigma: 3.0 }).sigma).toMatchObject({ value: '3.00', source: 'given' });
    expect(designMix({ ...c30, grade: 'C35', sigma: 3.5 }).sigma).toMatchObject({ value: '4.0', source: 'floor' });
    expect(designMix({ ...c30, grade: 'C20' }).sigma.value).toBe('4.0');
    expect(designMix({ ...c30, grade: 'C50' }).sigma.value).toBe('6.0');
  });

  it('takes the lower γ for ordinary fly ash and slag and interpolates between rows', () => {
    const r = designMix({ ...c30, flyAshPercent: 15, flyAshGradeIorII: false, slagPercent: 20, slagS95: true, densities: { ...c30.densities!, slag: 2900 } });
    expect(r.γf).toMatchObject({ lower: '0.80', upper: '0.90', interpolated: true, value: '0.80' });
    expect(r.γs).toMatchObject({ lower: '0.95', upper: '1.00', interpolated: false, value: '1.00' });
  });

  it('keeps the durability limit of W/B when lower, and a measured cement strength', () => {
    const r = designMix({ ...c30, maxWaterBinderRatio: 0.45, cementStrength: 48.6 });
    expect(r.fce).toMatchObject({ source: 'measured', value: '48.6' });
    expect(r.waterBinderRatio).toMatchObject({ max: '0.45', value: '0.45' });
    expect(r.binder).toBe('422');
  });

  it('adds no water up to 90 mm and needs the table value below 75 mm', () => {
    expect(designMix({ ...c30, slumpMm: 90 }).water.beforeReduction).toBe('215');
    expect(() => designMix({ ...c30, slumpMm: 50 })).toThrow('baseWaterKg');
    expect(designMix({ ...c30, slumpMm: 50, baseWaterKg: 195 }).water.beforeReduction).toBe('195');
  });

  it('refuses a design that leaves no binder strength or no room for the aggregates', () => {
    expect(() => designMix({ ...c30, cementStrength: '0.01' })).toThrow('cementStrength');
    expect(() => designMix({ ...c30, baseWaterKg: 2000, slumpMm: 90, densities: undefined, assumedDensity: 2400, waterReductionPercent: 0 })).toThrow(
      'assumedDensity',
    );
    expect(() => designMix({ ...c30, baseWaterKg: 1500, slumpMm: 90, assumedDensity: undefined, waterReductionPercent: 0 })).toThrow('densities');
  });

  it('names the field of bad input', () => {
    expect(() => designMix({ ...c30, cementClass: '40' })).toThrow('cementClass');
    expect(() => designMix({ ...c30, flyAshPercent: 45 })).toThrow('flyAshPercent');
    expect(() => designMix({ ...c30, assumedDensity: 2300 })).toThrow('assumedDensity');
    expect(() => designMix({ ...c30, densities: { ...c30.densities!, sand: 'x' } })).toThrow('densities.sand');
    expect(() => designMix({ ...c30, aggregate: 'pebble' as never })).toThrow('aggregate');
    expect(() => designMix({ ...c30, assumedDensity: undefined, densities: undefined })).toThrow('assumedDensity');
  });
});
