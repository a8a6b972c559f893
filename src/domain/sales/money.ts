/**
 * Sales money and volumes as integers, never binary floats.
 *
 * - Money is integer fen (1/100 yuan). Volumes are integer thousandths of a m³ ("milli").
 * - **One rounding rule**: half away from zero at the last kept digit (Java's `HALF_UP`, the rule of
 *   the BigDecimal settlement code this suite replaces): 0.125 → 0.13, −0.125 → −0.13. It is applied
 *   once per derived figure: a floated unit price is rounded to the fen, then a line's amount
 *   (volume × unit price) is rounded to the fen; totals are exact sums of rounded lines.
 * - Input text with more decimals than the unit holds is refused (undefined), not rounded: a typed
 *   price of 12.345 yuan is a mistake to report, not to guess.
 */

/** Integer fen. */
export type Fen = number;
/** Integer thousandths of a cubic metre. */
export type Milli = number;

const DECIMAL = /^([+-])?(\d+)(?:\.(\d*))?$/;

/** Exact decimal text (or a finite number) as an integer of `scale` decimals; undefined when it is no decimal or has more decimals. */
export function parseScaled(value: string | number, scale: number): bigint | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const m = DECIMAL.exec(text);
  if (!m) return undefined;
  const frac = m[3] ?? '';
  if (frac.replace(/0+$/, '').length > scale) return undefined;
  const n = BigInt(m[2] + frac.padEnd(scale, '0').slice(0, scale));
  return m[1] === '-' ? -n : n;
}

function safe(n: bigint | undefined): number | undefined {
  return n === undefined || n > BigInt(Number.MAX_SAFE_INTEGER) || n < -BigInt(Number.MAX_SAFE_INTEGER) ? undefined : Number(n);
}

/** Yuan text → fen ('12.5' → 1250); undefined for more than two decimals or no number. */
export const yuanToFen = (value: string | number): Fen | undefined => safe(parseScaled(value, 2));

/** m³ text → thousandths ('8.5' → 8500); undefined for more than three decimals or no number. */
export const m3ToMilli = (value: string | number): Milli | undefined => safe(parseScaled(value, 3));

function formatScaled(n: bigint, scale: number): string {
  const negative = n < 0n;
  const digits = (negative ? -n : n).toString().padStart(scale + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** Fen as yuan text with two decimals: 123456 → '1234.56'. */
export const fenToYuan = (fen: Fen): string => formatScaled(BigInt(fen), 2);

/** Thousandths as m³ text with three decimals: 8500 → '8.500'. */
export const milliToM3 = (milli: Milli): string => formatScaled(BigInt(milli), 3);

/**
 * Thousandths as the m³ number a JSON wire carries (7335 → 7.335): the division is correctly
 * rounded, so the number is the one '7.335' parses to and prints back as 7.335.
 */
export const milliToNumber = (milli: Milli): number => milli / 1000;

/** n / d rounded half away from zero (the rule above); d > 0. */
export function divRound(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  if (2n * (r < 0n ? -r : r) >= d) return n < 0n ? q - 1n : q + 1n;
  return q;
}

/** The amount of a line: volume × unit price, rounded to the fen (7.335 m³ × 412.34 → 3024.51 yuan). */
export const lineAmountFen = (quantity: Milli, unitPriceFen: Fen): Fen => Number(divRound(BigInt(quantity) * BigInt(unitPriceFen), 1000n));

/** Percent text with up to four decimals (`'3.5'`) of an amount in fen, rounded to the fen; undefined when the percent is no such decimal. */
export function percentOfFen(fen: Fen, percent: string | number): Fen | undefined {
  const p = parseScaled(percent, 4);
  return p === undefined ? undefined : Number(divRound(BigInt(fen) * p, 1_000_000n));
}
