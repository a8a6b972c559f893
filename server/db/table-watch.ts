import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * An epoch of a group of tables, moved by every write to one of them through this process's Kysely:
 * whatever is kept from reading them (a user's grants, a board's snapshot) and was read under an
 * older epoch is read afresh.
 */
export interface TableWatch {
  readonly tables: ReadonlySet<string>;
  epoch(): number;
  /** marks what was read from the tables stale (after a write call commits: its statements ran before the commit) */
  changed(): void;
}

const watches: TableWatch[] = [];

/** A new watch of these tables, seen by every TableWatchPlugin of the process. */
export function watchTables(tables: Iterable<string>): TableWatch {
  let epoch = 0;
  const watch: TableWatch = {
    tables: new Set(tables),
    epoch: () => epoch,
    changed: () => {
      epoch++;
    },
  };
  watches.push(watch);
  return watch;
}

/** Every watch's epoch now, to move again, once a call's transaction has committed, those its statements moved. */
export function watchMark(): number[] {
  return watches.map((w) => w.epoch());
}

export function afterCommit(mark: readonly number[]): void {
  for (let i = 0; i < mark.length; i++) if (watches[i].epoch() !== mark[i]) watches[i].changed();
}

const nameOf = (node: OperationNode | undefined): string | undefined => {
  if (!node) return undefined;
  if (node.kind === 'AliasNode') return nameOf((node as unknown as { node: OperationNode }).node);
  if (node.kind === 'TableNode') return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  return undefined;
};

/** `insert into x`, `update only x`, `delete from s.x`, `truncate x`, `merge into x` in raw SQL text */
const RAW_WRITE = /\b(?:insert\s+into|update(?:\s+only)?|delete\s+from(?:\s+only)?|truncate(?:\s+table)?(?:\s+only)?|merge\s+into)\s+(?:"?\w+"?\.)?"?(\w+)"?/gi;

/** The tables a statement writes; none for a read. */
function writtenTables(node: RootOperationNode): string[] {
  const named = (n: OperationNode | undefined) => {
    const t = nameOf(n);
    return t ? [t] : [];
  };
  switch (node.kind) {
    case 'SelectQueryNode':
      return [];
    case 'InsertQueryNode':
      return named(node.into);
    case 'UpdateQueryNode':
      return named(node.table);
    case 'DeleteQueryNode':
      return node.from.froms.flatMap(named);
    case 'MergeQueryNode':
      return named(node.into);
    case 'RawNode': {
      // string literals left out: a value that reads like a statement is not one
      const text = node.sqlFragments.join(' ').replace(/'(?:[^']|'')*'/g, "''");
      return [...text.matchAll(RAW_WRITE)].map((m) => m[1].toLowerCase());
    }
    default:
      return [];
  }
}

/**
 * Watches the statements, not the calls: a test or a seed that changes role_menus by SQL is seen
 * like a role editor's save. A watch's epoch moves before the statement (a read meanwhile is not
 * kept) and again after it (one read while it ran is not kept either).
 */
export class TableWatchPlugin implements KyselyPlugin {
  private readonly writing = new WeakMap<QueryId, TableWatch[]>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (args.node.kind === 'SelectQueryNode') return args.node;
    const tables = writtenTables(args.node);
    if (!tables.length) return args.node;
    const moved = watches.filter((w) => tables.some((t) => w.tables.has(t)));
    for (const w of moved) w.changed();
    if (moved.length) this.writing.set(args.queryId, moved);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const w of this.writing.get(args.queryId) ?? []) w.changed();
    return args.result;
  }
}

/** The tables a user's screen and button grants are read from (server/http/permission.ts keeps them). */
const grants = watchTables(['roles', 'role_menus', 'role_menu_buttons', 'user_roles', 'menus']);

/** Moves on every write to a grant table; a grant kept under an older epoch is stale. */
export const grantsEpoch = (): number => grants.epoch();
