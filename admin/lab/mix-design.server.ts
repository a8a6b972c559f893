import { z } from 'zod';
import { invalid } from '../../server/http/errors';
import { wire } from '../../server/http/input';
import { MATERIALS } from '../../server/operations/plant-vocabulary';
import { QualityInputError } from '../../src/domain/quality/input';
import { designMix, type MixDesignInput, type MixDesignResult } from '../../src/domain/quality/mix-design';
import type { RecipeMaterialRow } from './mix-design.types';

const dec = () => wire.decimal(4).optional();

/** The inputs of a JGJ 55 design, as the design screen sends them and a recipe keeps them. */
export const designShape = {
  grade: wire.text(16),
  sigma: dec(),
  cementClass: wire.oneOf(['32.5', '42.5', '52.5']).optional(),
  cementStrength: dec(),
  aggregate: wire.oneOf(['crushed', 'gravel']),
  flyAshPercent: dec(),
  flyAshGradeIorII: wire.bool().optional(),
  slagPercent: dec(),
  slagS95: wire.bool().optional(),
  maxWaterBinderRatio: dec(),
  slumpMm: wire.decimal(2),
  baseWaterKg: dec(),
  waterReductionPercent: dec(),
  admixturePercent: dec(),
  sandRatioPercent: wire.decimal(4),
  assumedDensity: dec(),
  densities: z
    .object(
      {
        cement: wire.decimal(2),
        flyAsh: dec(),
        slag: dec(),
        sand: wire.decimal(2),
        stone: wire.decimal(2),
        water: dec(),
        airPercent: dec(),
      },
      { error: 'invalid' },
    )
    .optional(),
};
export const designObject = z.object(designShape, { error: 'invalid' });

/** Runs the pure design; an input it cannot compute with is a 400 naming the field (`prefix` + its path). */
export function runDesign(input: MixDesignInput, prefix = ''): MixDesignResult {
  try {
    return designMix(input);
  } catch (e) {
    if (e instanceof QualityInputError) throw invalid(prefix + e.field);
    throw e;
  }
}

/** The materials per m³ a design gives, named as the plant's silos name them; the mass method first. */
export function materialsOf(r: MixDesignResult): RecipeMaterialRow[] {
  const split = r.mass ?? r.volume;
  const rows: Array<[string, string]> = [
    [MATERIALS.cement, r.cement],
    [MATERIALS.flyAsh, r.flyAsh],
    [MATERIALS.slag, r.slag],
    [MATERIALS.sand, split?.sand ?? '0'],
    [MATERIALS.gravel, split?.stone ?? '0'],
    ['水', r.water.value],
    [MATERIALS.admixture, r.admixture],
  ];
  return rows.filter(([, kg]) => Number(kg) > 0).map(([materialName, kg]) => ({ materialName, kgPerM3: Number(kg) }));
}
