import type { CommandName } from '../events';
import type { BatchDef, ButtonDef, TransitionDef } from './actions';
import type { FlowDef } from './flows';
import type { ReadView } from './view';
import type { PrintDocument } from './print';

/**
 * The resource registry (ARCHITECTURE §3): a business object is declared once and the server
 * derives its calls, the client its screen, both their validation.
 *
 * ResourceDef fields, in one place (vue-element-admin style):
 * - `name`       unique resource name; generic calls are served at `/resource/<name>/<action>`
 * - `table`      database table; `id` the wire name of its key (column = `idColumn` ?? snake of id)
 * - `screen`     the route path whose buttons guard writes (server `mayPress`, client button removal)
 * - `title`      i18n key of the screen / table title
 * - `fields`     every field on the wire: type, label key, required, rule 1–3, enum, reference, unique
 * - `search`     search form fields, each with one of the spec §2 field types and how it filters
 * - `columns`    default visible columns (wire names), in order
 * - `orgScoped`  the table has `org_id`; reads and writes are limited to the caller's organisation
 *                (the head office acting as 0001 sees all)
 * - `flows`      its approval flows (./flows.ts): business type (configured on /settings/approval-flow),
 *                approval route, the record's state columns; the one way to declare an approval
 * - `ordering`   the table has `sort`; sort / top / bottom actions reorder it
 * - `calls`      spec calls.tsv paths mapped to actions; `x:<name>` is served by a module override
 * - `actions`    standard actions the generic handler serves (also at /resource/<name>/<action>)
 * - `readOnly`   no writes at all (audit log)
 * - `fixed`      column values every row of this resource has (a kind column shared by resources)
 * - `readableBy` 'session': every signed-in user may read it (settings the whole client needs, e.g. the
 *                boards' titles and the sampling reminders' config); otherwise reads need the screen
 * - `servedBy`   a server module serving its calls itself (users, stations): the generic handlers do not
 *                register it and the drift check skips it; the client screen and labels still use it
 * - `partOf`     the ref field naming the record this one is a part of (a contract's transport prices):
 *                it is added, changed or deleted only while that record is in no approval (409)
 */
export type FieldType = 'string' | 'textarea' | 'int' | 'decimal' | 'bool' | 'date' | 'datetime' | 'enum' | 'ref';

/** What a text value must look like (the patterns are in ./rules.ts): checked by the form and the server alike. */
export type FieldFormat = 'phone' | 'email';

/** Spec §5 number rules: 1 = 0..1000000 two decimals, 2 = 0..1000 two decimals, 3 = not negative. */
export type NumberRule = 1 | 2 | 3;

export interface EnumOption {
  value: string | number;
  label: string;
}

export interface FieldDef {
  /** wire name */
  name: string;
  /** database column; snake_case of name when absent */
  column?: string;
  type: FieldType;
  /** i18n key of the label */
  label: string;
  required?: boolean;
  rule?: NumberRule;
  /** maximum length of strings (default 100, textarea 500) */
  max?: number;
  /** the shape a string must have (a phone number…) */
  format?: FieldFormat;
  /** decimals of a decimal field (default 2) */
  scale?: number;
  /**
   * `'fen'`: an `int` field holding money in integer fen (1/100 yuan). It stays fen in storage and on
   * the wire; every person reads and types yuan to two decimals (`fenToYuan`, src/domain/sales/money.ts):
   * the table cell and its 合计 row, the detail and approval views, the form (typed in yuan, sent as
   * fen) and the export (a number of yuan). Its label says 元 (docs/decisions.md "Money in fen").
   */
  unit?: 'fen';
  options?: readonly EnumOption[];
  /** another resource whose `id` this field holds; `labelField` names the shown field */
  ref?: { resource: string; labelField: string };
  /** values must not repeat (within the organisation when orgScoped); checked by `exists` */
  unique?: boolean;
  /** set by the server only: never taken from a request (mass-assignment allowlist) */
  readonly?: boolean;
  hideInTable?: boolean;
  hideInForm?: boolean;
  sortable?: boolean;
  /** summed in the table's 合计 row */
  summary?: boolean;
  /** column width in px */
  width?: number;
  /** read from another table (left join), never written: e.g. the customer name of a credit row */
  join?: { table: string; local: string; remote: string; column: string };
  /**
   * one coordinate of a map position: the longitude and latitude fields it pairs (same on both),
   * so the form offers a map to pick the pair (src/ui/map/geo-input.tsx)
   */
  geo?: { lng: string; lat: string };
  /**
   * the value is the name of something declared (a print request's object and document), so a
   * cell shows its title label in the user's language rather than the code name: `object` a
   * business object, `printDoc` a print document of the object named by the row's field `of`
   */
  names?: { kind: 'object' } | { kind: 'printDoc'; of: string };
}

export type SearchType = 'input' | 'checkbox' | 'select' | 'treeselect' | 'date' | 'datetime' | 'daterange' | 'datetimerange' | 'month';

export interface SearchDef {
  /** parameter name on the wire */
  name: string;
  /** field filtered; the parameter name when absent */
  field?: string;
  type: SearchType;
  label: string;
  required?: boolean;
  options?: readonly EnumOption[];
  /** a filter other screens and calls pass (a customer's tickets), not shown in the search form */
  wireOnly?: boolean;
}

export const STANDARD_ACTIONS = [
  'page',
  'list',
  'get',
  'add',
  'update',
  'save',
  'delete',
  'export',
  'import',
  'exists',
  'code',
  'submit',
  'approve',
  'refuse',
  'recover',
  'sendBack',
  'approvalPage',
  'approvalInfo',
  'sort',
  'top',
  'bottom',
] as const;
export type Action = (typeof STANDARD_ACTIONS)[number];
export type CallTarget = Action | `x:${string}` | `t:${string}` | `b:${string}`;

export interface ResourceDef {
  name: string;
  table: string;
  id: string;
  idColumn?: string;
  screen: string;
  title: string;
  fields: readonly FieldDef[];
  search: readonly SearchDef[];
  columns: readonly string[];
  orgScoped?: boolean;
  ordering?: boolean;
  readOnly?: boolean;
  fixed?: Record<string, string | number>;
  readableBy?: 'session';
  servedBy?: string;
  partOf?: string;
  /** default order: column and direction */
  orderBy?: { field: string; dir: 'asc' | 'desc' };
  /** code generator of the `code` action: prefix + zero-padded sequence on this field */
  code?: { field: string; prefix: string; digits: number };
  calls: Readonly<Record<string, CallTarget>>;
  actions: readonly Action[];
  /** a joined, read-only list (./view.ts): served like a table, never written */
  view?: ReadView;
  /** named approval flows (./flows.ts): the one way to declare an approval */
  flows?: readonly FlowDef[];
  /** button codes beyond add, edit, delete, export and import (./actions.ts) */
  buttons?: readonly ButtonDef[];
  /** state transitions (./actions.ts), each served at /resource/<name>/<transition name> */
  transitions?: readonly TransitionDef[];
  /** actions over the selected rows, all or nothing (./actions.ts) */
  batch?: readonly BatchDef[];
  /**
   * socket commands (names of CMD in src/domain/events.ts) whose events change this object: the
   * plant writes it, so cached lists of it refetch when one arrives (tasks, tickets, vehicles, queue)
   */
  liveCommands?: readonly CommandName[];
  /** printable documents (./print.ts): served at /resource/<name>/print, a row action on the screen */
  print?: readonly PrintDocument[];
}

export const snake = (s: string) => s.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());
export const columnOf = (f: FieldDef) => f.column ?? snake(f.name);
export const idColumnOf = (d: ResourceDef) => d.idColumn ?? snake(d.id);

/** The path the client calls for an action: the declared spec path, else the generic one. */
export function callPath(def: ResourceDef, action: Action): string {
  const hit = Object.entries(def.calls).find(([, a]) => a === action);
  return hit ? hit[0] : `/resource/${def.name}/${action}`;
}

/** The names of a declaration's fields: `string` where a field is known only as a `FieldDef` (built by a helper). */
export type FieldName<F extends readonly FieldDef[]> = F[number]['name'];

/** A search filtering a field: named after it, or naming it in `field`. */
type SearchOf<N extends string> = Omit<SearchDef, 'name' | 'field'> & ({ name: N; field?: undefined } | { name: string; field: N });

/**
 * A declaration as `defineResource` takes it: its columns, searches, default order (or its key) and
 * code generator name its fields. Fields spread from a list typed only `FieldDef[]` make every name
 * a `string`, and that declaration unchecked.
 */
export type Declaration<F extends readonly FieldDef[], I extends string> = Omit<ResourceDef, 'fields' | 'id' | 'columns' | 'search' | 'orderBy' | 'code'> & {
  fields: F;
  id: I;
  columns: readonly NoInfer<FieldName<F>>[];
  search: readonly SearchOf<NoInfer<FieldName<F>>>[];
  orderBy?: { field: NoInfer<FieldName<F> | I>; dir: 'asc' | 'desc' };
  code?: { field: NoInfer<FieldName<F>>; prefix: string; digits: number };
};

/**
 * Declares a resource; a typed identity so declarations stay plain data. Its fields keep their
 * declared types, so what reads them by name is typed by them (`fieldsInput` on the server), and
 * its columns, searches and default order are checked against them.
 */
export function defineResource<const F extends readonly FieldDef[], const I extends string>(def: Declaration<F, I>): ResourceDef & { fields: F } {
  return def;
}

/** Approval fields every record under an approval flow carries. */
export const APPROVAL_FIELDS = [
  {
    name: 'approveState',
    column: 'approve_state',
    type: 'enum',
    label: 'res.approveState',
    readonly: true,
    options: [
      { value: 0, label: 'res.state0' },
      { value: 1, label: 'res.state1' },
      { value: 2, label: 'res.state2' },
    ],
  },
  { name: 'approveLevel', column: 'approve_level', type: 'int', label: 'res.approveLevel', readonly: true, hideInTable: true },
  { name: 'submitUser', column: 'submit_user', type: 'string', label: 'res.submitUser', readonly: true },
] as const satisfies readonly FieldDef[];
