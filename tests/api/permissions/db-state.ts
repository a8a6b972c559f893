import { sql, type Kysely } from 'kysely';

/** Row count and a digest of every table, to prove a refused call wrote nothing. */
export type DbState = Record<string, { rows: number; digest: string | null }>;

/** Sessions move on every call (last seen); their count is compared, not their contents. */
const COUNT_ONLY = new Set(['sessions', 'kysely_migration', 'kysely_migration_lock']);
/** Tables this large are compared by count and newest id only, to keep the test quick. */
const DIGEST_LIMIT = 20000;

export async function dbState(db: Kysely<any>): Promise<DbState> {
  const tables = await sql<{
    t: string;
  }>`select table_name as t from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(db);
  const out: DbState = {};
  for (const { t } of tables.rows) {
    const rows = Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(t)}`.execute(db)).rows[0].n);
    let digest: string | null = null;
    if (!COUNT_ONLY.has(t) && rows <= DIGEST_LIMIT) {
      digest = (await sql<{ d: string | null }>`select md5(string_agg(x::text, '|' order by x::text)) as d from ${sql.table(t)} x`.execute(db)).rows[0].d;
    }
    out[t] = { rows, digest };
  }
  return out;
}
