import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryId, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/**
 * The tables a user's screen and button grants are read from (server/http/permission.ts caches
 * them). Every write to one of them through this process's Kysely, typed or raw SQL, in a call,
 * a seed or a test, moves the grants epoch, and every cached grant read before it is read afresh.
 */
const GRANT_TABLES = new Set(['roles', 'role_menus', 'role_menu_buttons', 'user_roles', 'menus']);

let epoch = 0;

/** Moves on every write to a grant table; a grant cached under an older epoch is stale. */
export const grantsEpoch = (): number => epoch;

/** Marks every cached grant stale (after a write call commits: its statements ran before the commit). */
export function grantsChanged(): void { epoch++; }

const nameOf = (node: OperationNode | undefined): string | undefined => {
  if (!node) return undefined;
  if (node.kind === 'AliasNode') return nameOf((node as unknown as { node: OperationNode }).node);
  if (node.kind === 'TableNode') return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  return undefined;
};

/** `insert into x`, `update only x`, `delete from s.x`, `truncate x`, `merge into x` in raw SQL text */
const RAW_WRITE = /\b(?:insert\s+into|update(?:\s+only)?|delete\s+from(?:\s+only)?|truncate(?:\s+table)?(?:\s+only)?|merge\s+into)\s+(?:"?\w+"?\.)?"?(\w+)"?/gi;

function writesGrants(node: RootOperationNode): boolean {
  switch (node.kind) {
    case 'SelectQueryNode': return false;
    case 'InsertQueryNode': return GRANT_TABLES.has(nameOf(node.into) ?? '');
    case 'UpdateQueryNode': return GRANT_TABLES.has(nameOf(node.table) ?? '');
    case 'DeleteQueryNode': return node.from.froms.some((f) => GRANT_TABLES.has(nameOf(f) ?? ''));
    case 'MergeQueryNode': return GRANT_TABLES.has(nameOf(node.into) ?? '');
    case 'RawNode': {
      // string literals left out: a value that reads like a statement is not one
      const text = node.sqlFragments.join(' ').replace(/'(?:[^']|'')*'/g, "''");
      for (const m of text.matchAll(RAW_WRITE)) if (GRANT_TABLES.has(m[1].toLowerCase())) return true;
      return false;
    }
    default: return false;
  }
}

/**
 * Watches the statements, not the calls: a test or a seed that changes role_menus by SQL is seen
 * like a role editor's save. The epoch moves before the statement (a grant read meanwhile is not
 * kept) and again after it (one read while it ran is not kept either).
 */
export class GrantWatchPlugin implements KyselyPlugin {
  private readonly writing = new WeakMap<QueryId, true>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (args.node.kind !== 'SelectQueryNode' && writesGrants(args.node)) { epoch++; this.writing.set(args.queryId, true); }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.writing.has(args.queryId)) epoch++;
    return args.result;
  }
}
