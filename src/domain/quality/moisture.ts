import { dec, sum } from './decimal';
import { decimalField, QualityInputError } from './input';

/** A material per m³ as the recipe states it (aggregates dry, water as added). */
export interface DryMaterial {
  materialName: string;
  kgPerM3: number | string;
}

/** Moisture content of an aggregate, % of its dry mass, as the lab measured it on the day. */
export interface MoistureRate {
  materialName: string;
  percent: number | string;
}

/** One row of the side-by-side: the recipe's quantity, the water its aggregate brings and the batched quantity. */
export interface MoistureRow {
  materialName: string;
  recipeKg: string;
  moisturePercent: string | null;
  waterInAggregateKg: string;
  batchKg: string;
}

export interface MoistureAdjustment {
  rows: MoistureRow[];
  /** water the wet aggregates carry into the batch (kg/m³), taken off the added water */
  waterInAggregatesKg: string;
  recipeTotalKg: string;
  batchTotalKg: string;
}

const WATER = /^水$|water/i;

/**
 * The batch weights of a recipe for aggregates that are not dry (JGJ 55-2011 §6.2, construction
 * mix): each wet aggregate weighs m·(1 + w) so its dry mass is unchanged, and the water it carries,
 * Σ m·w, is taken off the added water. The total mass per m³ stays the recipe's. Values to 0.01 kg.
 * A moisture rate must name a material of the recipe and lie in 0–20 %; the water must cover what
 * the aggregates bring.
 */
export function adjustForMoisture(materials: readonly DryMaterial[], rates: readonly MoistureRate[]): MoistureAdjustment {
  const byName = new Map<string, string>();
  rates.forEach((r, i) => {
    if (!materials.some((m) => m.materialName === r.materialName) || WATER.test(r.materialName))
      throw new QualityInputError(`moisture.${i}.materialName`, 'must name an aggregate of the recipe');
    byName.set(r.materialName, decimalField(`moisture.${i}.percent`, r.percent, { min: 0, max: 20 }).toString());
  });
  const waterRows = materials.filter((m) => WATER.test(m.materialName));
  if (byName.size && waterRows.length !== 1) throw new QualityInputError('materials', 'must hold exactly one water row to adjust');
  const rows: MoistureRow[] = materials.map((m, i) => {
    const kg = decimalField(`materials.${i}.kgPerM3`, m.kgPerM3, { min: 0 });
    const w = byName.get(m.materialName);
    const carried = w === undefined ? dec(0) : kg.times(w).div(100).round(2);
    return {
      materialName: m.materialName,
      recipeKg: kg.round(2).toFixed(2),
      moisturePercent: w ?? null,
      waterInAggregateKg: carried.toFixed(2),
      batchKg: kg.plus(carried).round(2).toFixed(2),
    };
  });
  const carried = sum(rows.map((r) => r.waterInAggregateKg));
  for (const r of rows) {
    if (!WATER.test(r.materialName)) continue;
    const left = dec(r.recipeKg).minus(carried);
    if (left.lt(0)) throw new QualityInputError('moisture', 'the aggregates carry more water than the recipe adds');
    r.batchKg = left.toFixed(2);
  }
  return {
    rows,
    waterInAggregatesKg: carried.toFixed(2),
    recipeTotalKg: sum(rows.map((r) => r.recipeKg)).toFixed(2),
    batchTotalKg: sum(rows.map((r) => r.batchKg)).toFixed(2),
  };
}
