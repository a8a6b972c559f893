/**
 * Exact decimals for printed money and volumes: values arrive as numeric text (`'12.50'`) or
 * integer fen, and are added as scaled integers so a printed total never carries a float error.
 */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** The value as an integer of `scale` decimals, or undefined when it is not a plain decimal. */
export function toScaled(value: unknown, scale: number): bigint | undefined {
  const text =
    typeof value === 'bigint' ? value.toString() : typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : String(value ?? '').trim();
  if (!DECIMAL.test(text)) return undefined;
  const negative = text.startsWith('-');
  const [whole, frac = ''] = text.replace('-', '').split('.');
  const digits = frac.padEnd(scale + 1, '0');
  let n = BigInt(whole + digits.slice(0, scale));
  if (Number(digits[scale]) >= 5) n += 1n; // half up on the first dropped digit
  return negative ? -n : n;
}

/** A scaled integer as fixed decimal text: 1250n, 2 → '12.50'. */
export function formatScaled(n: bigint, scale: number): string {
  const negative = n < 0n;
  const digits = (negative ? -n : n).toString().padStart(scale + 1, '0');
  const text = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return negative ? `-${text}` : text;
}

/** The exact sum of decimal values at `scale` decimals; values that are not decimals are skipped. */
export function sumDecimals(values: readonly unknown[], scale: number): string {
  let total = 0n;
  for (const v of values) total += toScaled(v, scale) ?? 0n;
  return formatScaled(total, scale);
}

/** Integer fen as yuan with two decimals: 123456 → '1234.56'. */
export function fenToYuan(value: unknown): string | undefined {
  const n = toScaled(value, 0);
  return n === undefined ? undefined : formatScaled(n, 2);
}

/** Thousands separators on the whole part of a decimal text. */
export function groupThousands(text: string): string {
  const [whole, frac] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}
