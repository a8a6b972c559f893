import type { ReactNode } from 'react';
import type { FieldDef } from '../../domain/resources/types';

type T = (key: string) => string;

/** How a table cell shows a field's wire value: enum labels, booleans, empty as blank. */
export function fieldValue(f: FieldDef, v: unknown, t: T): ReactNode {
  if (v === null || v === undefined || v === '') return '';
  if (f.options) {
    const o = f.options.find((x) => String(x.value) === String(v));
    return o ? t(o.label) : String(v);
  }
  if (f.type === 'bool') return v === true || v === 1 || v === '1' || v === 'true' ? t('ui.yes') : t('ui.no');
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}
