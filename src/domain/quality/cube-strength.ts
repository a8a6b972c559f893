import { dec } from './decimal';
import { threeValueRule, type ThreeValueResult } from './group-rule';
import { decimalField, gradeMpa, QualityInputError } from './input';
import { CUBE_SIZE_FACTORS, sizeFactor, type FactorSource, type HighGradeFactors } from './size-factor';

export interface CubeGroupInput {
  /** failure loads of the three cubes, kN */
  loadsKn: readonly (number | string)[];
  /** cube edge, mm: 100, 150 or 200 */
  sizeMm: number;
  /** the design grade ("C30" or 30): decides whether the standard's size factor applies */
  grade: string | number;
  /** size factors for C60 and above, established by the lab's tests (a setting) */
  highGradeFactors?: HighGradeFactors;
}

export interface CubeSpecimen {
  loadKn: string;
  areaMm2: string;
  /** F / A in MPa, to 0.1 */
  strength: string;
}

export interface CubeGroupResult extends ThreeValueResult {
  specimens: CubeSpecimen[];
  sizeFactor: string;
  factorSource: FactorSource;
  /** the group value × size factor, to 0.1 MPa; null for an invalid group */
  strength: string | null;
  valid: boolean;
}

/** Compressive strength of a group of three cubes (GB/T 50081-2019 §5.0.4–5.0.5). */
export function cubeGroupStrength(input: CubeGroupInput): CubeGroupResult {
  if (!Array.isArray(input.loadsKn) || input.loadsKn.length !== 3) throw new QualityInputError('loadsKn', 'must hold three loads');
  const grade = gradeMpa(input.grade);
  const { factor, source } = sizeFactor(CUBE_SIZE_FACTORS, Number(input.sizeMm), grade, input.highGradeFactors, 'highGradeFactors');
  const area = dec(input.sizeMm).times(input.sizeMm);
  const loads = input.loadsKn.map((l, i) => decimalField(`loadsKn[${i}]`, l, { positive: true }));
  const strengths = loads.map((l) => l.times(1000).div(area).round(1));
  const group = threeValueRule(strengths, 1);
  const strength = group.value === null ? null : factor.times(group.value).toFixed(1);
  return {
    ...group,
    specimens: loads.map((l, i) => ({ loadKn: l.toString(), areaMm2: area.toString(), strength: strengths[i].toFixed(1) })),
    sizeFactor: factor.toFixed(2),
    factorSource: source,
    strength,
    valid: strength !== null,
  };
}
