import { sql } from 'kysely';
import type { DB } from '../db/database';
import { listResources } from '../../src/domain/resources/registry';
import { columnOf, type ResourceDef } from '../../src/domain/resources/types';

/**
 * Every `unique: true` of a declaration as a unique index (issue 13, defect 5). The handlers'
 * uniqueness query answers the usual case with the field's words, but two concurrent adds both
 * pass it; only the database can keep the second out, and server/http/db-errors.ts words its
 * refusal as the same duplicate message. Derived from the declarations at every start, so an
 * object declared later is covered without a migration of its own: `if not exists` makes it a
 * no-op once the index is there.
 */
export interface DeclaredUnique {
  resource: string;
  table: string;
  name: string;
  columns: string[];
}

/** Postgres names are at most 63 bytes: a long one keeps its start and a hash of the whole. */
function indexName(table: string, column: string): string {
  const name = `uq_${table}_${column}`;
  if (name.length <= 63) return name;
  let h = 0;
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `${name.slice(0, 54)}_${h.toString(36)}`;
}

/** The unique keys the declarations ask for: organisation, fixed values (a shared table), field. */
export function declaredUniques(defs: readonly ResourceDef[] = listResources()): DeclaredUnique[] {
  const out = new Map<string, DeclaredUnique>();
  for (const def of defs) {
    if (def.view || def.readOnly) continue;
    for (const f of def.fields) {
      if (!f.unique || f.join) continue;
      const col = columnOf(f);
      const columns = [...(def.orgScoped ? ['org_id'] : []), ...Object.keys(def.fixed ?? {}), col];
      const name = indexName(def.table, [...Object.keys(def.fixed ?? {}), col].join('_'));
      if (!out.has(name)) out.set(name, { resource: def.name, table: def.table, name, columns });
    }
  }
  return [...out.values()];
}

/**
 * Creates the missing unique indexes. A table that already holds repeated values keeps no index
 * for that key and is reported instead of stopping the start: the rows are the owner's data, not
 * ours to rename or delete; the handlers' check still refuses new repeats, and the returned
 * list tells the operator which rows to merge (the index is created at the next start after).
 */
export async function ensureDeclaredUniques(
  db: DB,
  defs?: readonly ResourceDef[],
): Promise<{ created: string[]; skipped: Array<DeclaredUnique & { reason: string }> }> {
  const created: string[] = [];
  const skipped: Array<DeclaredUnique & { reason: string }> = [];
  const existing = new Set(
    (await sql<{ n: string }>`select indexname as n from pg_indexes where schemaname = current_schema()`.execute(db)).rows.map((r) => r.n),
  );
  for (const u of declaredUniques(defs)) {
    if (existing.has(u.name)) continue;
    const cols = sql.join(u.columns.map((c) => sql.ref(c)));
    try {
      const dup = await sql<{ n: string }>`select count(*) as n from (select 1 from ${sql.table(u.table)} group by ${cols} having count(*) > 1) d`.execute(db);
      if (Number(dup.rows[0].n) > 0) {
        skipped.push({ ...u, reason: `${dup.rows[0].n} repeated values` });
        continue;
      }
      await db.schema.createIndex(u.name).ifNotExists().on(u.table).columns(u.columns).unique().execute();
      created.push(u.name);
    } catch (e) {
      // a declaration naming a column its table lacks is the declaration's bug, caught by drift.test.ts
      skipped.push({ ...u, reason: (e as Error).message });
    }
  }
  for (const s of skipped) console.warn(`[unique] ${s.table}(${s.columns.join(', ')}) of ${s.resource} has no unique index: ${s.reason}`);
  return { created, skipped };
}
