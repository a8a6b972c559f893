import { sql, type Kysely } from 'kysely';
import type { ReadView, ViewJoin } from '../../src/domain/resources/view';

/**
 * What the schema says about a read view's joins, so a count or a page's keys can leave out the
 * joins its filters and order do not read without changing which base rows it sees:
 * - `toOne`    the join matches at most one row per row it joins to (its column is a key or unique
 *              alone): it never repeats a base row
 * - `certain`  it matches exactly one: a left join that is to-one, or an inner join that is to-one
 *              on a NOT NULL column with a foreign key to that column, from the base or another
 *              certain inner join (a left join's columns may be null, and an inner join on them drops)
 * Read from the catalog, not declared: a declaration could claim a key the schema does not hold.
 */
export interface JoinFacts {
  toOne: ReadonlySet<string>;
  certain: ReadonlySet<string>;
}

type AnyKysely = Kysely<Record<string, Record<string, unknown>>>;

const aliasOfCol = (col: string) => col.split('.')[0];
const nameOfCol = (col: string) => col.split('.')[1];

/** The join's own column and the column of the alias it hangs from. */
export function sidesOf(j: ViewJoin): { own: string; from: string } {
  return aliasOfCol(j.on[0]) === j.alias ? { own: j.on[0], from: j.on[1] } : { own: j.on[1], from: j.on[0] };
}

interface ColumnFacts {
  toOne: boolean;
  notNull: boolean;
  foreignKey: boolean;
}

async function columnFacts(db: AnyKysely, own: { table: string; column: string }, from: { table: string; column: string }): Promise<ColumnFacts> {
  const r = await sql<ColumnFacts>`
    select
      exists (select 1 from pg_index i where i.indrelid = r.oid and i.indisunique and i.indpred is null
        and i.indnkeyatts = 1 and i.indkey[0] = ra.attnum) as "toOne",
      la.attnotnull as "notNull",
      exists (select 1 from pg_constraint f where f.contype = 'f' and f.convalidated and f.conrelid = l.oid
        and f.confrelid = r.oid and f.conkey = array[la.attnum] and f.confkey = array[ra.attnum]) as "foreignKey"
    from pg_class r join pg_attribute ra on ra.attrelid = r.oid and ra.attname = ${own.column},
      pg_class l join pg_attribute la on la.attrelid = l.oid and la.attname = ${from.column}
    where r.oid = to_regclass(${own.table}) and l.oid = to_regclass(${from.table})`.execute(db);
  return r.rows[0] ?? { toOne: false, notNull: false, foreignKey: false };
}

async function readFacts(db: AnyKysely, view: ReadView): Promise<JoinFacts> {
  const tableOf = new Map([[view.alias, view.table], ...view.joins.map((j) => [j.alias, j.table] as const)]);
  const toOne = new Set<string>();
  const certain = new Set<string>();
  // declared order: a join hangs from the base or from a join declared before it
  for (const j of view.joins) {
    const { own, from } = sidesOf(j);
    const f = await columnFacts(db, { table: j.table, column: nameOfCol(own) }, { table: tableOf.get(aliasOfCol(from)) ?? '', column: nameOfCol(from) });
    if (!f.toOne) continue;
    toOne.add(j.alias);
    const fromAlias = aliasOfCol(from);
    const fromPresent = fromAlias === view.alias || certain.has(fromAlias);
    if (j.kind === 'left' || (f.notNull && f.foreignKey && fromPresent && view.joins.find((x) => x.alias === fromAlias)?.kind !== 'left')) certain.add(j.alias);
  }
  return { toOne, certain };
}

/**
 * The facts of a view's joins, read once per view: the schema is the migrations', the same in
 * every database this process opens. A failed read is not kept and leaves every join in.
 */
const cache = new WeakMap<ReadView, Promise<JoinFacts>>();
export function joinFactsOf(db: AnyKysely, view: ReadView): Promise<JoinFacts> {
  let hit = cache.get(view);
  if (!hit) {
    hit = readFacts(db, view).catch(() => {
      cache.delete(view);
      return { toOne: new Set<string>(), certain: new Set<string>() };
    });
    cache.set(view, hit);
  }
  return hit;
}

/** The view aliases a statement's text reads (`"k"."customer_id"`, `d.driver_name`), string literals left out. */
export function aliasesIn(text: string, view: ReadView): Set<string> {
  const aliases = new Set(view.joins.map((j) => j.alias));
  const out = new Set<string>();
  for (const m of text.replace(/'(?:[^']|'')*'/g, "''").matchAll(/(?<![\w$."])"?([a-z_][a-z0-9_]*)"?\./g)) {
    if (aliases.has(m[1])) out.add(m[1]);
  }
  return out;
}

/**
 * The joins a statement must keep: those it reads, those they hang from, and every join that is
 * not certain (it may drop or repeat base rows, so leaving it out would change the answer).
 */
export function keptJoins(view: ReadView, facts: JoinFacts, read: ReadonlySet<string>): Set<string> {
  const kept = new Set<string>();
  const keep = (alias: string) => {
    const j = view.joins.find((x) => x.alias === alias);
    if (!j || kept.has(alias)) return;
    kept.add(alias);
    keep(aliasOfCol(sidesOf(j).from));
  };
  for (const j of view.joins) if (read.has(j.alias) || !facts.certain.has(j.alias)) keep(j.alias);
  return kept;
}
