import type { Dec } from './decimal';
import { decimalField, QualityInputError } from './input';

export const IMPERMEABILITY_SPECIMENS = 6;
/** Pressure starts at 0.1 MPa and rises by 0.1 MPa every 8 h (GB/T 50082-2009 §6.2). */
export const PRESSURE_STEP_MPA = '0.1';
export const HOURS_PER_STEP = 8;

export interface ImpermeabilityInput {
  /** per specimen, the water pressure (MPa) at which it leaked; null when it never leaked */
  leakPressuresMpa: readonly (number | string | null)[];
  /** the last pressure held, MPa */
  finalPressureMpa: number | string;
}

export interface ImpermeabilityResult {
  leaked: number;
  /** the pressure at which the third specimen leaked, MPa; null when fewer than three leaked */
  h: string | null;
  /** P = 10H − 1; when fewer than three leaked, 10 × the final pressure − 1 */
  grade: number;
  /**
   * Fewer than three leaked at the final pressure: the concrete is better than this grade
   * (a P8 check holds 0.9 MPa and reads "> P8").
   */
  moreThan: boolean;
  label: string;
  hours: number;
}

const onStep = (p: Dec) => p.div(PRESSURE_STEP_MPA).round(0).times(PRESSURE_STEP_MPA).eq(p);

/** Water impermeability grade by the stepped-pressure method (GB/T 50082-2009 §6.2). */
export function impermeabilityGrade(input: ImpermeabilityInput): ImpermeabilityResult {
  const pressures = input.leakPressuresMpa;
  if (!Array.isArray(pressures) || pressures.length !== IMPERMEABILITY_SPECIMENS) {
    throw new QualityInputError('leakPressuresMpa', `must hold ${IMPERMEABILITY_SPECIMENS} entries`);
  }
  const final = decimalField('finalPressureMpa', input.finalPressureMpa, { positive: true });
  if (!onStep(final)) throw new QualityInputError('finalPressureMpa', 'must be a multiple of 0.1 MPa');
  const leaks = pressures
    .flatMap((p, i) => {
      if (p === null || p === undefined || p === '') return [];
      const d = decimalField(`leakPressuresMpa[${i}]`, p, { positive: true, max: final });
      if (!onStep(d)) throw new QualityInputError(`leakPressuresMpa[${i}]`, 'must be a multiple of 0.1 MPa');
      return [d];
    })
    .sort((a, b) => a.cmp(b));
  const h = leaks.length >= 3 ? leaks[2] : null;
  const reached = h ?? final;
  const grade = reached.times(10).minus(1);
  return {
    leaked: leaks.length,
    h: h ? h.toFixed(1) : null,
    grade: grade.toNumber(),
    moreThan: h === null,
    label: `${h === null ? '>' : ''}P${grade.toString()}`,
    hours: reached.div(PRESSURE_STEP_MPA).times(HOURS_PER_STEP).toNumber(),
  };
}
