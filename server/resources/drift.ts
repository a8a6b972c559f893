import { sql } from 'kysely';
import type { DB } from '../db/database';
import { flowColumns, flowsOf } from '../../src/domain/resources/flows';
import { columnOf, idColumnOf, type ResourceDef } from '../../src/domain/resources/types';

const STAMPED: ReadonlySet<string> = new Set(['update', 'save', 'submit', 'approve', 'refuse', 'recover', 'sendBack']);

/**
 * The columns a declaration needs in its table: the key, every field stored there (not joined,
 * not computed), org_id when scoped, each flow's state columns, sort when ordered, fixed columns,
 * and updated_at where the generic updates and approvals stamp it.
 */
export function declaredColumns(def: ResourceDef): string[] {
  const out = new Set<string>([idColumnOf(def)]);
  for (const f of def.fields) if (!f.join && !('computed' in f && f.computed)) out.add(columnOf(f));
  if (def.orgScoped) out.add('org_id');
  for (const flow of flowsOf(def)) {
    const c = flowColumns(flow);
    for (const col of [c.state, c.level, c.round, c.submitUser, c.submitUserId]) out.add(col);
  }
  if (def.ordering) out.add('sort');
  for (const col of Object.keys(def.fixed ?? {})) out.add(col);
  if (!def.readOnly && def.actions.some((a) => STAMPED.has(a))) out.add('updated_at');
  return [...out];
}

/** `table.column` of every declared column the database lacks, for the tables the generic handlers serve. */
export async function findDrift(db: DB, defs: readonly ResourceDef[]): Promise<string[]> {
  const served = defs.filter((d) => !d.servedBy && !d.view);
  if (!served.length) return [];
  const tables = [...new Set(served.map((d) => d.table))];
  const { rows } = await sql<{ table_name: string; column_name: string }>`select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and table_name in (${sql.join(tables)})`.execute(db);
  const have = new Set(rows.map((r) => `${r.table_name}.${r.column_name}`));
  const missing = new Set<string>();
  for (const d of served) for (const col of declaredColumns(d)) if (!have.has(`${d.table}.${col}`)) missing.add(`${d.table}.${col}`);
  return [...missing];
}

/** Refuses to start when a declaration and its table disagree, naming each missing table.column. */
export async function checkDrift(db: DB, defs: readonly ResourceDef[]): Promise<void> {
  const missing = await findDrift(db, defs);
  if (missing.length) {
    throw new Error(
      `schema drift: declared but not in the database: ${missing.join(', ')} — write a migration (admin/<area>/<object>.server.ts) or fix the declaration`,
    );
  }
}
