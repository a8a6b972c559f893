import type { DryMaterial } from './moisture';
import { decimalField, QualityInputError } from './input';

/** How far the plant may batch a material away from the recipe, % of its quantity, below and above. */
export interface FloatRate {
  materialName: string;
  lowerPercent: number | string;
  upperPercent: number | string;
}

export interface FloatBound {
  materialName: string;
  kgPerM3: string;
  lowerPercent: string;
  upperPercent: string;
  lowerKg: string;
  upperKg: string;
}

/**
 * The float recipe (浮动配合比): for each material the lab lets float, the quantities per m³ the
 * plant may batch, m·(1 − lower %) to m·(1 + upper %), to 0.01 kg. Each rate names a material of
 * the recipe once and lies in 0–20 %.
 */
export function floatBounds(materials: readonly DryMaterial[], rates: readonly FloatRate[]): FloatBound[] {
  const seen = new Set<string>();
  return rates.map((r, i) => {
    const m = materials.find((x) => x.materialName === r.materialName);
    if (!m || seen.has(r.materialName)) throw new QualityInputError(`floats.${i}.materialName`, 'must name a material of the recipe once');
    seen.add(r.materialName);
    const kg = decimalField(`floats.${i}.kgPerM3`, m.kgPerM3, { min: 0 });
    const lower = decimalField(`floats.${i}.lowerPercent`, r.lowerPercent, { min: 0, max: 20 });
    const upper = decimalField(`floats.${i}.upperPercent`, r.upperPercent, { min: 0, max: 20 });
    return {
      materialName: m.materialName,
      kgPerM3: kg.toFixed(2),
      lowerPercent: lower.toString(),
      upperPercent: upper.toString(),
      lowerKg: kg.minus(kg.times(lower).div(100)).round(2).toFixed(2),
      upperKg: kg.plus(kg.times(upper).div(100)).round(2).toFixed(2),
    };
  });
}
