import { sql } from 'kysely';
import { columnOf, idColumnOf, type ResourceDef } from '../../src/domain/resources/types';
import { ACTION_BUTTON } from '../../src/domain/resources/buttons';
import { flowsOf, flowColumns } from '../../src/domain/resources/flows';
import { validateRecord } from '../../src/domain/resources/rules';
import type { CallContext } from '../http/call';
import { BizError, forbidden, invalid, notFound, required } from '../http/errors';
import { pageOf } from '../http/params';
import { mayPressAny } from '../http/permission';
import { anyDb, applyOrder, applySearch, baseQuery, fieldError, idRef, scoped, seesAllOrgs, selectWire, toDbValues } from './resource.query';
import { mapRows } from './read-view';
import { viewPage } from './read-view.page';
import { resourceByName } from '../../src/domain/resources/registry';
import { inScope, scopeOf } from '../http/scope';

export { ACTION_BUTTON };

/** Refuses (403) a caller whose roles do not grant the button on the resource's screen. */
export async function guard(ctx: CallContext, def: ResourceDef, button: string, screen = def.screen): Promise<void> {
  if (!(await mayPressAny(ctx.db, ctx.user, [screen], [button]))) throw forbidden();
}

export function idParam(ctx: CallContext, def: ResourceDef): number {
  const v = ctx.params.str(def.id) ?? ctx.params.str('id');
  if (v === undefined) throw required(def.id);
  if (!/^\d{1,12}$/.test(v)) throw invalid(def.id);
  return Number(v);
}

export async function fetchOne(ctx: CallContext, def: ResourceDef, id: number) {
  const row = await scoped(baseQuery(anyDb(ctx), def), def, ctx)
    .select(selectWire(ctx.services.query, def))
    .where(idRef(def), '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return mapRows(ctx.services.query, def, [row as Record<string, unknown>])[0];
}

/**
 * A row that another call names (a customer whose tasks or contracts it lists) must be in the
 * caller's scope: a foreign one answers 404, as a read by id does, rather than an empty list.
 */
export async function requireInScope(ctx: CallContext, resource: string, id: number): Promise<void> {
  const def = resourceByName(resource);
  if (!def) throw new Error(`requireInScope: no resource ${resource}`);
  await fetchOne(ctx, def, id);
}

/** The rows the search selects, in the caller's scope: what page, list, totals and export read. */
export function searched(ctx: CallContext, def: ResourceDef) {
  return applySearch(ctx.services.query, scoped(baseQuery(anyDb(ctx), def), def, ctx), def, ctx.params);
}

export async function page(ctx: CallContext, def: ResourceDef) {
  return def.view ? viewPage(ctx, def) : widePage(ctx, def);
}

/** The page as the count and the rows, each one statement over the whole view or table (read-view.page.ts reads views more cheaply). */
export async function widePage(ctx: CallContext, def: ResourceDef) {
  const paging = ctx.params.paging();
  const q = searched(ctx, def);
  // the count and the page are independent reads: on a pool they overlap (PGlite takes them in turn)
  const [[{ total }], rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('total')).execute(),
    applyOrder(ctx.services.query, q.select(selectWire(ctx.services.query, def)), def, ctx.params)
      .limit(paging.limit)
      .offset(paging.offset)
      .execute(),
  ]);
  return pageOf(mapRows(ctx.services.query, def, rows), Number(total), paging);
}

export async function list(ctx: CallContext, def: ResourceDef) {
  const env = ctx.services.query;
  return mapRows(
    env,
    def,
    await applyOrder(env, searched(ctx, def).select(selectWire(env, def)), def, ctx.params)
      .limit(5000)
      .execute(),
  );
}

/** Unique fields must not repeat (within the organisation for org-scoped resources). */
async function checkUnique(ctx: CallContext, def: ResourceDef, values: Record<string, unknown>, exceptId?: number, orgId?: string) {
  for (const f of def.fields.filter((x) => x.unique)) {
    const col = columnOf(f);
    if (values[col] === undefined || values[col] === null) continue;
    let q = anyDb(ctx)
      .selectFrom(`${def.table} as t`)
      .select(`t.${idColumnOf(def)}`)
      .where(`t.${col}`, '=', values[col]);
    if (def.orgScoped) q = q.where('t.org_id', '=', orgId ?? ctx.orgId);
    if (exceptId !== undefined) q = q.where(`t.${idColumnOf(def)}`, '<>', exceptId);
    if (await q.executeTakeFirst()) throw new BizError(400, 'duplicate', { field: fieldLabel(ctx, def, f.name) }, f.name);
  }
}

/**
 * A reference may only name a row the caller could read: an id of another organisation's customer,
 * unit or project is refused as if it did not exist (400 naming the field), so no write links a
 * record to rows across the organisation boundary.
 */
async function checkRefs(ctx: CallContext, def: ResourceDef, values: Record<string, unknown>) {
  for (const f of def.fields) {
    if (f.type !== 'ref' || !f.ref || f.readonly) continue;
    const value = values[columnOf(f)];
    if (value === undefined || value === null || value === '') continue;
    const target = resourceByName(f.ref.resource);
    if (!target?.orgScoped || seesAllOrgs(ctx)) continue;
    const table = target.view?.table ?? target.table;
    const q = inScope(
      anyDb(ctx)
        .selectFrom(`${table} as t`)
        .select(`t.${idColumnOf(target)}`)
        .where(`t.${idColumnOf(target)}`, '=', value),
      't.org_id',
      scopeOf(ctx),
    );
    if (!(await q.executeTakeFirst())) throw new BizError(400, 'invalid', { field: fieldLabel(ctx, def, f.name) }, f.name);
  }
}

/** The column of the `partOf` field, whose record must be in no approval while this one changes. */
function wholeColumn(def: ResourceDef): string | undefined {
  const f = def.partOf ? def.fields.find((x) => x.name === def.partOf) : undefined;
  return f && columnOf(f);
}

/** Locks each whole the record belongs to (before and after the change) and refuses while one is in approval. */
async function refuseWhileWholeInApproval(ctx: CallContext, def: ResourceDef, wholeIds: readonly unknown[]) {
  const f = def.fields.find((x) => x.name === def.partOf);
  const whole = f?.ref ? resourceByName(f.ref.resource) : undefined;
  if (!whole) return;
  const ids = new Set(wholeIds.filter((v) => v !== undefined && v !== null && v !== '').map(Number));
  for (const id of ids) refuseInApproval(await lockRecord(ctx, whole, id));
}

function fieldLabel(ctx: CallContext, def: ResourceDef, name: string): string {
  return fieldError(def, { field: name, key: 'invalid' }, ctx.lang).params.field as string;
}

function validated(ctx: CallContext, def: ResourceDef, mode: 'add' | 'update', only?: readonly string[]) {
  const { values, errors } = validateRecord(def, ctx.params.raw, mode, only);
  if (errors.length) throw fieldError(def, errors[0], ctx.lang);
  return values;
}

/** Inserts validated values: org and defaults set by the server, never by the request. */
function rowOf(ctx: CallContext, def: ResourceDef, values: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = { ...toDbValues(ctx.services.query, def, values), ...(def.fixed ?? {}) };
  if (def.orgScoped) row.org_id = ctx.orgId;
  return row;
}

async function nextSort(ctx: CallContext, def: ResourceDef): Promise<number> {
  const m = await anyDb(ctx)
    .selectFrom(def.table)
    .select(sql<number>`coalesce(max(sort), 0) + 1`.as('next'))
    .executeTakeFirst();
  return Number(m?.next ?? 1);
}

export async function insertRecord(ctx: CallContext, def: ResourceDef, values: Record<string, unknown>): Promise<number> {
  await checkUnique(ctx, def, values);
  await checkRefs(ctx, def, values);
  const whole = wholeColumn(def);
  if (whole) await refuseWhileWholeInApproval(ctx, def, [values[whole]]);
  const row = rowOf(ctx, def, values);
  if (def.ordering) row.sort = await nextSort(ctx, def);
  const r = await anyDb(ctx).insertInto(def.table).values(row).returning(idColumnOf(def)).executeTakeFirstOrThrow();
  return Number((r as Record<string, unknown>)[idColumnOf(def)]);
}

/**
 * Many records at once, for imports whose rows were all validated and checked for unique values
 * beforehand: multi-row inserts instead of a round trip (and a uniqueness query) per row.
 */
export async function insertRecords(ctx: CallContext, def: ResourceDef, list: Array<Record<string, unknown>>, chunk = 500): Promise<void> {
  let sort = def.ordering ? await nextSort(ctx, def) : 0;
  for (let i = 0; i < list.length; i += chunk) {
    const rows = list.slice(i, i + chunk).map((v) => ({ ...rowOf(ctx, def, v), ...(def.ordering ? { sort: sort++ } : {}) }));
    await anyDb(ctx).insertInto(def.table).values(rows).execute();
  }
}

export async function add(ctx: CallContext, def: ResourceDef) {
  await guard(ctx, def, 'add');
  const values = validated(ctx, def, 'add');
  const id = await insertRecord(ctx, def, values);
  await ctx.audit(
    'add',
    def.name,
    id,
    ctx.params.raw && Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'object' ? String(v) : v])),
  );
  return fetchOne(ctx, def, id);
}

export interface LockedRecord {
  id: number;
  org_id?: string;
  /** per flow name, its state columns */
  flows: Record<string, { state: number | null; level: number; round: number; submitUserId: number | null; submitUser: string }>;
  /** the columns asked for by name */
  extra: Record<string, unknown>;
}

/**
 * Locks the record (in its base table) for the rest of the transaction and returns the state of
 * each approval flow, plus `columns` asked for (a transition's state column).
 */
export async function lockRecord(ctx: CallContext, def: ResourceDef, id: number, columns: readonly string[] = []): Promise<LockedRecord> {
  const table = def.view?.table ?? def.table;
  let q = anyDb(ctx)
    .selectFrom(`${table} as t`)
    .select(sql.ref(`t.${idColumnOf(def)}`).as('id'))
    .where(`t.${idColumnOf(def)}`, '=', id);
  const flows = flowsOf(def);
  for (const [i, f] of flows.entries()) {
    const c = flowColumns(f);
    q = q.select([
      sql.ref(`t.${c.state}`).as(`f${i}_state`),
      sql.ref(`t.${c.level}`).as(`f${i}_level`),
      sql.ref(`t.${c.round}`).as(`f${i}_round`),
      sql.ref(`t.${c.submitUserId}`).as(`f${i}_uid`),
      sql.ref(`t.${c.submitUser}`).as(`f${i}_user`),
    ]);
  }
  for (const [i, c] of columns.entries()) q = q.select(sql.ref(`t.${c}`).as(`c${i}`));
  if (def.orgScoped) q = q.select('t.org_id');
  if (def.orgScoped && !seesAllOrgs(ctx)) q = q.where('t.org_id', '=', ctx.orgId);
  const row = (await q.forUpdate().executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) throw notFound();
  return {
    id: Number(row.id),
    org_id: row.org_id as string | undefined,
    flows: Object.fromEntries(
      flows.map((f, i) => [
        f.name,
        {
          state: row[`f${i}_state`] as number | null,
          level: Number(row[`f${i}_level`] ?? 0),
          round: Number(row[`f${i}_round`] ?? 0),
          submitUserId: (row[`f${i}_uid`] ?? null) as number | null,
          submitUser: String(row[`f${i}_user`] ?? ''),
        },
      ]),
    ),
    extra: Object.fromEntries(columns.map((c, i) => [c, row[`c${i}`]])),
  };
}

/** A record in any flow's approval may not change (409). */
export function refuseInApproval(rec: LockedRecord): void {
  if (Object.values(rec.flows).some((f) => f.state === 0)) throw new BizError(409, 'inApproval');
}

export async function updateValues(ctx: CallContext, def: ResourceDef, id: number, values: Record<string, unknown>, action = 'update') {
  const whole = wholeColumn(def);
  const rec = await lockRecord(ctx, def, id, whole ? [whole] : []);
  refuseInApproval(rec);
  if (whole) await refuseWhileWholeInApproval(ctx, def, [rec.extra[whole], values[whole]]);
  await checkUnique(ctx, def, values, id, rec.org_id);
  await checkRefs(ctx, def, values);
  const before = await fetchOne(ctx, def, id);
  if (Object.keys(values).length) {
    await anyDb(ctx)
      .updateTable(def.table)
      .set({ ...toDbValues(ctx.services.query, def, values), updated_at: new Date() })
      .where(idColumnOf(def), '=', id)
      .execute();
  }
  await ctx.audit(action, def.name, id, changesOf(def, before, values));
  return fetchOne(ctx, def, id);
}

/** A value as the journal compares it: numbers by value (430 = 430.00), the rest as text. */
const comparable = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  const t = typeof v === 'object' ? JSON.stringify(v) : String(v);
  return /^-?\d+(\.\d+)?$/.test(t) ? String(Number(t)) : t;
};

/**
 * What an update changed, for the journal (issue 26, item 11): per column, `{ from, to }` with the
 * value before (as the record read) and after, only where they differ.
 */
function changesOf(
  def: ResourceDef,
  before: Readonly<Record<string, unknown>>,
  values: Readonly<Record<string, unknown>>,
): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const [col, v] of Object.entries(values)) {
    const f = def.fields.find((x) => columnOf(x) === col);
    const from = f ? (before[f.name] ?? null) : null;
    const to = typeof v === 'object' && v !== null ? String(v) : v;
    if (comparable(from) !== comparable(to)) out[col] = { from, to };
  }
  return out;
}

export async function update(ctx: CallContext, def: ResourceDef, only?: readonly string[]) {
  await guard(ctx, def, 'edit');
  const id = idParam(ctx, def);
  return updateValues(ctx, def, id, validated(ctx, def, 'update', only));
}

export async function save(ctx: CallContext, def: ResourceDef) {
  return ctx.params.has(def.id) || ctx.params.has('id') ? update(ctx, def) : add(ctx, def);
}

/** The selected rows of a batch call (`ids`, a list or comma-separated), 400 when empty or malformed. */
export function idsParam(ctx: CallContext): number[] {
  const raw = ctx.params
    .list('ids')
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (!raw.length) throw required('ids');
  if (raw.some((v) => !/^\d{1,12}$/.test(v))) throw invalid('ids');
  return [...new Set(raw.map(Number))];
}

/** Deletes records, all or none (the call's one transaction). */
export async function deleteRecords(ctx: CallContext, def: ResourceDef, ids: readonly number[]) {
  const whole = wholeColumn(def);
  for (const id of ids) {
    const rec = await lockRecord(ctx, def, id, whole ? [whole] : []);
    refuseInApproval(rec);
    if (whole) await refuseWhileWholeInApproval(ctx, def, [rec.extra[whole]]);
    await anyDb(ctx).deleteFrom(def.table).where(idColumnOf(def), '=', id).execute();
    await ctx.audit('delete', def.name, id);
  }
  return { deleted: ids.length };
}

export async function remove(ctx: CallContext, def: ResourceDef) {
  await guard(ctx, def, 'delete');
  return deleteRecords(ctx, def, ctx.params.has('ids') ? idsParam(ctx) : [idParam(ctx, def)]);
}

/** `exists`: `?field=&value=` or `?<field>=<value>`, optionally excluding `id`. */
export async function exists(ctx: CallContext, def: ResourceDef) {
  const p = ctx.params;
  const uniques = def.fields.filter((f) => f.unique);
  const name = p.str('field') ?? uniques.find((f) => p.has(f.name))?.name;
  const f = uniques.find((x) => x.name === name);
  if (!f) throw invalid('field');
  const value = p.str('value') ?? p.str(f.name);
  if (value === undefined) throw required('value');
  let q = scoped(anyDb(ctx).selectFrom(`${def.table} as t`), def, ctx)
    .select(`t.${idColumnOf(def)}`)
    .where(sql`t.${sql.ref(columnOf(f))}::text`, '=', value);
  const except = p.int('id');
  if (except !== undefined) q = q.where(`t.${idColumnOf(def)}`, '<>', except);
  return { exists: !!(await q.executeTakeFirst()) };
}

/** Next free code: prefix + zero-padded sequence. */
export async function nextCode(ctx: CallContext, def: ResourceDef) {
  if (!def.code) throw notFound();
  const col = columnOf(def.fields.find((f) => f.name === def.code!.field)!);
  const { prefix, digits } = def.code;
  const r = await scoped(anyDb(ctx).selectFrom(`${def.table} as t`), def, ctx)
    .select(sql<string>`max(substring(${sql.ref(`t.${col}`)} from ${sql.lit(prefix.length + 1)}))`.as('last'))
    .where(sql.ref(`t.${col}`), 'like', `${prefix}%`)
    .where(sql`substring(${sql.ref(`t.${col}`)} from ${sql.lit(prefix.length + 1)})`, '~', '^[0-9]+$')
    .executeTakeFirst();
  const n = Number((r as { last?: string } | undefined)?.last ?? 0) + 1;
  return { code: prefix + String(n).padStart(digits, '0') };
}

/** sort: `ids` in the new order; top / bottom: one `id` moved to the first or last place. */
export async function reorder(ctx: CallContext, def: ResourceDef, how: 'sort' | 'top' | 'bottom') {
  await guard(ctx, def, 'edit');
  const db = anyDb(ctx);
  if (how === 'sort') {
    const ids = ctx.params.list('ids').map((v) => Number(v));
    if (!ids.length) throw required('ids');
    if (ids.some((n) => !Number.isSafeInteger(n))) throw invalid('ids');
    for (const [i, id] of ids.entries())
      await db
        .updateTable(def.table)
        .set({ sort: i + 1 })
        .where(idColumnOf(def), '=', id)
        .execute();
    await ctx.audit('sort', def.name, ids.join(','));
    return { sorted: ids.length };
  }
  const id = idParam(ctx, def);
  await lockRecord(ctx, def, id);
  const agg = how === 'top' ? sql<number>`coalesce(min(sort), 0) - 1` : sql<number>`coalesce(max(sort), 0) + 1`;
  const r = await db.selectFrom(def.table).select(agg.as('v')).executeTakeFirstOrThrow();
  await db
    .updateTable(def.table)
    .set({ sort: Number((r as { v: number }).v) })
    .where(idColumnOf(def), '=', id)
    .execute();
  await ctx.audit(how, def.name, id);
  return fetchOne(ctx, def, id);
}

export async function get(ctx: CallContext, def: ResourceDef) {
  return fetchOne(ctx, def, idParam(ctx, def));
}
