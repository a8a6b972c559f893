// The PGlite database on a thread of its own (server/db/pglite-thread.ts starts it). Plain
// JavaScript: a worker runs without the TypeScript loader under every runner (tsx, Vitest, node).
import { Blob } from 'node:buffer';
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PreparedStatements } from './pglite-statements.mjs';

/** The fields a PostgreSQL error carries that the server reads (server/http/db-errors.ts). */
const ERROR_FIELDS = ['code', 'detail', 'hint', 'table', 'column', 'constraint', 'schema', 'dataType', 'severity', 'position', 'where', 'routine'];

function wireError(e) {
  const out = { message: e instanceof Error ? e.message : String(e), name: e instanceof Error ? e.name : 'Error' };
  for (const f of ERROR_FIELDS) if (e && typeof e === 'object' && e[f] !== undefined) out[f] = e[f];
  return out;
}

let db;
let statements;
try {
  // image: a data directory dumped earlier (dumpDataDir), to start from instead of an empty one
  const image = workerData.image ? { loadDataDir: new Blob([workerData.image]) } : {};
  db = workerData.dataDir ? await PGlite.create(workerData.dataDir, image) : await PGlite.create(image);
  statements = new PreparedStatements(db);
  await statements.open();
  parentPort.postMessage({ ready: true });
} catch (e) {
  parentPort.postMessage({ ready: false, error: wireError(e) });
}

/**
 * PGLITE_STATEMENT_STATS=<file>: the time, rows and fields of each statement text, written when the
 * database closes (the load bench's profile, tests/bench/profile.ts). On this thread a statement's
 * time is mostly decoding its result, field by field: the profile alone cannot say which statement.
 */
const statsFile = process.env.PGLITE_STATEMENT_STATS;
const stats = new Map();
function count(sql, ms, rows) {
  const key = sql.replace(/\s+/g, ' ').slice(0, 160);
  const e = stats.get(key) ?? { statement: key, calls: 0, ms: 0, rows: 0, fields: 0 };
  e.calls++;
  e.ms += ms;
  e.rows += rows.length;
  e.fields += rows.length * (rows[0] ? Object.keys(rows[0]).length : 0);
  stats.set(key, e);
}
function writeStats() {
  if (!statsFile) return;
  const list = [...stats.values()].sort((a, b) => b.ms - a.ms).map((e) => ({ ...e, ms: Math.round(e.ms) }));
  try {
    writeFileSync(statsFile, JSON.stringify(list, null, 1));
  } catch {
    /* a bench's aid: the database closes all the same */
  }
}

// one statement at a time, in arrival order: the main thread's gate decides what may be posted
let chain = Promise.resolve();
parentPort.on('message', (m) => {
  chain = chain.then(async () => {
    if (m.op === 'dump') {
      try {
        const bytes = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
        parentPort.postMessage({ id: m.id, image: bytes }, [bytes.buffer]);
      } catch (e) {
        parentPort.postMessage({ id: m.id, error: wireError(e) });
      }
      return;
    }
    if (m.op === 'close') {
      writeStats();
      try {
        if (!db.closed) await db.close();
        parentPort.postMessage({ id: m.id, ok: true });
      } catch (e) {
        parentPort.postMessage({ id: m.id, error: wireError(e) });
      }
      return;
    }
    try {
      const t = statsFile ? performance.now() : 0;
      const res = await statements.query(m.sql, m.params);
      if (statsFile) count(m.sql, performance.now() - t, res.rows);
      parentPort.postMessage({ id: m.id, rows: res.rows, affectedRows: res.affectedRows });
    } catch (e) {
      parentPort.postMessage({ id: m.id, error: wireError(e) });
    }
  });
});
