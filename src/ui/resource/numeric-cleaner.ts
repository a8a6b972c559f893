import type { FieldDef } from '../../domain/resources/types';

/**
 * Spec §5 numeric input cleaner: keeps digits and one decimal point, turns the full-width period
 * into '.', drops a leading dot, optionally keeps a leading minus, and truncates the decimals.
 */
export function cleanNumeric(input: string, opts: { decimals?: number; allowNegative?: boolean } = {}): string {
  let s = String(input ?? '').replace(/。|．/g, '.');
  const negative = !!opts.allowNegative && s.trimStart().startsWith('-');
  s = s.replace(/[^\d.]/g, '');
  s = s.replace(/^\.+/, '');
  const dot = s.indexOf('.');
  if (dot >= 0) s = s.slice(0, dot + 1) + s.slice(dot + 1).replace(/\./g, '');
  if (opts.decimals !== undefined && dot >= 0) {
    s = opts.decimals === 0 ? s.slice(0, dot) : s.slice(0, dot + 1 + opts.decimals);
  }
  return (negative ? '-' : '') + s;
}

/**
 * The cleaner a form field of the declaration gets: whole numbers for `int` (two decimals for yuan of a fen field), the field's scale for
 * `decimal`, and a minus sign only where no number rule forbids it (every spec rule is ≥ 0, and the
 * server accepts what the declaration accepts: an expansion may be negative).
 */
export function numericNormalizer(f: Pick<FieldDef, 'type' | 'scale' | 'rule' | 'unit'>): ((v: string) => string) | undefined {
  if (f.type !== 'decimal' && f.type !== 'int') return undefined;
  // money kept in fen is typed in yuan, to the fen
  const decimals = f.unit === 'fen' ? 2 : f.type === 'int' ? 0 : (f.scale ?? 2);
  return (v: string) => cleanNumeric(v, { decimals, allowNegative: !f.rule });
}
