import { columnOf, type FieldDef, type FieldFormat, type NumberRule, type ResourceDef } from './types';

/** The spec §5 messages, keyed so both the server (server-messages) and the client (i18n) show them. */
export const RULE_MESSAGES: Record<NumberRule, string> = {
  1: '请输入0到1000000之间的数字，最多两位小数',
  2: '请输入0到1000之间的数字，最多两位小数',
  3: '请输入正数',
};
export const RULE_KEYS: Record<NumberRule, 'rule1' | 'rule2' | 'rule3'> = { 1: 'rule1', 2: 'rule2', 3: 'rule3' };

const DECIMAL2 = /^\d+(\.\d{1,2})?$/;

/** Whether a value passes a number rule; strings are checked as typed, so no float rounding. */
export function passesRule(rule: NumberRule, value: unknown): boolean {
  const s = String(value ?? '').trim();
  if (s === '') return true;
  if (rule === 3) return /^\d+(\.\d+)?$/.test(s);
  if (!DECIMAL2.test(s)) return false;
  const max = rule === 1 ? 1000000 : 1000;
  const [int, frac = ''] = s.split('.');
  const n = Number(int);
  return n < max || (n === max && /^0*$/.test(frac));
}

/**
 * The declared formats. A phone number has 5 to 20 digits, may start with +, group its digits
 * with spaces, hyphens or brackets and end with an extension (转 / ext): 0571-86650001,
 * 13800000001, +86 (571) 8665 0001 转 8.
 */
export const FORMATS: Record<FieldFormat, RegExp> = {
  phone: /^(?=(?:\D*\d){5,20}\D*$)\+?[\d\s()-]+(?:(?:转|ext\.?)\s?\d{1,6})?$/i,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
};

/** Whether a text passes its field's format (an empty text is for `required` to judge). */
export function passesFormat(f: FieldDef, value: string): boolean {
  return !f.format || value === '' || FORMATS[f.format].test(value);
}

export type FieldErrorKey = 'required' | 'invalid' | 'tooLong' | 'rule1' | 'rule2' | 'rule3';
export interface FieldError {
  field: string;
  key: FieldErrorKey;
  max?: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;

/** Converts and checks one field's value; returns the stored value or an error. */
export function checkField(f: FieldDef, raw: unknown): { value?: unknown; error?: FieldError } {
  const empty = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
  if (empty) {
    if (f.required) return { error: { field: f.name, key: 'required' } };
    // text columns are NOT NULL with '' for "none", so clearing a remark stores ''
    return { value: f.type === 'string' || f.type === 'textarea' ? '' : null };
  }
  if (typeof raw === 'object') return { error: { field: f.name, key: 'invalid' } };
  const s = String(raw).trim();
  const bad = { error: { field: f.name, key: 'invalid' as const } };
  switch (f.type) {
    case 'string':
    case 'textarea': {
      const max = f.max ?? (f.type === 'textarea' ? 500 : 100);
      if (s.length > max) return { error: { field: f.name, key: 'tooLong', max } };
      return passesFormat(f, s) ? { value: s } : bad;
    }
    case 'int':
      if (!/^-?\d{1,15}$/.test(s)) return bad;
      if (f.rule && !passesRule(f.rule, s)) return { error: { field: f.name, key: RULE_KEYS[f.rule] } };
      return { value: Number(s) };
    case 'decimal': {
      if (f.rule && !passesRule(f.rule, s)) return { error: { field: f.name, key: RULE_KEYS[f.rule] } };
      const scale = f.scale ?? 2;
      if (!new RegExp(`^-?\\d{1,12}(\\.\\d{1,${scale}})?$`).test(s)) return bad;
      return { value: s };
    }
    case 'bool':
      if (['1', 'true'].includes(s)) return { value: true };
      if (['0', 'false'].includes(s)) return { value: false };
      return bad;
    case 'date':
      return DATE.test(s) ? { value: s } : bad;
    case 'datetime':
      return DATETIME.test(s) ? { value: s.length === 16 ? s + ':00' : s } : bad;
    case 'enum':
      return f.options?.some((o) => String(o.value) === s) ? { value: typeof f.options[0].value === 'number' ? Number(s) : s } : bad;
    case 'ref':
      return /^[\w-]{1,64}$/.test(s) ? { value: /^\d+$/.test(s) ? Number(s) : s } : bad;
  }
}

/** Fields a client may write: the allowlist against mass assignment. */
export function writableFields(def: ResourceDef): FieldDef[] {
  return def.fields.filter((f) => !f.readonly && f.name !== def.id);
}

/**
 * Validates a record against its declaration. `add` checks every writable field (required ones
 * must be present); `update` checks only the fields present. Unknown and read-only keys are ignored.
 * Returns database column values.
 */
export function validateRecord(def: ResourceDef, input: Record<string, unknown>, mode: 'add' | 'update', only?: readonly string[]) {
  const values: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const f of writableFields(def)) {
    if (only && !only.includes(f.name)) continue;
    const present = Object.prototype.hasOwnProperty.call(input, f.name);
    if (mode === 'update' && !present) continue;
    const r = checkField(f, input[f.name]);
    if (r.error) errors.push(r.error);
    else if (present || r.value !== null) values[columnOf(f)] = r.value;
  }
  return { values, errors };
}
