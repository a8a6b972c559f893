/**
 * A read view: a joined, read-only list declared as plain data (ARCHITECTURE §3). The server
 * serves it with the same search, ordering, organisation scope, paging and export as a table;
 * computed columns and the row mapper are server-side (server/resources/read-view.ts).
 *
 * - `table`/`alias`  the base table and its alias; the declaration's `id` is a column of it
 * - `joins`          each join: table, alias, `on` as [`alias.column`, `alias.column`], inner or left
 * - `sources`        per field (wire name), its column as `alias.column`; a field without a source is
 *                    a computed column of the server part
 * - `orgColumn`      the column the organisation scope filters (default `<alias>.org_id`)
 */
export interface ViewJoin {
  table: string;
  alias: string;
  on: readonly [string, string];
  kind: 'inner' | 'left';
}

export interface ReadView {
  table: string;
  alias: string;
  joins: readonly ViewJoin[];
  sources: Readonly<Record<string, string>>;
  orgColumn?: string;
}

const QUALIFIED = /^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/;

/** The problems of a view declaration (unknown alias, malformed column), empty when sound. */
export function viewProblems(view: ReadView, fieldNames: readonly string[]): string[] {
  const aliases = new Set([view.alias, ...view.joins.map((j) => j.alias)]);
  const out: string[] = [];
  const check = (what: string, col: string) => {
    if (!QUALIFIED.test(col)) out.push(`${what}: ${col} is not alias.column`);
    else if (!aliases.has(col.split('.')[0])) out.push(`${what}: unknown alias in ${col}`);
  };
  if (aliases.size !== view.joins.length + 1) out.push('aliases repeat');
  for (const j of view.joins) {
    check(`join ${j.alias}`, j.on[0]);
    check(`join ${j.alias}`, j.on[1]);
  }
  for (const [field, col] of Object.entries(view.sources)) {
    if (!fieldNames.includes(field)) out.push(`source of unknown field ${field}`);
    check(`field ${field}`, col);
  }
  if (view.orgColumn) check('orgColumn', view.orgColumn);
  return out;
}
