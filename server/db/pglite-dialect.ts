import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler,
  type DatabaseConnection, type Dialect, type Driver, type Kysely, type QueryResult,
} from 'kysely';

/**
 * PGlite is a single connection. Kysely would interleave statements of concurrent
 * transactions on it, so the driver hands the connection out one holder at a time:
 * a transaction owns it from BEGIN to COMMIT, and everything else waits its turn.
 */
class SerialPGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: DatabaseConnection;

  constructor(private readonly client: PGlite) {
    this.connection = {
      executeQuery: async <R>(q: CompiledQuery): Promise<QueryResult<R>> => {
        const res = await this.client.query<R>(q.sql, [...q.parameters]);
        const affected = res.affectedRows;
        return {
          rows: res.rows,
          ...(affected !== undefined && /^\s*(insert|update|delete|merge)/i.test(q.sql)
            ? { numAffectedRows: BigInt(affected) } : {}),
        };
      },
      // eslint-disable-next-line require-yield
      streamQuery: async function* () { throw new Error('PGlite does not stream; page with keyset queries instead'); },
    };
  }

  private releases: Array<() => void> = [];

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const next = new Promise<void>((r) => { release = r; });
    const prev = this.queue;
    this.queue = prev.then(() => next);
    await prev;
    this.releases.push(release);
    return this.connection;
  }

  async beginTransaction(c: DatabaseConnection): Promise<void> { await c.executeQuery(CompiledQuery.raw('BEGIN')); }
  async commitTransaction(c: DatabaseConnection): Promise<void> { await c.executeQuery(CompiledQuery.raw('COMMIT')); }
  async rollbackTransaction(c: DatabaseConnection): Promise<void> { await c.executeQuery(CompiledQuery.raw('ROLLBACK')); }

  async releaseConnection(): Promise<void> {
    this.releases.shift()?.();
  }

  async destroy(): Promise<void> {
    await this.queue;
    await this.client.close();
  }
}

export class SerialPGliteDialect implements Dialect {
  constructor(private readonly client: PGlite) {}
  createAdapter() { return new PostgresAdapter(); }
  createDriver() { return new SerialPGliteDriver(this.client); }
  createQueryCompiler() { return new PostgresQueryCompiler(); }
  createIntrospector(db: Kysely<any>) { return new PostgresIntrospector(db); }
}
