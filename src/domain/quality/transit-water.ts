import { dec, sum } from './decimal';
import { decimalField, QualityInputError } from './input';
import type { DryMaterial } from './moisture';

/**
 * Water added to a load after it left the plant (途中加水): what it does to the water–binder
 * ratio the recipe was designed for. The load holds `quantityM3` of the recipe; the added water
 * spreads over all of it, so the water per m³ rises by addedKg / quantityM3 and the binder stays.
 * W/B is stated to 0.01 (as the recipe states it); an addition that raises it at that precision is
 * flagged: the concrete placed is no longer the recipe's.
 */
export interface TransitWaterInput {
  /** the recipe's materials per m³, water as added */
  materials: readonly DryMaterial[];
  quantityM3: number | string;
  addedKg: number | string;
}

export interface TransitWaterEffect {
  waterKgPerM3: string;
  binderKgPerM3: string;
  /** added water per m³ of the load, to 0.01 kg */
  addedKgPerM3: string;
  /** W/B of the recipe's materials, to 0.01 */
  recipeRatio: string;
  /** W/B of the load with the added water, to 0.01 */
  ratio: string;
  /** ratio − recipeRatio */
  increase: string;
  flagged: boolean;
}

const WATER = /^水$|^water$/i;
/** The binders of JGJ 55 (cement and the mineral admixtures that count in B). */
const BINDER = /水泥|粉煤灰|矿粉|矿渣|硅灰|cement|fly ?ash|slag|silica fume/i;

export function transitWaterEffect(input: TransitWaterInput): TransitWaterEffect {
  const quantity = decimalField('quantityM3', input.quantityM3, { positive: true });
  const added = decimalField('addedKg', input.addedKg, { positive: true, max: 2000 });
  const kg = input.materials.map((m, i) => ({ name: m.materialName, kg: decimalField(`materials.${i}.kgPerM3`, m.kgPerM3, { min: 0 }) }));
  const water = sum(kg.filter((m) => WATER.test(m.name.trim())).map((m) => m.kg));
  const binder = sum(kg.filter((m) => BINDER.test(m.name)).map((m) => m.kg));
  if (!binder.gt(0)) throw new QualityInputError('materials', 'the recipe holds no binder');
  if (!water.gt(0)) throw new QualityInputError('materials', 'the recipe holds no water');
  const perM3 = added.div(quantity);
  const recipeRatio = water.div(binder).round(2);
  const ratio = water.plus(perM3).div(binder).round(2);
  return {
    waterKgPerM3: water.toFixed(2),
    binderKgPerM3: binder.toFixed(2),
    addedKgPerM3: perM3.toFixed(2),
    recipeRatio: recipeRatio.toFixed(2),
    ratio: ratio.toFixed(2),
    increase: ratio.minus(recipeRatio).toFixed(2),
    flagged: ratio.gt(recipeRatio),
  };
}

/** The additions of several loads summed: count, kg and how many were flagged. */
export function transitWaterTotals(rows: readonly { addedKg: number | string; flagged: boolean }[]) {
  return { count: rows.length, addedKg: sum(rows.map((r) => dec(r.addedKg))).toFixed(1), flagged: rows.filter((r) => r.flagged).length };
}
