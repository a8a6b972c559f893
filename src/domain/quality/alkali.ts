import { dec, sum } from './decimal';
import { decimalField, QualityInputError } from './input';

/** Where alkali–aggregate reaction must be prevented, at most 3.0 kg/m³ (GB 50010-2010 §3.5.3). */
export const ALKALI_LIMIT_KG = '3.0';

export type AlkaliSource = 'cement' | 'flyAsh' | 'slag' | 'admixture' | 'water' | 'other';

/**
 * Share of a material's alkali that counts: fly ash 1/6, slag 1/2, the rest in full. Kept as
 * sixths so the total is one exact sum divided once.
 */
export const ALKALI_SIXTHS: Record<AlkaliSource, number> = { cement: 6, flyAsh: 1, slag: 3, admixture: 6, water: 6, other: 6 };

const SHARE_TEXT: Record<number, string> = { 6: '1', 3: '1/2', 1: '1/6' };

export interface AlkaliMaterial {
  name?: string;
  source: AlkaliSource;
  massKg: number | string;
  alkaliPercent: number | string;
}

export interface AlkaliResult {
  contributions: { name: string; source: AlkaliSource; massKg: string; alkaliPercent: string; share: string; kg: string }[];
  /** kg/m³ to 0.01 for display; compared exactly */
  totalKg: string;
  limitKg: string;
  pass: boolean;
}

/** Total alkali (Na₂O equivalent) of 1 m³ against the 3.0 kg/m³ limit. */
export function checkAlkali(materials: readonly AlkaliMaterial[]): AlkaliResult {
  if (!Array.isArray(materials) || materials.length === 0) throw new QualityInputError('materials', 'must list the materials');
  const rows = (materials as readonly AlkaliMaterial[]).map((m, i) => {
    const sixths = ALKALI_SIXTHS[m.source];
    if (sixths === undefined) throw new QualityInputError(`materials[${i}].source`, `must be one of ${Object.keys(ALKALI_SIXTHS).join(', ')}`);
    const mass = decimalField(`materials[${i}].massKg`, m.massKg, { min: 0 });
    const pct = decimalField(`materials[${i}].alkaliPercent`, m.alkaliPercent, { min: 0, max: 100 });
    return { m, mass, pct, sixths, counted: mass.times(pct).times(sixths) };
  });
  const numerator = sum(rows.map((r) => r.counted));
  return {
    contributions: rows.map((r) => ({
      name: r.m.name ?? r.m.source,
      source: r.m.source,
      massKg: r.mass.toString(),
      alkaliPercent: r.pct.toString(),
      share: SHARE_TEXT[r.sixths],
      kg: r.counted.div(600).toFixed(3),
    })),
    totalKg: numerator.div(600).toFixed(2),
    limitKg: ALKALI_LIMIT_KG,
    pass: numerator.lte(dec(ALKALI_LIMIT_KG).times(600)),
  };
}
