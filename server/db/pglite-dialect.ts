import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { PGliteClient } from './pglite-thread';
import { ConnectionGate, type Lane } from './pglite-gate';

export { ConnectionGate, type Lane } from './pglite-gate';

/** Statements that read or write rows and leave nothing behind on the connection. */
const ROW_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * One holder's view of the connection (Kysely acquires it once per query, transaction or session).
 * A lone query that reads or writes rows shares the pipeline with other callers'. Anything else
 * owns the connection alone until released: a BEGIN (a transaction), a SET or DDL (what follows
 * may rely on it), and a session's statements after its first (db.connection()). The driver cannot
 * tell a session from a lone query before its second statement; a session that starts with a row
 * statement leaves no state for the next one to rely on, so others' statements between the two are
 * harmless (Kysely's Migrator, the only session, starts with an advisory lock, then a BEGIN).
 */
class GatedConnection implements DatabaseConnection {
  private statements = 0;

  constructor(
    private readonly client: PGliteClient,
    private readonly gate: ConnectionGate,
    private readonly lane: Lane,
  ) {}

  async executeQuery<R>(q: CompiledQuery): Promise<QueryResult<R>> {
    const exclusive = this.statements++ > 0 || !ROW_STATEMENT.test(q.sql);
    await this.gate.enter(this, this.lane, exclusive);
    let res;
    try {
      res = await this.client.query<R>(q.sql, [...q.parameters]);
    } finally {
      this.gate.leave(this.lane);
    }
    const affected = res.affectedRows;
    return {
      rows: res.rows,
      ...(affected !== undefined && /^\s*(insert|update|delete|merge)/i.test(q.sql) ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery(): AsyncIterableIterator<never> {
    throw new Error('PGlite does not stream; page with keyset queries instead');
  }

  release(): void {
    this.gate.release(this);
  }
}

class SerialPGliteDriver implements Driver {
  constructor(
    private readonly client: PGliteClient,
    private readonly gate: ConnectionGate,
    private readonly lane: Lane,
    private readonly owner: boolean,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new GatedConnection(this.client, this.gate, this.lane);
  }

  async beginTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('BEGIN'));
  }
  async commitTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('COMMIT'));
  }
  async rollbackTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }

  async releaseConnection(c: DatabaseConnection): Promise<void> {
    (c as GatedConnection).release();
  }

  /** Only the interactive handle owns the client; the background one shares it. */
  async destroy(): Promise<void> {
    if (!this.owner) return;
    await this.gate.idle();
    await this.client.close();
  }
}

export class SerialPGliteDialect implements Dialect {
  constructor(
    private readonly client: PGliteClient,
    private readonly gate = new ConnectionGate(),
    private readonly lane: Lane = 'interactive',
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new SerialPGliteDriver(this.client, this.gate, this.lane, this.lane === 'interactive');
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
