import { dec, type Dec } from './decimal';
import { decimalField, gradeMpa } from './input';

/**
 * A downward drift of a recipe's strength, seen before a group fails: a one-sided (lower) CUSUM of
 * the recipe's 28-day group strengths, oldest first, against the mean the recipe was designed for,
 * fcu,0 = fcu,k + 1.645σ (JGJ 55-2011 §4.0.1).
 *
 *   C₀ = 0,  Cᵢ = max(0, Cᵢ₋₁ + (fcu,0 − Kσ) − fᵢ)      drift when Cᵢ > Hσ
 *
 * with K = 0.5 (a shift of one σ is what it is tuned to find) and H = 3. A lone low group does
 * not raise it; several groups each a little under the design mean do, while they are all still
 * above fcu,k. Why 28-day results and not 7-day ones projected: the 7→28-day ratio differs per
 * cement, admixture and season, and no recipe stores a calibrated one; a projection would raise
 * drifts that are the ratio's, not the concrete's. The 28-day group is the one GB/T 50107 judges.
 */
export const DRIFT_K = '0.5';
export const DRIFT_H = '3';
/** the design margin of fcu,0 = fcu,k + 1.645σ */
const DESIGN_T = '1.645';

export interface DriftGroup {
  /** the group's representative strength, MPa; an invalid group (null) is skipped */
  strength: number | string | null;
  /** what names the group (its sample number) */
  ref: string;
}

export interface DriftStep {
  ref: string;
  strength: string;
  cusum: string;
}

export interface StrengthDrift {
  fcuk: number;
  sigma: string;
  /** the design mean fcu,k + 1.645σ, MPa */
  target: string;
  /** the strength under which a group adds to the sum, fcu,0 − Kσ */
  reference: string;
  /** the sum that raises the drift, Hσ */
  limit: string;
  /** every valid group with the sum after it, oldest first */
  steps: DriftStep[];
  /** the sum is over the limit after the latest group */
  drifting: boolean;
  /** the first group of the current run of the sum (after it was last zero): names the drift */
  since: string | null;
  /** the group at which the sum first went over the limit in the current run */
  raisedAt: string | null;
  /** groups of the series below fcu,k */
  failed: string[];
}

/** The lower CUSUM of a recipe's 28-day groups against its design mean. */
export function strengthDrift(groups: readonly DriftGroup[], grade: string, sigma: number | string): StrengthDrift {
  const fcuk = gradeMpa(grade);
  const s = decimalField('sigma', sigma, { positive: true });
  const target = dec(fcuk).plus(s.times(DESIGN_T));
  const reference = target.minus(s.times(DRIFT_K));
  const limit = s.times(DRIFT_H);
  let sum: Dec = dec(0);
  let since: string | null = null;
  let raisedAt: string | null = null;
  const steps: DriftStep[] = [];
  const failed: string[] = [];
  groups.forEach((g, i) => {
    if (g.strength === null || g.strength === '') return;
    const f = decimalField(`groups[${i}].strength`, g.strength, { positive: true });
    const next = sum.plus(reference).minus(f);
    if (next.lte(0)) {
      sum = dec(0);
      since = null;
      raisedAt = null;
    } else {
      if (sum.isZero()) since = g.ref;
      sum = next;
      if (raisedAt === null && sum.gt(limit)) raisedAt = g.ref;
    }
    if (f.lt(fcuk)) failed.push(g.ref);
    steps.push({ ref: g.ref, strength: f.toFixed(1), cusum: sum.toFixed(2) });
  });
  return {
    fcuk,
    sigma: s.toFixed(2),
    target: target.toFixed(2),
    reference: reference.toFixed(2),
    limit: limit.toFixed(2),
    steps,
    drifting: sum.gt(limit),
    since,
    raisedAt,
    failed,
  };
}
