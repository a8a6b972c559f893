import { z } from 'zod';
import { serverMessages, type Lang, type MessageKey } from '../../src/domain/server-messages';
import { BizError, invalid } from './errors';

/**
 * The building blocks of call input schemas (`defineCall(…, { input })`). A parameter arrives as
 * a query string or as a JSON value, so each scalar accepts both forms: `wire.int()` takes 12 and
 * "12". Blank values ('' or null) are dropped before parsing, as `Params` treats them as absent.
 * An error message given to a block is a message key of src/domain/server-messages.ts, so the
 * schema answers with the same words as the handler behind it.
 */

const INT32 = { min: -2147483648, max: 2147483647 } as const;
const INT = /^-?\d{1,16}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Whether y-m-d names a day of the calendar (2024-02-30 does not). */
export function isRealDate(y: number, m: number, d: number): boolean {
  const t = new Date(Date.UTC(y, m - 1, d));
  return y >= 1 && t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** `YYYY-MM-DD`, or `YYYY-MM-DD HH:mm[:ss]` when `time`, of a real day and a real time. */
export function isRealTime(s: string, time: 'date' | 'datetime' | 'either'): boolean {
  const d = DATE.exec(s);
  if (d) return time !== 'datetime' && isRealDate(+d[1], +d[2], +d[3]);
  const t = DATETIME.exec(s);
  if (!t || time === 'date') return false;
  return isRealDate(+t[1], +t[2], +t[3]) && +t[4] < 24 && +t[5] < 60 && +(t[6] ?? 0) < 60;
}

type Err = { error?: MessageKey };
const keyOf = (o?: Err) => ({ error: o?.error ?? 'invalid' });

function int(opts: { min?: number; max?: number } & Err = {}) {
  const min = opts.min ?? INT32.min;
  const max = opts.max ?? INT32.max;
  const e = keyOf(opts);
  return z
    .union([z.number(e).int(e).min(min, e).max(max, e), z.string(e).regex(INT, e)], e)
    .transform((v) => Number(v))
    .refine((n) => Number.isSafeInteger(n) && n >= min && n <= max, e);
}

function text(max = 100, opts: Err & { pattern?: RegExp } = {}) {
  const e = keyOf(opts);
  let s = z.string(e).max(max, { error: opts.error ?? 'tooLong' });
  if (opts.pattern) s = s.regex(opts.pattern, e);
  return z.union([s, z.number(e).transform(String)], e);
}

const splitList = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
/** A schema of values that also take their text form, fed the split text of a query value. */
const fromText = <T extends z.ZodType>(schema: T) => schema as unknown as z.ZodType<z.output<T>, string[]>;

/** Every scalar type a handler reads through `Params`. */
export const wire = {
  /** an integer within 32 bits (an `integer` column), or within [min, max] */
  int,
  /** a record key of a `serial` column: 1 … 2^31-1 */
  id: (o: Err = {}) => int({ min: 1, ...o }),
  /** a key of a `bigserial` column: up to 2^53-1 */
  bigId: (o: Err = {}) => int({ min: 1, max: Number.MAX_SAFE_INTEGER, ...o }),
  /** text of at most `max` characters */
  text,
  /** a code: letters, digits, _ . @ - */
  code: (max = 64, o: Err = {}) => text(max, { ...o, pattern: /^[\w.@-]+$/ }),
  /** 1/0, true/false, yes/no */
  bool: (o: Err = {}) =>
    z
      .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['1', '0', 'true', 'false', 'yes', 'no'])], keyOf(o))
      .transform((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'yes'),
  /** a number within [min, max], as a JSON number or its text (coordinates) */
  number: (min: number, max: number, o: Err = {}) =>
    z
      .union(
        [
          z.number(keyOf(o)).min(min, keyOf(o)).max(max, keyOf(o)),
          z
            .string(keyOf(o))
            .regex(/^-?\d{1,15}(\.\d{1,15})?$/, keyOf(o))
            .refine((s) => Number(s) >= min && Number(s) <= max, keyOf(o)),
        ],
        keyOf(o),
      )
      .transform(Number),
  /** a decimal as typed (never a float on the way to the database) */
  decimal: (scale = 2, o: Err = {}) =>
    z.union([z.string().regex(new RegExp(`^-?\\d{1,12}(\\.\\d{1,${scale}})?$`), keyOf(o)), z.number().finite()], keyOf(o)).transform(String),
  /** one of the values (a select) */
  oneOf: <T extends string>(values: readonly [T, ...T[]], o: Err = {}) => z.enum(values, keyOf(o)),
  /** a real calendar day, `YYYY-MM-DD` */
  date: (o: Err = {}) =>
    z
      .string(keyOf(o))
      .regex(DATE, keyOf(o))
      .refine((s) => isRealTime(s, 'date'), keyOf(o)),
  /** plant-local `YYYY-MM-DD HH:mm[:ss]` of a real day */
  datetime: (o: Err = {}) =>
    z
      .string(keyOf(o))
      .regex(DATETIME, keyOf(o))
      .refine((s) => isRealTime(s, 'datetime'), keyOf(o)),
  /** a day or a plant-local time (range ends, "from" filters) */
  dayOrTime: (o: Err = {}) =>
    z
      .string(keyOf(o))
      .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, keyOf(o))
      .refine((s) => isRealTime(s, 'either'), keyOf(o)),
  /** `YYYY-MM` */
  month: (o: Err = {}) => z.string(keyOf(o)).regex(/^\d{4}-(0[1-9]|1[0-2])$/, keyOf(o)),
  /** a JSON array or a comma-separated value (`Params.list`) */
  list: <T extends z.ZodType>(item: T, o: Err & { max?: number } = {}) =>
    z.union(
      [
        z.array(item, keyOf(o)).max(o.max ?? 50000, keyOf(o)),
        z
          .string(keyOf(o))
          .transform(splitList)
          .pipe(fromText(z.array(item, keyOf(o)).max(o.max ?? 50000, keyOf(o)))),
      ],
      keyOf(o),
    ),
  /** a range as two values, or one comma-separated value */
  range: <T extends z.ZodType>(end: T, o: Err = {}) =>
    z.union(
      [
        z.array(z.union([end, z.literal(''), z.null()]), keyOf(o)).max(2, keyOf(o)),
        z
          .string(keyOf(o))
          .transform((s) => s.split(',').map((x) => x.trim()))
          .pipe(fromText(z.array(z.union([end, z.literal('')]), keyOf(o)).max(2, keyOf(o)))),
      ],
      keyOf(o),
    ),
};

/** The paging parameters every page call takes (`Params.paging`). */
export const pageParams = {
  page: wire.int({ min: 1 }).optional(),
  limit: wire.int({ min: 1, max: 50000 }).optional(),
  pageNo: wire.int({ min: 1 }).optional(),
  pageSize: wire.int({ min: 1, max: 50000 }).optional(),
};

export type InputShape = z.ZodRawShape;
export type CallInput = z.ZodObject;

/** A call's input: its named parameters; unknown ones are ignored, not refused. */
export const input = <S extends InputShape>(shape: S) => z.looseObject(shape);

/** The input of a call that reads no parameter. */
export const noInput = input({});

/** The input of a call whose body is an uploaded .xlsx file (the API document shows a file body). */
export const uploadInput = input({});

/** What the schema sees: top-level blanks dropped and strings trimmed, as `Params` reads them. */
export function normalised(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (v === undefined || v === null) continue;
    const s = typeof v === 'string' ? v.trim() : v;
    if (s !== '') out[k] = s;
  }
  return out;
}

/** Refuses a NUL byte anywhere in the input, naming where: PostgreSQL cannot store one in text. */
export function refuseNul(v: unknown, path = ''): void {
  if (typeof v === 'string') {
    if (v.includes('\u0000')) throw invalid(path || 'body');
    return;
  }
  if (!v || typeof v !== 'object' || Buffer.isBuffer(v)) return;
  if (Array.isArray(v)) {
    v.forEach((x, i) => refuseNul(x, `${path}[${i}]`));
    return;
  }
  for (const [k, x] of Object.entries(v)) {
    if (k.includes('\u0000')) throw invalid(path || 'body');
    refuseNul(x, path ? `${path}.${k}` : k);
  }
}

/** A field error as the resource rules name it, for a call that words its own messages. */
export interface InputError {
  field: string;
  key: MessageKey;
  max?: number;
}
export type InvalidOf = (e: InputError, lang: Lang) => BizError;

const fieldPath = (path: readonly PropertyKey[]) =>
  path.reduce<string>((s, p) => (typeof p === 'number' ? `${s}[${p}]` : s ? `${s}.${String(p)}` : String(p)), '');

const valueAt = (raw: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((v, p) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[p] : undefined), raw);

/** The first issue of a failed parse as the field error it stands for. */
export function inputErrorOf(issue: z.core.$ZodIssue, raw: unknown): InputError {
  const field = fieldPath(issue.path) || 'body';
  const value = valueAt(raw, issue.path);
  const parent = valueAt(raw, issue.path.slice(0, -1));
  // missing only where the input holds an object without the key (not a list split from text)
  const missing = value === undefined && issue.path.length > 0 && !!parent && typeof parent === 'object';
  const named = issue.message in serverMessages ? (issue.message as MessageKey) : 'invalid';
  if (missing && named === 'invalid') return { field, key: 'required' };
  if (Array.isArray(value) && named === 'invalid' && (issue.code === 'invalid_type' || issue.code === 'invalid_union')) return { field, key: 'repeatedParam' };
  const max = issue.code === 'too_big' ? Number(issue.maximum) : undefined;
  return { field, key: named, ...(max !== undefined ? { max } : {}) };
}

/** A 400 naming the field, in the shared wording. */
export const defaultInvalid: InvalidOf = (e) => invalid(e.field, e.key, e.max !== undefined ? { max: e.max } : {});

/** Parses a call's input, or throws the 400 of its first failing field. */
export function parseInput(schema: CallInput, raw: Record<string, unknown>, lang: Lang, invalidOf: InvalidOf = defaultInvalid): Record<string, unknown> {
  refuseNul(raw);
  const seen = normalised(raw);
  const r = schema.safeParse(seen);
  if (r.success) return r.data;
  throw invalidOf(inputErrorOf(r.error.issues[0], seen), lang);
}
