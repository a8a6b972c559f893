/**
 * Decimal arithmetic for the quality rules: a bigint of 10⁻¹² units. The standards compare
 * rounded values against limits ("exactly 15 % is not more than 15 %"), which binary floats get
 * wrong at the boundary (0.15 * 44.9 !== 6.735). Every input is parsed from its decimal text, so a
 * value typed as 41.8 is exactly 41.8; only division and square roots round, at the 12th place.
 */
const PLACES = 12;
const ONE = 10n ** BigInt(PLACES);

export type DecimalInput = Dec | number | string;

const pow10 = (n: number) => 10n ** BigInt(n);

/** Division of bigints rounding half away from zero. */
function divRound(a: bigint, b: bigint): bigint {
  const neg = a < 0n !== b < 0n;
  const aa = a < 0n ? -a : a;
  const bb = b < 0n ? -b : b;
  const q = (aa * 2n + bb) / (bb * 2n);
  return neg ? -q : q;
}

function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  for (;;) {
    const y = (x + n / x) / 2n;
    if (y >= x && y - x <= 1n) {
      while (x * x > n) x -= 1n;
      while ((x + 1n) * (x + 1n) <= n) x += 1n;
      return x;
    }
    x = y;
  }
}

function parse(text: string): bigint {
  const m = /^\s*([+-])?(\d*)(?:\.(\d*))?\s*$/.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new RangeError(`not a decimal: ${text}`);
  const frac = (m[3] ?? '').padEnd(PLACES + 1, '0');
  const units = BigInt(m[2] || '0') * ONE + BigInt(frac.slice(0, PLACES));
  const rounded = Number(frac[PLACES]) >= 5 ? units + 1n : units;
  return m[1] === '-' ? -rounded : rounded;
}

export class Dec {
  private constructor(readonly units: bigint) {}

  static of(v: DecimalInput): Dec {
    if (v instanceof Dec) return v;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) throw new RangeError(`not a finite number: ${v}`);
      // an integer float is exact however large (1e21 prints as "1e+21", which the parser refuses)
      if (Number.isInteger(v)) return new Dec(BigInt(v) * ONE);
      // String(41.8) is the shortest text that reads back as the same float: "41.8", not 41.79999…
      const text = String(v);
      return new Dec(parse(text.includes('e') ? v.toFixed(PLACES) : text));
    }
    return new Dec(parse(v));
  }

  /** Whether a value is a decimal this type reads (finite number or decimal text). */
  static isDecimal(v: unknown): v is number | string {
    if (typeof v === 'number') return Number.isFinite(v);
    return typeof v === 'string' && /^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/.test(v);
  }

  plus(o: DecimalInput): Dec {
    return new Dec(this.units + Dec.of(o).units);
  }
  minus(o: DecimalInput): Dec {
    return new Dec(this.units - Dec.of(o).units);
  }
  times(o: DecimalInput): Dec {
    return new Dec(divRound(this.units * Dec.of(o).units, ONE));
  }
  div(o: DecimalInput): Dec {
    const d = Dec.of(o).units;
    if (d === 0n) throw new RangeError('division by zero');
    return new Dec(divRound(this.units * ONE, d));
  }
  neg(): Dec {
    return new Dec(-this.units);
  }
  abs(): Dec {
    return this.units < 0n ? this.neg() : this;
  }
  sqrt(): Dec {
    if (this.units < 0n) throw new RangeError('square root of a negative number');
    return new Dec(isqrt(this.units * ONE));
  }

  /** Rounded half away from zero to `places` decimals, as lab sheets and spreadsheets round. */
  round(places: number): Dec {
    const step = pow10(PLACES - places);
    return new Dec(divRound(this.units, step) * step);
  }
  /** Rounded up to a whole number (counts of samples, steps). */
  ceil(): bigint {
    const q = this.units / ONE;
    return this.units > q * ONE ? q + 1n : q;
  }

  cmp(o: DecimalInput): -1 | 0 | 1 {
    const b = Dec.of(o).units;
    return this.units < b ? -1 : this.units > b ? 1 : 0;
  }
  gt(o: DecimalInput): boolean {
    return this.cmp(o) > 0;
  }
  gte(o: DecimalInput): boolean {
    return this.cmp(o) >= 0;
  }
  lt(o: DecimalInput): boolean {
    return this.cmp(o) < 0;
  }
  lte(o: DecimalInput): boolean {
    return this.cmp(o) <= 0;
  }
  eq(o: DecimalInput): boolean {
    return this.cmp(o) === 0;
  }
  isZero(): boolean {
    return this.units === 0n;
  }

  /** Text with exactly `places` decimals, rounded half away from zero ("45.0", "2.50"). */
  toFixed(places: number): string {
    const r = this.round(places).units / pow10(PLACES - places);
    const neg = r < 0n;
    const digits = (neg ? -r : r).toString().padStart(places + 1, '0');
    const int = digits.slice(0, digits.length - places);
    const body = places > 0 ? `${int}.${digits.slice(-places)}` : int;
    return neg ? `-${body}` : body;
  }
  toString(): string {
    return this.toFixed(PLACES).replace(/\.?0+$/, '') || '0';
  }
  toNumber(): number {
    return Number(this.toString());
  }
}

export const dec = Dec.of;

export function sum(values: readonly DecimalInput[]): Dec {
  return values.reduce<Dec>((acc, v) => acc.plus(v), dec(0));
}

export function minOf(values: readonly Dec[]): Dec {
  return values.reduce((a, b) => (b.lt(a) ? b : a));
}
export function maxOf(values: readonly Dec[]): Dec {
  return values.reduce((a, b) => (b.gt(a) ? b : a));
}
