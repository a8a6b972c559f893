import type { ReactNode } from 'react';
import { declaredTitle } from '../../domain/resources/registry';
import type { FieldDef } from '../../domain/resources/types';

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

/**
 * How a table cell shows a field's wire value: enum labels, titles of declared names, booleans,
 * empty as blank. `row` is the whole record, for names that depend on another field.
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
  if (f.type === 'decimal' && typeof v === 'string') return decimalText(v, f.scale);
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}
