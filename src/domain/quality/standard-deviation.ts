import { dec, type Dec, sum } from './decimal';

/** Below this σ0 or S the standards take 2.5 MPa (GB/T 50107-2010 §5.1.2, §5.1.3). */
export const SIGMA_FLOOR_MPA = '2.5';

export interface Spread {
  n: number;
  /** Σf, exact */
  sum: string;
  /** Σf², exact */
  sumOfSquares: string;
  /** mean to 0.1 MPa */
  mean: string;
  /** √((Σf² − n·m²)/(n − 1)) to 0.01 MPa, before the floor */
  computed: string;
  /** the value used: the computed one, or the floor when below it */
  value: string;
  floored: boolean;
}

/**
 * The standard deviation of group strengths with the 2.5 MPa floor. (Σf² − n·m²) is computed as
 * (n·Σf² − (Σf)²)/n so the exact mean m, not the rounded one, enters the formula.
 */
export function spreadOf(values: readonly Dec[]): Spread {
  const n = values.length;
  const s = sum(values);
  const sq = sum(values.map((v) => v.times(v)));
  const numerator = sq.times(n).minus(s.times(s));
  const variance = n > 1 ? numerator.div(n * (n - 1)) : dec(0);
  const computed = (variance.lt(0) ? dec(0) : variance).sqrt().round(2);
  const floored = computed.lt(SIGMA_FLOOR_MPA);
  return {
    n,
    sum: s.toString(),
    sumOfSquares: sq.toString(),
    mean: s.div(n).toFixed(1),
    computed: computed.toFixed(2),
    value: floored ? dec(SIGMA_FLOOR_MPA).toFixed(2) : computed.toFixed(2),
    floored,
  };
}
