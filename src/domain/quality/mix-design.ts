import { dec } from './decimal';
import { decimalField, gradeMpa, QualityInputError } from './input';
import {
  BASE_SLUMP_MM,
  BASE_WATER_KG,
  CEMENT_RICHNESS,
  flyAshFactor,
  HIGH_GRADE_MPA,
  MIN_BASE_SLUMP_MM,
  REGRESSION,
  slagFactor,
  WATER_PER_20MM_KG,
  type AggregateKind,
  type InfluenceFactor,
} from './mix-design-tables';
import { designSigma, type DesignSigma } from './sigma-choice';
import { proportionByMass, proportionByVolume, type MassMethod, type VolumeMethod, type VolumeDensities } from './mix-proportion-methods';

type Num = number | string;

export interface MixDesignInput {
  grade: string | number;
  /** σ from the plant's history; the table's default when absent */
  sigma?: Num;
  /** cement class 32.5 / 42.5 / 52.5, giving fce = γc·fce,g */
  cementClass?: string;
  /** measured 28-day cement strength; replaces γc·fce,g when given */
  cementStrength?: Num;
  aggregate: AggregateKind;
  flyAshPercent?: Num;
  /** grade I or II fly ash: takes the upper γf */
  flyAshGradeIorII?: boolean;
  slagPercent?: Num;
  /** S95 slag or better: takes the upper γs */
  slagS95?: boolean;
  /** the durability limit of W/B for the exposure class */
  maxWaterBinderRatio?: Num;
  slumpMm: Num;
  /** water at 90 mm slump for the aggregate used; 215 kg (crushed stone, 20 mm) when absent */
  baseWaterKg?: Num;
  /** water reduction of the admixture, % */
  waterReductionPercent?: Num;
  /** admixture dosage, % of binder */
  admixturePercent?: Num;
  /** βs, % */
  sandRatioPercent: Num;
  /** mass method: the assumed density of fresh concrete, 2350–2450 kg/m³ */
  assumedDensity?: Num;
  /** volume method: material densities, kg/m³ */
  densities?: VolumeDensities;
}

export interface MixDesignResult {
  fcuk: number;
  sigma: DesignSigma;
  fcu0: { formula: string; value: string };
  fce: { source: 'class' | 'measured'; cementClass: string | null; γc: string | null; value: string };
  γf: InfluenceFactor;
  γs: InfluenceFactor;
  fb: string;
  αa: string;
  αb: string;
  waterBinderRatio: { computed: string; max: string | null; value: string };
  water: { base: string; slumpAddition: string; beforeReduction: string; reductionPercent: string; value: string };
  binder: string;
  flyAsh: string;
  slag: string;
  cement: string;
  admixture: string;
  sandRatioPercent: string;
  mass: MassMethod | null;
  volume: VolumeMethod | null;
}

/** Mix proportion design of ordinary concrete (JGJ 55-2011 §4–5), every step kept. */
export function designMix(input: MixDesignInput): MixDesignResult {
  const fcuk = gradeMpa(input.grade);
  const k = dec(fcuk);
  const sigma = designSigma(fcuk, input.sigma);
  const fcu0 =
    fcuk >= HIGH_GRADE_MPA
      ? { formula: '1.15·fcu,k', value: k.times('1.15').toFixed(1) }
      : { formula: 'fcu,k + 1.645σ', value: k.plus(dec('1.645').times(sigma.value)).toFixed(1) };

  let fce: MixDesignResult['fce'];
  if (input.cementStrength !== undefined && input.cementStrength !== '') {
    fce = { source: 'measured', cementClass: null, γc: null, value: decimalField('cementStrength', input.cementStrength, { positive: true }).toFixed(1) };
  } else {
    const γc = CEMENT_RICHNESS[String(input.cementClass ?? '')];
    if (!γc) throw new QualityInputError('cementClass', `must be one of ${Object.keys(CEMENT_RICHNESS).join(', ')}`);
    fce = {
      source: 'class',
      cementClass: String(input.cementClass),
      γc,
      value: dec(γc)
        .times(input.cementClass as string)
        .toFixed(1),
    };
  }
  const flyShare = decimalField('flyAshPercent', input.flyAshPercent ?? 0, { min: 0 });
  const slagShare = decimalField('slagPercent', input.slagPercent ?? 0, { min: 0 });
  if (flyShare.plus(slagShare).gte(100)) throw new QualityInputError('slagPercent', 'fly ash and slag must leave room for cement');
  const γf = flyAshFactor(flyShare, input.flyAshGradeIorII === true);
  const γs = slagFactor(slagShare, input.slagS95 === true);
  const fb = dec(γf.value).times(γs.value).times(fce.value).round(1);

  const reg = REGRESSION[input.aggregate];
  if (!reg) throw new QualityInputError('aggregate', 'must be crushed or gravel');
  const computed = dec(reg.αa)
    .times(fb)
    .div(dec(fcu0.value).plus(dec(reg.αa).times(reg.αb).times(fb)))
    .round(2);
  const max =
    input.maxWaterBinderRatio === undefined || input.maxWaterBinderRatio === ''
      ? null
      : decimalField('maxWaterBinderRatio', input.maxWaterBinderRatio, { positive: true, max: 1 });
  const wb = max && max.lt(computed) ? max : computed;
  if (!wb.gt(0)) throw new QualityInputError(fce.source === 'measured' ? 'cementStrength' : 'cementClass', 'gives no binder strength');

  const slump = decimalField('slumpMm', input.slumpMm, { positive: true, max: 300 });
  const baseGiven = input.baseWaterKg !== undefined && input.baseWaterKg !== '';
  if (!baseGiven && slump.lt(MIN_BASE_SLUMP_MM))
    throw new QualityInputError('baseWaterKg', `a slump below ${MIN_BASE_SLUMP_MM} mm needs the table's water for it`);
  const base = baseGiven ? decimalField('baseWaterKg', input.baseWaterKg, { positive: true }) : dec(BASE_WATER_KG);
  const addition = slump.gt(BASE_SLUMP_MM) ? slump.minus(BASE_SLUMP_MM).div(20).times(WATER_PER_20MM_KG) : dec(0);
  const before = base.plus(addition);
  const reduction = decimalField('waterReductionPercent', input.waterReductionPercent ?? 0, { min: 0, max: 60 });
  const water = before.times(dec(100).minus(reduction)).div(100).round(0);

  const binder = water.div(wb).round(0);
  const flyAsh = binder.times(flyShare).div(100).round(0);
  const slag = binder.times(slagShare).div(100).round(0);
  const cement = binder.minus(flyAsh).minus(slag);
  const admixture = binder
    .times(decimalField('admixturePercent', input.admixturePercent ?? 0, { min: 0, max: 10 }))
    .div(100)
    .round(2);
  const sandRatio = decimalField('sandRatioPercent', input.sandRatioPercent, { positive: true, max: 60 });

  const parts = { cement, flyAsh, slag, water, sandRatio };
  const hasMass = input.assumedDensity !== undefined && input.assumedDensity !== '';
  if (!hasMass && !input.densities) throw new QualityInputError('assumedDensity', 'give the assumed density (mass method) or the densities (volume method)');
  return {
    fcuk,
    sigma,
    fcu0,
    fce,
    γf,
    γs,
    fb: fb.toFixed(1),
    αa: reg.αa,
    αb: reg.αb,
    waterBinderRatio: { computed: computed.toFixed(2), max: max ? max.toFixed(2) : null, value: wb.toFixed(2) },
    water: {
      base: base.toString(),
      slumpAddition: addition.toString(),
      beforeReduction: before.toString(),
      reductionPercent: reduction.toString(),
      value: water.toFixed(0),
    },
    binder: binder.toFixed(0),
    flyAsh: flyAsh.toFixed(0),
    slag: slag.toFixed(0),
    cement: cement.toFixed(0),
    admixture: admixture.toFixed(2),
    sandRatioPercent: sandRatio.toString(),
    mass: hasMass ? proportionByMass(parts, decimalField('assumedDensity', input.assumedDensity, { min: 2350, max: 2450 })) : null,
    volume: input.densities ? proportionByVolume(parts, input.densities) : null,
  };
}
