import {
  CompiledQuery, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler,
  type DatabaseConnection, type Dialect, type Driver, type Kysely, type QueryResult,
} from 'kysely';
import type { PGliteClient } from './pglite-thread';

/** Who waits for the single connection: interactive calls go before background work (exports). */
export type Lane = 'interactive' | 'background';

/** Background work gets the connection at least once in this many grants while it waits. */
const BACKGROUND_EVERY = 8;

/**
 * PGlite is a single connection. Kysely would interleave statements of concurrent transactions
 * on it, so the gate hands it out one holder at a time: a transaction owns it from BEGIN to
 * COMMIT, and everything else waits its turn. A call's next query waits behind at most the one
 * statement running, not behind every batch an export has queued.
 */
export class ConnectionGate {
  private busy = false;
  private readonly waiting: Record<Lane, Array<() => void>> = { interactive: [], background: [] };
  private interactiveRun = 0;
  private drained: Array<() => void> = [];

  async acquire(lane: Lane): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return;
    }
    await new Promise<void>((r) => this.waiting[lane].push(r));
  }

  release(): void {
    const { interactive, background } = this.waiting;
    let next: (() => void) | undefined;
    if (interactive.length && !(background.length && this.interactiveRun >= BACKGROUND_EVERY)) {
      next = interactive.shift();
      this.interactiveRun = background.length ? this.interactiveRun + 1 : 0;
    } else {
      next = background.shift();
      this.interactiveRun = 0;
    }
    if (next) {
      next();
      return;
    }
    this.busy = false;
    for (const d of this.drained.splice(0)) d();
  }

  /** Resolves once nobody holds or waits for the connection. */
  async idle(): Promise<void> {
    if (!this.busy) return;
    await new Promise<void>((r) => this.drained.push(r));
  }
}

class SerialPGliteDriver implements Driver {
  private readonly connection: DatabaseConnection;

  constructor(private readonly client: PGliteClient, private readonly gate: ConnectionGate, private readonly lane: Lane, private readonly owner: boolean) {
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

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.gate.acquire(this.lane);
    return this.connection;
  }

  async beginTransaction(c: DatabaseConnection): Promise<void> { await c.executeQuery(CompiledQuery.raw('BEGIN')); }
  async commitTransaction(c: DatabaseConnection): Promise<void> { await c.executeQuery(CompiledQuery.raw('COMMIT')); }
  async rollbackTransaction(c: DatabaseConnection): Promise<void> { await c.executeQuery(CompiledQuery.raw('ROLLBACK')); }

  async releaseConnection(): Promise<void> {
    this.gate.release();
  }

  /** Only the interactive handle owns the client; the background one shares it. */
  async destroy(): Promise<void> {
    if (!this.owner) return;
    await this.gate.idle();
    await this.client.close();
  }
}

export class SerialPGliteDialect implements Dialect {
  constructor(private readonly client: PGliteClient, private readonly gate = new ConnectionGate(), private readonly lane: Lane = 'interactive') {}
  createAdapter() { return new PostgresAdapter(); }
  createDriver() { return new SerialPGliteDriver(this.client, this.gate, this.lane, this.lane === 'interactive'); }
  createQueryCompiler() { return new PostgresQueryCompiler(); }
  createIntrospector(db: Kysely<unknown>) { return new PostgresIntrospector(db); }
}
