import { listResources } from '../../src/domain/resources/registry';
import { labelOf } from '../../src/domain/resources/labels';
import { columnOf, type ResourceDef } from '../../src/domain/resources/types';
import type { Lang } from '../../src/domain/server-messages';
import { BizError } from './errors';

/**
 * What the database refuses, as the answer the caller can act on (issue 13, defects 3 and 5).
 * The handlers check what they can before writing, but a constraint is the last word: two
 * concurrent adds both pass the uniqueness query, a delete meets a row that still points at the
 * record, a value slips past a schema. None of these is a server failure, so none is a 500.
 */
interface PgError {
  code?: string;
  table?: string;
  column?: string;
  constraint?: string;
  detail?: string;
}

const pgError = (e: unknown): PgError | undefined =>
  e && typeof e === 'object' && typeof (e as PgError).code === 'string' && /^[0-9A-Z]{5}$/.test((e as PgError).code!) ? (e as PgError) : undefined;

const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
/** the declared object stored in a table (the first, when several views share one) */
const defOfTable = (table?: string): ResourceDef | undefined => (table ? listResources().find((d) => d.table === table && !d.view) : undefined);

/** The wire name and the label of a column, from the declaration of its table when there is one. */
function fieldOf(table: string | undefined, column: string, lang: Lang): { name: string; label: string } {
  const f = defOfTable(table)?.fields.find((x) => columnOf(x) === column && !x.join);
  return f ? { name: f.name, label: labelOf(f.label, lang) } : { name: camel(column), label: camel(column) };
}

/** The object a table holds, in the caller's words ("工程" for projects), or the table's name. */
export function objectLabel(table: string, lang: Lang): string {
  // a table read only through a view (projects: the customer sites) is named by that view
  const def = defOfTable(table) ?? listResources().find((d) => d.table === table);
  return def ? labelOf(def.title, lang) : table;
}

/** `Key (org_id, customer_name)=(…)` → the columns named in a constraint error's detail. */
const keyColumns = (detail?: string) =>
  /Key \(([^)]*)\)=/
    .exec(detail ?? '')?.[1]
    .split(',')
    .map((c) => c.trim().replace(/^"|"$/g, '')) ?? [];

/** The business answer to a database refusal, or undefined when the error is not one. */
export function dbRefusal(e: unknown, lang: Lang): BizError | undefined {
  const pg = pgError(e);
  if (!pg?.code) return undefined;
  const code = pg.code;
  if (code === '23505') {
    // the last column of the key that is not the organisation is the field that repeats
    const col =
      keyColumns(pg.detail)
        .filter((c) => c !== 'org_id')
        .pop() ??
      pg.column ??
      'id';
    const f = fieldOf(pg.table, col, lang);
    return new BizError(400, 'duplicate', { field: f.label }, f.name);
  }
  if (code === '23503') {
    const by = /referenced from table "([^"]+)"/.exec(pg.detail ?? '')?.[1];
    if (by) return new BizError(409, 'usedBy', { by: objectLabel(by, lang) });
    const col = keyColumns(pg.detail)[0] ?? pg.column ?? 'id';
    const f = fieldOf(pg.table, col, lang);
    return new BizError(400, 'invalid', { field: f.label }, f.name);
  }
  if (code === '23502' && pg.column) {
    const f = fieldOf(pg.table, pg.column, lang);
    return new BizError(400, 'required', { field: f.label }, f.name);
  }
  // check violations, and every data exception: text too long, number out of range, bad date, NUL
  if (code === '23514' || code.startsWith('22')) {
    const f = pg.column ? fieldOf(pg.table, pg.column, lang) : { name: 'request', label: 'request' };
    return new BizError(400, 'invalid', { field: f.label }, f.name);
  }
  // two writers on the same rows: the caller retries
  if (code === '40001' || code === '40P01' || code === '55P03') return new BizError(409, 'conflict');
  return undefined;
}
