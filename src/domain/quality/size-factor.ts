import { dec, type Dec } from './decimal';
import { decimalField, QualityInputError } from './input';

/**
 * Size factors of GB/T 50081-2019 below C60. From C60 a non-standard specimen needs a factor the
 * lab established by its own tests: a plant setting, passed in as `highGradeFactors`.
 */
export const CUBE_SIZE_FACTORS: Record<number, string> = { 100: '0.95', 150: '1.00', 200: '1.05' };
export const BEAM_SIZE_FACTORS: Record<number, string> = { 100: '0.85', 150: '1.00' };
/** The grade from which the standard's table no longer applies. */
export const HIGH_GRADE_MPA = 60;

export type FactorSource = 'standard' | 'setting';

export interface SizeFactor {
  factor: Dec;
  source: FactorSource;
}

/** Factors established by tests for C60 and above, by specimen size in mm. */
export type HighGradeFactors = Partial<Record<number, number | string>>;

export function sizeFactor(
  table: Record<number, string>,
  sizeMm: number,
  gradeMpa: number,
  highGradeFactors: HighGradeFactors | undefined,
  field: string,
): SizeFactor {
  const standard = table[sizeMm];
  if (standard === undefined) throw new QualityInputError('sizeMm', `must be one of ${Object.keys(table).join(', ')}`);
  if (gradeMpa < HIGH_GRADE_MPA || sizeMm === 150) return { factor: dec(standard), source: 'standard' };
  const set = highGradeFactors?.[sizeMm];
  if (set === undefined || set === '') {
    throw new QualityInputError(field, `a ${sizeMm} mm specimen of C${HIGH_GRADE_MPA} or above needs a size factor established by tests`);
  }
  return { factor: decimalField(field, set, { positive: true }), source: 'setting' };
}
