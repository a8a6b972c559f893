import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { Database } from './schema';
import { ConnectionGate, SerialPGliteDialect } from './pglite-dialect';
import { PGliteThread } from './pglite-thread';
import { TableWatchPlugin } from './table-watch';
import { preparing } from './prepared';

export type DB = Kysely<Database>;
export type DbKind = 'pglite' | 'postgres';

export interface OpenDatabase {
  db: DB;
  /** the same database for background work (exports): on PGlite it waits while calls wait */
  background: DB;
  kind: DbKind;
  /** checkpoints (PGlite) and releases the data-directory lock */
  close(): Promise<void>;
  /** PGlite: the data directory as an image `openDatabase({ image })` starts from (the tests' seeded database) */
  dump?: () => Promise<Uint8Array>;
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** One process per PGlite data directory: a second one would corrupt it. */
function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lock = join(dir, 'mixboard.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lock, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = Number(readFileSync(lock, 'utf8'));
      if (owner && owner !== process.pid && pidAlive(owner)) {
        throw new Error(`data directory ${dir} is in use by process ${owner}; stop it or set DATA_DIR`);
      }
      rmSync(lock, { force: true });
    }
  }
  throw new Error(`could not lock ${dir}`);
}

/** PGlite in `dataDir` (or in memory for `memory://`), PostgreSQL when a URL is given. */
/** `image`: PGlite only, a data directory dumped earlier to start from (`OpenDatabase.dump`). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; schema?: string; image?: Uint8Array }): Promise<OpenDatabase> {
  if (opts.databaseUrl) {
    const pg = await import('pg');
    if (opts.schema && !/^[a-z_][a-z0-9_]*$/.test(opts.schema)) throw new Error(`bad schema name ${opts.schema}`);
    if (opts.schema) {
      // a schema of its own: tests and side-by-side installs share one database without colliding
      const c = new pg.default.Client({ connectionString: opts.databaseUrl });
      await c.connect();
      await c.query(`CREATE SCHEMA IF NOT EXISTS ${opts.schema}`);
      await c.end();
    }
    const pool = preparing(
      new pg.default.Pool({ connectionString: opts.databaseUrl, max: 10, ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}) }),
    );
    // an idle connection the database ends (a restart, an administrator's terminate) is an 'error'
    // on the pool, which drops that client and connects afresh on the next query; unheard, the
    // event would end the process
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new TableWatchPlugin()] });
    return { db, background: db, kind: 'postgres', close: () => db.destroy() };
  }
  const inMemory = opts.dataDir.startsWith('memory://');
  const unlock = inMemory ? () => {} : lockDataDir(opts.dataDir);
  const dir = inMemory ? undefined : join(opts.dataDir, 'pg');
  if (dir && !existsSync(dir)) mkdirSync(dir, { recursive: true });
  let client;
  try {
    client = await PGliteThread.start(dir, opts.image);
  } catch (e) {
    unlock();
    throw e;
  }
  const gate = new ConnectionGate();
  const db = new Kysely<Database>({ dialect: new SerialPGliteDialect(client, gate, 'interactive'), plugins: [new TableWatchPlugin()] });
  const background = new Kysely<Database>({ dialect: new SerialPGliteDialect(client, gate, 'background'), plugins: [new TableWatchPlugin()] });
  return {
    db,
    background,
    kind: 'pglite',
    dump: async () => {
      await sql`CHECKPOINT`.execute(db);
      return client.dump();
    },
    async close() {
      try {
        if (!client.closed) await sql`CHECKPOINT`.execute(db);
      } catch {
        /* closing anyway */
      }
      await background.destroy();
      await db.destroy();
      unlock();
    },
  };
}
