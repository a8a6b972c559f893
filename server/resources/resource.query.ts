import { sql, type Kysely, type RawBuilder } from 'kysely';
import { columnOf, idColumnOf, type FieldDef, type ResourceDef } from '../../src/domain/resources/types';
import { labelOf } from '../../src/domain/resources/labels';
import type { Lang } from '../../src/domain/server-messages';
import type { CallContext } from '../http/call';
import { BizError, invalid } from '../http/errors';
import type { Params } from '../http/params';
import { HEAD_OFFICE } from '../http/session-user';

/** Resources live in tables the generic code names at run time. */
export type AnyDb = Kysely<any>;
export const anyDb = (ctx: Pick<CallContext, 'db'>): AnyDb => ctx.db as unknown as AnyDb;

const ref = (col: string) => sql.ref(col);

/** The select expression of one field, in wire shape (dates as text, decimals as exact strings). */
export function selectExpr(def: ResourceDef, f: FieldDef): RawBuilder<unknown> {
  const col = f.join ? `j_${f.name}.${f.join.column}` : `t.${columnOf(f)}`;
  if (f.type === 'date') return sql`to_char(${ref(col)}, 'YYYY-MM-DD')`;
  if (f.type === 'decimal') return sql`${ref(col)}::text`;
  if (f.type === 'datetime') return sql`to_char(${ref(col)} at time zone ${sql.lit(TZ.value)}, 'YYYY-MM-DD HH24:MI:SS')`;
  if (f.type === 'textarea' && def.table === 'audit_log' && f.name === 'detail') return sql`${ref(col)}::text`;
  return sql`${ref(col)}`;
}

/** The plant time zone, set once at registration (wire times are plant-local). */
export const TZ = { value: 'Asia/Shanghai' };

export function baseQuery(db: AnyDb, def: ResourceDef) {
  let q = db.selectFrom(`${def.table} as t`);
  for (const f of def.fields) if (f.join) q = q.leftJoin(`${f.join.table} as j_${f.name}`, `j_${f.name}.${f.join.remote}`, `t.${f.join.local}`);
  return q;
}

export function selectWire(def: ResourceDef) {
  return [sql`${ref(`t.${idColumnOf(def)}`)}`.as(def.id), ...def.fields.filter((f) => f.name !== def.id).map((f) => selectExpr(def, f).as(f.name))];
}

/** Head-office staff acting for 0001 see every organisation; anyone else their organisation only. */
export function seesAllOrgs(ctx: Pick<CallContext, 'user' | 'orgId'>): boolean {
  return ctx.user.orgs === '*' && ctx.orgId === HEAD_OFFICE;
}

export function scoped<Q extends { where: (...a: any[]) => Q }>(q: Q, def: ResourceDef, ctx: Pick<CallContext, 'user' | 'orgId'>): Q {
  let r = q;
  if (def.orgScoped && !seesAllOrgs(ctx)) r = r.where('t.org_id', '=', ctx.orgId);
  for (const [k, v] of Object.entries(def.fixed ?? {})) r = r.where(`t.${k}`, '=', v);
  return r;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c);
const DATE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

function rangeOf(params: Params, name: string): [string | undefined, string | undefined] {
  const raw = params.raw[name];
  let pair: unknown[] = [];
  if (Array.isArray(raw)) pair = raw;
  else if (typeof raw === 'string' && raw.includes(',')) pair = raw.split(',');
  const start = (pair[0] as string | undefined) || params.str(`${name}Start`) || params.str(`start_${name}`);
  const end = (pair[1] as string | undefined) || params.str(`${name}End`) || params.str(`end_${name}`);
  for (const v of [start, end]) if (v !== undefined && !DATE.test(String(v).trim())) throw invalid(name);
  return [start?.trim(), end?.trim()];
}

/** Applies the declared search fields: the only parameters that filter (an allowlist). */
export function applySearch<Q extends { where: (...a: any[]) => Q }>(q: Q, def: ResourceDef, params: Params): Q {
  let r = q;
  for (const s of def.search) {
    const f = def.fields.find((x) => x.name === (s.field ?? s.name));
    const col = f?.join ? `j_${f.name}.${f.join.column}` : `t.${f ? columnOf(f) : (s.field ?? s.name).replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())}`;
    const isTime = f?.type === 'datetime' || (!f && /At$|Time$/.test(s.name));
    const local = isTime ? sql`(${ref(col)} at time zone ${sql.lit(TZ.value)})` : sql`${ref(col)}`;
    if (s.type === 'daterange' || s.type === 'datetimerange') {
      const [a, b] = rangeOf(params, s.name);
      if (a) r = r.where(local, '>=', a.length === 10 ? `${a} 00:00:00` : a);
      if (b) r = r.where(local, '<=', b.length === 10 ? `${b} 23:59:59` : b);
      if (s.required && !a && !b) throw invalid(s.name, 'required');
      continue;
    }
    const v = s.type === 'checkbox' ? params.list(s.name).map(String) : params.str(s.name);
    const empty = v === undefined || (Array.isArray(v) && v.length === 0);
    if (empty) { if (s.required) throw invalid(s.name, 'required'); continue; }
    switch (s.type) {
      case 'input': r = r.where(sql`${ref(col)}::text`, 'ilike', `%${likeEscape(String(v))}%`); break;
      case 'checkbox': r = r.where(sql`${ref(col)}::text`, 'in', v as string[]); break;
      case 'select': case 'treeselect': r = r.where(sql`${ref(col)}::text`, '=', String(v)); break;
      case 'month':
        if (!/^\d{4}-\d{2}$/.test(String(v))) throw invalid(s.name);
        r = r.where(sql`to_char(${local}, 'YYYY-MM')`, '=', String(v)); break;
      case 'date':
        if (!/^\d{4}-\d{2}-\d{2}$/.test(String(v))) throw invalid(s.name);
        r = r.where(sql`to_char(${local}, 'YYYY-MM-DD')`, '=', String(v)); break;
      case 'datetime':
        if (!DATE.test(String(v))) throw invalid(s.name);
        r = r.where(local, '=', String(v)); break;
    }
  }
  return r;
}

/** Sorting by a sortable field (sortField/sortOrder), else the declared order, then the key. */
export function applyOrder<Q extends { orderBy: (...a: any[]) => Q }>(q: Q, def: ResourceDef, params: Params): Q {
  const by = params.str('sortField') ?? params.str('prop');
  const dirRaw = params.str('sortOrder') ?? params.str('order');
  const dir = dirRaw && /^desc/i.test(dirRaw) ? 'desc' : 'asc';
  let r = q;
  if (by) {
    const f = def.fields.find((x) => x.name === by && x.sortable);
    if (!f) throw invalid('sortField');
    r = r.orderBy(`t.${columnOf(f)}`, dir);
  } else if (def.orderBy) {
    const f = def.fields.find((x) => x.name === def.orderBy!.field);
    r = r.orderBy(`t.${f ? columnOf(f) : idColumnOf(def)}`, def.orderBy.dir);
  }
  return r.orderBy(`t.${idColumnOf(def)}`, 'asc');
}

/** A 400 naming the field in the caller's language, from a rule or field error. */
export function fieldError(def: ResourceDef, e: { field: string; key: string; max?: number }, lang: Lang): BizError {
  const f = def.fields.find((x) => x.name === e.field);
  const label = f ? labelOf(f.label, lang) : e.field;
  const key = (['rule1', 'rule2', 'rule3', 'required', 'tooLong', 'duplicate', 'invalid'].includes(e.key) ? e.key : 'invalid') as 'invalid';
  return new BizError(400, key, { field: label, max: e.max ?? '' }, e.field);
}

/** Wire time (plant-local `YYYY-MM-DD HH:mm:ss`) to a timestamptz expression. */
export const plantTime = (v: string) => sql`(${v}::timestamp at time zone ${sql.lit(TZ.value)})`;

/** Converts validated column values into insertable values (times are plant-local). */
export function toDbValues(def: ResourceDef, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [col, v] of Object.entries(values)) {
    const f = def.fields.find((x) => columnOf(x) === col);
    out[col] = f?.type === 'datetime' && typeof v === 'string' ? plantTime(v) : v;
  }
  return out;
}
