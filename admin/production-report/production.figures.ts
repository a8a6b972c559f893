/**
 * Pure figures of the production statistics, shared by the server (cost, deviation) and the
 * screens (totals). Volumes and tonnages travel as decimal strings and are added as integer
 * thousandths, so a sum of many tickets never drifts the way float addition does.
 */

/** A decimal string or number as integer thousandths (m³ → litres, t → kg), rounded half away from zero. */
export function toMilli(v: string | number | null | undefined): number {
  if (v === null || v === undefined || v === '') return 0;
  const s = typeof v === 'number' ? v.toFixed(6) : v.trim();
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(s);
  if (!m) throw new Error(`not a decimal: ${s}`);
  const frac = (m[3] ?? '').padEnd(4, '0');
  const abs = Number(m[2]) * 1000 + Number(frac.slice(0, 3)) + (Number(frac[3]) >= 5 ? 1 : 0);
  return m[1] ? -abs : abs;
}

/** Integer thousandths back to a 3-decimal string: 12500 → '12.500'. */
export function fromMilli(n: number): string {
  const sign = n < 0 ? '-' : '';
  const a = Math.abs(n);
  return `${sign}${Math.floor(a / 1000)}.${String(a % 1000).padStart(3, '0')}`;
}

/** The exact sum of decimal values, to 3 decimals. */
export const sum3 = (values: ReadonlyArray<string | number | null | undefined>): string => fromMilli(values.reduce<number>((t, v) => t + toMilli(v), 0));

/** The sum of one field over rows, to 3 decimals (a table's total row). */
export const sumOf = <R>(rows: readonly R[], pick: (r: R) => string | number | null | undefined): string => sum3(rows.map(pick));

/**
 * Set against actual of one material: deviation = actual − set (t, 3 decimals), and its share of
 * the set quantity in percent with 2 decimals ('' when nothing was set, a share of zero is meaningless).
 */
export function deviation(set: string, actual: string): { deviation: string; deviationRate: string } {
  const s = toMilli(set);
  const d = toMilli(actual) - s;
  return { deviation: fromMilli(d), deviationRate: s === 0 ? '' : (Math.round((d * 10000) / s) / 100).toFixed(2) };
}

/**
 * Material cost in fen: tonnes (3 decimals) × price in fen per tonne, rounded to the fen.
 * Integer arithmetic: thousandths of a tonne × fen / 1000.
 */
export function costFen(tonnes: string, pricePerTonneFen: number): number {
  return Math.round((toMilli(tonnes) * pricePerTonneFen) / 1000);
}

/** Fen as yuan with 2 decimals, for display: 123456 → '1234.56' (the suite's one formatter). */
export { fenToYuan } from '../../src/domain/sales/money';

/** A yuan price as typed ('420', '420.5', '420.50') in fen; undefined when it is not a price. */
export function yuanToFen(v: string | null | undefined): number | undefined {
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec((v ?? '').trim());
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Volume per trip of one truck (bicyclehesuan): volume / trips to 3 decimals, '0.000' without trips. */
export function perTrip(volume: string, trips: number): string {
  return trips > 0 ? fromMilli(Math.round(toMilli(volume) / trips)) : '0.000';
}

/** Cost per m³ in fen of a recipe: total fen / batched m³, rounded; 0 when nothing was batched. */
export function costPerM3Fen(totalFen: number, volume: string): number {
  const v = toMilli(volume);
  return v > 0 ? Math.round((totalFen * 1000) / v) : 0;
}
