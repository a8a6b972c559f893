import { invalid, required } from '../http/errors';
import { m3ToMilli, type Milli } from '../../src/domain/sales/money';

/** Field checks of the operations services; each names the wire field at fault. */
export function needNumber(field: string, v: unknown, opts: { min?: number; max?: number; positive?: boolean } = {}): number {
  if (v === undefined || v === null || v === '') throw required(field);
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isFinite(n)) throw invalid(field);
  if (opts.positive && n <= 0) throw invalid(field);
  if (opts.min !== undefined && n < opts.min) throw invalid(field);
  if (opts.max !== undefined && n > opts.max) throw invalid(field);
  return n;
}

/**
 * A volume typed in m³ as integer milli-m³, the one quantity type from the desk to the settlement.
 * More than three decimals is refused naming the field (`m3Decimals`), never rounded.
 */
export function needM3(field: string, v: unknown, opts: { min?: number; max?: number; positive?: boolean } = {}): Milli {
  const n = needNumber(field, v, opts);
  const milli = m3ToMilli(typeof v === 'string' ? v : n);
  if (milli === undefined) throw invalid(field, 'm3Decimals');
  return milli;
}

export function needId(field: string, v: unknown): number {
  const n = needNumber(field, v, { positive: true });
  if (!Number.isSafeInteger(n)) throw invalid(field);
  return n;
}

export function needText(field: string, v: unknown, max = 100): string {
  if (v === undefined || v === null || String(v).trim() === '') throw required(field);
  const s = String(v).trim();
  if (s.length > max) throw invalid(field, 'tooLong', { max });
  return s;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;
