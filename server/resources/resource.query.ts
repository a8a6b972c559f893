import { sql, type Kysely, type RawBuilder } from 'kysely';
import { columnOf, idColumnOf, type FieldDef, type ResourceDef, type SearchDef } from '../../src/domain/resources/types';
import { labelOf } from '../../src/domain/resources/labels';
import type { ReadView } from '../../src/domain/resources/view';
import type { Lang } from '../../src/domain/server-messages';
import type { CallContext } from '../http/call';
import { BizError, invalid } from '../http/errors';
import type { Params } from '../http/params';
import { containsPattern, monthOf, plantDayEnd, plantInstant, plantMonthEnd, timeRangeOf } from '../http/filters';
import { inScope, scopeOf, seesAllOrgs, type Acting, type Whereable } from '../http/scope';
import type { QueryEnv } from './read-view';

/** Resources live in tables the generic code names at run time. */
export type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
export const anyDb = (ctx: Pick<CallContext, 'db'>): AnyDb => ctx.db as unknown as AnyDb;

export { seesAllOrgs };

const ref = (col: string) => sql.ref(col);

/** The alias of the declaration's base table: `t`, or the read view's own. */
export const aliasOf = (def: ResourceDef): string => def.view?.alias ?? 't';
/** The key column, qualified. */
export const idRef = (def: ResourceDef): string => `${aliasOf(def)}.${idColumnOf(def)}`;
/** The organisation column the scope filters, qualified. */
export const orgRef = (def: ResourceDef): string => def.view?.orgColumn ?? `${aliasOf(def)}.org_id`;

/** Where a field's value comes from: a view source or computed column, a joined column, or the table's own. */
export function sourceOf(env: QueryEnv, def: ResourceDef, f: FieldDef): RawBuilder<unknown> {
  if (def.view) {
    const col = def.view.sources[f.name];
    if (col) return sql`${ref(col)}`;
    const computed = env.readViewOf(def)?.computed?.[f.name];
    if (computed) return sql`(${computed({ timeZone: env.timeZone })})`;
    throw new Error(`read view ${def.name}: field ${f.name} has no source`);
  }
  return sql`${ref(f.join ? `j_${f.name}.${f.join.column}` : `t.${columnOf(f)}`)}`;
}

/** The select expression of one field, in wire shape (dates as text, decimals as exact strings). */
export function selectExpr(env: QueryEnv, def: ResourceDef, f: FieldDef): RawBuilder<unknown> {
  const col = sourceOf(env, def, f);
  if (f.type === 'date') return sql`to_char(${col}, 'YYYY-MM-DD')`;
  if (f.type === 'decimal') return sql`${col}::text`;
  // a bigint (a sum in fen) comes back as text from node-postgres and as a number from PGlite:
  // one wire shape for both, exact up to 2^53
  if (f.type === 'int') return sql`${col}::float8`;
  if (f.type === 'datetime') return sql`to_char(${col} at time zone ${sql.lit(env.timeZone)}, 'YYYY-MM-DD HH24:MI:SS')`;
  if (f.type === 'textarea' && def.table === 'audit_log' && f.name === 'detail') return sql`${col}::text`;
  return col;
}

/** The FROM of a declaration: its table with the fields' joins, or the read view's joins. */
export function baseQuery(db: AnyDb, def: ResourceDef) {
  const v = def.view;
  if (v) return joinView(db.selectFrom(`${v.table} as ${v.alias}`), v);
  let q = db.selectFrom(`${def.table} as t`);
  for (const f of def.fields) if (f.join) q = q.leftJoin(`${f.join.table} as j_${f.name}`, `j_${f.name}.${f.join.remote}`, `t.${f.join.local}`);
  return q;
}

type Joinable = { innerJoin(table: string, a: string, b: string): Joinable; leftJoin(table: string, a: string, b: string): Joinable };
/**
 * Adds a read view's joins to a query of its base table (`only`: the joins of these aliases, for a
 * statement that reads no others: read-view.joins.ts says which may be left out). Kysely keeps
 * joins apart from conditions, so they may come after the query's where and order by.
 */
export function joinView<Q>(q: Q, v: ReadView, only?: ReadonlySet<string>): Q {
  let r = q as unknown as Joinable;
  for (const j of v.joins) {
    if (only && !only.has(j.alias)) continue;
    r = j.kind === 'inner' ? r.innerJoin(`${j.table} as ${j.alias}`, j.on[0], j.on[1]) : r.leftJoin(`${j.table} as ${j.alias}`, j.on[0], j.on[1]);
  }
  return r as unknown as Q;
}

function buildSelectWire(env: QueryEnv, def: ResourceDef) {
  return [sql`${ref(idRef(def))}`.as(def.id), ...def.fields.filter((f) => f.name !== def.id).map((f) => selectExpr(env, def, f).as(f.name))];
}

/**
 * The select list of a declaration in wire shape. Built once per query environment (a server's)
 * and declaration: the expressions are immutable, and rebuilding a read view's computed columns on
 * every call was a visible share of a list call's time at plant scale.
 */
const wireSelects = new WeakMap<QueryEnv, WeakMap<ResourceDef, ReturnType<typeof buildSelectWire>>>();
export function selectWire(env: QueryEnv, def: ResourceDef) {
  let known = wireSelects.get(env);
  if (!known) wireSelects.set(env, (known = new WeakMap()));
  let list = known.get(def);
  if (!list) known.set(def, (list = buildSelectWire(env, def)));
  return list;
}

type Where<Q> = (this: Q, ...args: unknown[]) => Q;
const where = <Q extends Whereable<Q>>(q: Q, ...args: unknown[]): Q => (q.where as unknown as Where<Q>).call(q, ...args);

/** The caller's organisation scope (server/http/scope.ts) and the declaration's fixed values. */
export function scoped<Q extends Whereable<Q>>(q: Q, def: ResourceDef, ctx: Acting): Q {
  let r = q;
  if (def.orgScoped) r = inScope(r, orgRef(def), scopeOf(ctx));
  for (const [k, v] of Object.entries(def.fixed ?? {})) r = where(r, `${aliasOf(def)}.${k}`, '=', v);
  return r;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
const INT = /^-?\d{1,15}$/;

function searchedField(def: ResourceDef, s: SearchDef): FieldDef | undefined {
  return def.fields.find((x) => x.name === (s.field ?? s.name));
}

/** The column of a search without a field of its own (a parameter named after a column). */
function searchSource(env: QueryEnv, def: ResourceDef, s: SearchDef, f: FieldDef | undefined): RawBuilder<unknown> {
  if (f) return sourceOf(env, def, f);
  return sql`${ref(`${aliasOf(def)}.${(s.field ?? s.name).replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())}`)}`;
}

/** The column or expression a search compares (its field's source, else a column of the base table). */
export const searchSourceOf = (env: QueryEnv, def: ResourceDef, s: SearchDef): RawBuilder<unknown> => searchSource(env, def, s, searchedField(def, s));

const numericField = (f: FieldDef | undefined) =>
  !!f && (f.type === 'int' || f.type === 'ref' || (f.type === 'enum' && !!f.options?.length && f.options.every((o) => typeof o.value === 'number')));

/**
 * Applies the declared search fields: the only parameters that filter (an allowlist). Time
 * conditions compare the column itself with plant-local bounds turned into instants, and exact
 * matches compare typed values, so every condition can use an index.
 */
export function applySearch<Q extends Whereable<Q>>(env: QueryEnv, q: Q, def: ResourceDef, params: Params, used?: (s: SearchDef) => void): Q {
  let r = q;
  for (const s of def.search) {
    const before = r;
    applyOne(s);
    if (used && r !== before) used(s);
  }
  return r;

  function applyOne(s: SearchDef): void {
    const f = searchedField(def, s);
    const col = searchSource(env, def, s, f);
    const tz = env.timeZone;
    const isTime = f?.type === 'datetime' || (!f && /At$|Time$/.test(s.name));
    const bound = (v: string) => (isTime ? plantInstant(v, tz) : sql`${v}`);
    if (s.type === 'daterange' || s.type === 'datetimerange') {
      const range = timeRangeOf(params, s.name);
      if (s.required && !range.start && !range.end) throw invalid(s.name, 'required');
      if (range.start) r = where(r, col, '>=', bound(range.start));
      if (range.end) {
        const day = range.end.slice(0, 10);
        if (range.endExclusive) r = where(r, col, '<', isTime ? plantDayEnd(day, tz) : sql`(${day}::date + 1)`);
        else r = where(r, col, '<=', bound(range.end));
      }
      return;
    }
    const v = s.type === 'checkbox' ? params.list(s.name).map(String) : params.str(s.name);
    const empty = v === undefined || (Array.isArray(v) && v.length === 0);
    if (empty) {
      if (s.required) throw invalid(s.name, 'required');
      return;
    }
    switch (s.type) {
      case 'input':
        r = where(r, sql`${col}::text`, 'ilike', containsPattern(String(v)));
        break;
      case 'checkbox':
        if (numericField(f)) {
          if ((v as string[]).some((x) => !INT.test(x))) throw invalid(s.name);
          r = where(r, col, 'in', (v as string[]).map(Number));
        } else r = where(r, sql`${col}::text`, 'in', v as string[]);
        break;
      case 'select':
      case 'treeselect':
        if (numericField(f)) {
          if (!INT.test(String(v))) throw invalid(s.name);
          r = where(r, col, '=', Number(v));
        } else if (f && (f.type === 'string' || f.type === 'textarea' || f.type === 'enum')) r = where(r, col, '=', String(v));
        else r = where(r, sql`${col}::text`, '=', String(v));
        break;
      case 'month': {
        const m = monthOf(String(v), s.name);
        if (isTime) r = where(where(r, col, '>=', plantInstant(`${m}-01 00:00:00`, tz)), col, '<', plantMonthEnd(m, tz));
        else r = where(where(r, col, '>=', sql`${`${m}-01`}::date`), col, '<', sql`(${`${m}-01`}::date + interval '1 month')`);
        break;
      }
      case 'date':
        if (!DAY.test(String(v))) throw invalid(s.name);
        if (isTime) r = where(where(r, col, '>=', plantInstant(`${v} 00:00:00`, tz)), col, '<', plantDayEnd(String(v), tz));
        else r = where(r, col, '=', String(v));
        break;
      case 'datetime':
        if (!TIME.test(String(v))) throw invalid(s.name);
        r = where(r, col, '=', bound(String(v)));
        break;
    }
  }
}

type Orderable<Q> = { orderBy(...args: never[]): Q };
const orderBy = <Q extends Orderable<Q>>(q: Q, expr: unknown, dir: 'asc' | 'desc'): Q =>
  (q.orderBy as unknown as (e: unknown, d: 'asc' | 'desc') => Q).call(q, expr, dir);

/**
 * Sorting by a sortable field (sortField/sortOrder), else the declared order; the key breaks ties
 * in the same direction, so "newest first" stays newest first among equal times.
 */
export function applyOrder<Q extends Orderable<Q>>(env: QueryEnv, q: Q, def: ResourceDef, params: Params, used?: (f: FieldDef) => void): Q {
  const by = params.str('sortField') ?? params.str('prop');
  const dirRaw = params.str('sortOrder') ?? params.str('order');
  let r = q;
  let dir: 'asc' | 'desc' = 'asc';
  if (by) {
    const f = def.fields.find((x) => x.name === by && x.sortable);
    if (!f) throw invalid('sortField');
    dir = dirRaw && /^desc/i.test(dirRaw) ? 'desc' : 'asc';
    r = orderBy(r, sourceOf(env, def, f), dir);
    used?.(f);
  } else if (def.orderBy) {
    const f = def.fields.find((x) => x.name === def.orderBy!.field);
    dir = def.orderBy.dir;
    if (f && f.name !== def.id) {
      r = orderBy(r, sourceOf(env, def, f), dir);
      used?.(f);
    }
  }
  return orderBy(r, sql.ref(idRef(def)), dir);
}

/** A 400 naming the field in the caller's language, from a rule or field error. */
export function fieldError(def: ResourceDef, e: { field: string; key: string; max?: number }, lang: Lang): BizError {
  const f = def.fields.find((x) => x.name === e.field);
  const label = f ? labelOf(f.label, lang) : e.field;
  const key = (['rule1', 'rule2', 'rule3', 'required', 'tooLong', 'duplicate', 'invalid'].includes(e.key) ? e.key : 'invalid') as 'invalid';
  return new BizError(400, key, { field: label, max: e.max ?? '' }, e.field);
}

/** Wire time (plant-local `YYYY-MM-DD HH:mm:ss`) to a timestamptz expression. */
export const plantTime = (env: QueryEnv, v: string) => plantInstant(v, env.timeZone);

/** Converts validated column values into insertable values (times are plant-local). */
export function toDbValues(env: QueryEnv, def: ResourceDef, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [col, v] of Object.entries(values)) {
    const f = def.fields.find((x) => columnOf(x) === col);
    out[col] = f?.type === 'datetime' && typeof v === 'string' ? plantTime(env, v) : v;
  }
  return out;
}
