import { dec, minOf } from '../../src/domain/quality/decimal';
import { gradeMpa } from '../../src/domain/quality/input';
import { spreadOf } from '../../src/domain/quality/standard-deviation';

/**
 * The production control level of GB 50164-2011 (混凝土质量控制标准, 生产控制水平) for a ready-mix
 * plant, per strength grade over a period (a month for a plant): the standard deviation σ of the
 * 28-day group strengths within its limit (≤ 3.0 MPa below C20, ≤ 3.5 MPa C20–C40, ≤ 4.0 MPa
 * from C45) and the share P of groups reaching fcu,k at least 95 %, over at least 30 groups of the
 * grade in the period (fewer: σ and P are shown, the level is not judged). σ is the computed one,
 * without the 2.5 MPa floor GB/T 50107 puts on an evaluation: here it measures the plant, not a batch.
 */
export const CONTROL_PERCENT_MIN = '95';
export const CONTROL_GROUPS_MIN = 30;

/** pass / fail: judged; few: under CONTROL_GROUPS_MIN groups, not judged. */
export type ControlVerdict = 'pass' | 'fail' | 'few';

export interface StrengthControlRow {
  grade: string;
  fcuk: number;
  n: number;
  mean: string;
  minimum: string;
  /** σ to 0.01 MPa; null under two groups */
  sigma: string | null;
  sigmaLimit: string;
  /** groups with a strength ≥ fcu,k */
  reached: number;
  /** reached / n to 0.1 % */
  percent: string;
  verdict: ControlVerdict;
}

/** σ limit of a ready-mix plant by grade (GB 50164-2011, 生产控制水平). */
export function sigmaLimitOf(fcuk: number): string {
  if (fcuk < 20) return '3.0';
  return fcuk <= 40 ? '3.5' : '4.0';
}

/** The control level of one grade from its group strengths (MPa, as stored); at least one group. */
export function strengthControl(grade: string, strengths: ReadonlyArray<string | number>): StrengthControlRow {
  const fcuk = gradeMpa(grade);
  const values = strengths.map((s) => dec(s));
  const n = values.length;
  const spread = spreadOf(values);
  const reached = values.filter((v) => v.gte(fcuk)).length;
  const percent = dec(reached).times(100).div(n).toFixed(1);
  const sigma = n > 1 ? spread.computed : null;
  const sigmaLimit = sigmaLimitOf(fcuk);
  const met = sigma !== null && dec(sigma).lte(sigmaLimit) && dec(percent).gte(CONTROL_PERCENT_MIN);
  return {
    grade,
    fcuk,
    n,
    mean: spread.mean,
    minimum: minOf(values).toFixed(1),
    sigma,
    sigmaLimit,
    reached,
    percent,
    verdict: n < CONTROL_GROUPS_MIN ? 'few' : met ? 'pass' : 'fail',
  };
}
