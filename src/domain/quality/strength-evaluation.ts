import { dec, type Dec, maxOf, minOf, sum } from './decimal';
import { decimalField, gradeMpa, QualityInputError } from './input';
import { spreadOf, type Spread } from './standard-deviation';

/** The three evaluation methods of GB/T 50107-2010 §5. */
export type EvaluationMethod = 'known-sigma' | 'statistical' | 'non-statistical';

/** A batch evaluated with a known σ0 is three consecutive groups; σ0 needs 45 groups or more. */
export const KNOWN_SIGMA_BATCH = 3;
export const KNOWN_SIGMA_MIN_HISTORY = 45;
export const STATISTICAL_MIN_GROUPS = 10;
export const HIGH_GRADE_MPA = 60;

export interface EvaluationInput {
  method: EvaluationMethod;
  grade: string | number;
  /** representative strengths of the batch's groups, MPa */
  groups: readonly (number | string)[];
  /** known-sigma: the groups of the previous 60–90 days, σ0 is computed from them */
  previousGroups?: readonly (number | string)[];
}

export interface Criterion {
  /** mean, minimum, or the minimum against the grade (known-sigma only) */
  name: 'mean' | 'minimum' | 'minimumOfGrade';
  /** how the limit is formed, e.g. "fcu,k + λ1·S" */
  formula: string;
  value: string;
  /** the exact limit; compared without rounding */
  limit: string;
  pass: boolean;
}

export interface EvaluationResult {
  method: EvaluationMethod;
  fcuk: number;
  n: number;
  mean: string;
  minimum: string;
  maximum: string;
  /** σ0 (known-sigma) or S (statistical); null for the non-statistical method */
  spread: (Spread & { symbol: 'σ0' | 'S' }) | null;
  lambdas: Partial<Record<'λ1' | 'λ2' | 'λ3' | 'λ4', string>>;
  criteria: Criterion[];
  pass: boolean;
}

/** λ1, λ2 of table 5.1.3 by number of groups. */
export function statisticalLambdas(n: number): { λ1: string; λ2: string } {
  if (n >= 20) return { λ1: '0.95', λ2: '0.85' };
  if (n >= 15) return { λ1: '1.05', λ2: '0.85' };
  return { λ1: '1.15', λ2: '0.90' };
}

/** λ3, λ4 of table 5.2.2: λ3 is 1.10 from C60. */
export function nonStatisticalLambdas(fcuk: number): { λ3: string; λ4: string } {
  return { λ3: fcuk >= HIGH_GRADE_MPA ? '1.10' : '1.15', λ4: '0.95' };
}

const criterion = (name: Criterion['name'], formula: string, value: Dec, limit: Dec, places = 1): Criterion => ({
  name,
  formula,
  value: value.toFixed(places),
  limit: limit.toString(),
  pass: value.gte(limit),
});

function strengths(field: string, values: readonly (number | string)[] | undefined): Dec[] {
  if (!Array.isArray(values)) throw new QualityInputError(field, 'must be a list of group strengths');
  return values.map((v, i) => decimalField(`${field}[${i}]`, v, { positive: true }).round(1));
}

/** Evaluates a batch by one of the three methods, keeping every intermediate value. */
export function evaluateStrength(input: EvaluationInput): EvaluationResult {
  const fcuk = gradeMpa(input.grade);
  const k = dec(fcuk);
  const groups = strengths('groups', input.groups);
  const n = groups.length;
  if (n === 0) throw new QualityInputError('groups', 'must hold at least one group');
  const mean = sum(groups).div(n).round(1);
  const minimum = minOf(groups);
  const base = { fcuk, n, mean: mean.toFixed(1), minimum: minimum.toFixed(1), maximum: maxOf(groups).toFixed(1) };
  let spread: EvaluationResult['spread'] = null;
  let lambdas: EvaluationResult['lambdas'];
  let criteria: Criterion[];

  if (input.method === 'known-sigma') {
    if (n !== KNOWN_SIGMA_BATCH) throw new QualityInputError('groups', `a batch with known σ0 is ${KNOWN_SIGMA_BATCH} consecutive groups`);
    const history = strengths('previousGroups', input.previousGroups);
    if (history.length < KNOWN_SIGMA_MIN_HISTORY) throw new QualityInputError('previousGroups', `σ0 needs at least ${KNOWN_SIGMA_MIN_HISTORY} groups`);
    spread = { ...spreadOf(history), symbol: 'σ0' };
    const σ0 = dec(spread.value);
    const share = fcuk <= 20 ? '0.85' : '0.90';
    lambdas = {};
    criteria = [
      criterion('mean', 'fcu,k + 0.7·σ0', mean, k.plus(σ0.times('0.7'))),
      criterion('minimum', 'fcu,k − 0.7·σ0', minimum, k.minus(σ0.times('0.7'))),
      criterion('minimumOfGrade', `${share}·fcu,k`, minimum, k.times(share)),
    ];
  } else if (input.method === 'statistical') {
    if (n < STATISTICAL_MIN_GROUPS) throw new QualityInputError('groups', `the statistical method needs at least ${STATISTICAL_MIN_GROUPS} groups`);
    spread = { ...spreadOf(groups), symbol: 'S' };
    const { λ1, λ2 } = statisticalLambdas(n);
    lambdas = { λ1, λ2 };
    criteria = [criterion('mean', 'fcu,k + λ1·S', mean, k.plus(dec(λ1).times(spread.value))), criterion('minimum', 'λ2·fcu,k', minimum, k.times(λ2))];
  } else if (input.method === 'non-statistical') {
    if (n >= STATISTICAL_MIN_GROUPS) throw new QualityInputError('groups', `the non-statistical method takes fewer than ${STATISTICAL_MIN_GROUPS} groups`);
    const { λ3, λ4 } = nonStatisticalLambdas(fcuk);
    lambdas = { λ3, λ4 };
    criteria = [criterion('mean', 'λ3·fcu,k', mean, k.times(λ3)), criterion('minimum', 'λ4·fcu,k', minimum, k.times(λ4))];
  } else {
    throw new QualityInputError('method', 'must be known-sigma, statistical or non-statistical');
  }
  return { method: input.method, ...base, spread, lambdas, criteria, pass: criteria.every((c) => c.pass) };
}

/** The method the standard allows for a number of groups when σ0 is not known. */
export function methodFor(n: number): EvaluationMethod {
  return n >= STATISTICAL_MIN_GROUPS ? 'statistical' : 'non-statistical';
}
