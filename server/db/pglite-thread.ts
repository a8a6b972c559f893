import { Worker } from 'node:worker_threads';

/** What the PGlite dialect needs of a client: PGlite itself, or the thread that holds it. */
export interface PGliteClient {
  query<R>(sql: string, params: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  close(): Promise<void>;
  readonly closed: boolean;
}

interface Answer {
  id: number;
  rows?: unknown[];
  affectedRows?: number;
  ok?: boolean;
  image?: Uint8Array;
  error?: Record<string, unknown> & { message: string };
}

/** A PostgreSQL error rebuilt on this side, with the fields the refusal mapping reads (code, detail, constraint…). */
function rebuild(e: Answer['error']): Error {
  const err = new Error(e!.message);
  Object.assign(err, e);
  return err;
}

/**
 * PGlite on a worker thread. Postgres compiled to WebAssembly runs every statement synchronously
 * on the thread that holds it: on the main thread a query stops HTTP parsing, socket.io emits and
 * timers until it ends (profiled at half the main thread's time under load). On its own thread it
 * runs beside them, and on a two-core plant PC the server uses both cores. Rows cross by structured
 * clone, which keeps Date, bigint and Uint8Array as PGlite parsed them.
 */
export class PGliteThread implements PGliteClient {
  private readonly pending = new Map<number, { resolve: (a: Answer) => void; reject: (e: Error) => void }>();
  private seq = 0;
  private ended = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (a: Answer) => {
      const p = this.pending.get(a.id);
      if (!p) return;
      this.pending.delete(a.id);
      if (a.error) p.reject(rebuild(a.error));
      else p.resolve(a);
    });
    const fail = (e: Error) => {
      this.ended = true;
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the database thread stopped (exit ${code})`)));
  }

  /**
   * Starts the thread and opens the database in `dataDir` (in memory when undefined), from `image`
   * (a data directory `dump` gave) when one is given.
   */
  static async start(dataDir: string | undefined, image?: Uint8Array): Promise<PGliteThread> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir, image }, execArgv: [] });
    const first = await new Promise<{ ready: boolean; error?: Answer['error'] }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    if (!first.ready) {
      await worker.terminate();
      throw rebuild(first.error);
    }
    return new PGliteThread(worker);
  }

  get closed(): boolean {
    return this.ended;
  }

  private send(message: Record<string, unknown>): Promise<Answer> {
    if (this.ended) return Promise.reject(new Error('the database is closed'));
    const id = ++this.seq;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  async query<R>(sql: string, params: unknown[]): Promise<{ rows: R[]; affectedRows?: number }> {
    const a = await this.send({ op: 'query', sql, params });
    return { rows: a.rows as R[], affectedRows: a.affectedRows };
  }

  /** The whole data directory as one uncompressed tar image, for `start` to open again. */
  async dump(): Promise<Uint8Array> {
    return (await this.send({ op: 'dump' })).image!;
  }

  async close(): Promise<void> {
    if (this.ended) return;
    await this.send({ op: 'close' });
    this.ended = true;
    await this.worker.terminate();
  }
}
