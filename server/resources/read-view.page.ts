import { CompiledQuery, sql, type RawBuilder } from 'kysely';
import type { ResourceDef } from '../../src/domain/resources/types';
import type { CallContext } from '../http/call';
import { pageOf } from '../http/params';
import { PREPARED } from '../db/prepared';
import { anyDb, applyOrder, applySearch, baseQuery, idRef, joinView, orgRef, scoped, searchSourceOf, selectWire, sourceOf, type AnyDb } from './resource.query';
import { mapRows, type QueryEnv } from './read-view';
import { aliasesIn, joinFactsOf, keptJoins } from './read-view.joins';

/**
 * How a read view's page is read:
 * - `joined`  the count and the page, each a statement of the joins they read (the page reads all)
 * - `keys`    the count, and the page's keys by filter and order, each with only the joins they
 *             read; then those rows with every join, by a statement prepared once per connection
 *             (the same text for any keys), so the six-table join is not planned on every call.
 *             PostgreSQL only: PGlite prepares nothing, and a third statement there is a third hop.
 */
export type ViewPaging = 'joined' | 'keys';

/** The rows of a view by their keys: compiled once per view and query environment, one parameter (the keys). */
const byKeys = new WeakMap<ResourceDef, { env: QueryEnv; sql: string; parameters: readonly unknown[]; at: number }>();
function rowsByKeys(env: QueryEnv, db: AnyDb, def: ResourceDef, keys: readonly unknown[]): CompiledQuery {
  let hit = byKeys.get(def);
  if (!hit || hit.env !== env) {
    const slot = {};
    const c = baseQuery(db, def)
      .select(selectWire(env, def))
      .where(sql.ref(idRef(def)), '=', sql`any(${slot})`)
      .compile();
    hit = { env, sql: PREPARED + c.sql, parameters: c.parameters, at: c.parameters.indexOf(slot) };
    byKeys.set(def, hit);
  }
  const parameters = [...hit.parameters];
  parameters[hit.at] = keys;
  return CompiledQuery.raw(hit.sql, parameters);
}

/** The view aliases an expression reads, per declaration and search or field: compiled once. */
const reads = new WeakMap<ResourceDef, Map<string, ReadonlySet<string>>>();
function aliasesRead(db: AnyDb, def: ResourceDef, key: string, expr: () => RawBuilder<unknown>): ReadonlySet<string> {
  let known = reads.get(def);
  if (!known) reads.set(def, (known = new Map()));
  let hit = known.get(key);
  if (!hit) known.set(key, (hit = aliasesIn(expr().compile(db).sql, def.view!)));
  return hit;
}

export async function viewPage(ctx: CallContext, def: ResourceDef, how: ViewPaging = ctx.services.kind === 'postgres' ? 'keys' : 'joined') {
  const view = def.view!;
  const env = ctx.services.query;
  const db = anyDb(ctx);
  const paging = ctx.params.paging();
  const facts = await joinFactsOf(db, view);
  // the conditions and the order on the base table alone, noting the aliases they read; the joins come after
  const filterReads = new Set<string>(def.orgScoped ? [orgRef(def).split('.')[0]] : []);
  const note = (into: Set<string>, aliases: ReadonlySet<string>) => {
    for (const a of aliases) into.add(a);
  };
  const filtered = applySearch(env, scoped(db.selectFrom(`${view.table} as ${view.alias}`), def, ctx), def, ctx.params, (s) =>
    note(
      filterReads,
      aliasesRead(db, def, `search ${s.name}`, () => searchSourceOf(env, def, s)),
    ),
  );
  const orderReads = new Set(filterReads);
  const ordered = applyOrder(env, filtered, def, ctx.params, (f) =>
    note(
      orderReads,
      aliasesRead(db, def, `field ${f.name}`, () => sourceOf(env, def, f)),
    ),
  );
  const counted = joinView(filtered, view, keptJoins(view, facts, filterReads));

  const keyJoins = keptJoins(view, facts, orderReads);
  // a join that may repeat a base row repeats keys too: the rows by key would not be the same page
  const keysPay = how === 'keys' && keyJoins.size < view.joins.length && [...keyJoins].every((a) => facts.toOne.has(a));
  if (!keysPay) {
    const page = joinView(ordered, view).select(selectWire(env, def)).limit(paging.limit).offset(paging.offset).execute();
    const [[{ total }], rows] = await Promise.all([counted.select(sql<string>`count(*)`.as('total')).execute(), page]);
    return pageOf(mapRows(env, def, rows), Number(total), paging);
  }
  // the count and the keys in one statement (a row without a key carries the total): one round trip
  // and one statement less for both sides, where two at once on two connections cost more than they overlap
  const keysOf = joinView(ordered, view, keyJoins)
    .select([sql.ref(idRef(def)).as('key'), sql`null`.as('total')])
    .limit(paging.limit)
    .offset(paging.offset);
  const both = await sql<{
    key: unknown;
    total: string | null;
  }>`${counted.select([sql`null`.as('key'), sql`count(*)`.as('total')])} union all ${keysOf}`.execute(db);
  const total = both.rows.find((r) => r.key === null)?.total;
  const keys = both.rows.filter((r) => r.key !== null).map((r) => r.key);
  if (!keys.length) return pageOf([], Number(total), paging);
  const found = (await db.executeQuery<Record<string, unknown>>(rowsByKeys(env, db, def, keys))).rows;
  const byKey = new Map(found.map((r) => [r[def.id], r]));
  // a row deleted between the two statements is left out of the page, not sent as a hole
  const rows = keys.flatMap((k) => {
    const r = byKey.get(k);
    return r ? [r] : [];
  });
  return pageOf(mapRows(env, def, rows), Number(total), paging);
}
