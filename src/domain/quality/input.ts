import { dec, Dec, type DecimalInput } from './decimal';

/**
 * Input a rule cannot compute with, naming the field, so the API answers 400 with that name
 * instead of a 500 from deep inside the arithmetic.
 */
export class QualityInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'QualityInputError';
  }
}

/** A decimal input, checked: `field` names it in the error. */
export function decimalField(field: string, v: unknown, opts: { min?: DecimalInput; positive?: boolean; max?: DecimalInput } = {}): Dec {
  if (v instanceof Dec) return check(field, v, opts);
  if (!Dec.isDecimal(v)) throw new QualityInputError(field, 'must be a number');
  return check(field, dec(v), opts);
}

function check(field: string, d: Dec, opts: { min?: DecimalInput; positive?: boolean; max?: DecimalInput }): Dec {
  if (opts.positive && !d.gt(0)) throw new QualityInputError(field, 'must be greater than 0');
  if (opts.min !== undefined && d.lt(opts.min)) throw new QualityInputError(field, `must be at least ${dec(opts.min).toString()}`);
  if (opts.max !== undefined && d.gt(opts.max)) throw new QualityInputError(field, `must be at most ${dec(opts.max).toString()}`);
  return d;
}

/** fcu,k of a strength grade: "C30" → 30, "C30P8" → 30, 30 → 30. */
export function gradeMpa(grade: string | number, field = 'grade'): number {
  const n = typeof grade === 'number' ? grade : Number(/^\s*C(\d{1,3})(?!\d)/i.exec(grade)?.[1]);
  if (!Number.isInteger(n) || n < 5 || n > 150) throw new QualityInputError(field, 'must be a strength grade such as C30');
  return n;
}
