import dayjs from 'dayjs';
import type { FieldDef } from '../../domain/resources/types';
import { fenToYuan, yuanToFen } from '../../domain/sales/money';

/** A wire value as the form dialog's control holds it. */
export function toForm(f: FieldDef, v: unknown) {
  // money kept in fen is typed in yuan
  if (f.unit === 'fen' && (typeof v === 'number' || typeof v === 'string') && Number.isSafeInteger(Number(v)) && v !== '') return fenToYuan(Number(v));
  if ((f.type === 'date' || f.type === 'datetime') && v) return dayjs(String(v));
  return v ?? undefined;
}

/** A form control's value as the wire takes it. */
export function toWire(f: FieldDef, v: unknown) {
  if (v === undefined || v === null) return '';
  if (f.type === 'date') return dayjs.isDayjs(v) ? v.format('YYYY-MM-DD') : v;
  if (f.type === 'datetime') return dayjs.isDayjs(v) ? v.format('YYYY-MM-DD HH:mm:ss') : v;
  if (f.type === 'bool') return v ? 1 : 0;
  // yuan as typed back to whole fen, exactly; what is no yuan amount goes as typed, for the server to refuse
  if (f.unit === 'fen' && v !== '') return yuanToFen(String(v)) ?? v;
  return v;
}
