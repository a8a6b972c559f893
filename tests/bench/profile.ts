import { Session } from 'node:inspector/promises';
import type { Server } from 'node:http';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Opt-in CPU profiles of a bench's measured window: `BENCH_PROFILE=<dir> npm run bench -- load`.
 * Unset, `startProfile` does nothing and costs nothing. Set, it samples the bench process's main
 * thread (where the server under test runs: Fastify, socket.io, Kysely) and every worker thread
 * alive or started during the window (PGlite's, the export writer's, the load clients'), one
 * `.cpuprofile` per thread, each named `<label>.<thread>.cpuprofile`. Open them in Chrome DevTools
 * (Performance → Load profile) or reduce them with `npx tsx tests/bench/profile-summary.ts <file>`.
 * The sampler costs a few per cent of CPU: figures printed by a profiled run are not the bench's.
 */
export const PROFILE_DIR = process.env.BENCH_PROFILE ? resolve(process.env.BENCH_PROFILE) : undefined;
/** sampling interval in µs (BENCH_PROFILE_INTERVAL_US, 1000 by default: V8's own default) */
export const PROFILE_INTERVAL_US = Number(process.env.BENCH_PROFILE_INTERVAL_US ?? 1000);

export interface RunningProfile {
  /** stops every thread's profiler and writes the files; answers their paths (once, however often called) */
  stop(): Promise<string[]>;
}

const NONE: RunningProfile = { stop: async () => [] };

/**
 * What a worker thread runs (through the inspector, Runtime.evaluate) to profile itself: a session
 * of its own, stopped and written when the window ends or, if it ends first, when the thread
 * exits (an export's writer thread ends with its export). The file is named after the script the
 * worker was started from (`known`), or else after the first script of the project in its profile.
 */
const inWorker = (prefix: string, interval: number, known: string) => `(() => {
  const { Session } = process.getBuiltinModule('node:inspector');
  const fs = process.getBuiltinModule('node:fs');
  const s = new Session();
  s.connect();
  s.post('Profiler.enable');
  s.post('Profiler.setSamplingInterval', { interval: ${interval} });
  s.post('Profiler.start');
  let done = false;
  const stop = () => {
    if (done) return;
    done = true;
    let profile;
    s.post('Profiler.stop', (e, r) => { profile = r && r.profile; });
    s.disconnect();
    if (!profile) return;
    const urls = profile.nodes.map((n) => n.callFrame.url).filter((u) => u && !u.startsWith('node:') && !u.includes('node_modules'));
    const url = ${JSON.stringify(known)} || urls.find((u) => /worker/i.test(u)) || urls[0] || 'eval';
    const name = url.split('/').pop().replace(/[.][cm]?[jt]s$/, '').replace(/[^A-Za-z0-9_.-]+/g, '_').replace(/^_|_$/g, '');
    fs.writeFileSync(${JSON.stringify(prefix)} + '-' + name + '.cpuprofile', JSON.stringify(profile));
  };
  globalThis.__benchProfileStop = stop;
  process.on('exit', stop);
})()`;

/** Starts profiling the main thread and every worker thread, if BENCH_PROFILE is set. */
/**
 * Under BENCH_PROFILE, the PGlite thread of a server started after this writes the time, rows and
 * fields of each statement to `<label>.statements.json` when it closes (server/db/pglite-worker.mjs).
 */
export function statementStats(label: string): void {
  if (PROFILE_DIR) process.env.PGLITE_STATEMENT_STATS = join(PROFILE_DIR, `${label}.statements.json`);
}

export async function startProfile(label: string): Promise<RunningProfile> {
  if (!PROFILE_DIR) return NONE;
  const dir = PROFILE_DIR;
  mkdirSync(dir, { recursive: true });
  for (const f of readdirSync(dir)) if (f.startsWith(`${label}.`) && f.endsWith('.cpuprofile')) rmSync(join(dir, f));
  const session = new Session();
  session.connect();
  const workers = new Set<string>();
  const waiting = new Map<number, () => void>();
  let seq = 0;
  const evaluate = (sessionId: string, expression: string) =>
    new Promise<void>((done) => {
      const id = ++seq;
      waiting.set(id, done);
      const message = JSON.stringify({ id, method: 'Runtime.evaluate', params: { expression } });
      session.post('NodeWorker.sendMessageToWorker', { sessionId, message }).catch(() => done());
    });
  session.on('NodeWorker.receivedMessageFromWorker', ({ params }) => {
    const m = JSON.parse(params.message) as { id?: number };
    if (m.id && waiting.has(m.id)) {
      waiting.get(m.id)!();
      waiting.delete(m.id);
    }
  });
  session.on('NodeWorker.attachedToWorker', ({ params }) => {
    workers.add(params.sessionId);
    // a worker started from a file is named after it; one from code (eval) after what it runs
    void evaluate(params.sessionId, inWorker(join(dir, `${label}.worker${params.workerInfo.workerId}`), PROFILE_INTERVAL_US, params.workerInfo.url ?? ''));
  });
  session.on('NodeWorker.detachedFromWorker', ({ params }) => {
    workers.delete(params.sessionId);
  });
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: PROFILE_INTERVAL_US });
  await session.post('Profiler.start');
  await session.post('NodeWorker.enable', { waitForDebuggerOnStart: false });
  let stopped: Promise<string[]> | undefined;
  return { stop: () => (stopped ??= stopAll()) };

  async function stopAll(): Promise<string[]> {
    writeFileSync(join(dir, `${label}.main.cpuprofile`), JSON.stringify((await session.post('Profiler.stop')).profile));
    const timeout = new Promise<void>((done) => {
      setTimeout(done, 5000).unref();
    });
    await Promise.all([...workers].map((id) => Promise.race([evaluate(id, 'globalThis.__benchProfileStop?.()'), timeout])));
    await session.post('NodeWorker.disable').catch(() => {});
    session.disconnect();
    const files = readdirSync(dir)
      .filter((f) => f.startsWith(`${label}.`) && f.endsWith('.cpuprofile'))
      .sort();
    console.log(`  profiles in ${dir}: ${files.join(', ')}`);
    return files.map((f) => join(dir, f));
  }
}

/**
 * The options a child `node` gets to write its own profile into `<BENCH_PROFILE>/<label>` when it
 * exits (a peer in a process of its own), or none when profiling is off. Options, not NODE_OPTIONS:
 * Node 20 (which runs npx here) refuses `--cpu-prof` there.
 */
export function childProfileArgs(label: string): string[] {
  if (!PROFILE_DIR) return [];
  const dir = join(PROFILE_DIR, label);
  mkdirSync(dir, { recursive: true });
  return ['--cpu-prof', `--cpu-prof-dir=${dir}`];
}

/**
 * With BENCH_PROFILE set, the server's own time per path (from the request event to the last byte
 * of the answer, so waiting for the database counts), to tell which calls make a p99; `stop()`
 * writes `<label>.paths.json` and answers the rows, slowest p99 first. Unset, it records nothing.
 */
export function timePaths(server: Server, label: string): { stop(): Array<{ path: string; calls: number; p50: number; p99: number; max: number }> } {
  if (!PROFILE_DIR) return { stop: () => [] };
  const times = new Map<string, number[]>();
  const onRequest = (req: { url?: string }, res: { once(e: 'finish', f: () => void): void }) => {
    const t = performance.now();
    const path = (req.url ?? '').split('?')[0];
    res.once('finish', () => {
      let xs = times.get(path);
      if (!xs) times.set(path, (xs = []));
      xs.push(performance.now() - t);
    });
  };
  server.on('request', onRequest);
  return {
    stop() {
      server.off('request', onRequest);
      const at = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * p))];
      const rows = [...times]
        .map(([path, xs]) => {
          xs.sort((a, b) => a - b);
          return { path, calls: xs.length, p50: at(xs, 0.5), p99: at(xs, 0.99), max: xs[xs.length - 1] };
        })
        .sort((a, b) => b.p99 - a.p99);
      writeFileSync(join(PROFILE_DIR!, `${label}.paths.json`), JSON.stringify(rows, null, 1));
      for (const r of rows)
        console.log(
          `  server time ${r.path.padEnd(56)} ${String(r.calls).padStart(6)} calls, ` +
            `p50 ${r.p50.toFixed(1)} / p99 ${r.p99.toFixed(1)} / max ${r.max.toFixed(0)} ms`,
        );
      return rows;
    },
  };
}
