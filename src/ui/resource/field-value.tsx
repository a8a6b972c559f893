import type { ReactNode } from 'react';
import { declaredTitle } from '../../domain/resources/registry';
import type { FieldDef } from '../../domain/resources/types';
import { fenToYuan } from '../../domain/sales/money';

type T = (key: string) => string;

/**
 * A decimal of a fine-grained field (more than three declared decimals, a conversion ratio) without
 * the zeros its column pads it with, keeping two: 0.001000 → 0.001, 1.000000 → 1.00. Coarser fields
 * show the decimals their column stores.
 */
export function decimalText(v: string, scale = 2): string {
  const m = /^(-?\d+)\.(\d+)$/.exec(v);
  if (scale <= 3 || !m) return v;
  return `${m[1]}.${m[2].replace(/0+$/, '').padEnd(2, '0')}`;
}

/** Money in fen as yuan text ('42740' → '427.40'); a value that is no whole number of fen as it came. */
export function fenText(v: unknown): string {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isSafeInteger(n) ? fenToYuan(n) : String(v);
}

/**
 * How a table cell shows a field's wire value: enum labels, titles of declared names, booleans,
 * money in fen as yuan, empty as blank. `row` is the whole record, for names that depend on another field.
 */
export function fieldValue(f: FieldDef, v: unknown, t: T, row?: Readonly<Record<string, unknown>>): ReactNode {
  if (v === null || v === undefined || v === '') return '';
  const title = declaredTitle(f, v, row);
  if (title) return t(title);
  if (f.options) {
    const o = f.options.find((x) => String(x.value) === String(v));
    return o ? t(o.label) : String(v);
  }
  if (f.type === 'bool') return v === true || v === 1 || v === '1' || v === 'true' ? t('ui.yes') : t('ui.no');
  if (f.unit === 'fen') return fenText(v);
  if (f.type === 'decimal' && typeof v === 'string') return decimalText(v, f.scale);
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}
