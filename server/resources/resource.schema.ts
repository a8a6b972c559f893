import { z } from 'zod';
import type { FieldDef, ResourceDef, SearchDef } from '../../src/domain/resources/types';
import { passesFormat, passesRule, RULE_KEYS, writableFields } from '../../src/domain/resources/rules';
import { defaultInvalid, input, pageParams, uploadInput, wire, type CallInput, type InputShape, type InvalidOf } from '../http/input';
import { areaOf } from '../../src/domain/resources/registry';
import { fieldError } from './resource.query';

/**
 * Input schemas of resource calls, derived from the declaration: the same fields, rules, lengths
 * and enums that `validateRecord` applies, so a bad value is refused with the handler's own
 * words before the handler runs, and the API document shows what each call takes.
 */

const e = (key: 'invalid' | 'rule1' | 'rule2' | 'rule3') => ({ error: key });

/** One writable field as `checkField` (src/domain/resources/rules.ts) reads it. */
export function fieldSchema(f: FieldDef): z.ZodType {
  switch (f.type) {
    case 'string':
    case 'textarea': {
      const text = wire.text(f.max ?? (f.type === 'textarea' ? 500 : 100));
      return f.format ? text.refine((v) => passesFormat(f, v.trim()), e('invalid')) : text;
    }
    case 'int': {
      const n = wire.int();
      return f.rule ? n.refine((v) => passesRule(f.rule!, v), e(RULE_KEYS[f.rule])) : n;
    }
    case 'decimal': {
      const scale = new RegExp(`^-?\\d{1,12}(\\.\\d{1,${f.scale ?? 2}})?$`);
      const rule = f.rule;
      const ruleKey = e(rule ? RULE_KEYS[rule] : 'invalid');
      const asText = z
        .string(e('invalid'))
        .refine((s) => !rule || passesRule(rule, s), ruleKey)
        .regex(scale, e('invalid'));
      let asNumber = z.number(e('invalid'));
      if (rule) asNumber = asNumber.min(0, ruleKey).max(rule === 1 ? 1000000 : rule === 2 ? 1000 : Number.MAX_SAFE_INTEGER, ruleKey);
      const num = asNumber.refine((n) => (!rule || passesRule(rule, n)) && scale.test(String(n)), ruleKey);
      return z.union([asText, num], e('invalid')).transform(String);
    }
    case 'bool':
      return z.union([z.boolean(), z.literal([0, 1]), z.enum(['1', '0', 'true', 'false'])], e('invalid'));
    case 'date':
      return wire.date();
    case 'datetime':
      return wire.datetime();
    case 'enum': {
      const values = (f.options ?? []).map((o) => o.value);
      const numbers = values.filter((v): v is number => typeof v === 'number');
      const texts = values.map(String);
      if (!texts.length) return z.never(e('invalid'));
      return numbers.length
        ? z.union([z.enum(texts as [string, ...string[]]), z.literal(numbers)], e('invalid'))
        : z.enum(texts as [string, ...string[]], e('invalid'));
    }
    case 'ref':
      return z.union([z.string().regex(/^[\w-]{1,64}$/, e('invalid')), z.number().int().min(0).max(2147483647)], e('invalid'));
  }
}

const idOf = (def: ResourceDef): InputShape => ({ [def.id]: wire.id().optional(), ...(def.id !== 'id' ? { id: wire.id().optional() } : {}) });

/** The record key, as `def.id` or `id`: one of them is needed. */
function needsId(def: ResourceDef, shape: InputShape = {}) {
  return input({ ...idOf(def), ...shape }).superRefine((v, ctx) => {
    if (v[def.id] === undefined && v.id === undefined) ctx.addIssue({ code: 'custom', path: [def.id], message: 'required' });
  });
}

/** The record's writable fields; `required` as declared (add) or none (update). */
function fieldsOf(def: ResourceDef, required: boolean): InputShape {
  return Object.fromEntries(writableFields(def).map((f) => [f.name, required && f.required ? fieldSchema(f) : fieldSchema(f).optional()]));
}

function searchOf(s: SearchDef): InputShape {
  switch (s.type) {
    case 'input':
    case 'select':
    case 'treeselect':
      return { [s.name]: wire.text(200).optional() };
    case 'checkbox':
      return { [s.name]: wire.list(wire.text(200)).optional() };
    case 'date':
      return { [s.name]: wire.date().optional() };
    case 'month':
      return { [s.name]: wire.month().optional() };
    case 'datetime':
      return { [s.name]: wire.dayOrTime().optional() };
    case 'daterange':
    case 'datetimerange': {
      const end = wire.dayOrTime().optional();
      const cap = s.name[0].toUpperCase() + s.name.slice(1);
      // every form `timeRangeOf` (server/http/filters.ts) reads
      return Object.fromEntries(
        [s.name, `${s.name}Start`, `${s.name}End`, `start_${s.name}`, `end_${s.name}`, `start${cap}`, `end${cap}`].map((n, i) => [
          n,
          i === 0 ? wire.range(wire.dayOrTime()).optional() : end,
        ]),
      );
    }
  }
}

/** The search form and the sort order (`applySearch`, `applyOrder`). */
function searchShape(def: ResourceDef): InputShape {
  const sortable = def.fields.filter((f) => f.sortable).map((f) => f.name);
  const sortField = sortable.length ? z.enum(sortable as [string, ...string[]], e('invalid')).optional() : z.never(e('invalid')).optional();
  return Object.assign({}, ...def.search.map(searchOf), { sortField, prop: sortField, sortOrder: wire.text(20).optional(), order: wire.text(20).optional() });
}

const opinion = {
  status: z.union([z.enum(['1', '2']), z.literal([1, 2])], { error: 'opinionRequired' }).optional(),
  text: wire.text(500).optional(),
  reason: wire.text(500).optional(),
  approve_opinion: wire.text(500).optional(),
};

const ids = (def: ResourceDef) => ({ ids: wire.list(wire.id(), { max: 5000 }).optional(), ...idOf(def) });

/** A resource action's input; `def` is the declaration it serves. */
export type ActionSchema<S extends CallInput = CallInput> = (def: ResourceDef) => S;

/** The standard actions (src/domain/resources/types.ts `STANDARD_ACTIONS`). */
const STANDARD: Record<string, ActionSchema> = {
  page: (def) => input({ ...pageParams, ...searchShape(def) }),
  list: (def) => input(searchShape(def)),
  get: (def) => needsId(def),
  approvalInfo: (def) => needsId(def),
  delete: (def) =>
    input(ids(def)).superRefine((v, ctx) => {
      if (v.ids === undefined && v[def.id] === undefined && v.id === undefined) ctx.addIssue({ code: 'custom', path: [def.id], message: 'required' });
    }),
  add: (def) => input(fieldsOf(def, true)),
  update: (def) => needsId(def, fieldsOf(def, false)),
  save: (def) =>
    input({ ...idOf(def), ...fieldsOf(def, false) }).superRefine((v, ctx) => {
      if (v[def.id] !== undefined || v.id !== undefined) return;
      for (const f of writableFields(def)) if (f.required && v[f.name] === undefined) ctx.addIssue({ code: 'custom', path: [f.name], message: 'required' });
    }),
  exists: (def) => {
    const uniques = def.fields.filter((f) => f.unique).map((f) => f.name);
    const field = uniques.length ? z.enum(uniques as [string, ...string[]], e('invalid')) : z.never(e('invalid'));
    return input({
      field: field.optional(),
      value: wire.text(500).optional(),
      id: wire.id().optional(),
      ...Object.fromEntries(uniques.map((n) => [n, wire.text(500).optional()])),
    });
  },
  code: () => input({}),
  export: (def) =>
    input({
      ...pageParams,
      ...searchShape(def),
      ids: wire.list(wire.id(), { max: 50000 }).optional(),
      columns: wire.list(wire.code(64)).optional(),
      fileName: wire.text(200).optional(),
    }),
  import: () => uploadInput,
  submit: (def) => needsId(def),
  recover: (def) => needsId(def),
  approve: (def) => needsId(def, opinion),
  refuse: (def) => needsId(def, opinion),
  sendBack: (def) => needsId(def, opinion),
  approvalPage: () => input({ ...pageParams, all: wire.bool().optional(), approveState: wire.int().optional() }),
  sort: () => input({ ids: wire.list(wire.id(), { max: 5000 }) }),
  top: (def) => needsId(def),
  bottom: (def) => needsId(def),
};

/** What `fieldSchema` parses a field to, read from its declaration. */
export type FieldValue<F extends FieldDef> = F extends { type: 'int' }
  ? number
  : F extends { type: 'bool' }
    ? boolean | 0 | 1 | '1' | '0' | 'true' | 'false'
    : F extends { type: 'ref' }
      ? string | number
      : F extends { type: 'enum'; options: readonly { value: string }[] }
        ? string
        : F extends { type: 'enum' }
          ? string | number
          : string;

type Named<F extends readonly FieldDef[], K> = Extract<F[number], { name: K }>;
/** A field typed only as `FieldDef` (spread from a shared list) reads as `unknown`, optional. */
type NamedValue<F extends readonly FieldDef[], K> = [Named<F, K>] extends [never] ? unknown : FieldValue<Named<F, K>>;
type NamedRequired<F extends readonly FieldDef[], K> = [Named<F, K>] extends [never] ? false : Named<F, K> extends { required: true } ? true : false;

/** The schema of some declared fields, each required when the field is. */
export type FieldsShape<F extends readonly FieldDef[], N extends string> = {
  [K in N]: NamedRequired<F, K> extends true ? z.ZodType<NamedValue<F, K>> : z.ZodOptional<z.ZodType<NamedValue<F, K>>>;
};

/**
 * An override's input: some fields of the declaration `of`, checked as declared (required when
 * the field is) and typed as declared, and `extra` parameters of its own.
 */
export function fieldsInput<const F extends readonly FieldDef[], const N extends F[number]['name'], E extends InputShape = Record<never, never>>(
  of: { name: string; fields: F },
  names: readonly N[],
  extra?: E,
): z.ZodObject<FieldsShape<F, N> & E, z.core.$loose> {
  const fields = Object.fromEntries(
    names.map((n) => {
      const f = of.fields.find((x) => x.name === n);
      if (!f) throw new Error(`resource ${of.name} has no field ${n}`);
      return [n, f.required ? fieldSchema(f) : fieldSchema(f).optional()];
    }),
  );
  // the one place the declaration's types meet the schema built from it (`FieldValue` mirrors `fieldSchema`)
  return input({ ...fields, ...extra }) as z.ZodObject<FieldsShape<F, N> & E, z.core.$loose>;
}

/**
 * The record as a whole, every writable field optional: what an update-like override reads. The
 * fields are known at run time only, so its type names none: `extend` types what an override adds.
 */
export const recordInput = (def: ResourceDef): z.ZodObject<Record<never, never>, z.core.$loose> => input({ ...idOf(def), ...fieldsOf(def, false) });

const FIELD_KEYS = new Set(['rule1', 'rule2', 'rule3', 'required', 'tooLong', 'duplicate', 'invalid']);

/** A 400 naming the field by its label, as the handlers word it (`fieldError`). */
export const resourceInvalid =
  (def: ResourceDef): InvalidOf =>
  (err, lang) =>
    FIELD_KEYS.has(err.key) ? fieldError(def, err, lang) : defaultInvalid(err, lang);

/** What `defineCall` takes for a resource call: its input, how it words errors, its area. */
export interface ResourceCallInput {
  input: CallInput;
  invalidOf: InvalidOf;
  area?: string;
}

const callInput = (def: ResourceDef, schema: CallInput): ResourceCallInput => ({
  input: schema,
  invalidOf: resourceInvalid(def),
  area: areaOf(def.name)?.name,
});

/**
 * A standard action's input; fails for an action with none (the other calls declare theirs: an
 * override its `input`, a transition or batch action ./actions.routes.ts's).
 */
export function resourceInput(def: ResourceDef, action: string): ResourceCallInput {
  const of = STANDARD[action];
  if (!of) throw new Error(`resource ${def.name}: action ${action} has no input schema (STANDARD in server/resources/resource.schema.ts)`);
  const built = schemas.get(def) ?? new Map<ActionSchema, CallInput>();
  schemas.set(def, built);
  // a schema is a pure function of the declaration: built once per process, not per server (a test
  // file's server, an instance of the scale-out) — it was a third of building the app's routes
  if (!built.has(of)) built.set(of, of(def));
  return callInput(def, built.get(of)!);
}

const schemas = new WeakMap<ResourceDef, Map<ActionSchema, CallInput>>();

/** An override's input as it declares it, or the record's key and fields when it declares none. */
export function overrideInput(def: ResourceDef, declared: CallInput | ActionSchema | undefined): ResourceCallInput {
  if (!declared) return callInput(def, recordInput(def));
  return callInput(def, typeof declared === 'function' ? declared(def) : declared);
}
