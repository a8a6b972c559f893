import { invalid, required } from '../http/errors';

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
