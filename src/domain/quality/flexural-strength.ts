import { dec, type Dec } from './decimal';
import { exceedsPercent, threeValueRule, type GroupRule, type ThreeValueResult } from './group-rule';
import { decimalField, gradeMpa, QualityInputError } from './input';
import { BEAM_SIZE_FACTORS, sizeFactor, type FactorSource, type HighGradeFactors } from './size-factor';

/**
 * Span between supports by beam section. The 150 mm beam (150×150×600/550) spans 450 mm; the
 * 100×100×400 beam cannot span 450 mm and is loaded over 300 mm (GB/T 50081-2019 §10.0.1).
 */
export const BEAM_SPAN_MM: Record<number, number> = { 150: 450, 100: 300 };

export interface BeamInput {
  loadKn: number | string;
  /** the fracture lies outside the two loading points */
  brokeOutside?: boolean;
}

export interface FlexuralGroupInput {
  beams: readonly BeamInput[];
  /** section edge b = h, mm: 150 or 100 */
  sizeMm: number;
  grade: string | number;
  highGradeFactors?: HighGradeFactors;
}

export interface BeamPair {
  smaller: string;
  larger: string;
  difference: string;
  /** the difference as a percentage of the smaller value (display only) */
  percent: string;
  exceeds: boolean;
  mean: string;
}

export interface FlexuralGroupResult {
  specimens: { loadKn: string; brokeOutside: boolean; strength: string }[];
  spanMm: number;
  brokenOutside: number;
  rule: GroupRule | 'pair';
  /** the 15 % rule of three beams, when none broke outside */
  three: ThreeValueResult | null;
  /** the two beams left when one broke outside */
  pair: BeamPair | null;
  value: string | null;
  sizeFactor: string;
  factorSource: FactorSource;
  /** to 0.01 MPa; null for an invalid group */
  strength: string | null;
  valid: boolean;
}

function pairOf(a: Dec, b: Dec): BeamPair {
  const [smaller, larger] = a.lte(b) ? [a, b] : [b, a];
  const diff = larger.minus(smaller);
  return {
    smaller: smaller.toFixed(2),
    larger: larger.toFixed(2),
    difference: diff.toFixed(2),
    percent: smaller.isZero() ? '0.0' : diff.times(100).div(smaller).toFixed(1),
    exceeds: exceedsPercent(diff, smaller, 15),
    mean: a.plus(b).div(2).toFixed(2),
  };
}

/** Flexural strength of a group of three beams, third-point loading (GB/T 50081-2019 §10.0.3–10.0.4). */
export function flexuralGroupStrength(input: FlexuralGroupInput): FlexuralGroupResult {
  if (!Array.isArray(input.beams) || input.beams.length !== 3) throw new QualityInputError('beams', 'must hold three beams');
  const size = Number(input.sizeMm);
  const span = BEAM_SPAN_MM[size];
  const { factor, source } = sizeFactor(BEAM_SIZE_FACTORS, size, gradeMpa(input.grade), input.highGradeFactors, 'highGradeFactors');
  const loads = input.beams.map((b, i) => decimalField(`beams[${i}].loadKn`, b?.loadKn, { positive: true }));
  // f = F·l / (b·h²) with F in N and lengths in mm gives MPa.
  const strengths = loads.map((l) => l.times(1000).times(span).div(dec(size).times(size).times(size)).round(2));
  const outside = input.beams.map((b) => b.brokeOutside === true);
  const brokenOutside = outside.filter(Boolean).length;
  let three: ThreeValueResult | null = null;
  let pair: BeamPair | null = null;
  let value: string | null = null;
  let rule: FlexuralGroupResult['rule'] = 'invalid';
  if (brokenOutside === 0) {
    three = threeValueRule(strengths, 2);
    ({ rule, value } = three);
  } else if (brokenOutside === 1) {
    const [a, b] = strengths.filter((_, i) => !outside[i]);
    pair = pairOf(a, b);
    if (!pair.exceeds) {
      rule = 'pair';
      value = pair.mean;
    }
  }
  const strength = value === null ? null : factor.times(value).toFixed(2);
  return {
    specimens: loads.map((l, i) => ({ loadKn: l.toString(), brokeOutside: outside[i], strength: strengths[i].toFixed(2) })),
    spanMm: span,
    brokenOutside,
    rule,
    three,
    pair,
    value,
    sizeFactor: factor.toFixed(2),
    factorSource: source,
    strength,
    valid: strength !== null,
  };
}
