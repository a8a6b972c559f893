import { dec, type Dec } from './decimal';
import { QualityInputError } from './input';

/** JGJ 55-2011 tables the mix design reads. Values are decimal text so they stay exact. */

/** σ when the plant has no strength history (table 4.0.2). */
export function defaultSigma(fcuk: number): string {
  if (fcuk <= 20) return '4.0';
  if (fcuk <= 45) return '5.0';
  return '6.0';
}

/**
 * A σ computed from the plant's own results has a floor (§4.0.2): 3.0 MPa up to C30, 4.0 MPa above
 * C30 and below C60. Without it a very even history would propose too low a target strength.
 */
export function historySigmaFloor(fcuk: number): string | null {
  if (fcuk <= 30) return '3.0';
  if (fcuk < 60) return '4.0';
  return null;
}

/** The grade from which fcu,0 = 1.15·fcu,k replaces fcu,k + 1.645σ. */
export const HIGH_GRADE_MPA = 60;

/** γc: the ratio of the cement's real 28-day strength to its class (§5.1.4). */
export const CEMENT_RICHNESS: Record<string, string> = { '32.5': '1.12', '42.5': '1.16', '52.5': '1.10' };

export type AggregateKind = 'crushed' | 'gravel';
/** Regression coefficients αa, αb (table 5.1.2). */
export const REGRESSION: Record<AggregateKind, { αa: string; αb: string }> = {
  crushed: { αa: '0.53', αb: '0.20' },
  gravel: { αa: '0.49', αb: '0.13' },
};

/** [share %, lower, upper] rows of table 5.1.3. */
const FLY_ASH: readonly [number, string, string][] = [
  [0, '1.00', '1.00'],
  [10, '0.85', '0.95'],
  [20, '0.75', '0.85'],
  [30, '0.65', '0.75'],
  [40, '0.55', '0.65'],
];
const SLAG: readonly [number, string, string][] = [
  [0, '1.00', '1.00'],
  [10, '1.00', '1.00'],
  [20, '0.95', '1.00'],
  [30, '0.90', '1.00'],
  [40, '0.80', '0.90'],
  [50, '0.70', '0.85'],
];

export interface InfluenceFactor {
  share: string;
  lower: string;
  upper: string;
  /** grade I/II fly ash and S95 slag take the upper value of the range */
  takesUpper: boolean;
  /** a share between two rows of the table is interpolated linearly */
  interpolated: boolean;
  value: string;
}

function lookup(rows: readonly [number, string, string][], field: string, share: Dec, takesUpper: boolean): InfluenceFactor {
  const last = rows[rows.length - 1][0];
  if (share.lt(0) || share.gt(last)) throw new QualityInputError(field, `must be between 0 and ${last} %`);
  const i = rows.findIndex(([s]) => share.lte(s));
  const [s1, lo1, hi1] = rows[i];
  const exact = share.eq(s1);
  const at = (lo: string, hi: string) => dec(takesUpper ? hi : lo);
  let lower = dec(lo1);
  let upper = dec(hi1);
  if (!exact) {
    const [s0, lo0, hi0] = rows[i - 1];
    const t = share.minus(s0).div(s1 - s0);
    const lerp = (a: string, b: string) => dec(a).plus(dec(b).minus(a).times(t)).round(2);
    lower = lerp(lo0, lo1);
    upper = lerp(hi0, hi1);
  }
  const value = exact ? at(lo1, hi1) : takesUpper ? upper : lower;
  return { share: share.toString(), lower: lower.toFixed(2), upper: upper.toFixed(2), takesUpper, interpolated: !exact, value: value.toFixed(2) };
}

export const flyAshFactor = (share: Dec, gradeIorII: boolean) => lookup(FLY_ASH, 'flyAshPercent', share, gradeIorII);
export const slagFactor = (share: Dec, s95: boolean) => lookup(SLAG, 'slagPercent', share, s95);

/**
 * Water of plastic concrete at 75–90 mm slump with crushed stone of 20 mm (table 5.2.1-2); other
 * aggregates and sizes are given by the lab as their 90 mm value. Above 90 mm: +5 kg per 20 mm.
 */
export const BASE_WATER_KG = '215';
export const BASE_SLUMP_MM = 90;
export const MIN_BASE_SLUMP_MM = 75;
export const WATER_PER_20MM_KG = '5';
