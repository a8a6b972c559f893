import { dec, type Dec, sum } from './decimal';
import { decimalField, QualityInputError } from './input';

/** What a chloride limit is a percentage of: the two standards differ, so the data says which. */
export type ChlorideBasis = 'cement' | 'binder';

export interface ChlorideLimit {
  key: string;
  standard: 'JGJ 55-2011' | 'GB 50010-2010';
  basis: ChlorideBasis;
  /** maximum water-soluble chloride ion, % of the basis */
  percent: string;
}

const limit = (standard: ChlorideLimit['standard'], basis: ChlorideBasis, rows: Record<string, string>) =>
  Object.entries(rows).map(([key, percent]): ChlorideLimit => ({ key, standard, basis, percent }));

/** JGJ 55-2011 table 3.0.6 (fresh concrete, % of cement) and GB 50010-2010 table 3.5.3 (% of binder). */
export const CHLORIDE_LIMITS: readonly ChlorideLimit[] = [
  ...limit('JGJ 55-2011', 'cement', {
    'jgj55.reinforced-dry': '0.30',
    'jgj55.reinforced-damp': '0.20',
    'jgj55.reinforced-damp-chloride': '0.10',
    'jgj55.deicing-salt': '0.06',
    'jgj55.prestressed': '0.06',
    'jgj55.plain': '1.00',
  }),
  ...limit('GB 50010-2010', 'binder', {
    'gb50010.1': '0.30',
    'gb50010.2a': '0.20',
    'gb50010.2b': '0.15',
    'gb50010.3a': '0.15',
    'gb50010.3b': '0.10',
    'gb50010.prestressed': '0.06',
  }),
];

export interface ChlorideMaterial {
  name: string;
  massKg: number | string;
  chloridePercent: number | string;
}

export interface ChlorideInput {
  limitKey: string;
  /** chloride ion in 1 m³, kg; computed from `materials` when absent */
  chlorideKg?: number | string;
  materials?: readonly ChlorideMaterial[];
  cementKg: number | string;
  binderKg: number | string;
}

export interface ChlorideResult {
  limit: ChlorideLimit;
  contributions: { name: string; kg: string }[];
  chlorideKg: string;
  /** the mass the limit is a percentage of, kg/m³ */
  basisKg: string;
  /** chloride as % of the basis, to 0.001 for display; compared exactly */
  percent: string;
  pass: boolean;
}

/** Checks the chloride ion of a mix against the limit of its exposure, on that limit's basis. */
export function checkChloride(input: ChlorideInput): ChlorideResult {
  const found = CHLORIDE_LIMITS.find((l) => l.key === input.limitKey);
  if (!found) throw new QualityInputError('limitKey', 'is not a known chloride limit');
  const cement = decimalField('cementKg', input.cementKg, { positive: true });
  const binder = decimalField('binderKg', input.binderKg, { positive: true });
  if (binder.lt(cement)) throw new QualityInputError('binderKg', 'must include the cement');
  const contributions = (input.materials ?? []).map((m, i) => ({
    name: String(m.name ?? ''),
    kg: decimalField(`materials[${i}].massKg`, m.massKg, { min: 0 })
      .times(decimalField(`materials[${i}].chloridePercent`, m.chloridePercent, { min: 0 }))
      .div(100),
  }));
  let total: Dec;
  if (input.chlorideKg !== undefined && input.chlorideKg !== '') total = decimalField('chlorideKg', input.chlorideKg, { min: 0 });
  else if (contributions.length) total = sum(contributions.map((c) => c.kg));
  else throw new QualityInputError('chlorideKg', 'give the chloride content or the materials');
  const basis = found.basis === 'cement' ? cement : binder;
  const percentExact = total.times(100).div(basis);
  return {
    limit: found,
    contributions: contributions.map((c) => ({ name: c.name, kg: c.kg.toFixed(4) })),
    chlorideKg: total.toString(),
    basisKg: basis.toString(),
    percent: percentExact.toFixed(3),
    // Compared without the division: Cl·100 ≤ limit·basis.
    pass: total.times(100).lte(dec(found.percent).times(basis)),
  };
}
